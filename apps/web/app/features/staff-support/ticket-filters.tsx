/**
 * The console's ticket list filters (issue 26): status, company (found by name) and the visit's dates, kept in
 * the URL's search parameters (they survive a reload and can be shared), with Clear.
 */
import { Button, Group, Select, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useCompanyOptions } from './api/get-company-options';

export const STATUS_OPTIONS = ['Pending', 'Scheduled', 'In Progress', 'Completed', 'Cancelled', 'Declined'];

export interface TicketFilters {
  status?: string | undefined;
  companyId?: number | undefined;
  /** Shown in the company field after a reload (the list answers by id). */
  companyName?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

export const hasFilters = (f: TicketFilters) => Boolean(f.status || f.companyId || f.from || f.to);

export function TicketFilterBar({
  token,
  filters,
  onChange,
}: {
  token: string;
  filters: TicketFilters;
  onChange: (filters: TicketFilters) => void;
}) {
  const [text, setText] = useState('');
  const [debounced] = useDebouncedValue(text, 250);
  const companies = useCompanyOptions(token, debounced);
  const selected = filters.companyId ? String(filters.companyId) : null;
  const options = [...(companies.data ?? [])];
  if (selected && !options.some((o) => o.value === selected)) {
    options.unshift({ value: selected, label: filters.companyName ?? `Company #${selected}` });
  }
  const datesWrong = Boolean(filters.from && filters.to && filters.from > filters.to);
  return (
    <Group gap="sm" align="flex-end" wrap="wrap" role="group" aria-label="Filter the tickets">
      <Select
        label="Status"
        placeholder="Any status"
        data={STATUS_OPTIONS}
        value={filters.status ?? null}
        onChange={(status) => onChange({ ...filters, status: status ?? undefined })}
        clearable
        w={{ base: '100%', xs: 170 }}
      />
      <Select
        label="Company"
        placeholder="Any company"
        searchable
        clearable
        data={options}
        value={selected}
        onSearchChange={setText}
        nothingFoundMessage={companies.isFetching ? 'Searching…' : 'No company found'}
        onChange={(value, option) =>
          onChange({
            ...filters,
            companyId: value ? Number(value) : undefined,
            companyName: value ? option?.label : undefined,
          })
        }
        w={{ base: '100%', xs: 240 }}
      />
      <TextInput
        type="date"
        label="Visit from"
        value={filters.from ?? ''}
        onChange={(event) => onChange({ ...filters, from: event.currentTarget.value || undefined })}
        w={{ base: '100%', xs: 170 }}
      />
      <TextInput
        type="date"
        label="Visit to"
        value={filters.to ?? ''}
        min={filters.from}
        error={datesWrong ? 'Must be on or after the start date' : undefined}
        onChange={(event) => onChange({ ...filters, to: event.currentTarget.value || undefined })}
        w={{ base: '100%', xs: 170 }}
      />
      <Button
        variant="default"
        disabled={!hasFilters(filters)}
        onClick={() => onChange({})}
        w={{ base: '100%', xs: 'auto' }}
      >
        Clear filters
      </Button>
    </Group>
  );
}
