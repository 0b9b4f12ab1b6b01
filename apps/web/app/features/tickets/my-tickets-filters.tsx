/**
 * My tickets' filters (spec 000 section 6): dates, ticket number, status and service, applied to the URL's search.
 * A chunk of its own, loaded with its first showing (my-tickets-page.tsx).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Card, Group, Select, SimpleGrid, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { PICKER_DATE_FORMAT } from '@upkeep/contract';
import { useState } from 'react';
import { useServices } from '../../shared/catalog/api/get-services';
import { useServiceName } from '../../shared/search/search-services';
import { useTicketStatuses } from '../../shared/tickets/api/get-ticket-statuses';
import { pickerLocale } from '../../ui/picker-locale';
import { useMonthCrossingPicker } from '../../ui/use-month-crossing-keys';
import type { TicketFilters } from './api/get-tickets';
import { hasFilters } from './ticket-filters';
import { dataWord } from './ticket-ui';

interface FilterValues {
  MinDate: string | null;
  MaxDate: string | null;
  TicketID: string;
  StatusID: string | null;
  ServiceID: string | null;
}

export function FiltersForm({
  filters,
  onApply,
}: {
  filters: TicketFilters;
  onApply: (filters: TicketFilters) => void;
}) {
  const statuses = useTicketStatuses();
  const services = useServices();
  const { t, i18n } = useLingui();
  const serviceName = useServiceName();
  const picker = pickerLocale(i18n.locale);
  const [values, setValues] = useState<FilterValues>({
    MinDate: filters.MinDate ?? null,
    MaxDate: filters.MaxDate ?? null,
    TicketID: filters.TicketID ? String(filters.TicketID) : '',
    StatusID: filters.StatusID ? String(filters.StatusID) : null,
    ServiceID: filters.ServiceID ? String(filters.ServiceID) : null,
  });
  const set = (patch: Partial<FilterValues>) => setValues((v) => ({ ...v, ...patch }));
  const badRange = Boolean(values.MinDate && values.MaxDate && values.MinDate > values.MaxDate);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (badRange) return;
    const number = (v: string | null) => (v && /^\d+$/.test(v) && Number(v) > 0 ? Number(v) : undefined);
    onApply({
      PageNumber: 1,
      MinDate: values.MinDate ?? undefined,
      MaxDate: values.MaxDate ?? undefined,
      TicketID: number(values.TicketID),
      StatusID: number(values.StatusID),
      ServiceID: number(values.ServiceID),
    });
  };

  // The keyboard's arrows go on into the next month (Mantine's stop at the month's edge).
  const fromPicker = useMonthCrossingPicker({ value: values.MinDate });
  const toPicker = useMonthCrossingPicker({ value: values.MaxDate, minDate: values.MinDate ?? undefined });
  return (
    <Card withBorder radius="md" padding="md" component="form" onSubmit={submit} aria-label={t`Filter tickets`}>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="sm">
        <DatePickerInput
          label={t`From`}
          valueFormat={PICKER_DATE_FORMAT}
          value={values.MinDate}
          onChange={(v) => set({ MinDate: v ? String(v).slice(0, 10) : null })}
          clearable
          {...fromPicker}
          {...picker}
          popoverProps={{ withinPortal: true }}
        />
        <DatePickerInput
          label={t`To`}
          valueFormat={PICKER_DATE_FORMAT}
          value={values.MaxDate}
          minDate={values.MinDate ?? undefined}
          onChange={(v) => set({ MaxDate: v ? String(v).slice(0, 10) : null })}
          clearable
          {...toPicker}
          {...picker}
          popoverProps={{ withinPortal: true }}
          error={badRange ? t`Must be on or after From` : undefined}
        />
        <TextInput
          label={t`Ticket number`}
          inputMode="numeric"
          value={values.TicketID}
          onChange={(e) => set({ TicketID: e.currentTarget.value.replace(/\D/g, '').slice(0, 9) })}
        />
        <Select
          label={t`Status`}
          placeholder={t`All statuses`}
          data={(statuses.data ?? []).map((s) => ({ value: String(s.id), label: dataWord(i18n, s.status) }))}
          value={values.StatusID}
          onChange={(v) => set({ StatusID: v })}
          clearable
          comboboxProps={{ withinPortal: true }}
        />
        <Select
          label={t`Service`}
          placeholder={t`All services`}
          data={(services.data ?? []).map((s) => ({ value: String(s.id), label: serviceName(s.id, s.service) }))}
          value={values.ServiceID}
          onChange={(v) => set({ ServiceID: v })}
          clearable
          searchable
          comboboxProps={{ withinPortal: true }}
        />
      </SimpleGrid>
      <Group justify="flex-end" mt="md" gap="sm">
        <Button
          variant="default"
          onClick={() => onApply({ PageNumber: 1 })}
          disabled={!hasFilters(filters) && !Object.values(values).some(Boolean)}
        >
          <Trans>Clear filters</Trans>
        </Button>
        <Button type="submit">
          <Trans>Apply filters</Trans>
        </Button>
      </Group>
    </Card>
  );
}
