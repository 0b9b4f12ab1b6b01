/**
 * A customer's request to move every visit of a plan, on its card in /pro/plans: what is asked, Accept, and Decline
 * with an optional reason told to the customer (asked inline, so it works the same on a phone). The answer replaces
 * the plan in the list.
 */
import { Alert, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Plan } from '@upkeep/contract';
import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../lib/errors';
import { useAnswerMove } from './api/answer-move';
import { moveRequestWords } from './format';

const REASON_MAX = 500;

export function MoveRequestAnswer({ plan, token }: { plan: Plan; token: string }) {
  const answer = useAnswerMove(token);
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState('');
  const reasonField = useRef<HTMLTextAreaElement>(null);
  const declineButton = useRef<HTMLButtonElement>(null);
  const asked = useRef(false);
  // Keyboard focus follows the form: into the reason when it opens, back to Decline when it closes.
  useEffect(() => {
    if (declining) reasonField.current?.focus();
    else if (asked.current) declineButton.current?.focus();
    asked.current = declining;
  }, [declining]);
  const words = moveRequestWords(plan);
  if (!words) return null;
  const who = `${plan.customerName}, ${plan.serviceName}`;
  const pending = (accept: boolean) => answer.isPending && answer.variables?.accept === accept;
  const accept = () =>
    answer.mutate(
      { planId: plan.id, accept: true },
      {
        onSuccess: (done) =>
          notifications.show({
            color: 'teal',
            message: `Move accepted: ${done.customerName}'s visits are now ${done.schedule}.`,
          }),
      },
    );
  const decline = (event: React.FormEvent) => {
    event.preventDefault();
    answer.mutate(
      { planId: plan.id, accept: false, reason },
      {
        onSuccess: (done) => {
          notifications.show({
            color: 'teal',
            message: `Move declined: ${done.customerName}'s visits keep their day and time.`,
          });
          setDeclining(false);
          setReason('');
        },
      },
    );
  };
  return (
    <Alert color="blue" variant="light" role="group" aria-label={`Request to move: ${who}`}>
      <Stack gap="xs">
        <Text fw={600}>{words}</Text>
        {answer.error && (
          <Text size="sm" c="red.8" role="alert">
            {errorMessage(answer.error)}
          </Text>
        )}
        {declining ? (
          <Stack gap="xs" component="form" onSubmit={decline} aria-label={`Decline the move: ${who}`}>
            <Textarea
              label="Reason (optional)"
              description="Told to the customer."
              rows={3}
              maxLength={REASON_MAX}
              value={reason}
              onChange={(event) => setReason(event.currentTarget.value)}
              ref={reasonField}
            />
            <Group gap="sm">
              <Button type="submit" color="red.8" loading={pending(false)} disabled={pending(true)}>
                Decline the move
              </Button>
              <Button variant="default" onClick={() => setDeclining(false)} disabled={answer.isPending}>
                Back
              </Button>
            </Group>
          </Stack>
        ) : (
          <Group gap="sm">
            <Button onClick={accept} loading={pending(true)} aria-label={`Accept the move: ${who}`}>
              Accept
            </Button>
            <Button
              ref={declineButton}
              variant="default"
              onClick={() => {
                answer.reset();
                setDeclining(true);
              }}
              disabled={answer.isPending}
              aria-label={`Decline the move: ${who}`}
            >
              Decline
            </Button>
          </Group>
        )}
      </Stack>
    </Alert>
  );
}
