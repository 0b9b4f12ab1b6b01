import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Card, Collapse, Group, Loader, Pagination, Stack, Table, Text } from '@mantine/core';
import type { TicketListItem } from '@upkeep/contract';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useLocalePath } from '../../i18n/locale';
import { formatMoney } from '../../lib/money';
import { RequireLogin } from '../../session/require-login';
import { useSession } from '../../session/store';
import { GuestBookingsOffer } from '../../shared/guest-bookings/guest-bookings-offer';
import { useServiceName } from '../../shared/search/search-services';
import { StatusBadge } from '../../shared/tickets/status-badge';
import { ErrorState } from '../../ui/error-state';
import { PageLoader } from '../../ui/page-loader';
import { type TicketFilters, useTickets } from './api/get-tickets';
import { useTicketDates } from './format';
import { filtersFromSearch, hasFilters, searchFromFilters } from './ticket-filters';
import { detailPath } from './ticket-params';
import { dataWord, TicketsFrame, useCompactLayout } from './ticket-ui';

export const MY_TICKETS_TITLE: MessageDescriptor = msg`My tickets`;
export const MY_TICKETS_DESCRIPTION: MessageDescriptor = msg`Your bookings, their status and what you can do next.`;
/** The contract's Messages.noTickets in the catalogue (held to it by i18n/spec-messages.test.ts). */
export const NO_TICKETS: MessageDescriptor = msg`You don't have any tickets.`;

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
  const { i18n } = useLingui();

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
    <TicketsFrame title={i18n._(MY_TICKETS_TITLE)} description={i18n._(MY_TICKETS_DESCRIPTION)}>
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
          <Trans>Filters</Trans>
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
  const { t, i18n } = useLingui();
  const inLocale = useLocalePath();
  if (tickets.isPending) return <PageLoader />;
  if (tickets.isError) {
    return (
      <ErrorState
        title={t`Could not load your tickets`}
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
          {i18n._(NO_TICKETS)}
        </Text>
        {filtered && (
          <Button variant="light" onClick={onClear}>
            <Trans>Clear filters</Trans>
          </Button>
        )}
        {!filtered && (
          <Button component={Link} to={inLocale('/home')}>
            <Trans>Book a service</Trans>
          </Button>
        )}
      </Stack>
    );
  }
  const first = (pages.pageNumber - 1) * pages.pageSize + 1;
  const last = first + rows.length - 1;
  const total = pages.totalCount;
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text size="sm" c="gray.7" role="status">
          <Trans>
            Tickets {first} to {last} of {total}
          </Trans>
        </Text>
        {tickets.isFetching && <Loader size="xs" role="progressbar" aria-label={t`Updating the list`} />}
      </Group>
      {compact ? <TicketCards tickets={rows} /> : <TicketTable tickets={rows} />}
      {pages.totalPages > 1 && (
        <Group justify="center" component="nav" aria-label={t`Ticket pages`}>
          <Pagination
            total={pages.totalPages}
            value={pages.pageNumber}
            onChange={onPage}
            siblings={compact ? 0 : 1}
            getItemProps={(page) => ({ 'aria-label': t`Page ${page}` })}
            getControlProps={(control) => ({ 'aria-label': i18n._(PAGE_CONTROLS[control]) })}
          />
        </Group>
      )}
    </Stack>
  );
}

/** Pagination's first, previous, next and last controls, named. */
const PAGE_CONTROLS: Record<'first' | 'previous' | 'next' | 'last', MessageDescriptor> = {
  first: msg`First page`,
  previous: msg`Previous page`,
  next: msg`Next page`,
  last: msg`Last page`,
};

/** The ticket list's words for one ticket: its number's link, its day, status and service in the screen's language. */
function useTicketWords() {
  const { t, i18n } = useLingui();
  const dates = useTicketDates();
  const serviceName = useServiceName();
  const inLocale = useLocalePath();
  return {
    details: (id: number) => t`Ticket ${id} details`,
    day: dates.day,
    status: (status: string) => dataWord(i18n, status),
    service: (ticket: TicketListItem) => serviceName(ticket.servicesID, ticket.serviceName),
    inLocale,
  };
}

