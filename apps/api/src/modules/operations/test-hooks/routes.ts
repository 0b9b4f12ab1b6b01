/**
 * The browser suite's hooks under /api/dev: registered only when the server runs with UPKEEP_TEST_HOOKS=1,
 * and never in production (config.testHooks is false there whatever the variable says; checked again here).
 */
import { endpoints } from '@upkeep/contract';
import type { FastifyPluginAsync } from 'fastify';
import { depsOf } from '../../../lib/deps.ts';
import { ok } from '../../../lib/envelope.ts';
import { route } from '../../../lib/route.ts';
import { bringVisitNow, chargePlanAsAt, failedDelivery, settlePayouts } from './service.ts';

export const testHookRoutes: FastifyPluginAsync = async (app) => {
  if (app.config.isProduction || !app.config.testHooks) return;
  const deps = depsOf(app);

  route(
    app,
    endpoints.devVisitNow,
    async (request) => ok(await bringVisitNow(deps, request.params.id), 'The visit is brought to now.'),
    { description: '409 when the ticket is neither Pending nor Scheduled, or no free time was found.' },
  );

  route(app, endpoints.devFailJob, async () =>
    ok(await failedDelivery({ ...deps, jobs: app.jobs }), 'A failed job was made.', 201),
  );
  route(app, endpoints.devSettlePayouts, async (request) =>
    ok(await settlePayouts(deps, request.params.id), 'The payouts moved on.'),
  );
  route(app, endpoints.devChargePlanVisits, async (request) =>
    ok(await chargePlanAsAt(deps, request.params.id, new Date(request.body.at)), "The plan's due visits were charged."),
  );
};
