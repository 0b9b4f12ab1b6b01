/**
 * /pro/services/:serviceId: the price list editor (GET/PUT/DELETE /company/services/{id}/price-list). Prices
 * in dollars, times as hh:mm:ss picked from 0:00 to 8:00; checked with the contract's priceListRequest, a
 * server 400 shown at its fields. A preview prices a sample set of answers with offer search's function.
 */
import {
  Alert,
  Anchor,
  Button,
  Group,
  Modal,
  NativeSelect,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { minutesToDuration, type PriceList } from '@upkeep/contract';
import { useMemo, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { errorMessage, TRY_AGAIN_LATER } from '../../lib/errors';
import { formatMoney } from '../../lib/money';
import { ErrorState } from '../../ui/error-state';
import { PageLoader } from '../../ui/page-loader';
import { ProFrame } from '../../ui/pro-frame';
import { useCompanyServices } from './api/get-company-services';
import { usePriceList } from './api/get-price-list';
import { useRemovePriceList } from './api/remove-price-list';
import { useUpdatePriceList } from './api/update-price-list';
import {
  durationLabel,
  durationOptions,
  type PriceListValues,
  previewTotal,
  priceListErrors,
  priceListValues,
} from './price-list-model';
import { fieldErrorsOf, useToken } from './setup-api';

export function PriceListPage() {
  const token = useToken();
  const serviceId = Number(useParams().serviceId);
  const valid = Number.isInteger(serviceId) && serviceId > 0;
  const services = useCompanyServices(token);
  const list = usePriceList(token, serviceId, valid);
  const name = services.data?.find((s) => s.serviceId === serviceId)?.name;
  const title = name ? `Prices: ${name}` : 'Price list';

  if (!valid) {
    return (
      <ProFrame title="Price list">
        <ErrorState title="No such service" message="Choose a service from your services." />
      </ProFrame>
    );
  }
  if (list.isPending) return <PageLoader />;
  if (list.isError) {
    return (
      <ProFrame title={title}>
        <ErrorState
          title="Could not load the prices"
          message={errorMessage(list.error, TRY_AGAIN_LATER)}
          onRetry={() => void list.refetch()}
        />
      </ProFrame>
    );
  }
  return (
    <ProFrame
      title={title}
      description={
        <>
          A booking costs the base price plus the price of each answer the customer picks.{' '}
          <Anchor component={Link} to="/pro/services" underline="always">
            All services
          </Anchor>
        </>
      }
    >
      <PriceListForm token={token} serviceId={serviceId} list={list.data} serviceName={name ?? 'this service'} />
    </ProFrame>
  );
}

function PriceListForm({
  token,
  serviceId,
  list,
  serviceName,
}: {
  token: string;
  serviceId: number;
  list: PriceList;
  serviceName: string;
}) {
  const navigate = useNavigate();
  const [saved, setSaved] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const form = useForm<PriceListValues>({
    mode: 'controlled',
    initialValues: priceListValues(list),
    validate: priceListErrors,
  });
  const indexOf = useMemo(
    () => new Map(form.values.items.map((item, index) => [item.featureValueId, index])),
    [form.values.items],
  );
  const options = useMemo(
    () => durationOptions([list.baseDuration, list.serviceCallDuration, ...list.items.map((i) => i.duration)]),
    [list],
  );
  const save = useUpdatePriceList(token, serviceId, {
    onSaved: () => setSaved(true),
    onError: (error) => form.setErrors(fieldErrorsOf(error)),
  });
  const remove = useRemovePriceList(token, serviceId, () => navigate('/pro/services'));
  const onSubmit = form.onSubmit((values) => {
    if (save.isPending) return;
    setSaved(false);
    save.mutate(values);
  });

  const priceInput = (path: string, label: string, ariaLabel?: string) => (
    <NumberInput
      label={label}
      aria-label={ariaLabel}
      prefix="$"
      decimalScale={2}
      min={0}
      max={100000}
      thousandSeparator=","
      hideControls
      inputMode="decimal"
      {...form.getInputProps(path)}
    />
  );
  const durationInput = (path: string, label: string, ariaLabel?: string) => (
    <NativeSelect label={label} aria-label={ariaLabel} data={options} {...form.getInputProps(path)} />
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Price list">
      <Stack gap="lg">
        {!list.offered && (
          <Alert color="blue" variant="light" role="status">
            You do not offer {serviceName} yet: saving these prices offers it to customers in your area.
          </Alert>
        )}
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
          <Stack gap="md">
            <Title order={2} size="h4">
              The visit
            </Title>
            <SimpleGrid cols={{ base: 2 }}>
              {priceInput('basePrice', 'Base price')}
              {durationInput('baseDuration', 'Base time')}
            </SimpleGrid>
            <Text size="sm" c="gray.7">
              A service call is booked when the customer does not know what is needed: you visit to diagnose it. A price
              of $0 is a free on-site estimate.
            </Text>
            <SimpleGrid cols={{ base: 2 }}>
              {priceInput('serviceCallPrice', 'Service call price')}
              {durationInput('serviceCallDuration', 'Service call time')}
            </SimpleGrid>
          </Stack>
        </Paper>
        {list.features.map((feature) => (
          <Paper
            key={feature.id}
            withBorder
            radius="md"
            p={{ base: 'md', sm: 'lg' }}
            component="fieldset"
            aria-label={feature.question}
          >
            <Stack gap="md">
              <Title order={2} size="h4">
                {feature.question}
              </Title>
              {feature.values.map((value) => {
                const index = indexOf.get(value.id);
                if (index === undefined) return null;
                return (
                  <Stack key={value.id} gap={4}>
                    <Text fw={600}>{value.value}</Text>
                    <SimpleGrid cols={{ base: 2 }}>
                      {priceInput(`items.${index}.price`, 'Price', `Price for ${value.value}`)}
                      {durationInput(`items.${index}.duration`, 'Time', `Time for ${value.value}`)}
                    </SimpleGrid>
                  </Stack>
                );
              })}
            </Stack>
          </Paper>
        ))}
        <Preview list={list} values={form.values} />
        {saved && (
          <Alert color="teal" variant="light" role="status">
            Prices saved. Customers see them at once.
          </Alert>
        )}
        {save.isError && (
          <Alert color="red" variant="light" role="alert" title="Not saved">
            {errorMessage(save.error, 'The prices could not be saved. Try again later.')}
          </Alert>
        )}
        {Object.keys(form.errors).length > 0 && !save.isError && (
          <Alert color="red" variant="light" role="alert">
            Please check the highlighted prices and times.
          </Alert>
        )}
        <Group justify="space-between">
          {list.offered ? (
            <Button variant="subtle" color="red" size="md" onClick={() => setConfirming(true)}>
              Stop offering
            </Button>
          ) : (
            <span />
          )}
          <Button type="submit" size="md" loading={save.isPending}>
            Save prices
          </Button>
        </Group>
      </Stack>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title="Stop offering this service?" centered>
        <Stack gap="md">
          <Text>Customers will no longer be offered {serviceName} by you. Jobs already booked keep their prices.</Text>
          {remove.isError && (
            <Alert color="red" variant="light" role="alert">
              {errorMessage(remove.error, TRY_AGAIN_LATER)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              Keep offering
            </Button>
            <Button color="red" loading={remove.isPending} onClick={() => remove.mutate()}>
              Stop offering
            </Button>
          </Group>
        </Stack>
      </Modal>
    </form>
  );
}

/** A sample set of answers (one per question) priced as offer search prices it. */
function Preview({ list, values }: { list: PriceList; values: PriceListValues }) {
  const [chosen, setChosen] = useState<Record<number, string>>(() =>
    Object.fromEntries(list.features.map((f) => [f.id, String(f.values[0]?.id ?? '')])),
  );
  const ids = Object.values(chosen).filter(Boolean).map(Number);
  const total = previewTotal(values, ids);
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} bg="gray.0" component="section" aria-label="Preview">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Preview
        </Title>
        <Text size="sm" c="gray.7">
          Pick sample answers to see what a customer would be offered.
        </Text>
        {list.features.map((f) => (
          <NativeSelect
            key={f.id}
            label={f.question}
            value={chosen[f.id] ?? ''}
            onChange={(e) => {
              const next = e.currentTarget.value;
              setChosen((c) => ({ ...c, [f.id]: next }));
            }}
            data={[
              { value: '', label: 'No answer' },
              ...f.values.map((v) => ({ value: String(v.id), label: v.value })),
            ]}
          />
        ))}
        {total && (
          <Text fw={700} size="lg" aria-live="polite" data-testid="preview-total">
            Total {formatMoney(total.totalCents / 100)}, booked for{' '}
            {durationLabel(minutesToDuration(total.durationMinutes))} h
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
