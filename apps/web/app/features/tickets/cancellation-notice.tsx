import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor } from '@mantine/core';
import { toCents, toDollars } from '@upkeep/contract';
import { formatMoney } from '../../lib/money';
import { useTicket } from './api/get-ticket';

export const CANCELATION_POLICY_HREF = '/legal/cancelation-policy.pdf';

/**
 * What cancelling now gives back of what was paid, by the cancelation policy (the contract's cancellation.ts):
 * everything of a request the company has not confirmed, or before the policy's hours; less the fee the ticket
 * states (`cancellationFee`, answered by the API) within them. Null when nothing was paid.
 */
export function cancellationRefund(totalPaid: number, cancellationFee: number) {
  if (totalPaid <= 0) return null;
  const kept = Math.min(totalPaid, Math.max(0, cancellationFee));
  return { paid: totalPaid, kept, refund: toDollars(toCents(totalPaid - kept)) };
}

/** Shown before the customer cancels a paid booking: the fee kept first (if any), then what comes back to the card. */
export function CancellationNotice({ ticketId, token }: { ticketId: number; token: string }) {
  const ticket = useTicket(ticketId, token);
  const { t } = useLingui();
  if (!ticket.data) return null;
  const money = cancellationRefund(ticket.data.totalPaid, ticket.data.cancellationFee);
  if (!money) return null;
  const [paid, kept, refund] = [formatMoney(money.paid), formatMoney(money.kept), formatMoney(money.refund)];
  return (
    <Alert
      color={money.kept > 0 ? 'orange' : 'teal'}
      variant="light"
      role="note"
      title={money.kept > 0 ? t`Cancellation fee: ${kept}` : t`Your refund`}
    >
      {money.kept > 0
        ? t`You paid ${paid}. This close to the visit, our cancelation policy keeps ${kept} for the company, which held that time for you: ${refund} will be refunded to your card.`
        : t`You paid ${paid}: it will be refunded in full to your card.`}{' '}
      <Anchor href={CANCELATION_POLICY_HREF} target="_blank" rel="noopener" underline="always">
        <Trans>Read the cancelation policy</Trans>
      </Anchor>
    </Alert>
  );
}
