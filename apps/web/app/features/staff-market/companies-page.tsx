/**
 * /staff/companies: every company with its state (invited, setting up, live, suspended), its public score,
 * its jobs and its commission. The search and the state filter live in the URL (?q=&state=&page=), so a
 * filtered list can be shared and survives a reload.
 */
import { Button, NativeSelect, Stack, Table, Text } from '@mantine/core';
import {
  STAFF_COMPANY_STATE_LABELS,
  STAFF_COMPANY_STATES,
  type StaffCompany,
  type StaffCompanyState,
} from '@upkeep/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { TRY_AGAIN_LATER } from '../../lib/errors';
import { ProFrame } from '../../ui/pro-frame';
import { QueryView } from '../../ui/query-view';
import { useStaffCompanies } from './api/get-staff-companies';
import {
  CompanyStateBadge,
  commissionText,
  EmptyLine,
  ListPager,
  MarketTable,
  SearchBar,
  scoreText,
  useListSearch,
  useToken,
} from './market-ui';

export const COMPANIES_TITLE = 'Companies';

const STATE_OPTIONS = [
  { value: '', label: 'Every state' },
  ...STAFF_COMPANY_STATES.map((s) => ({ value: s, label: STAFF_COMPANY_STATE_LABELS[s] })),
];

function stateOf(value: string | null): StaffCompanyState | undefined {
  return STAFF_COMPANY_STATES.find((s) => s === value);
}

export function CompaniesPage() {
  const token = useToken();
  const { search, page, update } = useListSearch();
  const q = search.get('q') ?? '';
  const state = stateOf(search.get('state'));
  const [typed, setTyped] = useState(q);
  const companies = useStaffCompanies(token, { Query: q || undefined, State: state, Page: page });

  return (
    <ProFrame
      size="lg"
      title={COMPANIES_TITLE}
      description="Find a company by name, e-mail or phone; open it to suspend it, reinstate it or set its commission."
    >
      <SearchBar
        label="Find companies"
        placeholder="Name, e-mail or phone"
        typed={typed}
        onType={setTyped}
        onSearch={() => update({ q: typed.trim() || undefined, page: undefined })}
      >
        <NativeSelect
          label="State"
          data={STATE_OPTIONS}
          value={state ?? ''}
          onChange={(e) => update({ state: e.currentTarget.value || undefined, page: undefined })}
          style={{ flex: '0 1 180px' }}
        />
        <Button type="submit">Search</Button>
        <Button component={Link} to="/staff/company-renames" variant="light">
          Renames waiting
        </Button>
      </SearchBar>
      <QueryView
        query={companies}
        errorTitle="Could not load the companies"
        fallback={TRY_AGAIN_LATER}
        isEmpty={(found) => found.items.length === 0}
        empty={<EmptyLine>No companies match.</EmptyLine>}
      >
        {(found) => (
          <Stack gap="md">
            <CompaniesTable companies={found.items} />
            <ListPager
              total={found.totalPages}
              page={page}
              onPage={(p) => update({ page: p === 1 ? undefined : String(p) })}
            />
          </Stack>
        )}
      </QueryView>
    </ProFrame>
  );
}

function CompaniesTable({ companies }: { companies: StaffCompany[] }) {
  return (
    <MarketTable
      region="Companies list"
      label="Companies"
      minWidth={760}
      headings={['Company', 'State', 'Average score', { label: 'Jobs (open)', align: 'right' }, 'Commission']}
    >
      {companies.map((c) => (
        <Table.Tr key={c.id}>
          <Table.Td>
            <Stack gap={0}>
              <Link to={`/staff/companies/${c.id}`}>{c.name}</Link>
              <Text size="xs" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
                {c.email}
              </Text>
            </Stack>
          </Table.Td>
          <Table.Td>
            <CompanyStateBadge state={c.state} />
          </Table.Td>
          <Table.Td>{scoreText(c)}</Table.Td>
          <Table.Td ta="right">
            {c.jobCount} ({c.openJobCount})
          </Table.Td>
          <Table.Td>{commissionText(c)}</Table.Td>
        </Table.Tr>
      ))}
    </MarketTable>
  );
}
