/**
 * /pro/jobs: the company's jobs. The list puts what needs action now first (a booking to confirm, an extra
 * charge the customer has not settled), then today and upcoming, then past; filters and pages live in the
 * URL. The week view shows the booked jobs of one week, a column per day (a list of days on a phone).
 */
import {
  Badge,
  Button,
  Card,
  Group,
  Loader,
  NativeSelect,
  Pagination,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { type CompanyTicketListItem, isIsoDate, TICKET_PAGE_SIZE, valleyToday } from '@upkeep/contract';
import { lazy, Suspense, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { formatMoney } from '../../lib/money';
import { useCompanyToken } from '../../session/realm-session';
import { formatJobWhen, jobDate, weekStartOf } from '../../shared/scheduling/job-format';
import { useTicketStatuses } from '../../shared/tickets/api/get-ticket-statuses';
import { StatusBadge } from '../../shared/tickets/status-badge';
import { ErrorState } from '../../ui/error-state';
import { PageLoader } from '../../ui/page-loader';
import { type JobListQuery, useCompanyTickets } from './api/get-company-tickets';
import { JobName, NeedsActionBadge, ProPage } from './pro-ui';

/** The week's view, loaded when chosen (issue 48): the list is the screen's first view. */
const WeekView = lazy(() => import('./jobs-week').then((m) => ({ default: m.WeekView })));

export const JOBS_TITLE = 'Jobs';
export const JOBS_EMPTY = 'No jobs yet. Once you are live, bookings land here.';

interface ListFilters {
  PageNumber: number;
  StatusID?: number;
  MinDate?: string;
  MaxDate?: string;
}

const positive = (v: string | null) => (v && /^\d{1,9}$/.test(v) && Number(v) > 0 ? Number(v) : undefined);
const isoDate = (v: string | null) => (v && isIsoDate(v) ? v : undefined);

function filtersOf(search: URLSearchParams): ListFilters {
  return {
    PageNumber: positive(search.get('PageNumber')) ?? 1,
    StatusID: positive(search.get('StatusID')),
    MinDate: isoDate(search.get('MinDate')),
    MaxDate: isoDate(search.get('MaxDate')),
  };
}

function searchOf(filters: ListFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.StatusID) search.set('StatusID', String(filters.StatusID));
  if (filters.MinDate) search.set('MinDate', filters.MinDate);
  if (filters.MaxDate) search.set('MaxDate', filters.MaxDate);
  if (filters.PageNumber > 1) search.set('PageNumber', String(filters.PageNumber));
  return search;
}

export function JobsPage() {
  const token = useCompanyToken() ?? '';
  const [search, setSearch] = useSearchParams();
  const view = search.get('view') === 'week' ? 'week' : 'list';

  const setView = (next: string) => {
    if (next === 'week') setSearch({ view: 'week' });
    else setSearch({});
  };

  return (
    <ProPage
      title={JOBS_TITLE}
      description="What needs action now comes first."
      actions={
        <SegmentedControl
          aria-label="View"
          value={view}
          onChange={setView}
          data={[
            { value: 'list', label: 'List' },
            { value: 'week', label: 'Week' },
          ]}
        />
      }
    >
      {view === 'week' ? (
        // Its data's loader stands in while its code comes too.
        <Suspense fallback={<PageLoader />}>
          <WeekView
            token={token}
            start={weekStartOf(isoDate(search.get('week')) ?? valleyToday())}
            onWeek={(start) => setSearch({ view: 'week', week: start })}
          />
        </Suspense>
      ) : (
        <ListView token={token} filters={filtersOf(search)} onFilters={(f) => setSearch(searchOf(f))} />
      )}
    </ProPage>
  );
}

// ---------------------------------------------------------------- the list

function ListView({
  token,
  filters,
  onFilters,
}: {
  token: string;
  filters: ListFilters;
  onFilters: (filters: ListFilters) => void;
}) {
  const query: JobListQuery = { ...filters, _pageSize: TICKET_PAGE_SIZE };
  const jobs = useCompanyTickets(query, token);
  const filtered = Boolean(filters.StatusID || filters.MinDate || filters.MaxDate);
  return (
    <Stack gap="md">
      <FiltersForm key={searchOf({ ...filters, PageNumber: 1 }).toString()} filters={filters} onApply={onFilters} />
      {jobs.isPending ? (
        <PageLoader />
      ) : jobs.isError ? (
        <ErrorState title="Could not load your jobs" message={jobs.error.message} onRetry={() => void jobs.refetch()} />
      ) : jobs.data.jobs.length === 0 ? (
        <Stack align="center" gap="sm" py="xl">
          <Text size="lg" role="status" ta="center">
            {filtered ? 'No jobs match these filters.' : JOBS_EMPTY}
          </Text>
          {filtered && (
            <Button variant="light" onClick={() => onFilters({ PageNumber: 1 })}>
              Clear filters
            </Button>
          )}
        </Stack>
      ) : (
        <Stack gap="lg">
          {jobs.isFetching && <Loader size="xs" role="progressbar" aria-label="Updating the list" />}
          <JobSections jobs={jobs.data.jobs} />
          {jobs.data.pages.totalPages > 1 && (
            <Group justify="center" component="nav" aria-label="Job pages">
              <Pagination
                total={jobs.data.pages.totalPages}
                value={jobs.data.pages.pageNumber}
                onChange={(page) => onFilters({ ...filters, PageNumber: page })}
                siblings={0}
                getItemProps={(page) => ({ 'aria-label': `Page ${page}` })}
              />
            </Group>
          )}
        </Stack>
      )}
    </Stack>
  );
}

/** Splits a page of jobs into "Needs action", "Today & upcoming" and "Past", in the server's order. */
export function sectionsOf(jobs: CompanyTicketListItem[], today: string = valleyToday()) {
  const needsAction = jobs.filter((j) => j.needsAction !== null);
  const rest = jobs.filter((j) => j.needsAction === null);
  return [
    { title: 'Needs action', jobs: needsAction },
    { title: 'Today & upcoming', jobs: rest.filter((j) => jobDate(j.scheduledDate) >= today) },
    { title: 'Past', jobs: rest.filter((j) => jobDate(j.scheduledDate) < today) },
  ].filter((s) => s.jobs.length > 0);
}

function JobSections({ jobs }: { jobs: CompanyTicketListItem[] }) {
  const today = valleyToday();
  return (
    <>
      {sectionsOf(jobs, today).map((section) => (
        <Stack key={section.title} gap="sm" component="section" aria-label={section.title}>
          <Title order={2} size="h4">
            {section.title}{' '}
            <Badge variant="light" color="gray" radius="sm">
              {section.jobs.length}
            </Badge>
          </Title>
          <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
            {section.jobs.map((job) => (
              <li key={job.id}>
                <JobCard job={job} today={today} />
              </li>
            ))}
          </Stack>
        </Stack>
      ))}
    </>
  );
}

function JobCard({ job, today }: { job: CompanyTicketListItem; today: string }) {
  return (
    <Card
      component={Link}
      to={`/pro/jobs/${job.id}`}
      withBorder
      radius="md"
      padding="md"
      style={job.needsAction ? { borderColor: 'var(--mantine-color-orange-5)' } : undefined}
    >
      <Stack gap={6}>
        <JobName job={job} />
        <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
          <Text fw={700}>{formatJobWhen(job.scheduledDate, job.duration, today)}</Text>
          <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
            {formatMoney(job.totalPrice)}
          </Text>
        </Group>
        <Text>{job.serviceName}</Text>
        <Text c="gray.7" size="sm" style={{ overflowWrap: 'anywhere' }}>
          {job.customerName} · {job.zipCode} · #{job.id}
        </Text>
        <Group gap="xs">
          <StatusBadge status={job.status} />
          <NeedsActionBadge reason={job.needsAction} />
        </Group>
      </Stack>
    </Card>
  );
}

function FiltersForm({ filters, onApply }: { filters: ListFilters; onApply: (filters: ListFilters) => void }) {
  const statuses = useTicketStatuses();
  const [values, setValues] = useState({
    // '' is every status.
    StatusID: filters.StatusID ? String(filters.StatusID) : '',
    MinDate: filters.MinDate ?? '',
    MaxDate: filters.MaxDate ?? '',
  });
  const badRange = Boolean(values.MinDate && values.MaxDate && values.MinDate > values.MaxDate);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (badRange) return;
    onApply({
      PageNumber: 1,
      StatusID: positive(values.StatusID),
      MinDate: isoDate(values.MinDate),
      MaxDate: isoDate(values.MaxDate),
    });
  };
  return (
    <Card withBorder radius="md" padding="sm" component="form" onSubmit={submit} aria-label="Filter jobs">
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        {/* A native list (the phone's own picker), without the Combobox's Popover and floating-ui (issue 48). */}
        <NativeSelect
          label="Status"
          data={[
            { value: '', label: 'All statuses' },
            ...(statuses.data ?? []).map((s) => ({ value: String(s.id), label: s.status })),
          ]}
          value={values.StatusID}
          onChange={(event) => {
            const StatusID = event.currentTarget.value;
            setValues((s) => ({ ...s, StatusID }));
          }}
        />
        <TextInput
          label="From"
          type="date"
          value={values.MinDate}
          onChange={(e) => setValues((s) => ({ ...s, MinDate: e.currentTarget.value }))}
        />
        <TextInput
          label="To"
          type="date"
          value={values.MaxDate}
          onChange={(e) => setValues((s) => ({ ...s, MaxDate: e.currentTarget.value }))}
          error={badRange ? 'Must be on or after From' : undefined}
        />
      </SimpleGrid>
      <Group justify="flex-end" mt="sm" gap="sm">
        <Button variant="default" onClick={() => onApply({ PageNumber: 1 })}>
          Clear
        </Button>
        <Button type="submit">Apply filters</Button>
      </Group>
    </Card>
  );
}
