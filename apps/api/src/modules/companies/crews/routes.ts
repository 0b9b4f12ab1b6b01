import { crewEndpoints as endpoints } from '@upkeep/contract';
import type { FastifyPluginAsync } from 'fastify';
import { depsOf } from '../../../lib/deps.ts';
import { ok } from '../../../lib/envelope.ts';
import { route } from '../../../lib/route.ts';
import { companyCallerOf, staffCallerOf } from '../../../plugins/auth.ts';
import * as feeds from './feeds.ts';
import * as service from './service.ts';

/** A new link costs little, but nobody needs many a minute; calendars poll a feed every few minutes at most. */
const feedLinkLimit = { config: { rateLimit: { max: 10, timeWindow: '1 minute' } } };
const feedLimit = { config: { rateLimit: { max: 60, timeWindow: '1 minute' } } };

/** A company's crews (issue 29): its owners and office staff keep them. */
export const crewRoutes: FastifyPluginAsync = async (app) => {
  const deps = depsOf(app);
  const companyId = (request: Parameters<typeof companyCallerOf>[0]) => companyCallerOf(request).companyId;

  route(app, endpoints.companyCrews, async (request) => ok(await service.listCrews(deps, companyId(request))));
  route(app, endpoints.addCompanyCrew, async (request) =>
    ok(await service.addCrew(deps, companyId(request), request.body), 'Crew added', 201),
  );
  route(app, endpoints.updateCompanyCrew, async (request) =>
    ok(await service.updateCrew(deps, companyId(request), request.params.id, request.body), 'Crew saved'),
  );
  route(app, endpoints.assignTicketCrew, async (request) =>
    ok(
      await service.assignCrew(deps, companyId(request), request.params.id, request.body.crewId),
      'The job is given to the crew',
    ),
  );
  route(app, endpoints.ticketCrewChoices, async (request) =>
    ok(await service.crewChoices(deps, companyId(request), request.params.id)),
  );
  route(app, endpoints.crewTimeOff, async (request) =>
    ok(await service.crewTimeOff(deps, companyId(request), request.params.id)),
  );
  route(app, endpoints.addCrewTimeOff, async (request) =>
    ok(
      { id: await service.addCrewTimeOff(deps, companyId(request), request.params.id, request.body) },
      'Time off saved',
      201,
    ),
  );
  route(app, endpoints.removeCrewTimeOff, async (request) => {
    await service.removeCrewTimeOff(deps, companyId(request), request.params.id, request.params.offId);
    return ok(null, 'Time off removed');
  });
  route(app, endpoints.calendarFeeds, async (request) => ok(await feeds.listFeeds(deps, companyId(request))));
  route(app, endpoints.staffCalendarFeeds, async (request) => ok(await feeds.listFeeds(deps, request.params.id)));
  route(app, endpoints.staffRevokeCalendarFeed, async (request) => {
    await feeds.staffStopFeed(deps, staffCallerOf(request), request.params.id, request.params.feedId);
    return ok(null, 'Calendar link stopped');
  });
  route(app, endpoints.revokeCalendarFeed, async (request) => {
    await feeds.revokeFeed(deps, companyCallerOf(request), request.params.id);
    return ok(null, 'Calendar link stopped');
  });
  route(
    app,
    endpoints.createCalendarFeed,
    async (request) =>
      ok(
        await feeds.createFeed(deps, companyId(request), request.body.crewId, companyCallerOf(request).companyUserId),
        'Calendar link made',
        201,
      ),
    feedLinkLimit,
  );
  route(
    app,
    endpoints.calendarFeed,
    async (request, reply) =>
      reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', 'inline; filename="upkeep-jobs.ics"')
        .send(await feeds.feedText(deps, request.query.token)),
    feedLimit,
  );
  route(app, endpoints.removeCompanyCrew, async (request) => {
    await service.removeCrew(deps, companyId(request), request.params.id);
    return ok(null, 'Crew removed');
  });
};
