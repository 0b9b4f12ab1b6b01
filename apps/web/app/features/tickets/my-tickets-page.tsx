import {
  Button,
  Card,
  Collapse,
  Group,
  Loader,
  Pagination,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { Messages, PICKER_DATE_FORMAT, type TicketListItem } from '@upkeep/contract';
import { useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { formatMoney } from '../../lib/money';
import { RequireLogin } from '../../session/require-login';
import { useSession } from '../../session/store';
import { useServices } from '../../shared/catalog/api/get-services';
import { GuestBookingsOffer } from '../../shared/guest-bookings/guest-bookings-offer';
import { useTicketStatuses } from '../../shared/tickets/api/get-ticket-statuses';
import { StatusBadge } from '../../shared/tickets/status-badge';
import { ErrorState } from '../../ui/error-state';
import { PageLoader } from '../../ui/page-loader';
import { useMonthCrossingPicker } from '../../ui/use-month-crossing-keys';
import { type TicketFilters, useTickets } from './api/get-tickets';
import { formatListDate } from './format';
import { filtersFromSearch, hasFilters, searchFromFilters } from './ticket-filters';
import { detailPath } from './ticket-params';
import { TicketsFrame, useCompactLayout } from './ticket-ui';

export const MY_TICKETS_TITLE = 'My tickets';
export const MY_TICKETS_DESCRIPTION = 'Your bookings, their status and what you can do next.';

export function MyTicketsPage() {
  return (
    <RequireLogin redirectTo="/sign-in">
      <MyTickets />
    </RequireLogin>
  );
}

function MyTickets() {
  const token = useSession((s) => s.token) ?? '';
  const [search, setSearch] = useSearchParams();
  const filters = filtersFromSearch(search);
  const tickets = useTickets(filters, token);

  const apply = (next: TicketFilters) => setSearch(searchFromFilters(next));

  const compact = useCompactLayout();
  // Remounted when the URL changes (back, a link), so the fields always show the filters in force.
  const form = (
    <FiltersForm key={searchFromFilters({ ...filters, PageNumber: 1 }).toString()} filters={filters} onApply={apply} />
  );

  return (
    <TicketsFrame title={MY_TICKETS_TITLE} description={MY_TICKETS_DESCRIPTION}>
      <GuestBookingsOffer token={token} />
      {compact ? <FoldedFilters active={activeFilterCount(filters)}>{form}</FoldedFilters> : form}
      <TicketsResult
        tickets={tickets}
        filtered={hasFilters(filters)}
        onClear={() => apply({ PageNumber: 1 })}
        onPage={(page) => apply({ ...filters, PageNumber: page })}
      />
    </TicketsFrame>
  );
}

/** How many filters are in force (the page number is not one). */
function activeFilterCount(filters: TicketFilters): number {
  return [filters.MinDate, filters.MaxDate, filters.TicketID, filters.StatusID, filters.ServiceID].filter(Boolean)
    .length;
}

/** On phones the filters fold away behind a button that says how many are in force. */
function FoldedFilters({ active, children }: { active: number; children: React.ReactNode }) {
  const [opened, setOpened] = useState(false);
  const id = useId();
  return (
    <Stack gap="sm">
      <Group>
        <Button variant="default" aria-expanded={opened} aria-controls={id} onClick={() => setOpened((o) => !o)}>
          Filters
          {active > 0 ? ` (${active})` : ''}
        </Button>
      </Group>
      <Collapse expanded={opened} id={id}>
        {children}
      </Collapse>
    </Stack>
  );
}

interface FilterValues {
  MinDate: string | null;
  MaxDate: string | null;
  TicketID: string;
  StatusID: string | null;
  ServiceID: string | null;
}

function FiltersForm({ filters, onApply }: { filters: TicketFilters; onApply: (filters: TicketFilters) => void }) {
  const statuses = useTicketStatuses();
  const services = useServices();
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
    <Card withBorder radius="md" padding="md" component="form" onSubmit={submit} aria-label="Filter tickets">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="sm">
        <DatePickerInput
          label="From"
          valueFormat={PICKER_DATE_FORMAT}
          value={values.MinDate}
          onChange={(v) => set({ MinDate: v ? String(v).slice(0, 10) : null })}
          clearable
          {...fromPicker}
          popoverProps={{ withinPortal: true }}
        />
        <DatePickerInput
          label="To"
          valueFormat={PICKER_DATE_FORMAT}
          value={values.MaxDate}
          minDate={values.MinDate ?? undefined}
          onChange={(v) => set({ MaxDate: v ? String(v).slice(0, 10) : null })}
          clearable
          {...toPicker}
          popoverProps={{ withinPortal: true }}
          error={badRange ? 'Must be on or after From' : undefined}
        />
        <TextInput
          label="Ticket number"
          inputMode="numeric"
          value={values.TicketID}
          onChange={(e) => set({ TicketID: e.currentTarget.value.replace(/\D/g, '').slice(0, 9) })}
        />
        <Select
          label="Status"
          placeholder="All statuses"
          data={(statuses.data ?? []).map((s) => ({ value: String(s.id), label: s.status }))}
          value={values.StatusID}
          onChange={(v) => set({ StatusID: v })}
          clearable
          comboboxProps={{ withinPortal: true }}
        />
        <Select
          label="Service"
          placeholder="All services"
          data={(services.data ?? []).map((s) => ({ value: String(s.id), label: s.service }))}
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
          Clear filters
        </Button>
        <Button type="submit">Apply filters</Button>
      </Group>
    </Card>
  );
}

function TicketsResult({
  tickets,
  filtered,
  onClear,
  onPage,
}: {
  tickets: ReturnType<typeof useTickets>;
  filtered: boolean;
  onClear: () => void;
  onPage: (page: number) => void;
}) {
  const compact = useCompactLayout();
  if (tickets.isPending) return <PageLoader />;
  if (tickets.isError) {
    return (
      <ErrorState
        title="Could not load your tickets"
        message={tickets.error.message}
        onRetry={() => void tickets.refetch()}
      />
    );
  }
  const { tickets: rows, pages } = tickets.data;
  if (rows.length === 0) {
    return (
      <Stack align="center" gap="sm" py="xl">
        <Text size="lg" role="status">
          {Messages.noTickets}
        </Text>
        {filtered && (
          <Button variant="light" onClick={onClear}>
            Clear filters
          </Button>
        )}
        {!filtered && (
          <Button component={Link} to="/home">
            Book a service
          </Button>
        )}
      </Stack>
    );
  }
  const first = (pages.pageNumber - 1) * pages.pageSize + 1;
  const last = first + rows.length - 1;
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text size="sm" c="gray.7" role="status">
          Tickets {first} to {last} of {pages.totalCount}
        </Text>
        {tickets.isFetching && <Loader size="xs" aria-label="Updating the list" />}
      </Group>
      {compact ? <TicketCards tickets={rows} /> : <TicketTable tickets={rows} />}
      {pages.totalPages > 1 && (
        <Group justify="center" component="nav" aria-label="Ticket pages">
          <Pagination
            total={pages.totalPages}
            value={pages.pageNumber}
            onChange={onPage}
            siblings={compact ? 0 : 1}
            getItemProps={(page) => ({ 'aria-label': `Page ${page}` })}
            getControlProps={(control) => ({
              'aria-label': `${control.charAt(0).toUpperCase()}${control.slice(1)} page`,
            })}
          />
        </Group>
      )}
    </Stack>
  );
}

