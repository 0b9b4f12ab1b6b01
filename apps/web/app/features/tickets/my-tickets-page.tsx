import { Button, Card, Collapse, Group, Loader, Pagination, Stack, Table, Text } from '@mantine/core';
import { Messages, type TicketListItem } from '@upkeep/contract';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { formatMoney } from '../../lib/money';
import { RequireLogin } from '../../session/require-login';
import { useSession } from '../../session/store';
import { GuestBookingsOffer } from '../../shared/guest-bookings/guest-bookings-offer';
import { StatusBadge } from '../../shared/tickets/status-badge';
import { ErrorState } from '../../ui/error-state';
import { PageLoader } from '../../ui/page-loader';
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

/**
 * The filters' fields (two date pickers with their calendar, two Selects: ~30 KB with Popover and floating-ui) load
 * with their first showing: on a wide screen with the page, on a phone when Filters is first opened (issue 48).
 */
const FiltersForm = lazy(() => import('./my-tickets-filters').then((m) => ({ default: m.FiltersForm })));

function MyTickets() {
  const token = useSession((s) => s.token) ?? '';
  const [search, setSearch] = useSearchParams();
  const filters = filtersFromSearch(search);
  const tickets = useTickets(filters, token);

  const apply = (next: TicketFilters) => setSearch(searchFromFilters(next));

  const compact = useCompactLayout();
  // The first render is the wide layout whatever the screen (useIsMobile reads the window in an effect): the fields
  // wait for the second, so that a phone does not load them for a form it folds away.
  const [layoutKnown, setLayoutKnown] = useState(false);
  useEffect(() => setLayoutKnown(true), []);
  // Remounted when the URL changes (back, a link), so the fields always show the filters in force.
  const form = (
    <Suspense fallback={null}>
      <FiltersForm
        key={searchFromFilters({ ...filters, PageNumber: 1 }).toString()}
        filters={filters}
        onApply={apply}
      />
    </Suspense>
  );

  return (
    <TicketsFrame title={MY_TICKETS_TITLE} description={MY_TICKETS_DESCRIPTION}>
      <GuestBookingsOffer token={token} />
      {layoutKnown && (compact ? <FoldedFilters active={activeFilterCount(filters)}>{form}</FoldedFilters> : form)}
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
  // The fields are mounted from the first opening on (their code loads then), and kept so they can fold away.
  const [wanted, setWanted] = useState(false);
  const id = useId();
  return (
    <Stack gap="sm">
      <Group>
        <Button
          variant="default"
          aria-expanded={opened}
          aria-controls={id}
          onClick={() => {
            setWanted(true);
            setOpened((o) => !o);
          }}
        >
          Filters
          {active > 0 ? ` (${active})` : ''}
        </Button>
      </Group>
      <Collapse expanded={opened} id={id}>
        {wanted && children}
      </Collapse>
    </Stack>
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
        {tickets.isFetching && <Loader size="xs" role="progressbar" aria-label="Updating the list" />}
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
