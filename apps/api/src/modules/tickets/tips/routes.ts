import { endpoints } from '@upkeep/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { PaymentProvider } from '../../../adapters/payments/provider.ts';
import { okIn } from '../../../i18n/success-words.ts';
import { depsOf } from '../../../lib/deps.ts';
import { ok } from '../../../lib/envelope.ts';
import { route } from '../../../lib/route.ts';
import * as tips from './service.ts';

/** A customer's (or a guest's by the private link) tip on a completed job: the offer, the tip, its validation. */
export const tipRoutes: FastifyPluginAsync<{ provider: PaymentProvider }> = async (app, { provider }) => {
  // What costs money is limited as the other payments are.
  const payLimit = { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } };
  const deps = depsOf(app);
  const ledger = { ...deps, provider };

  route(app, endpoints.ticketTipOffer, async (request) =>
    ok(await tips.tipOffer(deps, request.principal, request.params.id)),
  );

  route(
    app,
    endpoints.tipTicket,
    async (request) => ok(await tips.tipTicket(ledger, request.principal, request.params.id, request.body)),
    payLimit,
  );

  route(
    app,
    endpoints.validateTipPayment,
    async (request) =>
      okIn(
        request,
        await tips.validateTipPayment(ledger, request.principal, request.params.id, request.body.paymentIntentId),
        'Tip received. Thank you!',
      ),
    payLimit,
  );
};
