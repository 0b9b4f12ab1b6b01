/**
 * What the customer reads after a move (issue 26): spec 000's 'Ticket rescheduled successfully' above the new time
 * and the fee (issue 48), or the move waiting for the company, and the way back to the ticket; never the form again.
 * And the ticket's own line while a move waits.
 */
import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { Messages, type MoveRequest } from '@upkeep/contract';
import { Link } from 'react-router';
import { formatMoney } from '../../lib/money';
import { formatTicketVisit } from './format';
import { detailPath } from './ticket-params';

export interface MoveOutcome {
  ticketId: number;
  /** The booking's time now (the old one while a request waits). */
  scheduledDate: string;
  /** Dollars paid for the move; 0: no fee. */
  feePaid: number;
  moveRequest: MoveRequest | null;
}

export const feeText = (feePaid: number) => (feePaid > 0 ? `Fee paid: ${formatMoney(feePaid)}` : 'No fee');

/** "Move requested to {time} — waiting for {company} to accept". */
export const moveRequestedText = (request: Pick<MoveRequest, 'toAt'>, duration: string, companyName: string) =>
  `Move requested to ${formatTicketVisit(request.toAt, duration)} — waiting for ${companyName} to accept`;

export function MoveResult({
  outcome,
  duration,
  companyName,
}: {
  outcome: MoveOutcome;
  duration: string;
  companyName: string;
}) {
  const request = outcome.moveRequest;
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} shadow="xs" role="region" aria-label="Your move">
      <Stack gap="sm">
        <Alert
          color={request ? 'blue' : 'teal'}
          variant="light"
          role="status"
          title={request ? 'Move requested' : Messages.rescheduled}
        >
          <Stack gap={4}>
            <Text fw={600}>
              {request
                ? moveRequestedText(request, duration, companyName)
                : `Moved to ${formatTicketVisit(outcome.scheduledDate, duration)}`}
            </Text>
            <Text>{feeText(outcome.feePaid)}</Text>
            {request && (
              <Text size="sm">
                Your booking keeps its time, {formatTicketVisit(outcome.scheduledDate, duration)}, until {companyName}{' '}
                accepts. We will e-mail you the answer.
              </Text>
            )}
          </Stack>
        </Alert>
        <Group>
          <Button component={Link} to={detailPath(outcome.ticketId)} variant="light">
            Back to your ticket
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** The ticket's line while its move waits for the company. */
export function MoveRequestNotice({
  request,
  duration,
  companyName,
}: {
  request: MoveRequest;
  duration: string;
  companyName: string;
}) {
  return (
    <Alert color="blue" variant="light" role="status" title="Move requested">
      {moveRequestedText(request, duration, companyName)}. Your booking keeps its time until then.
    </Alert>
  );
}
