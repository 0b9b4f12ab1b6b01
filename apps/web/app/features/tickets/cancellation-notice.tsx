import { Alert, Anchor } from '@mantine/core';
import { formatMoney } from '../../lib/money';
import { useRescheduleFee } from './api/get-reschedule-fee';
import { useTicket } from './api/get-ticket';
import type { RescheduleFee } from './reschedule-model';

export const CANCELATION_POLICY_HREF = '/legal/cancelation-policy.pdf';

/**
 * What cancelling now gives back of what was paid, by the cancelation policy (the API's payments/refunds.ts):
 * everything before the policy's hours, less its fee within them (the fee the reschedule screens show, as the
 * policy is one). Null when nothing was paid.
 */
export function cancellationRefund(totalPaid: number, fee: Pick<RescheduleFee, 'fee' | 'feeCents'>) {
  if (totalPaid <= 0) return null;
  const kept = Math.min(totalPaid, fee.feeCents > 0 ? fee.fee : 0);
  return { paid: totalPaid, kept, refund: Math.round((totalPaid - kept) * 100) / 100 };
}

/** Shown before the customer cancels a paid booking: how much comes back to the card, and why not all. */
export function CancellationNotice({ ticketId, token }: { ticketId: number; token: string }) {
  const ticket = useTicket(ticketId, token);
  const fee = useRescheduleFee(ticketId, token);
  if (!ticket.data || !fee.data) return null;
  const money = cancellationRefund(ticket.data.totalPaid, fee.data);
  if (!money) return null;
  return (
    <Alert color={money.kept > 0 ? 'blue' : 'teal'} variant="light" role="note" title="Your refund">
      {money.kept > 0
        ? `You paid ${formatMoney(money.paid)}. This close to the visit, our cancelation policy keeps ${formatMoney(money.kept)} for the company, which held that time for you: ${formatMoney(money.refund)} will be refunded to your card.`
        : `You paid ${formatMoney(money.paid)}: it will be refunded in full to your card.`}{' '}
      <Anchor href={CANCELATION_POLICY_HREF} target="_blank" rel="noopener" underline="always">
        Read the cancelation policy
      </Anchor>
    </Alert>
  );
}
