import { email, SIGN_OFF } from '../../../lib/email.ts';

/** Ticket moves' e-mail to a customer (lib/email.ts renders its text and HTML parts). */

/** A plan visit not paid in time is cancelled; the plan's next visits stay (effects.ts). */
export function planVisitCancelledEmail(input: { ticketId: number; name: string; visit: string; planUrl: string }) {
  return email(`UpKeep ticket #${input.ticketId}: your plan visit is cancelled`, [
    `Hi ${input.name},`,
    `Your plan visit on ${input.visit} was not paid, so it is cancelled. Your next visits stay as planned.`,
    `See your plan or update its card here: ${input.planUrl}`,
    SIGN_OFF,
  ]);
}
