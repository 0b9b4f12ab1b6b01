import {
  createdResponse,
  errorEnvelope,
  Messages,
  publicReviewsQuery,
  publicReviewsResponse,
  reviewRequest,
  ticketIdParam,
  ticketReviewResponse,
} from '@upkeep/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { depsOf } from '../../lib/deps.ts';
import { ok } from '../../lib/envelope.ts';

import * as reviews from './service.ts';

const bearer = [{ bearer: [] }];
const errors = { 400: errorEnvelope, 401: errorEnvelope, 402: errorEnvelope, 404: errorEnvelope, 409: errorEnvelope };

export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const caller = app.optionalCaller;
  const deps = depsOf(app);

  app.post(
    '/customer/reviews',
    {
      schema: {
        tags: ['reviews'],
        summary: 'Review a ticket (its owner, once, when its status allows it)',
        security: bearer,
        body: reviewRequest,
        response: { 201: createdResponse, ...errors },
      },
      onRequest: caller,
    },
    async (request, reply) => {
      const b = request.body;
      const created = await reviews.createReview(deps, request.principal, {
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
    async (request) => ok(await reviews.reviewOf(app.db, request.principal, request.params.id)),
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
      const { data, pages } = await reviews.publicReviews(app.db, request.query);
      return ok(data, 'OK', 200, pages);
    },
  );
};
