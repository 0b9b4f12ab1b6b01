import { endpoints } from '@upkeep/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { PaymentProvider } from '../../../adapters/payments/provider.ts';
import { okIn } from '../../../i18n/success-words.ts';
import { depsOf } from '../../../lib/deps.ts';
import { ok } from '../../../lib/envelope.ts';
import { route } from '../../../lib/route.ts';
import { companyCallerOf } from '../../../plugins/auth.ts';
import * as jobs from './company.ts';

export const companyJobRoutes: FastifyPluginAsync<{ provider: PaymentProvider }> = async (app, { provider }) => {
  const deps = depsOf(app);
  const ledger = { ...deps, provider };

  route(app, endpoints.companyTickets, async (request) => {
    const { data, pages } = await jobs.listJobs(deps, companyCallerOf(request).companyId, request.query);
    return ok(data, 'OK', 200, pages);
  });

  route(app, endpoints.companyTicket, async (request) =>
    ok(await jobs.jobDetail(app.db, companyCallerOf(request).companyId, request.params.id)),
  );

  route(app, endpoints.companyStatusFlow, async (request) =>
    ok(await jobs.jobFlow(deps, companyCallerOf(request), request.params.id)),
  );

  route(app, endpoints.companyChangeStatus, async (request) => {
    const { data, message } = await jobs.moveJob(
      ledger,
      companyCallerOf(request),
      request.params.id,
      request.body.TicketsStatusID,
      request.body.Comments,
    );
    return ok(data, message);
  });

  route(
    app,
    endpoints.companyOnMyWay,
    async (request) => {
      await jobs.onMyWay(deps, companyCallerOf(request), request.params.id, request.body.Minutes);
      return okIn(request, null, 'The customer was told you are on your way.');
    },
    { config: { rateLimit: { max: 20, timeWindow: '1 minute' } } },
  );

  route(app, endpoints.companyAddOpenCharge, async (request) =>
    ok(
      await jobs.addOpenCharge(deps, companyCallerOf(request).companyId, request.params.id, request.body),
      'The extra charge was sent to the customer.',
      201,
    ),
  );
};
