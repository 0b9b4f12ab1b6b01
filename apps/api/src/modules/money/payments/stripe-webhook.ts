/**
 * A Stripe webhook endpoint (the payments one, the Connect one): the delivery's signature checked against the
 * endpoint's own signing secret on the raw bytes Stripe signed (this scope keeps JSON bodies as buffers), then the
 * event handed to `handle`. 503 without a secret, 400 without a signature or with a wrong one.
 */
import type { EndpointDeclaration } from '@upkeep/contract';
import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import { StripeProvider } from '../../../adapters/payments/stripe.ts';
import { AppError, badRequest } from '../../../lib/errors.ts';
import { route } from '../../../lib/route.ts';

export async function stripeWebhookRoute(
  app: FastifyInstance,
  endpoint: EndpointDeclaration,
  secret: string | null,
  notConfigured: string,
  handle: (event: Stripe.Event) => Promise<string>,
) {
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    route(scope, endpoint, async (request) => {
      if (!secret) throw new AppError(503, notConfigured);
      const signature = request.headers['stripe-signature'];
      const body: unknown = request.body;
      if (typeof signature !== 'string' || !Buffer.isBuffer(body)) throw badRequest('Missing signature');
      let event: Stripe.Event;
      try {
        event = StripeProvider.verifyWebhook(body, signature, secret);
      } catch {
        throw badRequest('Invalid signature');
      }
      return { received: true, outcome: await handle(event) };
    });
  });
}
