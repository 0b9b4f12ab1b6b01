/**
 * Booking's answers other than the checkout itself (checkout.ts) and the calendar (calendar.ts): the fee,
 * a discount code looked up by its name, the server-priced lines of a ticket.
 */
import type { Database } from '../../../db/client.ts';
import { SPEC_WORDS } from '../../../i18n/spec-words.ts';
import type { ServiceDeps } from '../../../lib/deps.ts';
import { forbidden } from '../../../lib/errors.ts';
import { dollars } from '../../../lib/format.ts';
import type { Principal } from '../../../plugins/auth.ts';
import { ticketFeeCents } from '../../operations/settings/settings.ts';
import { cancellationPolicyAnswer } from '../money/service.ts';
import { usableDiscount } from './checkout.ts';
import * as q from './queries.ts';

export { ticketLinesOf as ticketServicesOf } from '../tickets/customer.ts';

/** The UpKeep booking fee, in dollars and in cents, and the cancelation policy checkout states. */
export async function bookingFee(db: Database) {
  const feeCents = await ticketFeeCents(db);
  return { fee: dollars(feeCents), feeCents, cancellationPolicy: await cancellationPolicyAnswer(db) };
}

/**
 * A discount code checked for a service by its name (customers only: a guest is answered 403). The look-up
 * is remembered: a checkout accepts only codes its customer looked up this way.
 */
export async function lookUpDiscount(
  deps: Pick<ServiceDeps, 'db' | 'now'>,
  principal: Principal,
  name: string,
  serviceId: number,
) {
  if (principal.kind === 'guest') throw forbidden(SPEC_WORDS.discountForCustomers);
  const code = await usableDiscount(deps.db, { code: name }, serviceId, deps.now(), principal.customerId);
  await q.recordDiscountLookup(deps.db, principal.customerId, code.id);
  return {
    id: code.id,
    code: code.code,
    amount: code.amountCents === null ? null : dollars(code.amountCents),
    percentage: code.percentage === null ? null : Number(code.percentage),
    expirationDate: code.expirationDate,
  };
}
