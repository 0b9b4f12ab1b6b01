/** /pro/jobs?view=week: the booked jobs of one week, a column per day (a list of days on a phone). */
import { Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { addDays, valleyToday } from '@upkeep/contract';
import { Link } from 'react-router';
import { formatDay, formatJobTime, jobDate, weekStartOf } from '../../shared/scheduling/job-format';
import { StatusBadge } from '../../shared/tickets/status-badge';
import { ErrorState } from '../../ui/error-state';
import { PageLoader } from '../../ui/page-loader';
import { useCompanyTickets } from './api/get-company-tickets';
import { JobName, NeedsActionBadge } from './pro-ui';

export function WeekView({ token, start, onWeek }: { token: string; start: string; onWeek: (start: string) => void }) {
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
