import {
  createdResponse,
  envelope,
  errorEnvelope,
  Messages,
  publicReviewsQuery,
  publicReviewsResponse,
  reviewRequest,
  statusChangeRequest,
  statusFlowResponse,
  ticketDetailResponse,
  ticketHistoryResponse,
  ticketIdParam,
  ticketListQuery,
  ticketListResponse,
  ticketReviewResponse,
  ticketServiceLinesResponse,
  ticketStatusesResponse,
} from '@upkeep/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope.ts';
import { AppError } from '../../lib/errors.ts';
import { renderTicketPdf } from './pdf.ts';
import * as tickets from './service.ts';

const bearer = [{ bearer: [] }];
const errors = { 400: errorEnvelope, 401: errorEnvelope, 404: errorEnvelope, 409: errorEnvelope };

export const ticketRoutes: FastifyPluginAsyncZod = async (app) => {
  const caller = app.optionalCaller;

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
      const filename = `${report.id}${report.serviceName}.pdf`;
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${filename.replace(/[^\w. -]/g, '')}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
};
