/**
 * The customer's move waiting for the company (issue 26): "Move requested to {time}", accepted (the job moves) or
 * declined (it keeps its time; a fee paid for the move is refunded) here, the customer told either way.
 */
import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type CompanyTicketDetail, durationToMinutes, formatVisit } from '@upkeep/contract';
import { useState } from 'react';
import { errorMessage } from '../../lib/errors';
import { lazyDialog } from '../../ui/lazy-dialog';
import { useAcceptMoveRequest } from './api/accept-move-request';
import { useDeclineMoveRequest } from './api/decline-move-request';

/** The decline, asked first with a reason for the customer; loaded when first asked (issue 48). */
const DeclineMoveDialog = lazyDialog(() => import('./job-decline-move-dialog').then((m) => m.DeclineMoveDialog), {
  isOpen: (props) => props.opened,
  closed: (props) => ({ ...props, opened: false }),
});

const visit = (iso: string, duration: string) => formatVisit(new Date(iso), durationToMinutes(duration) ?? 0);

export function JobMoveRequest({ job, token }: { job: CompanyTicketDetail; token: string }) {
  const accept = useAcceptMoveRequest(job.id, token);
  const decline = useDeclineMoveRequest(job.id, token);
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState('');
  const request = job.moveRequest;
  if (!request) return null;
  const busy = accept.isPending || decline.isPending;
  const failure = accept.error ?? (declining ? null : decline.error);

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label="Move requested">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Move requested to {visit(request.toAt, job.duration)}
        </Title>
        <Text>
          The customer asks to move this job from {visit(request.fromAt, job.duration)}. It keeps its time until you
          accept.
        </Text>
        {failure && (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(failure)}
          </Alert>
        )}
        <Group gap="sm">
          <Button
            size="md"
            loading={accept.isPending}
            disabled={busy}
            onClick={() => {
              decline.reset();
              accept.mutate(undefined, {
                onSuccess: () =>
                  notifications.show({ color: 'teal', message: 'Move accepted: the customer was told.' }),
              });
            }}
          >
            Accept
          </Button>
          <Button
            size="md"
            color="red"
            variant="outline"
            disabled={busy}
            onClick={() => {
              accept.reset();
              setDeclining(true);
            }}
          >
            Decline
          </Button>
        </Group>
      </Stack>
      <DeclineMoveDialog
        opened={declining}
        reason={reason}
        onReason={setReason}
        error={decline.error}
        pending={decline.isPending}
        onClose={() => setDeclining(false)}
        onDecline={() =>
          decline.mutate(reason.trim(), {
            onSuccess: () => {
              setDeclining(false);
              setReason('');
              notifications.show({ color: 'teal', message: 'Move declined: the booking keeps its time.' });
            },
          })
        }
      />
    </Card>
  );
}
