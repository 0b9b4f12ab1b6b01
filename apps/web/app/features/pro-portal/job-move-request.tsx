/**
 * The customer's move waiting for the company (issue 26): "Move requested to {time}", accepted (the job moves) or
 * declined (it keeps its time; a fee paid for the move is refunded) here, the customer told either way.
 */
import { Alert, Button, Card, Group, Modal, Stack, Text, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type CompanyTicketDetail, durationToMinutes, FIELD_LIMITS, formatVisit } from '@upkeep/contract';
import { useState } from 'react';
import { errorMessage } from '../../lib/errors';
import { useAcceptMoveRequest } from './api/accept-move-request';
import { useDeclineMoveRequest } from './api/decline-move-request';

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
      <Modal opened={declining} onClose={() => setDeclining(false)} title="Decline the move" centered>
        <Stack gap="md">
          <Text>
            The booking keeps its time; a fee the customer paid for the move is refunded. They are told at once.
          </Text>
          <Textarea
            label="Reason for the customer (optional)"
            value={reason}
            maxLength={FIELD_LIMITS.statusComments}
            onChange={(e) => setReason(e.currentTarget.value)}
            rows={3}
          />
          {decline.error && (
            <Alert color="red" variant="light" role="alert">
              {errorMessage(decline.error)}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setDeclining(false)}>
              Keep the request
            </Button>
            <Button
              color="red"
              loading={decline.isPending}
              onClick={() =>
                decline.mutate(reason.trim(), {
                  onSuccess: () => {
                    setDeclining(false);
                    setReason('');
                    notifications.show({ color: 'teal', message: 'Move declined: the booking keeps its time.' });
                  },
                })
              }
            >
              Decline the move
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  );
}
