/**
 * The job's next steps: the action buttons from the flow table (GET /company/status-flow/{id}), one tap each;
 * Decline and Cancel ask first (a paid booking is refunded), and so does Complete (the customer is told and asked
 * for a review), as on the crew's page.
 */
import { Alert, Anchor, Button, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type CompanyTicketDetail, formatValleyClock, VALLEY_TIME_ZONE } from '@upkeep/contract';
import { useState } from 'react';
import { errorMessage } from '../../lib/errors';
import { lazyDialog } from '../../ui/lazy-dialog';
import { useChangeStatus } from './api/change-status';
import { useCompanyStatusFlow } from './api/get-company-status-flow';
import { JobOnMyWay } from './job-on-my-way';

const IN_PROGRESS_STATUS_ID = 3;
/** The status the flow's Complete Service leads to. */
const COMPLETED_STATUS_ID = 4;

/** Decline, Cancel or Complete, asked first; loaded when first asked (issue 48). */
const ConfirmStepDialog = lazyDialog(() => import('./job-confirm-step-dialog').then((m) => m.ConfirmStepDialog), {
  isOpen: (props) => props.step !== null,
  closed: (props) => ({ ...props, step: null }),
});

/** "You can start this job from Tuesday, June 16, 2026, 8:00 AM", in the valley's time. */
export function startWindowText(startFrom: string): string {
  const at = new Date(startFrom);
  const day = at.toLocaleDateString('en-US', {
    timeZone: VALLEY_TIME_ZONE,
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  });
  return `You can start this job from ${day}, ${formatValleyClock(at)}`;
}

/** Decline and Cancel take the booking away from the customer: they are asked first, and refunded if paid. */
export function needsConfirmation(action: string): boolean {
  return /declin|cancel/i.test(action);
}

/** Complete tells the customer the work is done and asks for a review: asked first too (issue 46). */
export const completesJob = (step: { nextStatusID: number }) => step.nextStatusID === COMPLETED_STATUS_ID;

export function JobActions({ job, token }: { job: CompanyTicketDetail; token: string }) {
  const flow = useCompanyStatusFlow(job.id, token, true);
  const change = useChangeStatus(job.id, token);
  const [asking, setAsking] = useState<{ action: string; nextStatusID: number } | null>(null);
  const [comment, setComment] = useState('');

  const move = (action: string, nextStatusId: number, comments: string) =>
    change.mutate(
      { nextStatusId, comments },
      {
        onSuccess: (answer) => {
          setAsking(null);
          setComment('');
          notifications.show({ color: 'teal', message: `${action}: the job is now ${answer.data.status}.` });
        },
      },
    );

  const steps = flow.data ?? [];
  // Before the start window the flow offers no Start: the page says when it comes (issue 26).
  const startsLater =
    flow.isSuccess && job.startFrom !== null && !steps.some((s) => s.nextStatusID === IN_PROGRESS_STATUS_ID);
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label="Next steps">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Next steps
        </Title>
        {change.error && !asking && (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(change.error)}
          </Alert>
        )}
        {flow.isPending && <Text c="gray.7">Loading what you can do…</Text>}
        {flow.isError && (
          <Alert color="red" variant="light" role="alert">
            Could not load the next steps: {errorMessage(flow.error)}{' '}
            <Anchor component="button" type="button" onClick={() => void flow.refetch()}>
              Try again
            </Anchor>
          </Alert>
        )}
        {startsLater && <Text fw={600}>{startWindowText(job.startFrom ?? '')}</Text>}
        {flow.isSuccess && steps.length === 0 && !startsLater && <Text c="gray.7">Nothing to do on this job now.</Text>}
        {steps.length > 0 && (
          <SimpleGrid cols={{ base: 1, xs: Math.min(steps.length, 3) }} spacing="sm">
            {steps.map((step) => {
              const risky = needsConfirmation(step.action);
              return (
                <Button
                  key={step.nextStatusID}
                  size="lg"
                  color={risky ? 'red' : undefined}
                  variant={risky ? 'outline' : 'filled'}
                  loading={change.isPending && change.variables?.nextStatusId === step.nextStatusID}
                  disabled={change.isPending}
                  onClick={() => {
                    change.reset();
                    if (risky || completesJob(step)) setAsking(step);
                    else move(step.action, step.nextStatusID, '');
                  }}
                >
                  {step.action}
                </Button>
              );
            })}
          </SimpleGrid>
        )}
        {job.canNotifyOnMyWay && <JobOnMyWay id={job.id} token={token} />}
      </Stack>
      <ConfirmStepDialog
        jobId={job.id}
        totalPaid={job.totalPaid}
        customerName={job.customer.name}
        completing={asking !== null && completesJob(asking)}
        step={asking}
        comment={comment}
        onComment={setComment}
        error={change.error}
        pending={change.isPending}
        onClose={() => setAsking(null)}
        onConfirm={(step) => move(step.action, step.nextStatusID, comment.trim())}
      />
    </Card>
  );
}
