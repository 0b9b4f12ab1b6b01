/**
 * /pro/schedule (issue 29): the dispatch board. The day view has a column per crew (and one for jobs no crew
 * holds yet, flagged), each job a card with its time, service, place and status, and the crew it is given to:
 * choosing another crew gives it there (PUT /company/tickets/{id}/crew). The list offers only the crews that may
 * take the job (asked when it opens: GET /company/tickets/{id}/crew-choices), the others greyed with the reason; a
 * crew taken meanwhile is refused, said on the card. The week view shows each crew's week, a line per day. `?date=` and `?view=week` keep the place.
 */
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import { addDays, type CompanyTicketListItem, type Crew, isIsoDate, valleyToday } from '@upkeep/contract';
import { type ReactNode, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { errorMessage, TRY_AGAIN_LATER } from '../../lib/errors';
import { useCompanyToken } from '../../session/realm-session';
import { formatDay, formatJobTime, jobDate, weekStartOf } from '../../shared/scheduling/job-format';
import { StatusBadge } from '../../shared/tickets/status-badge';
import { ErrorState } from '../../ui/error-state';
import { PageLoader } from '../../ui/page-loader';
import { ProFrame } from '../../ui/pro-frame';
import { useAssignCrew, useCrews, useJobCrewChoices, useScheduleJobs } from './api';
import { Dot } from './crew-dot';

export const SCHEDULE_TITLE = 'Schedule';
/** Jobs that hold no time any more are not on the board. */
const OFF_BOARD = new Set(['Cancelled', 'Declined']);

export function SchedulePage() {
  const token = useCompanyToken() ?? '';
  const [search, setSearch] = useSearchParams();
  const today = valleyToday();
  const asked = search.get('date');
  const date = asked && isIsoDate(asked) ? asked : today;
  const view = search.get('view') === 'week' ? 'week' : 'day';
  const from = view === 'week' ? weekStartOf(date) : date;
  const to = view === 'week' ? addDays(from, 6) : date;
  const crews = useCrews(token);
  const jobs = useScheduleJobs(token, from, to);
  const go = (next: { date?: string; view?: string }) =>
    setSearch({ date: next.date ?? date, ...((next.view ?? view) === 'week' ? { view: 'week' } : {}) });
  const step = view === 'week' ? 7 : 1;

  return (
    <ProFrame
      size="lg"
      title={SCHEDULE_TITLE}
      description="Your crews' jobs, a column each. Give a job to another crew that is free then."
    >
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <SegmentedControl
            aria-label="View"
            value={view}
            onChange={(value) => go({ view: value })}
            data={[
              { value: 'day', label: 'Day' },
              { value: 'week', label: 'Week' },
            ]}
          />
          <Group gap="xs">
            <Button variant="default" onClick={() => go({ date: addDays(date, -step) })}>
              {view === 'week' ? 'Previous week' : 'Previous day'}
            </Button>
            {date !== today && (
              <Button variant="subtle" onClick={() => go({ date: today })}>
                Today
              </Button>
            )}
            <Button variant="default" onClick={() => go({ date: addDays(date, step) })}>
              {view === 'week' ? 'Next week' : 'Next day'}
            </Button>
          </Group>
        </Group>
        <Text fw={700} role="status">
          {view === 'week'
            ? `${formatDay(from)} – ${formatDay(to)}`
            : date === today
              ? `Today, ${formatDay(date)}`
              : formatDay(date)}
        </Text>
        {crews.isPending || jobs.isPending ? (
          <PageLoader />
        ) : crews.isError || jobs.isError ? (
          <ErrorState
            title="Could not load your schedule"
            message={errorMessage(crews.error ?? jobs.error, TRY_AGAIN_LATER)}
            onRetry={() => void Promise.all([crews.refetch(), jobs.refetch()])}
          />
        ) : view === 'week' ? (
          <WeekBoard
            crews={crews.data}
            jobs={jobs.data.filter((j) => !OFF_BOARD.has(j.status))}
            from={from}
            today={today}
          />
        ) : (
          <DayBoard token={token} crews={crews.data} jobs={jobs.data.filter((j) => !OFF_BOARD.has(j.status))} />
        )}
      </Stack>
    </ProFrame>
  );
}

const byTime = (a: CompanyTicketListItem, b: CompanyTicketListItem) => a.scheduledDate.localeCompare(b.scheduledDate);

/** The columns of the board: each crew, then the jobs no crew holds (only when there are some). */
function columnsOf(crews: Crew[], jobs: CompanyTicketListItem[]) {
  const known = new Set(crews.map((c) => c.id));
  const columns = crews.map((crew) => ({
    key: String(crew.id),
    crew: crew as Crew | null,
    jobs: jobs.filter((j) => j.crewId === crew.id).sort(byTime),
  }));
  const loose = jobs.filter((j) => j.crewId === null || !known.has(j.crewId)).sort(byTime);
  return loose.length > 0 ? [...columns, { key: 'none', crew: null, jobs: loose }] : columns;
}

/** A crew's part of the board (or that of the jobs no crew holds): its colour, name and count, then its jobs. */
function CrewSection({ crew, count, children }: { crew: Crew | null; count: number; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="sm" component="section" aria-label={crew?.name ?? 'No crew yet'}>
      <Stack gap="xs">
        <Group gap="xs" wrap="nowrap">
          <Dot color={crew?.color ?? 'var(--mantine-color-red-8)'} size={12} />
          <Text fw={700}>{crew?.name ?? 'No crew yet'}</Text>
          <Text size="sm" c="dark.5">
            {count} {count === 1 ? 'job' : 'jobs'}
          </Text>
        </Group>
        {children}
      </Stack>
    </Card>
  );
}

function DayBoard({ token, crews, jobs }: { token: string; crews: Crew[]; jobs: CompanyTicketListItem[] }) {
  const assign = useAssignCrew(token);
  const [failed, setFailed] = useState<{ ticketId: number; message: string } | null>(null);
  const columns = columnsOf(crews, jobs);
  return (
    <SimpleGrid cols={{ base: 1, sm: Math.min(columns.length, 2), lg: Math.min(columns.length, 4) }} spacing="sm">
      {columns.map((column) => (
        <CrewSection key={column.key} crew={column.crew} count={column.jobs.length}>
          {column.jobs.length === 0 && (
            <Text size="sm" c="dark.5">
              No jobs
            </Text>
          )}
          {column.jobs.map((job) => (
            <Card
              key={job.id}
              withBorder
              padding={10}
              radius="sm"
              style={{ borderLeft: `4px solid ${column.crew?.color ?? 'var(--mantine-color-red-8)'}` }}
            >
              <Stack gap={4}>
                <Anchor component={Link} to={`/pro/jobs/${job.id}`} fw={700} size="sm">
                  {formatJobTime(job.scheduledDate, job.duration)} · #{job.id}
                </Anchor>
                <Text size="sm">{job.serviceName}</Text>
                <Text size="sm" c="dark.5">
                  {job.customerName} · {job.address}
                </Text>
                <Group gap={4}>
                  <StatusBadge status={job.status} />
                  {column.crew === null && (
                    <Badge color="red" variant="light" c="dark.8">
                      Needs a crew
                    </Badge>
                  )}
                </Group>
                <CrewSelect
                  token={token}
                  job={job}
                  crews={crews}
                  disabled={assign.isPending}
                  onChange={(crewId) => {
                    setFailed(null);
                    assign.mutate(
                      { ticketId: job.id, crewId },
                      {
                        onError: (error) =>
                          setFailed({ ticketId: job.id, message: errorMessage(error, TRY_AGAIN_LATER) }),
                      },
                    );
                  }}
                />
                {failed?.ticketId === job.id && (
                  <Alert color="red" variant="light" role="alert" p="xs">
                    {failed.message}
                  </Alert>
                )}
              </Stack>
            </Card>
          ))}
        </CrewSection>
      ))}
    </SimpleGrid>
  );
}

/**
 * A job's crew, labelled: the crews that may take it are asked when the list opens; until then, and for the crews
 * that may not (greyed, with the reason), only the job's own crew is chosen.
 */
function CrewSelect({
  token,
  job,
  crews,
  disabled,
  onChange,
}: {
  token: string;
  job: CompanyTicketListItem;
  crews: Crew[];
  disabled: boolean;
  onChange: (crewId: number) => void;
}) {
  const [opened, setOpened] = useState(false);
  const choices = useJobCrewChoices(token, job.id, opened);
  const options = crews.map((c) => {
    const choice = choices.data?.crews.find((x) => x.id === c.id);
    const own = c.id === job.crewId;
    return {
      value: String(c.id),
      label: !own && choice && !choice.canTake && choice.reason ? `${c.name} (${choice.reason})` : c.name,
      disabled: !own && !choice?.canTake,
    };
  });
  return (
    <Select
      label="Crew"
      aria-label={`Crew for job #${job.id}`}
      size="xs"
      data={options}
      value={job.crewId === null ? null : String(job.crewId)}
      placeholder="Choose a crew"
      allowDeselect={false}
      disabled={disabled}
      onDropdownOpen={() => setOpened(true)}
      onChange={(value) => {
        if (!value || Number(value) === job.crewId) return;
        onChange(Number(value));
      }}
    />
  );
}

function WeekBoard({
  crews,
  jobs,
  from,
  today,
}: {
  crews: Crew[];
  jobs: CompanyTicketListItem[];
  from: string;
  today: string;
}) {
  const days = Array.from({ length: 7 }, (_, i) => addDays(from, i));
  return (
    <Stack gap="sm">
      {columnsOf(crews, jobs).map((column) => (
        <CrewSection key={column.key} crew={column.crew} count={column.jobs.length}>
          <SimpleGrid cols={{ base: 1, md: 7 }} spacing={6}>
            {days.map((day) => {
              const ofDay = column.jobs.filter((j) => jobDate(j.scheduledDate) === day);
              return (
                <Stack key={day} gap={2} p={6} bg={day === today ? 'teal.0' : undefined} style={{ borderRadius: 4 }}>
                  <Text size="xs" fw={700}>
                    {formatDay(day)}
                  </Text>
                  {ofDay.length === 0 ? (
                    <Text size="xs" c="dark.5">
                      Free
                    </Text>
                  ) : (
                    ofDay.map((job) => (
                      <Anchor key={job.id} component={Link} to={`/pro/jobs/${job.id}`} size="xs">
                        {formatJobTime(job.scheduledDate, job.duration)} · {job.serviceName}
                      </Anchor>
                    ))
                  )}
                </Stack>
              );
            })}
          </SimpleGrid>
        </CrewSection>
      ))}
    </Stack>
  );
}
