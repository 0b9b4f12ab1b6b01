import { companyNameEndpoints as endpoints } from '@upkeep/contract';
import type { FastifyPluginAsync } from 'fastify';
import { depsOf } from '../../../lib/deps.ts';
import { ok } from '../../../lib/envelope.ts';
import { route } from '../../../lib/route.ts';
import { staffCallerOf } from '../../../plugins/auth.ts';
import * as renames from './service.ts';

/** The staff console's renames waiting: the list, approval and decline. */
export const companyNameRoutes: FastifyPluginAsync = async (app) => {
  const deps = depsOf(app);

  route(app, endpoints.staffCompanyRenames, async () => ok(await renames.pendingRenames(deps)));

  route(
    app,
    endpoints.approveCompanyRename,
    async (request) =>
      ok(
        await renames.approveRename(deps, staffCallerOf(request).staffUserId, request.params.id),
        'The company is renamed.',
      ),
    {
      description:
        "409 when the company has no rename waiting, or when another company's name now looks like the new one.",
    },
  );

  route(
    app,
    endpoints.declineCompanyRename,
    async (request) =>
      ok(
        await renames.declineRename(deps, staffCallerOf(request).staffUserId, request.params.id, request.body.reason),
        'The rename is declined.',
      ),
    { description: '409 when the company has no rename waiting.' },
  );
};
