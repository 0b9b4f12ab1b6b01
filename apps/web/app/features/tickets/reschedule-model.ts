/**
 * What the reschedule screens say about the fee (our policy, GET /customer/ticket/reschedule-fee/{id}):
 * shown before the customer confirms, and whether a card is needed.
 */

import { formatMoment } from '../../lib/format';
import { formatMoney } from '../../lib/money';

export interface RescheduleFee {
  fee: number;
  feeCents: number;
  freeUntil: string;
  policy: string;
  feePaid: boolean;
}

/** A card is needed when a fee applies now and has not been paid yet. */
export function feeDue(fee: RescheduleFee): boolean {
  return fee.feeCents > 0 && !fee.feePaid;
}

export function feeHeadline(fee: RescheduleFee): string {
  if (fee.feeCents > 0 && fee.feePaid) return `Your reschedule fee of ${formatMoney(fee.fee)} is paid.`;
  if (fee.feeCents > 0) return `Rescheduling this visit now costs ${formatMoney(fee.fee)}.`;
  return `Rescheduling is free until ${formatMoment(fee.freeUntil)}.`;
}

/** The reschedule's router state, from /booking-reschedule to /payment-reschedule. */
export interface RescheduleChoice {
  TicketId: number;
  ScheduleID: number;
  /** YYYY-MM-DD in the valley. */
  newDate: string;
  /** '8:00 AM - 10:30 AM'. */
  slotLabel: string;
}
