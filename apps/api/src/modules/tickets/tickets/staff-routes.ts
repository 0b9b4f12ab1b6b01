import { endpoints, IDEMPOTENCY_KEY_HEADER, toCents } from '@upkeep/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { PaymentProvider } from '../../../adapters/payments/provider.ts';
import { depsOf } from '../../../lib/deps.ts';
import { ok } from '../../../lib/envelope.ts';
import { fieldError } from '../../../lib/errors.ts';
import { route } from '../../../lib/route.ts';
import { staffCallerOf } from '../../../plugins/auth.ts';
import { refundTicket } from './refunds.ts';
import * as tickets from './staff.ts';

/** Stripe's limit on an idempotency key's length. */
const IDEMPOTENCY_KEY_MAX = 255;

/** The Idempotency-Key header: absent, or 1 to 255 visible ASCII characters (400 naming it otherwise). */
function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const value = request.headers[IDEMPOTENCY_KEY_HEADER];
  if (value === undefined) return undefined;
  const key = Array.isArray(value) ? value[0] : value;
  if (!key || key.length > IDEMPOTENCY_KEY_MAX || !/^[\x21-\x7e]+$/.test(key)) {
    throw fieldError('Idempotency-Key', `must be 1 to ${IDEMPOTENCY_KEY_MAX} visible characters`);
  }
  return key;
}

/** The staff console's tickets: search, detail, UpKeep's status moves and refunds (issue 15). */
export const staffTicketRoutes: FastifyPluginAsync<{ provider: PaymentProvider }> = async (app, { provider }) => {
  const deps = depsOf(app);
  const ledger = { ...deps, provider };

  route(
    app,
    endpoints.staffTickets,
    async (request) => {
      const { data, pages } = await tickets.searchTickets(app.db, request.query);
      return ok(data, 'OK', 200, pages);
    },
    {
      description: `Query: \`#123\` or 1 to ${tickets.TICKET_NUMBER_MAX_DIGITS} digits is a ticket number; text with an @ is part of the ticket's or its customer's e-mail; ${tickets.PHONE_QUERY_MIN_DIGITS} or more digits written like a phone number (or ${tickets.TICKET_NUMBER_MAX_DIGITS + 1} or more digits) are part of the ticket's or customer's phone, formatting ignored; anything else is part of the company's, the ticket's or the customer's name. Empty: the newest tickets. Filters: \`status\` (a status id or name), \`companyId\`, \`from\` and \`to\` (valley dates YYYY-MM-DD over the visit date, from ≤ to). Newest first.`,
    },
  );

  route(app, endpoints.staffTicket, async (request) => ok(await tickets.staffTicketDetail(deps, request.params.id)));

  route(app, endpoints.staffTicketStatus, async (request) =>
    ok(
      await tickets.moveTicket(
        deps,
        staffCallerOf(request),
        request.params.id,
        request.body.TicketsStatusID,
        request.body.Comments,
      ),
      'The ticket was moved; the customer was told.',
    ),
  );

  route(
    app,
    endpoints.staffRefund,
    async (request, reply) => {
      const key = idempotencyKeyOf(request);
      const answer = await refundTicket(ledger, staffCallerOf(request), request.params.id, {
        amountCents: toCents(request.body.Amount),
        reason: request.body.Reason,
        borneBy: request.body.BorneBy,
        key,
      });
      reply.status(answer.status);
      // A stored answer replayed as it was first given (its shape is the declared one for its status).
      return answer.body as never;
    },
    {
      description:
        "The amount is spread over the ticket's payments newest first (extra charges and reschedule fees before the booking). With an Idempotency-Key header, a retry (even concurrent) refunds nothing more and answers the first answer, status and body; the same key with any other request (ticket, amount, reason, BorneBy) answers 409, as Stripe does. BorneBy 'company' (default): on a completed ticket the company's earnings carry a negative adjustment this month and it is e-mailed; 'upkeep': a goodwill refund, the company's earnings stay. 400 when the amount is more than what may still be refunded; 502 when the payment provider refuses (nothing recorded when nothing moved).",
    },
  );
};
