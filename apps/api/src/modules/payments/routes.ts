import {
  errorEnvelope,
  paymentIntentResponse,
  paymentRequest,
  sandboxAuthenticateRequest,
  sandboxAuthenticateResponse,
  sandboxConfirmParams,
  sandboxConfirmRequest,
  sandboxConfirmResponse,
  validatePaymentRequest,
  validatePaymentResponse,
} from '@upkeep/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PaymentProvider } from '../../adapters/payments/provider.ts';
import { type SandboxAnswer, SandboxProvider } from '../../adapters/payments/sandbox.ts';
import { StripeProvider } from '../../adapters/payments/stripe.ts';
import { depsOf } from '../../lib/deps.ts';
import { ok } from '../../lib/envelope.ts';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.ts';
import { callerOf } from '../../plugins/auth.ts';
import { handleProviderEvent } from './events.ts';
import { bookingIntent, validateBookingPayment } from './service.ts';

const bearer = [{ bearer: [] }];
const errors = {
  400: errorEnvelope,
  401: errorEnvelope,
  402: errorEnvelope,
  404: errorEnvelope,
  409: errorEnvelope,
  429: errorEnvelope,
};

export const paymentRoutes: FastifyPluginAsyncZod<{ provider: PaymentProvider }> = async (app, { provider }) => {
  const deps = { ...depsOf(app), provider };
  app.post(
    '/customer/payment',
    {
      schema: {
        tags: ['payments'],
        summary: "The payment intent for a ticket's booking (the same one on a retry)",
        security: bearer,
        body: paymentRequest,
        response: { 200: paymentIntentResponse, ...errors },
      },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      onRequest: app.requireCaller,
    },
    async (request) => ok(await bookingIntent(deps, callerOf(request), request.body.TicketID)),
  );

  app.post(
    '/customer/payment/validate',
    {
      schema: {
        tags: ['payments'],
        summary: 'Confirm the booking once the provider says the payment succeeded (idempotent)',
        security: bearer,
        body: validatePaymentRequest,
        response: { 200: validatePaymentResponse, ...errors },
      },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      onRequest: app.requireCaller,
    },
    async (request) =>
      ok(
        await validateBookingPayment(deps, callerOf(request), request.body.TicketID, request.body.PaymentIntentID),
        'Payment validated',
      ),
  );

  if (provider instanceof SandboxProvider) {
    app.post(
      '/sandbox/payment-intents/:id/confirm',
      {
        schema: {
          tags: ['payments'],
          summary: "The sandbox's card confirmation (test mode; Stripe's test cards)",
          params: sandboxConfirmParams,
          body: sandboxConfirmRequest,
          response: { 200: sandboxConfirmResponse, ...errors },
        },
        config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      },
      async (request) => {
        const { clientSecret, returnUrl, ...card } = request.body;
        const answer = await provider.confirm(request.params.id, clientSecret, card, returnUrl ?? null);
        if (!answer) throw notFound('No such payment intent');
        return ok(sandboxAnswer(answer));
      },
    );

    app.post(
      '/sandbox/payment-intents/:id/authenticate',
      {
        schema: {
          tags: ['payments'],
          summary: "The sandbox's 3-D Secure challenge, completed or failed by the customer (test mode)",
          params: sandboxConfirmParams,
          body: sandboxAuthenticateRequest,
          response: { 200: sandboxAuthenticateResponse, ...errors },
        },
        config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      },
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
    );
  }

  if (provider instanceof StripeProvider) {
    const secret = app.config.payments.provider === 'stripe' ? app.config.payments.webhookSecret : null;
    // The signature covers the raw bytes: this scope keeps JSON bodies as buffers.
    await app.register(async (scope) => {
      scope.removeContentTypeParser('application/json');
      scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
      scope.post(
        '/payments/stripe/webhook',
        {
          schema: {
            tags: ['payments'],
            summary: 'Stripe webhook (signed)',
            response: { 200: z.any(), 400: errorEnvelope },
          },
        },
        async (request) => {
          if (!secret) throw new AppError(503, 'The webhook is not configured');
          const signature = request.headers['stripe-signature'];
          if (typeof signature !== 'string' || !Buffer.isBuffer(request.body)) throw badRequest('Missing signature');
          let event: ReturnType<typeof StripeProvider.verifyWebhook>;
          try {
            event = StripeProvider.verifyWebhook(request.body, signature, secret);
          } catch {
            throw badRequest('Invalid signature');
          }
          const outcome = await handleProviderEvent(deps, {
            id: event.id,
            type: event.type,
            intent: StripeProvider.intentFromEvent(event),
          });
          return { received: true, outcome };
        },
      );
    });
  }
};

export function createProvider(app: Parameters<FastifyPluginAsyncZod>[0]): PaymentProvider {
  const payments = app.config.payments;
  return payments.provider === 'stripe'
    ? new StripeProvider(payments.secretKey, payments.publishableKey)
    : new SandboxProvider(app.db, app.now);
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
