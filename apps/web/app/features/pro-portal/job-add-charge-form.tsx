/** The extra charge form: work the customer asked for on the spot, which the customer is then asked to pay. */
import { Alert, Button, Card, Group, NativeSelect, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { FIELD_LIMITS } from '@upkeep/contract';
import { useRef, useState } from 'react';
import { i18n } from '../../i18n/runtime';
import { ApiError } from '../../lib/api';
import { errorMessage } from '../../lib/errors';
import type { FieldLabels } from '../../lib/schema-errors';
import { hhmmss } from '../../shared/scheduling/job-format';
import { onDemand, PART_UNAVAILABLE } from '../../ui/on-demand';
import { useAddOpenCharge } from './api/add-open-charge';

/**
 * The form's check (the contract's schema, zod: ~22 KB brotli) loads with the visitor's first move in the form, or
 * its send, not with the job's page (issue 48, decision 0035, as the public forms do: decision 0016's addendum).
 */
const chargeChecks = onDemand(() => import('./job-add-charge-checks'));
const loadChecks = () => {
  chargeChecks.load().catch(() => {
    // Asked for again on the send, which says so if it fails.
  });
};

/** The durations offered for an extra charge: 15 minutes to 8 hours, as hh:mm:ss. */
export const CHARGE_DURATIONS = [15, 30, 45, 60, 90, 120, 150, 180, 240, 300, 360, 480].map((m) => ({
  value: hhmmss(m),
  label: `${Math.floor(m / 60)}:${String(m % 60).padStart(2, '0')}`,
}));

interface ChargeValues {
  Description: string;
  Price: string;
  Duration: string;
}

/** The fields' labels, as the server's refusals name them (the checks' module holds the same, for its messages). */
const CHARGE_LABELS: FieldLabels<ChargeValues> = {
  Description: 'Description',
  Price: 'Price',
  Duration: 'Duration',
};

/** The form as it opens, and after a charge is added. */
const INITIAL_VALUES: ChargeValues = { Description: '', Price: '', Duration: hhmmss(60) };

type ChargeErrors = Partial<Record<keyof ChargeValues, string>>;

/**
 * Its values and errors are the form's own state: three fields did not need @mantine/form (5.6 KB brotli on the job
 * page, issue 48). As Mantine's forms do, a field's error goes when it is changed.
 */
export function JobAddChargeForm({ id, token }: { id: number; token: string }) {
  const add = useAddOpenCharge(id, token);
  const [values, setValues] = useState(INITIAL_VALUES);
  const [errors, setErrors] = useState<ChargeErrors>({});
  const [unavailable, setUnavailable] = useState(false);
  // What is typed while the checks' code comes is what is sent.
  const latest = useRef(values);
  latest.current = values;
  const field = (name: keyof ChargeValues) => ({
    value: values[name],
    error: errors[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
      const value = event.currentTarget.value;
      setValues((v) => ({ ...v, [name]: value }));
      setErrors(({ [name]: _changed, ...others }) => others);
    },
  });
  const send = (chargeErrors: (values: ChargeValues) => ChargeErrors) => {
    const sent = latest.current;
    const found = chargeErrors(sent);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    add.mutate(
      { Description: sent.Description.trim(), Price: Number(sent.Price), Duration: sent.Duration },
      {
        onSuccess: () => {
          setValues(INITIAL_VALUES);
          setErrors({});
          notifications.show({ color: 'teal', message: 'Extra charge added: the customer was asked to pay it.' });
        },
        onError: (error) => {
          const refused: ChargeErrors = {};
          for (const issue of error instanceof ApiError ? (error.errors ?? []) : []) {
            if (issue.field in CHARGE_LABELS) {
              const name = issue.field as keyof ChargeValues;
              refused[name] = `${CHARGE_LABELS[name]} ${issue.message}`;
            }
          }
          setErrors((e) => ({ ...e, ...refused }));
        },
      },
    );
  };
  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    chargeChecks.load().then(
      (checks) => {
        setUnavailable(false);
        send(checks.chargeErrors);
      },
      // The checks' code could not be fetched: said on the form, what was typed kept; the next send tries again.
      () => setUnavailable(true),
    );
  };
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label="Add extra charge">
      <form onSubmit={submit} onFocus={loadChecks} noValidate aria-label="Add extra charge">
        <Stack gap="sm">
          <Title order={2} size="h4">
            Add extra charge
          </Title>
          <Text size="sm" c="gray.7">
            Extra work the customer asked for on the spot. They get an e-mail (and a text, at most one every 10 minutes)
            to pay or decline it; up to 3 charges can wait for them at a time.
          </Text>
          {(add.error || unavailable) && (
            <Alert color="red" variant="light" role="alert">
              {add.error ? errorMessage(add.error) : i18n._(PART_UNAVAILABLE)}
            </Alert>
          )}
          <TextInput label="Description" required maxLength={FIELD_LIMITS.message} {...field('Description')} />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput label="Price" leftSection="$" inputMode="decimal" required {...field('Price')} />
            <NativeSelect label="Duration" data={CHARGE_DURATIONS} required {...field('Duration')} />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button type="submit" size="md" loading={add.isPending}>
              Add charge
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
