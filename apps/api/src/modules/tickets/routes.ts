import {
  createdResponse,
  declineOpenChargeRequest,
  envelope,
  errorEnvelope,
  Messages,
  openCharge,
  openChargeParams,
  openChargePaymentRequest,
  openChargesResponse,
  paymentIntentResponse,
  positiveId,
  publicReviewsQuery,
  publicReviewsResponse,
  rescheduleFeeResponse,
  reschedulePaymentRequest,
  rescheduleRequest,
  rescheduleResponse,
  reviewRequest,
  scheduledServiceParams,
  scheduledServiceResponse,
  statusChangeRequest,
  statusFlowResponse,
  ticketCompanyServiceResponse,
  ticketDetailResponse,
  ticketHistoryResponse,
  ticketIdParam,
  ticketListQuery,
  ticketListResponse,
  ticketPdfFileName,
  ticketReviewResponse,
  ticketServiceLinesResponse,
  ticketStatusesResponse,
} from '@upkeep/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PaymentProvider } from '../../adapters/payments/provider.ts';
import { renderTicketPdf } from '../../adapters/pdf/ticket-pdf.ts';
import { attachmentDisposition } from '../../lib/content-disposition.ts';
import { ok } from '../../lib/envelope.ts';
import { AppError } from '../../lib/errors.ts';
import * as changes from './changes.ts';
import * as tickets from './service.ts';

const bearer = [{ bearer: [] }];
const errors = { 400: errorEnvelope, 401: errorEnvelope, 402: errorEnvelope, 404: errorEnvelope, 409: errorEnvelope };
const paidResponse = envelope(z.object({ ticketId: z.number().int(), paid: z.number() }));