/** On phones: one card per ticket, everything of the table's row on it, its actions at the bottom. */
function TicketCards({ tickets }: { tickets: TicketListItem[] }) {
  return (
    <Stack component="ul" gap="sm" aria-label="Your tickets" m={0} p={0} style={{ listStyle: 'none' }}>
      {tickets.map((ticket) => (
        <Card key={ticket.id} component="li" withBorder radius="md" padding="md" aria-label={`Ticket #${ticket.id}`}>
          <Stack gap="xs">
            <Group justify="space-between" wrap="nowrap" gap="sm">
              <Text fw={700}>
                <Link
                  to={detailPath(ticket.id)}
                  state={{ TicketId: ticket.id }}
                  aria-label={`Ticket ${ticket.id} details`}
                >
                  #{ticket.id}
                </Link>{' '}
                <Text span c="gray.7">
                  {formatListDate(ticket.scheduledDate)}
                </Text>
              </Text>
              <StatusBadge status={ticket.status} />
            </Group>
            <Text>{ticket.serviceName}</Text>
            <Group justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
              <Text c="gray.7" style={{ overflowWrap: 'anywhere' }}>
                {ticket.companyName}
              </Text>
              <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
                <Text span size="sm" c="gray.7" fw={400}>
                  Total{' '}
                </Text>
                {formatMoney(ticket.totalPrice)}
              </Text>
            </Group>
            <TicketActions ticket={ticket} wrap />
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}

function TicketTable({ tickets }: { tickets: TicketListItem[] }) {
  return (
    <Table.ScrollContainer minWidth={840}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-label="Your tickets">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Ticket</Table.Th>
            <Table.Th scope="col">Date</Table.Th>
            <Table.Th scope="col">Status</Table.Th>
            <Table.Th scope="col" ta="right">
              Total
            </Table.Th>
            <Table.Th scope="col">Company</Table.Th>
            <Table.Th scope="col">Service</Table.Th>
            <Table.Th scope="col">Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {tickets.map((ticket) => (
            <TicketRow key={ticket.id} ticket={ticket} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function TicketRow({ ticket }: { ticket: TicketListItem }) {
  return (
    <Table.Tr>
      <Table.Td>
        <Link to={detailPath(ticket.id)} state={{ TicketId: ticket.id }} aria-label={`Ticket ${ticket.id} details`}>
          #{ticket.id}
        </Link>
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatListDate(ticket.scheduledDate)}</Table.Td>
      <Table.Td>
        <StatusBadge status={ticket.status} />
      </Table.Td>
      <Table.Td ta="right">{formatMoney(ticket.totalPrice)}</Table.Td>
      <Table.Td>{ticket.companyName}</Table.Td>
      <Table.Td>{ticket.serviceName}</Table.Td>
      <Table.Td>
        <TicketActions ticket={ticket} />
      </Table.Td>
    </Table.Tr>
  );
}

/** Only what the ticket allows: review, see the review, pay a pending extra charge. */
export function TicketActions({ ticket, wrap = false }: { ticket: TicketListItem; wrap?: boolean }) {
  const label = (action: string) => `${action}, ticket ${ticket.id}`;
  return (
    <Group gap={6} wrap={wrap ? 'wrap' : 'nowrap'} role="group" aria-label={`Actions, ticket ${ticket.id}`}>
      <Button
        component={Link}
        to={detailPath(ticket.id)}
        state={{ TicketId: ticket.id }}
        size="compact-sm"
        variant="default"
        aria-label={label('Details')}
      >
        Details
      </Button>
      {ticket.canReview && !ticket.isReviewedByCustomer && (
        <Button
          component={Link}
          to="/create-review"
          state={{ TicketId: ticket.id, isReviewedByCustomer: false }}
          size="compact-sm"
          aria-label={label('Review')}
        >
          Review
        </Button>
      )}
      {ticket.isReviewedByCustomer && (
        <Button
          component={Link}
          to="/create-review"
          state={{ TicketId: ticket.id, isReviewedByCustomer: true }}
          size="compact-sm"
          variant="default"
          aria-label={label('See review')}
        >
          See review
        </Button>
      )}
      {ticket.openChargePendingPayment && (
        <Button
          component={Link}
          to="/payment-charge"
          state={{ TicketId: ticket.id, ServiceID: ticket.servicesID }}
          size="compact-sm"
          aria-label={label('Pay charge')}
        >
          Pay charge
        </Button>
      )}
    </Group>
  );
}
