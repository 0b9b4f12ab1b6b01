/**
 * What a payment row can say about its money. The first six are the provider's PaymentIntent statuses (a
 * payment row mirrors its intent until the money is recorded); the last two are ours: `applied` (a
 * reschedule fee used by the reschedule it paid for) and `refunded` (all of it given back). The database
 * refuses any other value (payments_status_ck).
 */
export const PAYMENT_STATUSES = [
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
  'processing',
  'succeeded',
  'canceled',
  'applied',
  'refunded',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Statuses of a payment whose money was received and counts on the ticket. */
export const PAID_STATUSES = ['succeeded', 'applied'] as const satisfies readonly PaymentStatus[];

/**
 * What a payment is for: the booking, a reschedule fee, a company's extra charge; a quote's deposit, an invoice's
 * balance, a tip (decision 0039). The database refuses any other (payments_purpose_ck).
 */
export const PAYMENT_PURPOSES = ['booking', 'reschedule', 'open_charge', 'deposit', 'invoice', 'tip'] as const;
export type PaymentPurpose = (typeof PAYMENT_PURPOSES)[number];

export const isPaymentStatus = (value: string): value is PaymentStatus =>
  (PAYMENT_STATUSES as readonly string[]).includes(value);
