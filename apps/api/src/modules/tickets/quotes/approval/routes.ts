import { quoteApprovalEndpoints as endpoints } from '@upkeep/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { PaymentProvider } from '../../../../adapters/payments/provider.ts';
import { depsOf } from '../../../../lib/deps.ts';
import { ok } from '../../../../lib/envelope.ts';
import { route } from '../../../../lib/route.ts';
import { callerOf } from '../../../../plugins/auth.ts';
import * as approval from './service.ts';

/** A quote's approval (decision 0039): the customer's or guest's signed approval, and its deposit's validation. */
export const quoteApprovalRoutes: FastifyPluginAsync<{ provider: PaymentProvider }> = async (app, { provider }) => {
  const deps = { ...depsOf(app), provider };
  // Each call may cost money and sends messages: bounded as the other payments are.
  const payLimit = { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } };

  route(
    app,
    endpoints.approveQuote,
    async (request) =>
      ok(
        await approval.approveQuote(deps, callerOf(request), request.params.id, request.body, {
          address: request.ip ?? null,
          userAgent: request.headers['user-agent'] ?? null,
        }),
      ),
    payLimit,
  );

  route(
    app,
    endpoints.validateQuoteDeposit,
    async (request) =>
      ok(await approval.validateDeposit(deps, callerOf(request), request.params.id, request.body.paymentIntentId)),
    payLimit,
  );
};
