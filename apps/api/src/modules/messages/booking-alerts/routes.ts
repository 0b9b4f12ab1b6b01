import { endpoints } from '@upkeep/contract';
import type { FastifyPluginAsync } from 'fastify';
import { depsOf } from '../../../lib/deps.ts';
import { ok } from '../../../lib/envelope.ts';
import { route } from '../../../lib/route.ts';
import { companyCallerOf } from '../../../plugins/auth.ts';
import * as alerts from './service.ts';

/** The portal's count of jobs and plans needing action (issues 26 and 46). */
export const bookingAlertRoutes: FastifyPluginAsync = async (app) => {
  const deps = depsOf(app);
  route(app, endpoints.companyNeedsAction, async (request) =>
    ok(await alerts.needsAction(deps, companyCallerOf(request).companyId)),
  );
};
