import { endpoints } from '@upkeep/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PaymentProvider } from '../../../adapters/payments/provider.ts';
import { type SandboxAnswer, SandboxProvider } from '../../../adapters/payments/sandbox.ts';
import { StripeProvider } from '../../../adapters/payments/stripe.ts';
import { depsOf } from '../../../lib/deps.ts';
import { ok } from '../../../lib/envelope.ts';
import { conflict, notFound } from '../../../lib/errors.ts';
import { route } from '../../../lib/route.ts';
import { callerOf } from '../../../plugins/auth.ts';
import { handleProviderEvent } from './events.ts';
import { bookingIntent, validateBookingPayment } from './service.ts';
import { stripeWebhookRoute } from './stripe-webhook.ts';

export const paymentRoutes: FastifyPluginAsync<{ provider: PaymentProvider }> = async (app, { provider }) => {
  const deps = { ...depsOf(app), provider };
  const payLimit = { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } };

  route(
    app,
    endpoints.paymentIntent,
    async (request) => ok(await bookingIntent(deps, callerOf(request), request.body.TicketID)),
    payLimit,
  );

  route(
    app,
    endpoints.validatePayment,
    async (request) =>
      ok(
        await validateBookingPayment(deps, callerOf(request), request.body.TicketID, request.body.PaymentIntentID),
        'Payment validated',
      ),
    payLimit,
  );

  if (provider instanceof SandboxProvider) {
    route(
      app,
      endpoints.sandboxConfirm,
      async (request) => {
        const { clientSecret, returnUrl, ...card } = request.body;
        const answer = await provider.confirm(request.params.id, clientSecret, card, returnUrl ?? null);
        if (!answer) throw notFound('No such payment intent');
        return ok(sandboxAnswer(answer));
      },
      payLimit,
    );

    route(
      app,
      endpoints.sandboxAuthenticate,
      async (request) => {
        const result = await provider.authenticate(request.params.id, request.body.clientSecret, request.body.outcome);
        if (result.kind === 'not_found') throw notFound('No such payment intent');
        if (result.kind === 'unexpected_state') {
          throw conflict(
            `This payment does not wait for authentication (its status is ${result.intent.status}).`,
            'payment_intent_unexpected_state',
          );
        }
        return ok(sandboxAnswer(result.answer));
      },
      payLimit,
    );
  }

  if (provider instanceof StripeProvider) {
    const secret = app.config.payments.provider === 'stripe' ? app.config.payments.webhookSecret : null;
    await stripeWebhookRoute(app, endpoints.stripeWebhook, secret, 'The webhook is not configured', (event) =>
      handleProviderEvent(deps, {
        id: event.id,
        type: event.type,
        intent: StripeProvider.intentFromEvent(event),
        transfer: StripeProvider.transferFromEvent(event),
      }),
    );
  }
};

export function createProvider(app: Parameters<FastifyPluginAsyncZod>[0]): PaymentProvider {
  const payments = app.config.payments;
  return payments.provider === 'stripe'
    ? new StripeProvider(payments.secretKey, payments.publishableKey)
    : new SandboxProvider(app.db, app.now, app.config.publicUrl);
}

/** What the browser's sandbox calls answer: the status, the card's error while unpaid, the next action. */
function sandboxAnswer({ intent, nextAction }: SandboxAnswer) {
  return {
    id: intent.id,
    status: intent.status,
    error: intent.status === 'succeeded' ? null : intent.lastError,
    nextAction,
  };
}
