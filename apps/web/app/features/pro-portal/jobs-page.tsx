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
  VisuallyHidden,
} from '@mantine/core';
import { addDays, type CompanyTicketListItem, isIsoDate, TICKET_PAGE_SIZE, valleyToday } from '@upkeep/contract';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { formatMoney } from '../../lib/money';
import { useCompanyToken } from '../../session/realm-session';
import { formatDay, formatJobTime, formatJobWhen, jobDate, weekStartOf } from '../../shared/scheduling/job-format';
import { useTicketStatuses } from '../../shared/tickets/api/get-ticket-statuses';
import { StatusBadge } from '../../shared/tickets/status-badge';
import { ErrorState } from '../../ui/error-state';
import { PageLoader } from '../../ui/page-loader';
import { type JobListQuery, useCompanyTickets } from './api/get-company-tickets';
import { NeedsActionBadge, ProPage } from './pro-ui';

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
        <WeekView
          token={token}
          start={weekStartOf(isoDate(search.get('week')) ?? valleyToday())}
          onWeek={(start) => setSearch({ view: 'week', week: start })}
        />
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
          {jobs.isFetching && <Loader size="xs" aria-label="Updating the list" />}
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

/**
 * What a job's link is called, first in its name (a screen reader hears it before the card's details): the card's
 * text follows it, so the name holds everything the card shows (WCAG 2.5.3, label in name).
 */
function JobName({ job }: { job: CompanyTicketListItem }) {
  return <VisuallyHidden>{`Job #${job.id}: ${job.serviceName} for ${job.customerName}.`}</VisuallyHidden>;
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

// ---------------------------------------------------------------- the week

function WeekView({ token, start, onWeek }: { token: string; start: string; onWeek: (start: string) => void }) {
  const end = addDays(start, 6);
  const jobs = useCompanyTickets({ PageNumber: 1, _pageSize: 100, MinDate: start, MaxDate: end }, token);
  const days = Array.from({ length: 7 }, (_, i) => addDays(start, i));
  const today = valleyToday();
  return (
    <Stack gap="md">
      {/* The week first, its buttons under it: on a 360 px phone the three do not fit on one line. */}
      <Text fw={700} ta="center" role="status">
        {formatDay(start)} – {formatDay(end)}
      </Text>
      <Group justify="space-between" gap="xs">
        <Button
          variant="default"
          onClick={() => onWeek(addDays(start, -7))}
          leftSection={<span aria-hidden="true">‹</span>}
        >
          Previous week
        </Button>
        {start !== weekStartOf(today) && (
          <Button variant="subtle" onClick={() => onWeek(weekStartOf(today))}>
            This week
          </Button>
        )}
        <Button
          variant="default"
          onClick={() => onWeek(addDays(start, 7))}
          rightSection={<span aria-hidden="true">›</span>}
        >
          Next week
        </Button>
      </Group>
      {jobs.isPending ? (
        <PageLoader />
      ) : jobs.isError ? (
        <ErrorState title="Could not load your jobs" message={jobs.error.message} onRetry={() => void jobs.refetch()} />
      ) : (
        <SimpleGrid cols={{ base: 1, md: 7 }} spacing="xs">
          {days.map((day) => {
            const ofDay = jobs.data.jobs
              .filter((j) => jobDate(j.scheduledDate) === day)
              .sort((a, b) => a.scheduledDate.localeCompare(b.scheduledDate));
            return (
              <Card
                key={day}
                withBorder
                radius="md"
                padding="xs"
                component="section"
                aria-label={formatDay(day)}
                bg={day === today ? 'teal.0' : undefined}
              >
                <Text fw={700} size="sm" mb={6}>
                  {day === today ? `Today, ${formatDay(day)}` : formatDay(day)}
                </Text>
                <Stack gap={6}>
                  {ofDay.length === 0 && (
                    <Text size="xs" c="gray.7">
                      No jobs
                    </Text>
                  )}
                  {ofDay.map((job) => (
                    <Card key={job.id} component={Link} to={`/pro/jobs/${job.id}`} withBorder padding={8} radius="sm">
                      <JobName job={job} />
                      <Text size="xs" fw={700}>
                        {formatJobTime(job.scheduledDate, job.duration)}
                      </Text>
                      <Text size="xs">{job.serviceName}</Text>
                      <Text size="xs" c="gray.7">
                        {job.customerName} · {job.zipCode}
                      </Text>
                      <Group gap={4} mt={4}>
                        <StatusBadge status={job.status} />
                        <NeedsActionBadge reason={job.needsAction} />
                      </Group>
                    </Card>
                  ))}
                </Stack>
              </Card>
            );
          })}
        </SimpleGrid>
      )}
    </Stack>
  );
}
