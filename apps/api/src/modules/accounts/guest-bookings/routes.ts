import { bookingsAdded, endpoints, TICKET_LINK_RESEND_MESSAGE } from '@upkeep/contract';
import type { FastifyPluginAsync } from 'fastify';
import { okIn } from '../../../i18n/success-words.ts';
import { depsOf } from '../../../lib/deps.ts';
import { ok } from '../../../lib/envelope.ts';
import { route } from '../../../lib/route.ts';
import { customerIdOf } from '../../../plugins/auth.ts';
import { resendTicketLink } from './lost-links.ts';
import * as guestBookings from './service.ts';

/** Per client address: asking for a lost link again. */
export const LOST_LINK_RATE_LIMIT = { max: 5, timeWindow: '1 minute' } as const;

/** Adding earlier guest bookings to the signed-in customer's account, and a lost link asked for again (issue 26). */
export const guestBookingRoutes: FastifyPluginAsync = async (app) => {
  const deps = depsOf(app);

  route(
    app,
    endpoints.ticketLinkResend,
    async (request) => {
      await resendTicketLink(deps, request.body);
      return okIn(request, null, TICKET_LINK_RESEND_MESSAGE, 202);
    },
    { config: { rateLimit: LOST_LINK_RATE_LIMIT } },
  );

  route(app, endpoints.guestBookings, async (request) =>
    ok(await guestBookings.guestBookingsOf(deps, customerIdOf(request))),
  );

  route(
    app,
    endpoints.guestBookingsProof,
    async (request) =>
      okIn(request, await guestBookings.sendProof(deps, customerIdOf(request)), 'We sent a code to your e-mail', 201),
    { config: { rateLimit: { max: 5, timeWindow: '1 minute' } } },
  );

  route(
    app,
    endpoints.guestBookingsClaim,
    async (request) => {
      const result = await guestBookings.claimGuestBookings(deps, customerIdOf(request), request.body.code);
      return okIn(request, result, bookingsAdded(result.added));
    },
    { config: { rateLimit: { max: 10, timeWindow: '1 minute' } } },
  );
};
