import { endpoints } from '@upkeep/contract';
import type { FastifyPluginAsync } from 'fastify';
import { depsOf } from '../../../lib/deps.ts';
import { ok } from '../../../lib/envelope.ts';
import { route } from '../../../lib/route.ts';
import { staffCallerOf } from '../../../plugins/auth.ts';
import * as links from './service.ts';

/** Per client address: opening links (a token cannot be guessed, but trying costs us). */
export const TICKET_LINK_RATE_LIMITS = {
  session: { max: 20, timeWindow: '1 minute' },
} as const;

/** Private ticket links (issue 26): a guest opens their booking; staff revoke (a lost link: guest-bookings). */
export const ticketLinkRoutes: FastifyPluginAsync = async (app) => {
  const deps = depsOf(app);

  route(
    app,
    endpoints.ticketLinkSession,
    async (request) => ok(await links.openTicketLink({ ...deps, tokens: app.tokens }, request.body.token)),
    { config: { rateLimit: TICKET_LINK_RATE_LIMITS.session } },
  );

  route(app, endpoints.staffTicketLinks, async (request) =>
    ok(await links.ticketLinksOf(app.db, request.params.id, app.now())),
  );

  route(app, endpoints.staffRevokeTicketLinks, async (request) =>
    ok(
      await links.revokeTicketLinks(deps, staffCallerOf(request).staffUserId, request.params.id),
      'The guest links were revoked',
    ),
  );
};
