import { email, quote, SIGN_OFF } from '../../../lib/email.ts';

/** The plans' e-mails to a plan's customer (lib/email.ts renders their text and HTML parts). */

/** About the customer's plan (confirmed, declined, a move, a pause...), with the plan's link (common.ts). */
export function planCustomerEmail(input: { name: string; subject: string; lines: string[]; planUrl: string }) {
  return email(input.subject, [`Hi ${input.name},`, ...input.lines, `Your plan: ${input.planUrl}`, SIGN_OFF]);
}

/** A plan visit whose charge failed: the reason, and where to pay before it is cancelled (charges.ts). */
export function planVisitUnpaidEmail(input: {
  ticketId: number;
  name: string;
  serviceName: string;
  visit: string;
  /** Why the charge failed (the card's decline, or no saved card), in the payment provider's or our words. */
  reason: string;
  /** The plan's page, where another card is chosen (its visits at risk are then charged again). */
  planUrl: string;
  cancelHoursBefore: number;
}) {
  return email(`UpKeep ticket #${input.ticketId}: your plan visit is not paid`, [
    `Hi ${input.name},`,
    `We could not charge your saved card for your ${input.serviceName} visit on ${input.visit}:`,
    quote(input.reason),
    `Update your card for the plan here, or the visit is cancelled ${input.cancelHoursBefore} hours before it: ${input.planUrl}`,
    SIGN_OFF,
  ]);
}
