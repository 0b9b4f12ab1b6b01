/** /staff/customers: find customers by name, e-mail or phone; the query and the page live in the URL. */
import { Anchor, Group, Loader, Stack, Table, Text } from '@mantine/core';
import type { StaffCustomer, StaffCustomersQuery } from '@upkeep/contract';
import { Link, useSearchParams } from 'react-router';
import { errorMessage } from '../../lib/errors';
import { countOf, formatValleyDay } from '../../lib/format';
import { useStaffToken } from '../../session/realm-session';
import { ErrorState } from '../../ui/error-state';
import { PageLoader } from '../../ui/page-loader';
import { useStaffCustomers } from './api/get-staff-customers';
import { positiveInt } from './format';
import { Pager, PlainBadge, ScrollTable, SearchForm, SupportPage } from './support-ui';

export const CUSTOMERS_TITLE = 'Customers';

function searchOf(query: StaffCustomersQuery): Record<string, string> {
  const search: Record<string, string> = {};
  if (query.Query) search.Query = query.Query;
  if (query.Page && query.Page > 1) search.Page = String(query.Page);
  return search;
}

export function CustomersPage() {
  const token = useStaffToken() ?? '';
  const [search, setSearch] = useSearchParams();
  const query: StaffCustomersQuery = {
    Query: search.get('Query')?.trim() || undefined,
    Page: positiveInt(search.get('Page')) ?? 1,
  };
  const customers = useStaffCustomers(token, query);
  return (
    <SupportPage title={CUSTOMERS_TITLE} description="Find a customer by name, e-mail or phone.">
      <SearchForm
        key={query.Query ?? ''}
        label="Find customers"
        placeholder="Name, e-mail or phone"
        initial={query.Query ?? ''}
        onSearch={(text) => setSearch(searchOf({ Query: text || undefined, Page: 1 }))}
      />
      {customers.isPending ? (
        <PageLoader />
      ) : customers.isError ? (
        <ErrorState
          title="Could not load the customers"
          message={errorMessage(customers.error)}
          onRetry={() => void customers.refetch()}
        />
      ) : customers.data.data.length === 0 ? (
        <Text size="lg" role="status" ta="center" py="xl">
          {query.Query ? `No customer matches “${query.Query}”.` : 'No customers yet.'}
        </Text>
      ) : (
        <Stack gap="sm">
          <Group gap="xs" justify="space-between">
            <Text size="sm" c="gray.7" role="status">
              {countOf(customers.data.pages?.totalCount ?? customers.data.data.length, 'customer')}
            </Text>
            {customers.isFetching && <Loader size="xs" role="progressbar" aria-label="Updating the list" />}
          </Group>
          <CustomersTable customers={customers.data.data} />
          <Pager
            pages={customers.data.pages}
            label="Customer pages"
            onPage={(page) => setSearch(searchOf({ ...query, Page: page }))}
          />
        </Stack>
      )}
    </SupportPage>
  );
}

function CustomersTable({ customers }: { customers: StaffCustomer[] }) {
  return (
    <ScrollTable label="Customers">
      <Table striped highlightOnHover verticalSpacing={6} miw={720} aria-label="Customers">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Name</Table.Th>
            <Table.Th scope="col">Email</Table.Th>
            <Table.Th scope="col">Phone</Table.Th>
            <Table.Th scope="col">Since</Table.Th>
            <Table.Th scope="col" ta="right">
              Tickets
            </Table.Th>
            <Table.Th scope="col">Account</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {customers.map((c) => (
            <Table.Tr key={c.id}>
              <Table.Td>
                <Anchor component={Link} to={`/staff/customers/${c.id}`} fw={600}>
                  {c.name || c.email}
                </Anchor>
              </Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{c.email}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{c.phoneNumber}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatValleyDay(c.createdDate)}</Table.Td>
              <Table.Td ta="right">{c.ticketCount}</Table.Td>
              <Table.Td>
                {c.blocked ? (
                  <PlainBadge color="red">Blocked</PlainBadge>
                ) : (
                  <PlainBadge color="teal">Active</PlainBadge>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}
