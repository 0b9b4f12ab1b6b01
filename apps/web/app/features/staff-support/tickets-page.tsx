/**
 * /staff/tickets: find a ticket by its number, the customer's e-mail or phone, or the company's name. The
 * query and the page live in the URL; without a query the newest tickets show.
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
import { TicketsTable } from './tickets-table';

export const TICKETS_TITLE = 'Tickets';

function searchOf(query: StaffTicketsQuery): Record<string, string> {
  const search: Record<string, string> = {};
  if (query.Query) search.Query = query.Query;
  if (query.Page && query.Page > 1) search.Page = String(query.Page);
  return search;
}

export function TicketsPage() {
  const token = useStaffToken() ?? '';
  const [search, setSearch] = useSearchParams();
  const query: StaffTicketsQuery = {
    Query: search.get('Query')?.trim() || undefined,
    Page: positiveInt(search.get('Page')) ?? 1,
  };
  const tickets = useStaffTickets(token, query);
  return (
    <SupportPage title={TICKETS_TITLE} description="Find any ticket; newest first.">
      <SearchForm
        key={query.Query ?? ''}
        label="Find tickets"
        placeholder="Ticket number, e-mail, phone or company"
        initial={query.Query ?? ''}
        onSearch={(text) => setSearch(searchOf({ Query: text || undefined, Page: 1 }))}
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
          {query.Query ? `No ticket matches “${query.Query}”.` : 'No tickets yet.'}
        </Text>
      ) : (
        <Stack gap="sm">
          <Group gap="xs" justify="space-between">
            <Text size="sm" c="gray.7" role="status">
              {countOf(tickets.data.pages?.totalCount ?? tickets.data.data.length, 'ticket')}
            </Text>
            {tickets.isFetching && <Loader size="xs" aria-label="Updating the list" />}
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
