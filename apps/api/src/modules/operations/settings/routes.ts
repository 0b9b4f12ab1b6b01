import { endpoints } from '@upkeep/contract';
import type { FastifyPluginAsync } from 'fastify';
import { depsOf } from '../../../lib/deps.ts';
import { ok } from '../../../lib/envelope.ts';
import { route } from '../../../lib/route.ts';
import { staffCallerOf } from '../../../plugins/auth.ts';
import * as service from './service.ts';

/** The settings of the staff console: every staff member reads them, admins change them (the declared role). */
export const settingRoutes: FastifyPluginAsync = async (app) => {
  const deps = depsOf(app);

  route(app, endpoints.staffSettings, async () => ok(await service.listSettings(app.db)));

  route(app, endpoints.updateSetting, async (request) => {
    const { staffUserId } = staffCallerOf(request);
    const item = await service.updateSetting(deps, staffUserId, request.params.key, request.body.value);
    return ok(item, 'Setting saved: it applies from now on');
  });
};
