import {
  envelope,
  errorEnvelope,
  Messages,
  statusChangeRequest,
  statusFlowResponse,
  ticketDetailResponse,
  ticketHistoryResponse,
  ticketIdParam,
  ticketListQuery,
  ticketListResponse,
  ticketServiceLinesResponse,
  ticketStatusesResponse,
} from '@upkeep/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { depsOf } from '../../lib/deps.ts';
import { ok } from '../../lib/envelope.ts';
import { callerOf } from '../../plugins/auth.ts';

import * as tickets from './service.ts';

const bearer = [{ bearer: [] }];
const errors = { 400: errorEnvelope, 401: errorEnvelope, 402: errorEnvelope, 404: errorEnvelope, 409: errorEnvelope };

export const ticketRoutes: FastifyPluginAsyncZod = async (app) => {
  const caller = app.optionalCaller;
  const deps = depsOf(app);

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
      const { data, pages } = await tickets.listTickets(app.db, callerOf(request), request.query);
      return ok(data, 'OK', 200, pages);
    },
  );

  app.get(
    '/customer/ticket-status',
    { schema: { tags: ['tickets'], summary: 'The ticket statuses', response: { 200: ticketStatusesResponse } } },
    async () => ok(await tickets.ticketStatusList(app.db)),
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
    async (request) => ok(await tickets.ticketDetail(deps, request.principal, request.params.id)),
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
    async (request) => ok(await tickets.ticketLinesOf(app.db, request.principal, request.params.id)),
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
    async (request) => ok(await tickets.historyOf(app.db, request.principal, request.params.id)),
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
    async (request) => ok(await tickets.statusFlowOf(app.db, request.principal, request.params.id)),
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
          deps,
          request.principal,
          request.params.id,
          request.body.TicketsStatusID,
          request.body.Comments,
        ),
        Messages.statusUpdated,
      ),
  );
};
