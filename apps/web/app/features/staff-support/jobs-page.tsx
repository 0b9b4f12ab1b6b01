/**
 * /staff/jobs (issue 27): background jobs whose retries are used up (a message never delivered, a refund the
 * provider kept refusing, a sweep that broke), newest first, with their queue, error and attempts. Every staff
 * member sees them; administrators retry one (it runs again now) or discard it, after confirming. A table on a
 * wide screen, cards on a phone; read again every minute.
 */
import { Box, Button, Card, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type BackgroundJob, Messages } from '@upkeep/contract';
import { useState } from 'react';
import { errorMessage } from '../../lib/errors';
import { countOf, formatMoment } from '../../lib/format';
import { useStaffSession, useStaffToken } from '../../session/realm-session';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { QueryView } from '../../ui/query-view';
import { useDiscardJob } from './api/discard-job';
import { useFailedJobs } from './api/get-failed-jobs';
import { useRetryJob } from './api/retry-job';
import { PlainBadge, ScrollTable, SupportPage } from './support-ui';

export const FAILED_JOBS_TITLE = 'Failed jobs';

const attemptsOf = (job: BackgroundJob) => `${job.attempts} of ${job.maxAttempts}`;
const failedAt = (job: BackgroundJob) =>
  job.failedAt ? <time dateTime={job.failedAt}>{formatMoment(job.failedAt)}</time> : '—';

function ErrorText({ job }: { job: BackgroundJob }) {
  return (
    <Text size="sm" c={job.error ? 'red.9' : 'gray.7'} style={{ overflowWrap: 'anywhere' }}>
      {job.error ?? 'No error was recorded.'}
    </Text>
  );
}

/** An administrator's Retry and Discard of one job; the names say which job, for screen readers. */
function JobActions({
  job,
  retrying,
  onRetry,
  onDiscard,
}: {
  job: BackgroundJob;
  retrying: boolean;
  onRetry: (job: BackgroundJob) => void;
  onDiscard: (job: BackgroundJob) => void;
}) {
  return (
    <Group gap="xs" wrap="nowrap">
      <Button size="xs" loading={retrying} onClick={() => onRetry(job)} aria-label={`Retry ${job.summary}`}>
        Retry
      </Button>
      <Button
        size="xs"
        variant="default"
        c="red.9"
        onClick={() => onDiscard(job)}
        aria-label={`Discard ${job.summary}`}
      >
        Discard
      </Button>
    </Group>
  );
}

export function JobsPage() {
  const token = useStaffToken() ?? '';
  const isAdmin = useStaffSession((s) => s.user?.role) === 'admin';
  const jobs = useFailedJobs(token);
  const retry = useRetryJob(token);
  const discard = useDiscardJob(token);
  const [discarding, setDiscarding] = useState<BackgroundJob | null>(null);

  const retryJob = (job: BackgroundJob) =>
    retry.mutate(job.id, {
      onSuccess: () => notifications.show({ color: 'teal', message: `${job.summary} will run again.` }),
      onError: (error) =>
        notifications.show({ color: 'red', title: `Could not retry ${job.summary}`, message: errorMessage(error) }),
    });
  const actions = (job: BackgroundJob) =>
    isAdmin ? (
      <JobActions
        job={job}
        retrying={retry.isPending && retry.variables === job.id}
        onRetry={retryJob}
        onDiscard={setDiscarding}
      />
    ) : null;

  return (
    <SupportPage
      title={FAILED_JOBS_TITLE}
      description={
        isAdmin
          ? 'Background work that failed after all its retries, newest first. Retry a job once its cause is fixed, or discard it.'
          : 'Background work that failed after all its retries, newest first. An administrator can retry or discard a job.'
      }
    >
      <QueryView
        query={jobs}
        errorTitle="Could not load the failed jobs"
        isEmpty={(data) => data.jobs.length === 0}
        empty={
          <Text size="lg" role="status" ta="center" py="xl">
            {Messages.noFailedJobs}
          </Text>
        }
      >
        {({ jobs: rows, total }) => (
          <>
            <Text size="sm" c="gray.7" role="status">
              {countOf(total, 'failed job')}
              {total > rows.length && ` (the newest ${rows.length} shown)`}
            </Text>
            <Stack
              gap="sm"
              hiddenFrom="sm"
              component="ul"
              m={0}
              p={0}
              style={{ listStyle: 'none' }}
              aria-label={FAILED_JOBS_TITLE}
            >
              {rows.map((job) => (
                <Card key={job.id} component="li" withBorder radius="md" padding="sm">
                  <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                    <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                      {job.summary}
                    </Text>
                    <PlainBadge>{job.queue}</PlainBadge>
                  </Group>
                  <ErrorText job={job} />
                  <Text size="sm" c="gray.7">
                    {attemptsOf(job)} attempts · failed {failedAt(job)}
                  </Text>
                  {isAdmin && <Box mt="xs">{actions(job)}</Box>}
                </Card>
              ))}
            </Stack>
            <Box visibleFrom="sm">
              <ScrollTable label={FAILED_JOBS_TITLE}>
                <Table striped verticalSpacing={6} aria-label={FAILED_JOBS_TITLE}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th scope="col">Job</Table.Th>
                      <Table.Th scope="col">Queue</Table.Th>
                      <Table.Th scope="col">Error</Table.Th>
                      <Table.Th scope="col">Attempts</Table.Th>
                      <Table.Th scope="col">Failed</Table.Th>
                      {isAdmin && (
                        <Table.Th scope="col">
                          <VisuallyHidden>Actions</VisuallyHidden>
                        </Table.Th>
                      )}
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {rows.map((job) => (
                      <Table.Tr key={job.id}>
                        <Table.Td fw={600}>{job.summary}</Table.Td>
                        <Table.Td>
                          <PlainBadge>{job.queue}</PlainBadge>
                        </Table.Td>
                        <Table.Td miw={240}>
                          <ErrorText job={job} />
                        </Table.Td>
                        <Table.Td style={{ whiteSpace: 'nowrap' }}>{attemptsOf(job)}</Table.Td>
                        <Table.Td style={{ whiteSpace: 'nowrap' }}>{failedAt(job)}</Table.Td>
                        {isAdmin && <Table.Td>{actions(job)}</Table.Td>}
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </ScrollTable>
            </Box>
          </>
        )}
      </QueryView>
      <ConfirmDialog
        subject={discarding}
        title="Discard this job?"
        confirmLabel="Discard"
        cancelLabel="Keep it"
        color="red"
        action={discard}
        variables={(job) => job.id}
        done={(_, job) => `${job.summary} was discarded.`}
        onClose={() => setDiscarding(null)}
      >
        {(job) => (
          <Text size="sm">
            {job.summary} will not run again: it is removed from the queue for good. Retry it instead if its cause is
            fixed.
          </Text>
        )}
      </ConfirmDialog>
    </SupportPage>
  );
}
