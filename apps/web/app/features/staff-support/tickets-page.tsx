/**
 * /staff/tickets: find a ticket by its number, the customer's e-mail or phone, or the company's name, and
 * filter by status, company and visit dates. The query, the filters and the page live in the URL; without
 * any the newest tickets show.
 */
import { Group, Loader, Stack, Text } from '@mantine/core';
import type { StaffTicketsQuery } from '@upkeep/contract';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../lib/errors';
import { countOf } from '../../lib/format';
import { useStaffToken } from '../../session/realm-session';
import { ErrorState } from '../../ui/error-state';
import { PageLoader } from '../../ui/page-loader';
import { useStaffTickets } from './api/get-staff-tickets';
import { positiveInt } from './format';
import { Pager, SearchForm, SupportPage } from './support-ui';
import { hasFilters, TicketFilterBar, type TicketFilters } from './ticket-filters';
import { TicketsTable } from './tickets-table';

export const TICKETS_TITLE = 'Tickets';

type ListQuery = StaffTicketsQuery & TicketFilters;

function searchOf(query: ListQuery): Record<string, string> {
  const search: Record<string, string> = {};
  if (query.Query) search.Query = query.Query;
  if (query.status) search.status = query.status;
  if (query.companyId) search.companyId = String(query.companyId);
  if (query.companyId && query.companyName) search.companyName = query.companyName;
  if (query.from) search.from = query.from;
  if (query.to) search.to = query.to;
  if (query.Page && query.Page > 1) search.Page = String(query.Page);
  return search;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const dateParam = (value: string | null) => (value && DATE.test(value) ? value : undefined);

export function TicketsPage() {
  const token = useStaffToken() ?? '';
  const [search, setSearch] = useSearchParams();
  const filters: TicketFilters = {
    status: search.get('status') || undefined,
    companyId: positiveInt(search.get('companyId')),
    companyName: search.get('companyName') || undefined,
    from: dateParam(search.get('from')),
    to: dateParam(search.get('to')),
  };
  const query: ListQuery = {
    Query: search.get('Query')?.trim() || undefined,
    Page: positiveInt(search.get('Page')) ?? 1,
    ...filters,
  };
  const { companyName: _label, ...apiQuery } = query;
  const datesWrong = Boolean(filters.from && filters.to && filters.from > filters.to);
  const tickets = useStaffTickets(token, datesWrong ? { ...apiQuery, to: undefined } : apiQuery);
  const filtered = Boolean(query.Query) || hasFilters(filters);
  return (
    <SupportPage title={TICKETS_TITLE} description="Find any ticket; newest first.">
      <SearchForm
        key={query.Query ?? ''}
        label="Find tickets"
        placeholder="Ticket number, e-mail, phone or company"
        initial={query.Query ?? ''}
        onSearch={(text) => setSearch(searchOf({ ...filters, Query: text || undefined, Page: 1 }))}
      />
      <TicketFilterBar
        token={token}
        filters={filters}
        onChange={(next) => setSearch(searchOf({ ...next, Query: query.Query, Page: 1 }))}
      />
      {tickets.isPending ? (
        <PageLoader />
      ) : tickets.isError ? (
        <ErrorState
          title="Could not load the tickets"
          message={errorMessage(tickets.error)}
          onRetry={() => void tickets.refetch()}
        />
      ) : tickets.data.data.length === 0 ? (
        <Text size="lg" role="status" ta="center" py="xl">
          {query.Query
            ? `No ticket matches “${query.Query}”${hasFilters(filters) ? ' with these filters' : ''}.`
            : filtered
              ? 'No ticket matches these filters.'
              : 'No tickets yet.'}
        </Text>
      ) : (
        <Stack gap="sm">
          <Group gap="xs" justify="space-between">
            <Text size="sm" c="gray.7" role="status">
              {countOf(tickets.data.pages?.totalCount ?? tickets.data.data.length, 'ticket')}
            </Text>
            {tickets.isFetching && <Loader size="xs" role="progressbar" aria-label="Updating the list" />}
          </Group>
          <TicketsTable tickets={tickets.data.data} />
          <Pager
            pages={tickets.data.pages}
            label="Ticket pages"
            onPage={(page) => setSearch(searchOf({ ...query, Page: page }))}
          />
        </Stack>
      )}
    </SupportPage>
  );
}