export const ticketRoutes: FastifyPluginAsyncZod<{ provider: PaymentProvider }> = async (app, { provider }) => {
  const caller = app.optionalCaller;
  const payLimit = { rateLimit: { max: 30, timeWindow: '1 minute' } };

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
    async (request) => ok(await changes.rescheduleFee(app, request.principal, request.params.id)),
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
    async (request) => ok(await changes.ticketCompanyService(app, request.principal, request.params.ticketId)),
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
    async (request) => ok(await changes.rescheduleIntent(app, provider, request.principal, request.body.TicketID)),
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
        await changes.validateReschedulePayment(
          app,
          provider,
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
        await changes.reschedule(app, request.principal, request.params.id, {
          scheduleId: request.body.ScheduleID,
          newDate: request.body.newDate,
        }),
        Messages.rescheduled,
      ),
  );

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
    async (request) => ok(await changes.openChargesOf(app, request.principal, request.params.id)),
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
      ok(await changes.scheduledService(app, request.principal, request.params.serviceId, request.params.ticketId)),
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
      ok(await changes.declineOpenCharge(app, request.principal, request.params.id), Messages.openChargeDeclined),
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
      ok(
        await changes.openChargeIntent(
          app,
          provider,
          request.principal,
          request.body.TicketID,
          request.body.OpenChargeID,
        ),
      ),
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
        await changes.validateOpenChargePayment(
          app,
          provider,
          request.principal,
          request.body.TicketID,
          request.body.OpenChargeID,
        ),
        Messages.openChargePaid,
      ),
  );

  app.get(
    '/customer/ticket',
    {
      schema: {
        tags: ['tickets'],
        summary: "The caller's tickets, newest visit first, filtered and paged",
        security: bearer,
        querystring: ticketListQuery,
        response: { 200: ticketListResponse, 400: errorEnvelope, 401: errorEnvelope },
      },
      onRequest: app.requireCaller,
    },
    async (request) => {
      const { data, pages } = await tickets.listTickets(app, request.principal!, request.query);
      return ok(data, 'OK', 200, pages);
    },
  );

  app.get(
    '/customer/ticket-status',
    { schema: { tags: ['tickets'], summary: 'The ticket statuses', response: { 200: ticketStatusesResponse } } },
    async () => ok(await tickets.ticketStatusList(app)),
  );

  app.get(
    '/customer/ticket/:id',
    {
      schema: {
        tags: ['tickets'],
        summary: 'One ticket',
        security: bearer,
        params: ticketIdParam,
        response: { 200: ticketDetailResponse, ...errors },
      },
      onRequest: caller,
    },
    async (request) => ok(await tickets.ticketDetail(app, request.principal, request.params.id)),
  );

  app.get(
    '/customer/ticket-services/ticket/:id',
    {
      schema: {
        tags: ['tickets'],
        summary: "A ticket's service lines",
        security: bearer,
        params: ticketIdParam,
        response: { 200: ticketServiceLinesResponse, ...errors },
      },
      onRequest: caller,
    },
    async (request) => ok(await tickets.ticketLinesOf(app, request.principal, request.params.id)),
  );

  app.get(
    '/customer/ticket-history/ticket/:id',
    {
      schema: {
        tags: ['tickets'],
        summary: "A ticket's history",
        security: bearer,
        params: ticketIdParam,
        response: { 200: ticketHistoryResponse, ...errors },
      },
      onRequest: caller,
    },
    async (request) => ok(await tickets.historyOf(app, request.principal, request.params.id)),
  );

  app.get(
    '/customer/status-flow/:id',
    {
      schema: {
        tags: ['tickets'],
        summary: 'What the customer may do next with a ticket (action label and next status id)',
        security: bearer,
        params: ticketIdParam,
        response: { 200: statusFlowResponse, ...errors },
      },
      onRequest: caller,
    },
    async (request) => ok(await tickets.statusFlowOf(app, request.principal, request.params.id)),
  );

  app.put(
    '/customer/ticket/:id',
    {
      schema: {
        tags: ['tickets'],
        summary: 'Change the status, when the flow allows it from the current status (409 otherwise)',
        security: bearer,
        params: ticketIdParam,
        body: statusChangeRequest,
        response: {
          200: envelope(z.object({ ticketId: z.number().int(), statusId: z.number().int(), status: z.string() })),
          ...errors,
        },
      },
      onRequest: caller,
    },
    async (request) =>
      ok(
        await tickets.changeStatus(
          app,
          request.principal,
          request.params.id,
          request.body.TicketsStatusID,
          request.body.Comments,
        ),
        Messages.statusUpdated,
      ),
  );

  app.post(
    '/customer/reviews',
    {
      schema: {
        tags: ['tickets'],
        summary: 'Review a ticket (its owner, once, when its status allows it)',
        security: bearer,
        body: reviewRequest,
        response: { 201: createdResponse, ...errors },
      },
      onRequest: caller,
    },
    async (request, reply) => {
      const b = request.body;
      const created = await tickets.createReview(app, request.principal, {
        ticketId: b.TicketID,
        companyScore: b.CompanyScore,
        companyComment: b.CompanyComment,
        upKeepScore: b.UpKeepScore,
        upKeepComment: b.UpKeepComment,
      });
      return reply.status(201).send(ok(created, Messages.reviewCreated, 201));
    },
  );

  app.get(
    '/customer/reviews/ticket/:id',
    {
      schema: {
        tags: ['tickets'],
        summary: "A ticket's review",
        security: bearer,
        params: ticketIdParam,
        response: { 200: ticketReviewResponse, ...errors },
      },
      onRequest: caller,
    },
    async (request) => ok(await tickets.reviewOf(app, request.principal, request.params.id)),
  );

  app.get(
    '/customer/reviews/up-keep',
    {
      schema: {
        tags: ['tickets'],
        summary: 'Public reviews of UpKeep, newest first, with a minimum score',
        querystring: publicReviewsQuery,
        response: { 200: publicReviewsResponse, 400: errorEnvelope },
      },
    },
    async (request) => {
      const { data, pages } = await tickets.publicReviews(app, request.query);
      return ok(data, 'OK', 200, pages);
    },
  );
};

/** POST /reports/ticket/{id}: outside /customer, as the spec has it. */
export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/reports/ticket/:id',
    {
      schema: {
        tags: ['tickets'],
        summary: 'The ticket as a PDF',
        security: bearer,
        params: ticketIdParam,
        response: { 200: z.any(), 401: errorEnvelope },
      },
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      onRequest: app.optionalCaller,
    },
    async (request, reply) => {
      const report = await tickets.ticketReport(app, request.principal, request.params.id);
      const pdf = await renderTicketPdf(report);
      if (pdf.length === 0) throw new AppError(500, 'The PDF could not be made');
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', attachmentDisposition(ticketPdfFileName(report.id, report.serviceName)))
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
};
