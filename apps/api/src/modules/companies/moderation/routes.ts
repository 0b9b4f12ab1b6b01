import { endpoints } from '@upkeep/contract';
import type { FastifyPluginAsync } from 'fastify';
import { depsOf } from '../../../lib/deps.ts';
import { ok } from '../../../lib/envelope.ts';
import { route } from '../../../lib/route.ts';
import { staffCallerOf } from '../../../plugins/auth.ts';
import * as moderation from './service.ts';

/** Review moderation in the staff console, and the reviewer's report of a company's reply. */
export const moderationRoutes: FastifyPluginAsync = async (app) => {
  const deps = depsOf(app);

  route(app, endpoints.staffReviews, async (request) => {
    const { data, pages } = await moderation.listReviews(app.db, request.query);
    return ok(data, 'OK', 200, pages);
  });

  route(
    app,
    endpoints.moderateReview,
    async (request) => {
      const review = await moderation.moderateReview(deps, staffCallerOf(request), request.params.id, request.body);
      return ok(review, review.hidden ? 'The review is hidden.' : 'The review is shown.');
    },
    {
      description:
        "`id` is the public review's id (GET /customer/reviews/up-keep). A hidden review leaves the public reviews " +
        "and its company's average score and review count at once; `replyHidden` hides or restores the company's " +
        'reply (400 naming `replyHidden` when there is none).',
    },
  );

  route(
    app,
    endpoints.reportReviewReply,
    async (request) => {
      await moderation.reportReply(deps, request.principal, request.params.id, request.body.Reason);
      return ok(null, 'Thank you: UpKeep will look at the reply.');
    },
    {
      description:
        "Only the ticket's owner (401 'Access denied' otherwise, as every ticket call); 404 without a review, " +
        '409 when the review has no reply or it was already reported.',
    },
  );
};
