/** What the customer and the company read about moves: the customer's receipt of each move, the company's request. */
import { formatVisit } from '@upkeep/contract';
import type { ServiceDeps } from '../../../lib/deps.ts';
import { money } from '../../../lib/format.ts';
import type { CustomerNotice } from '../../messages/notifications/customer-notice.ts';

export const REFUND_ARRIVES = 'it arrives in 5–10 business days';

const feeLine = (feeCents: number) => (feeCents > 0 ? `Fee paid: ${money(feeCents)}.` : 'No fee.');

/** The customer's receipt of a move made (at once, or accepted by the company): the new time and the fee or none. */
export function moveReceipt(
  companyName: string,
  move: { from: Date; to: Date; durationMinutes: number; feeCents: number; accepted: boolean },
): CustomerNotice {
  const to = formatVisit(move.to, move.durationMinutes);
  const from = formatVisit(move.from, move.durationMinutes);
  return {
    subject: move.accepted ? 'your move was accepted' : 'your booking was moved',
    lines: [
      move.accepted
        ? `${companyName} accepted your move: your booking is now on ${to}.`
        : `Your booking with ${companyName} was moved to ${to}.`,
      `It was on ${from}.`,
      feeLine(move.feeCents),
    ],
    sms: `Your booking with ${companyName} was moved to ${to}.`,
    emailOnly: true,
    topic: 'move-receipt',
    // The visit's event again, its UID the booking's: a calendar that takes it moves the visit.
    calendar: true,
  };
}

/** The customer's receipt of a move the company declined: the booking keeps its time; the fee comes back. */
export function declinedMoveReceipt(
  companyName: string,
  move: { from: Date; to: Date; durationMinutes: number; refundCents: number; reason: string },
): CustomerNotice {
  const to = formatVisit(move.to, move.durationMinutes);
  const from = formatVisit(move.from, move.durationMinutes);
  return {
    subject: 'your move was declined',
    lines: [
      `${companyName} cannot move your booking to ${to}. Your booking keeps its time: ${from}.`,
      ...(move.reason ? [`${companyName} wrote: "${move.reason}"`] : []),
      move.refundCents > 0
        ? `The fee of ${money(move.refundCents)} you paid for the move is refunded to your card; ${REFUND_ARRIVES}.`
        : 'No fee was paid for the move.',
    ],
    sms: `${companyName} declined your move; your booking keeps its time.`,
    emailOnly: true,
    topic: 'move-receipt',
  };
}

/** The company's e-mail about a move waiting for its answer (with the job's link). */
export function moveRequestLines(
  deps: Pick<ServiceDeps, 'publicUrl' | 'jobs'>,
  ticketId: number,
  move: { from: Date; to: Date; durationMinutes: number },
) {
  return [
    `The customer asks to move ticket #${ticketId}:`,
    `from ${formatVisit(move.from, move.durationMinutes)}`,
    `to ${formatVisit(move.to, move.durationMinutes)}.`,
    'The booking keeps its time until you accept the move. Accept or decline it on the job page:',
    `${deps.publicUrl}/pro/jobs/${ticketId}`,
  ];
}
