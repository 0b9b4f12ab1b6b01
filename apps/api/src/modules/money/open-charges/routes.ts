import { endpoints, Messages } from '@upkeep/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { PaymentProvider } from '../../../adapters/payments/provider.ts';
import { okIn } from '../../../i18n/success-words.ts';
import { depsOf } from '../../../lib/deps.ts';
import { ok } from '../../../lib/envelope.ts';
import { route } from '../../../lib/route.ts';
import * as charges from './service.ts';

export const openChargeRoutes: FastifyPluginAsync<{ provider: PaymentProvider }> = async (app, { provider }) => {
  const payLimit = { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } };
  const deps = depsOf(app);
  const ledger = { ...deps, provider };

  route(app, endpoints.openCharges, async (request) =>
    ok(await charges.openChargesOf(app.db, request.principal, request.params.id)),
  );

  route(app, endpoints.scheduledService, async (request) =>
    ok(await charges.scheduledService(app.db, request.principal, request.params.serviceId, request.params.ticketId)),
  );

  route(app, endpoints.declineOpenCharge, async (request) =>
    okIn(
      request,
      await charges.declineOpenCharge(deps, request.principal, request.params.id),
      Messages.openChargeDeclined,
    ),
  );

  route(
    app,
    endpoints.openChargeIntent,
    async (request) =>
      ok(await charges.openChargeIntent(ledger, request.principal, request.body.TicketID, request.body.OpenChargeID)),
    payLimit,
  );

  route(
    app,
    endpoints.validateOpenChargePayment,
    async (request) =>
      ok(
        await charges.validateOpenChargePayment(
          ledger,
          request.principal,
          request.body.TicketID,
          request.body.OpenChargeID,
        ),
        Messages.openChargePaid,
      ),
    payLimit,
  );
};
