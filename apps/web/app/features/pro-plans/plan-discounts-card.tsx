/**
 * The plans screen's "Plan discounts": for one of the company's services that allow plans (and that it offers),
 * the percent off each visit of a plan, by how often (0 to 50). Plans started later take them.
 */
import {
  Alert,
  Anchor,
  Button,
  Card,
  Group,
  Loader,
  NativeSelect,
  NumberInput,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { MAX_PLAN_DISCOUNT_PERCENT, type PlanDiscounts } from '@upkeep/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../lib/errors';
import { useServices } from '../../shared/catalog/api/get-services';
import { useCompanyServices } from './api/get-company-services';
import { usePlanDiscounts, useUpdatePlanDiscounts } from './api/plan-discounts';

const FIELDS: readonly { key: keyof PlanDiscounts; label: string }[] = [
  { key: 'weekly', label: 'Weekly' },
  { key: 'every2Weeks', label: 'Every 2 weeks' },
  { key: 'every4Weeks', label: 'Every 4 weeks' },
];

type DiscountValues = Record<keyof PlanDiscounts, number | string>;

export const DISCOUNT_PROBLEM = `Enter a whole number from 0 to ${MAX_PLAN_DISCOUNT_PERCENT}`;

/** A percent as typed: a whole number from 0 to 50, else what is wrong. */
export function discountProblem(value: number | string): string | null {
  const n = typeof value === 'number' ? value : value.trim() === '' ? Number.NaN : Number(value);
  return Number.isInteger(n) && n >= 0 && n <= MAX_PLAN_DISCOUNT_PERCENT ? null : DISCOUNT_PROBLEM;
}

export function PlanDiscountsCard({ token }: { token: string }) {
  const companyServices = useCompanyServices(token);
  // Which services allow plans is the catalogue's to say (its plans flag, in the database: issue 48).
  const catalogue = useServices();
  const allowing = (catalogue.data ?? []).filter((s) => s.plansAllowed);
  const failed = companyServices.error ?? catalogue.error;
  const plannable = (companyServices.data ?? []).filter(
    (s) => s.offered && allowing.some((entry) => entry.id === s.serviceId),
  );
  const [chosen, setChosen] = useState<number | null>(null);
  const service = plannable.find((s) => s.serviceId === chosen) ?? plannable[0];
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="plan-discounts-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="plan-discounts-title">
          Plan discounts
        </Title>
        <Text size="sm" c="gray.7">
          Percent off each visit of a plan, by how often it comes. Plans started from now take them; a plan keeps the
          discount it started with.
        </Text>
        {companyServices.isPending || catalogue.isPending ? (
          <Loader size="sm" role="progressbar" aria-label="Loading your services" />
        ) : failed ? (
          <Alert color="red" variant="light" role="alert">
            Could not load your services: {errorMessage(failed)}
          </Alert>
        ) : !service ? (
          <Text>
            Plans are for {listOfNames(allowing.map((entry) => entry.service))}. Set your prices for one of them in{' '}
            <Anchor component={Link} to="/pro/services">
              Services &amp; prices
            </Anchor>{' '}
            to give plan discounts.
          </Text>
        ) : (
          <>
            <NativeSelect
              label="Service"
              data={plannable.map((s) => ({ value: String(s.serviceId), label: s.name }))}
              value={String(service.serviceId)}
              onChange={(e) => setChosen(Number(e.currentTarget.value))}
              maw={360}
            />
            <ServiceDiscounts key={service.serviceId} serviceId={service.serviceId} name={service.name} token={token} />
          </>
        )}
      </Stack>
    </Card>
  );
}

/** 'A, B and C'. */
function listOfNames(names: readonly string[]): string {
  return names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

function ServiceDiscounts({ serviceId, name, token }: { serviceId: number; name: string; token: string }) {
  const discounts = usePlanDiscounts(serviceId, token);
  if (discounts.isPending) return <Loader size="sm" role="progressbar" aria-label="Loading the plan discounts" />;
  if (discounts.isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        Could not load the plan discounts of {name}: {errorMessage(discounts.error)}
      </Alert>
    );
  }
  return <DiscountsForm serviceId={serviceId} name={name} token={token} initial={discounts.data} />;
}

function DiscountsForm({
  serviceId,
  name,
  token,
  initial,
}: {
  serviceId: number;
  name: string;
  token: string;
  initial: PlanDiscounts;
}) {
  const save = useUpdatePlanDiscounts(serviceId, token);
  const form = useForm<DiscountValues>({
    mode: 'controlled',
    initialValues: initial,
    validate: { weekly: discountProblem, every2Weeks: discountProblem, every4Weeks: discountProblem },
  });
  const submit = form.onSubmit((values) => {
    const body: PlanDiscounts = {
      weekly: Number(values.weekly),
      every2Weeks: Number(values.every2Weeks),
      every4Weeks: Number(values.every4Weeks),
    };
    save.mutate(body, {
      onSuccess: (saved) => {
        notifications.show({ color: 'teal', message: `Plan discounts saved for ${name}.` });
        form.setValues(saved);
        form.resetDirty(saved);
      },
    });
  });
  return (
    <form onSubmit={submit} noValidate aria-label={`Plan discounts of ${name}`}>
      <Stack gap="sm">
        {save.error && (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(save.error, 'The discounts could not be saved. Try again later.')}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          {FIELDS.map((field) => (
            <NumberInput
              key={field.key}
              label={`${field.label} (%)`}
              description={`0 to ${MAX_PLAN_DISCOUNT_PERCENT}% off a visit`}
              required
              min={0}
              max={MAX_PLAN_DISCOUNT_PERCENT}
              allowDecimal={false}
              allowNegative={false}
              clampBehavior="none"
              hideControls
              inputMode="numeric"
              {...form.getInputProps(field.key)}
            />
          ))}
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            Save discounts
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
