/**
 * /staff/companies: every company with its state (invited, setting up, live, suspended), its public score,
 * its jobs and its commission. The search and the state filter live in the URL (?q=&state=&page=), so a
 * filtered list can be shared and survives a reload.
 */
import { Button, Group, NativeSelect, Pagination, Stack, Table, Text, TextInput } from '@mantine/core';
import {
  STAFF_COMPANY_STATE_LABELS,
  STAFF_COMPANY_STATES,
  type StaffCompany,
  type StaffCompanyState,
} from '@upkeep/contract';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ErrorState } from '../../ui/error-state';
import { PageLoader } from '../../ui/page-loader';
import { ProFrame } from '../../ui/pro-frame';
import { useStaffCompanies } from './api/get-staff-companies';
import {
  CompanyStateBadge,
  commissionText,
  EmptyLine,
  messageOf,
  ScrollRegion,
  scoreText,
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
  const [search, setSearch] = useSearchParams();
  const q = search.get('q') ?? '';
  const state = stateOf(search.get('state'));
  const page = Math.max(1, Number(search.get('page')) || 1);
  const [typed, setTyped] = useState(q);
  const companies = useStaffCompanies(token, { Query: q || undefined, State: state, Page: page });

  const update = (patch: Record<string, string | undefined>) => {
    const next = new URLSearchParams(search);
    for (const [key, value] of Object.entries(patch)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setSearch(next);
  };

  return (
    <ProFrame
      size="lg"
      title={COMPANIES_TITLE}
      description="Find a company by name, e-mail or phone; open it to suspend it, reinstate it or set its commission."
    >
      <Group
        component="form"
        role="search"
        aria-label="Find companies"
        align="flex-end"
        gap="sm"
        onSubmit={(e) => {
          e.preventDefault();
          update({ q: typed.trim() || undefined, page: undefined });
        }}
      >
        <TextInput
          label="Search"
          placeholder="Name, e-mail or phone"
          value={typed}
          onChange={(e) => setTyped(e.currentTarget.value)}
          style={{ flex: '1 1 220px' }}
          maxLength={200}
        />
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
      </Group>
      {companies.isPending ? (
        <PageLoader />
      ) : companies.isError ? (
        <ErrorState
          title="Could not load the companies"
          message={messageOf(companies.error)}
          onRetry={() => void companies.refetch()}
        />
      ) : companies.data.items.length === 0 ? (
        <EmptyLine>No companies match.</EmptyLine>
      ) : (
        <Stack gap="md">
          <CompaniesTable companies={companies.data.items} />
          {companies.data.totalPages > 1 && (
            <Pagination
              total={companies.data.totalPages}
              value={page}
              onChange={(p) => update({ page: p === 1 ? undefined : String(p) })}
              getControlProps={(control) => ({ 'aria-label': `${control} page` })}
              getItemProps={(p) => ({ 'aria-label': `Page ${p}` })}
            />
          )}
        </Stack>
      )}
    </ProFrame>
  );
}

function CompaniesTable({ companies }: { companies: StaffCompany[] }) {
  return (
    <ScrollRegion label="Companies list">
      <Table striped withTableBorder miw={760} aria-label="Companies">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Company</Table.Th>
            <Table.Th>State</Table.Th>
            <Table.Th>Average score</Table.Th>
            <Table.Th ta="right">Jobs (open)</Table.Th>
            <Table.Th>Commission</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
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
        </Table.Tbody>
      </Table>
    </ScrollRegion>
  );
}
