import {
  declineOpenChargeRequest,
  envelope,
  errorEnvelope,
  Messages,
  openCharge,
  openChargeParams,
  openChargePaymentRequest,
  openChargesResponse,
  paymentIntentResponse,
  scheduledServiceParams,
  scheduledServiceResponse,
  ticketIdParam,
} from '@upkeep/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PaymentProvider } from '../../adapters/payments/provider.ts';
import { depsOf } from '../../lib/deps.ts';
import { ok } from '../../lib/envelope.ts';

import * as charges from './service.ts';

const bearer = [{ bearer: [] }];
const errors = { 400: errorEnvelope, 401: errorEnvelope, 402: errorEnvelope, 404: errorEnvelope, 409: errorEnvelope };

export const openChargeRoutes: FastifyPluginAsyncZod<{ provider: PaymentProvider }> = async (app, { provider }) => {
  const caller = app.optionalCaller;
  const payLimit = { rateLimit: { max: 30, timeWindow: '1 minute' } };
  const deps = depsOf(app);
  const ledger = { ...deps, provider };

  app.get(
    '/customer/open-charges/ticket/:id',
    {
      schema: {
        tags: ['open charges'],
        summary: "A ticket's extra charges",
        security: bearer,
        params: ticketIdParam,
        response: { 200: openChargesResponse, ...errors },
      },
      onRequest: caller,
    },
    async (request) => ok(await charges.openChargesOf(app.db, request.principal, request.params.id)),
  );

  app.get(
    '/customer/open-charges/service/:serviceId/:ticketId',
    {
      schema: {
        tags: ['open charges'],
        summary: 'The scheduled-service page: the ticket with its extra charges',
        security: bearer,
        params: scheduledServiceParams,
        response: { 200: scheduledServiceResponse, ...errors },
      },
      onRequest: caller,
    },
    async (request) =>
      ok(await charges.scheduledService(app.db, request.principal, request.params.serviceId, request.params.ticketId)),
  );

  app.put(
    '/customer/open-charges/:id',
    {
      schema: {
        tags: ['open charges'],
        summary: 'Decline an extra charge',
        security: bearer,
        params: openChargeParams,
        body: declineOpenChargeRequest,
        response: { 200: envelope(openCharge), ...errors },
      },
      onRequest: caller,
    },
    async (request) =>
      ok(await charges.declineOpenCharge(deps, request.principal, request.params.id), Messages.openChargeDeclined),
  );

  app.post(
    '/customer/payment/open-charges',
    {
      schema: {
        tags: ['open charges'],
        summary: "An extra charge's payment intent (the same one on a retry)",
        security: bearer,
        body: openChargePaymentRequest,
        response: { 200: paymentIntentResponse, ...errors },
      },
      config: payLimit,
      onRequest: caller,
    },
    async (request) =>
      ok(await charges.openChargeIntent(ledger, request.principal, request.body.TicketID, request.body.OpenChargeID)),
  );

  app.post(
    '/customer/payment/validate-open-charges',
    {
      schema: {
        tags: ['open charges'],
        summary: 'Record the paid extra charge (idempotent)',
        security: bearer,
        body: openChargePaymentRequest,
        response: {
          200: envelope(z.object({ ticketId: z.number().int(), openChargeId: z.number().int(), paid: z.number() })),
          ...errors,
        },
      },
      config: payLimit,
      onRequest: caller,
    },
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
  );
};
