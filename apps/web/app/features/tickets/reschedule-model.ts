/**
 * What the reschedule screens say about the fee (our policy, GET /customer/ticket/reschedule-fee/{id}):
 * shown before the customer confirms, and whether a card is needed.
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { dateWordsOf } from '../../i18n/format-date';
import { formatMoney } from '../../lib/money';

/** The contract's Messages.rescheduleFailed in the catalogue (held to it by i18n/spec-messages.test.ts). */
export const RESCHEDULE_FAILED = { title: msg`Reschedule`, text: msg`Error - Try again later` } satisfies Record<
  string,
  MessageDescriptor
>;

/** The reschedule's failure as the notice shows it, in the screen's language. */
export const rescheduleFailed = (i18n: I18n) => ({
  title: i18n._(RESCHEDULE_FAILED.title),
  text: i18n._(RESCHEDULE_FAILED.text),
});

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

export function feeHeadline(i18n: I18n, fee: RescheduleFee): string {
  const amount = formatMoney(fee.fee);
  if (fee.feeCents > 0 && fee.feePaid) return i18n._(msg`Your reschedule fee of ${amount} is paid.`);
  if (fee.feeCents > 0) return i18n._(msg`Rescheduling this visit now costs ${amount}.`);
  const until = dateWordsOf(i18n.locale).dateTime(fee.freeUntil);
  return i18n._(msg`Rescheduling is free until ${until}.`);
}

/** The API's policy line ('Rescheduling is free until 48 hours before the visit; after that it costs $25.00.'). */
const POLICY = /^Rescheduling is free until (\d+) hours before the visit; after that it costs (\$[\d,.]+)\.$/;

/** The policy in the screen's language; a line written otherwise as the API wrote it. */
export function policyWords(i18n: I18n, policy: string): string {
  const parts = POLICY.exec(policy);
  if (!parts) return policy;
  const [, hours = '', price = ''] = parts;
  return i18n._(msg`Rescheduling is free until ${hours} hours before the visit; after that it costs ${price}.`);
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
