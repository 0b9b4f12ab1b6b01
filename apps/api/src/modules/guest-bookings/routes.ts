import { bookingsAdded, endpoints } from '@upkeep/contract';
import type { FastifyPluginAsync } from 'fastify';
import { depsOf } from '../../lib/deps.ts';
import { ok } from '../../lib/envelope.ts';
import { route } from '../../lib/route.ts';
import { customerIdOf } from '../../plugins/auth.ts';
import * as guestBookings from './service.ts';

/** Adding earlier guest bookings to the signed-in customer's account (issue 26). */
export const guestBookingRoutes: FastifyPluginAsync = async (app) => {
  const deps = depsOf(app);

  route(app, endpoints.guestBookings, async (request) =>
    ok(await guestBookings.guestBookingsOf(deps, customerIdOf(request))),
  );

  route(
    app,
    endpoints.guestBookingsProof,
    async (request) =>
      ok(await guestBookings.sendProof(deps, customerIdOf(request)), 'We sent a code to your e-mail', 201),
    { config: { rateLimit: { max: 5, timeWindow: '1 minute' } } },
  );

  route(
    app,
    endpoints.guestBookingsClaim,
    async (request) => {
      const result = await guestBookings.claimGuestBookings(deps, customerIdOf(request), request.body.code);
      return ok(result, bookingsAdded(result.added));
    },
    { config: { rateLimit: { max: 10, timeWindow: '1 minute' } } },
  );
};
