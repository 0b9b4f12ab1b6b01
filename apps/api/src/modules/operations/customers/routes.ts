import { endpoints } from '@upkeep/contract';
import type { FastifyPluginAsync } from 'fastify';
import { depsOf } from '../../../lib/deps.ts';
import { ok } from '../../../lib/envelope.ts';
import { route } from '../../../lib/route.ts';
import { staffCallerOf } from '../../../plugins/auth.ts';
import * as customers from './service.ts';

/** The staff console's customers: search, detail with tickets, block and unblock, password reset (issue 15). */
export const staffCustomerRoutes: FastifyPluginAsync = async (app) => {
  const deps = depsOf(app);

  route(app, endpoints.staffCustomers, async (request) => {
    const { data, pages } = await customers.searchCustomers(app.db, request.query);
    return ok(data, 'OK', 200, pages);
  });

  route(app, endpoints.staffCustomer, async (request) => ok(await customers.customerDetail(app.db, request.params.id)));

  route(app, endpoints.blockCustomer, async (request) =>
    ok(
      await customers.setCustomerBlocked(deps, staffCallerOf(request), request.params.id, request.body),
      request.body.blocked ? 'The account is blocked; its sessions were ended.' : 'The account is unblocked.',
    ),
  );

  route(app, endpoints.customerPasswordReset, async (request) => {
    await customers.sendPasswordReset(deps, staffCallerOf(request), request.params.id);
    return ok(null, 'A temporary password was e-mailed to the customer.');
  });
};
