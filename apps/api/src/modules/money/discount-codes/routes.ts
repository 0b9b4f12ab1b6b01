import { endpoints } from '@upkeep/contract';
import type { FastifyPluginAsync } from 'fastify';
import { depsOf } from '../../../lib/deps.ts';
import { ok } from '../../../lib/envelope.ts';
import { route } from '../../../lib/route.ts';
import { staffCallerOf } from '../../../plugins/auth.ts';
import * as codes from './service.ts';

/** Discount codes in the staff console: list, create, pause or resume, uses. */
export const discountCodeRoutes: FastifyPluginAsync = async (app) => {
  const deps = depsOf(app);

  route(app, endpoints.staffDiscountCodes, async () => ok(await codes.listCodes(deps)));

  route(
    app,
    endpoints.createDiscountCode,
    async (request) =>
      ok(await codes.createCode(deps, staffCallerOf(request), request.body), 'Discount code created', 201),
    {
      description:
        'The code is upper-cased; 409 when a code of that name exists in any case; 400 for an unknown serviceId ' +
        'or an expirationDate before today (valley time).',
    },
  );

  route(app, endpoints.updateDiscountCode, async (request) => {
    const code = await codes.setCodeActive(deps, staffCallerOf(request), request.params.id, request.body.active);
    return ok(code, code.active ? 'The code is active.' : 'The code is paused.');
  });

  route(app, endpoints.discountCodeUses, async (request) =>
    ok(await codes.codeUses(app.db, request.params.id, app.now())),
  );
};