/** On phones: one card per ticket, everything of the table's row on it, its actions at the bottom. */
function TicketCards({ tickets }: { tickets: TicketListItem[] }) {
  const { t } = useLingui();
  const words = useTicketWords();
  return (
    <Stack component="ul" gap="sm" aria-label={t`Your tickets`} m={0} p={0} style={{ listStyle: 'none' }}>
      {tickets.map((ticket) => (
        <Card key={ticket.id} component="li" withBorder radius="md" padding="md" aria-label={t`Ticket #${ticket.id}`}>
          <Stack gap="xs">
            <Group justify="space-between" wrap="nowrap" gap="sm">
              <Text fw={700}>
                <Link
                  to={words.inLocale(detailPath(ticket.id))}
                  state={{ TicketId: ticket.id }}
                  aria-label={words.details(ticket.id)}
                >
                  #{ticket.id}
                </Link>{' '}
                <Text span c="gray.7">
                  {words.day(ticket.scheduledDate)}
                </Text>
              </Text>
              <StatusBadge status={ticket.status} label={words.status(ticket.status)} />
            </Group>
            <Text>{words.service(ticket)}</Text>
            <Group justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
              <Text c="gray.7" style={{ overflowWrap: 'anywhere' }}>
                {ticket.companyName}
              </Text>
              <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
                <Text span size="sm" c="gray.7" fw={400}>
                  <Trans>Total</Trans>{' '}
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
  const { t } = useLingui();
  return (
    <Table.ScrollContainer minWidth={840}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-label={t`Your tickets`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">
              <Trans>Ticket</Trans>
            </Table.Th>
            <Table.Th scope="col">
              <Trans>Date</Trans>
            </Table.Th>
            <Table.Th scope="col">
              <Trans>Status</Trans>
            </Table.Th>
            <Table.Th scope="col" ta="right">
              <Trans>Total</Trans>
            </Table.Th>
            <Table.Th scope="col">
              <Trans>Company</Trans>
            </Table.Th>
            <Table.Th scope="col">
              <Trans>Service</Trans>
            </Table.Th>
            <Table.Th scope="col">
              <Trans>Actions</Trans>
            </Table.Th>
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
  const words = useTicketWords();
  return (
    <Table.Tr>
      <Table.Td>
        <Link
          to={words.inLocale(detailPath(ticket.id))}
          state={{ TicketId: ticket.id }}
          aria-label={words.details(ticket.id)}
        >
          #{ticket.id}
        </Link>
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{words.day(ticket.scheduledDate)}</Table.Td>
      <Table.Td>
        <StatusBadge status={ticket.status} label={words.status(ticket.status)} />
      </Table.Td>
      <Table.Td ta="right">{formatMoney(ticket.totalPrice)}</Table.Td>
      <Table.Td>{ticket.companyName}</Table.Td>
      <Table.Td>{words.service(ticket)}</Table.Td>
      <Table.Td>
        <TicketActions ticket={ticket} />
      </Table.Td>
    </Table.Tr>
  );
}

/** Only what the ticket allows: review, see the review, pay a pending extra charge. */
export function TicketActions({ ticket, wrap = false }: { ticket: TicketListItem; wrap?: boolean }) {
  const { t } = useLingui();
  const inLocale = useLocalePath();
  const id = ticket.id;
  const [details, review, seeReview, payCharge] = [t`Details`, t`Review`, t`See review`, t`Pay charge`];
  const label = (action: string) => t`${action}, ticket ${id}`;
  return (
    <Group gap={6} wrap={wrap ? 'wrap' : 'nowrap'} role="group" aria-label={t`Actions, ticket ${id}`}>
      <Button
        component={Link}
        to={inLocale(detailPath(ticket.id))}
        state={{ TicketId: ticket.id }}
        size="compact-sm"
        variant="default"
        aria-label={label(details)}
      >
        {details}
      </Button>
      {ticket.canReview && !ticket.isReviewedByCustomer && (
        <Button
          component={Link}
          to={inLocale('/create-review')}
          state={{ TicketId: ticket.id, isReviewedByCustomer: false }}
          size="compact-sm"
          aria-label={label(review)}
        >
          {review}
        </Button>
      )}
      {ticket.isReviewedByCustomer && (
        <Button
          component={Link}
          to={inLocale('/create-review')}
          state={{ TicketId: ticket.id, isReviewedByCustomer: true }}
          size="compact-sm"
          variant="default"
          aria-label={label(seeReview)}
        >
          {seeReview}
        </Button>
      )}
      {ticket.openChargePendingPayment && (
        <Button
          component={Link}
          to={inLocale('/payment-charge')}
          state={{ TicketId: ticket.id, ServiceID: ticket.servicesID }}
          size="compact-sm"
          aria-label={label(payCharge)}
        >
          {payCharge}
        </Button>
      )}
    </Group>
  );
}
