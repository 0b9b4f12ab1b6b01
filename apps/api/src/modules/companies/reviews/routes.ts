import { endpoints, Messages } from '@upkeep/contract';
import type { FastifyPluginAsync } from 'fastify';
import { okIn } from '../../../i18n/success-words.ts';
import { depsOf } from '../../../lib/deps.ts';
import { ok } from '../../../lib/envelope.ts';
import { route } from '../../../lib/route.ts';
import * as reviews from './service.ts';

export const reviewRoutes: FastifyPluginAsync = async (app) => {
  const deps = depsOf(app);

  route(app, endpoints.createReview, async (request) => {
    const b = request.body;
    const created = await reviews.createReview(deps, request.principal, {
      ticketId: b.TicketID,
      companyScore: b.CompanyScore,
      companyComment: b.CompanyComment,
      upKeepScore: b.UpKeepScore,
      upKeepComment: b.UpKeepComment,
    });
    return okIn(request, created, Messages.reviewCreated, 201);
  });

  route(app, endpoints.ticketReview, async (request) =>
    ok(await reviews.reviewOf(app.db, request.principal, request.params.id)),
  );

  route(app, endpoints.publicReviews, async (request) => {
    const { data, pages } = await reviews.publicReviews(app.db, request.query);
    return ok(data, 'OK', 200, pages);
  });
};
