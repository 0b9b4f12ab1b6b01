import { endpoints } from '@upkeep/contract';
import type { FastifyPluginAsync } from 'fastify';
import { depsOf } from '../../../lib/deps.ts';
import { ok } from '../../../lib/envelope.ts';
import { route } from '../../../lib/route.ts';
import { atRisk } from './service.ts';

/** UpKeep's at-risk queue (support and admin). */
export const staffAtRiskRoutes: FastifyPluginAsync = async (app) => {
  const deps = depsOf(app);
  route(app, endpoints.staffAtRisk, async () => ok(await atRisk(deps)));
};
