import {
  envelope,
  errorEnvelope,
  Messages,
  paymentIntentResponse,
  positiveId,
  rescheduleFeeResponse,
  reschedulePaymentRequest,
  rescheduleRequest,
  rescheduleResponse,
  ticketCompanyServiceResponse,
  ticketIdParam,
} from '@upkeep/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PaymentProvider } from '../../adapters/payments/provider.ts';
import { depsOf } from '../../lib/deps.ts';
import { ok } from '../../lib/envelope.ts';

import * as reschedule from './service.ts';

const bearer = [{ bearer: [] }];
const errors = { 400: errorEnvelope, 401: errorEnvelope, 402: errorEnvelope, 404: errorEnvelope, 409: errorEnvelope };
const paidResponse = envelope(z.object({ ticketId: z.number().int(), paid: z.number() }));

export const rescheduleRoutes: FastifyPluginAsyncZod<{ provider: PaymentProvider }> = async (app, { provider }) => {
  const caller = app.optionalCaller;
  const payLimit = { rateLimit: { max: 30, timeWindow: '1 minute' } };
  const deps = depsOf(app);
  const ledger = { ...deps, provider };

  app.get(
    '/customer/ticket/reschedule-fee/:id',
    {
      schema: {
        tags: ['reschedule'],
        summary: 'What rescheduling this ticket costs now, by the policy',
        security: bearer,
        params: ticketIdParam,
        response: { 200: rescheduleFeeResponse, ...errors },
      },
      onRequest: caller,
    },
    async (request) => ok(await reschedule.rescheduleFee(deps, request.principal, request.params.id)),
  );

  app.get(
    '/customer/company-services/ticket/:ticketId',
    {
      schema: {
        tags: ['reschedule'],
        summary: "The ticket's company service (for the slots of a reschedule)",
        security: bearer,
        params: z.object({ ticketId: positiveId }),
        response: { 200: ticketCompanyServiceResponse, ...errors },
      },
      onRequest: caller,
    },
    async (request) => ok(await reschedule.ticketCompanyService(app.db, request.principal, request.params.ticketId)),
  );

  app.post(
    '/customer/payment/reschedule',
    {
      schema: {
        tags: ['reschedule'],
        summary: "The reschedule fee's payment intent",
        security: bearer,
        body: reschedulePaymentRequest,
        response: { 200: paymentIntentResponse, ...errors },
      },
      config: payLimit,
      onRequest: caller,
    },
    async (request) => ok(await reschedule.rescheduleIntent(ledger, request.principal, request.body.TicketID)),
  );

  app.post(
    '/customer/payment/validate-reschedule',
    {
      schema: {
        tags: ['reschedule'],
        summary: 'Record the paid reschedule fee (idempotent)',
        security: bearer,
        body: reschedulePaymentRequest,
        response: { 200: paidResponse, ...errors },
      },
      config: payLimit,
      onRequest: caller,
    },
    async (request) =>
      ok(
        await reschedule.validateReschedulePayment(
          ledger,
          request.principal,
          request.body.TicketID,
          request.body.PaymentIntentID,
        ),
        'Payment validated',
      ),
  );

  app.put(
    '/customer/ticket/reschedule/:id',
    {
      schema: {
        tags: ['reschedule'],
        summary: 'Move the ticket to another time of its company (409 when that time was just taken)',
        security: bearer,
        params: ticketIdParam,
        body: rescheduleRequest,
        response: { 200: rescheduleResponse, ...errors },
      },
      onRequest: caller,
    },
    async (request) =>
      ok(
        await reschedule.reschedule(deps, request.principal, request.params.id, {
          scheduleId: request.body.ScheduleID,
          newDate: request.body.newDate,
        }),
        Messages.rescheduled,
      ),
  );
};
