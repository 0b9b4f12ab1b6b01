/**
 * What the customer reads after a move (issue 26): spec 000's 'Ticket rescheduled successfully' above the new time
 * and the fee (issue 48), or the move waiting for the company, and the way back to the ticket; never the form again.
 * And the ticket's own line while a move waits.
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { MoveRequest } from '@upkeep/contract';
import { Link } from 'react-router';
import { useLocalePath } from '../../i18n/locale';
import { formatMoney } from '../../lib/money';
import { useTicketDates } from './format';
import { detailPath } from './ticket-params';

/** The contract's Messages.rescheduled in the catalogue (held to it by i18n/spec-messages.test.ts). */
export const RESCHEDULED: MessageDescriptor = msg`Ticket rescheduled successfully`;

export interface MoveOutcome {
  ticketId: number;
  /** The booking's time now (the old one while a request waits). */
  scheduledDate: string;
  /** Dollars paid for the move; 0: no fee. */
  feePaid: number;
  moveRequest: MoveRequest | null;
}

export const feeText = (i18n: I18n, feePaid: number) => {
  const fee = formatMoney(feePaid);
  return feePaid > 0 ? i18n._(msg`Fee paid: ${fee}`) : i18n._(msg`No fee`);
};

/** "Move requested to {time} — waiting for {company} to accept". */
const moveRequestedText = (i18n: I18n, time: string, company: string) =>
  i18n._(msg`Move requested to ${time} — waiting for ${company} to accept`);

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
  const { t, i18n } = useLingui();
  const dates = useTicketDates();
  const inLocale = useLocalePath();
  const time = dates.visit(outcome.scheduledDate, duration);
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} shadow="xs" role="region" aria-label={t`Your move`}>
      <Stack gap="sm">
        <Alert
          color={request ? 'blue' : 'teal'}
          variant="light"
          role="status"
          title={request ? t`Move requested` : i18n._(RESCHEDULED)}
        >
          <Stack gap={4}>
            <Text fw={600}>
              {request
                ? moveRequestedText(i18n, dates.visit(request.toAt, duration), companyName)
                : t`Moved to ${time}`}
            </Text>
            <Text>{feeText(i18n, outcome.feePaid)}</Text>
            {request && (
              <Text size="sm">
                <Trans>
                  Your booking keeps its time, {time}, until {companyName} accepts. We will e-mail you the answer.
                </Trans>
              </Text>
            )}
          </Stack>
        </Alert>
        <Group>
          <Button component={Link} to={inLocale(detailPath(outcome.ticketId))} variant="light">
            <Trans>Back to your ticket</Trans>
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
  const { t, i18n } = useLingui();
  const dates = useTicketDates();
  const requested = moveRequestedText(i18n, dates.visit(request.toAt, duration), companyName);
  return (
    <Alert color="blue" variant="light" role="status" title={t`Move requested`}>
      <Trans>{requested}. Your booking keeps its time until then.</Trans>
    </Alert>
  );
}
