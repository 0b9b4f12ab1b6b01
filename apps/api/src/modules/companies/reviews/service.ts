/**
 * Reviews: a ticket's owner reviews it once when its status allows; public reviews of UpKeep (those staff hid
 * are left out).
 */
import type { Database } from '../../../db/client.ts';
import type { ServiceDeps } from '../../../lib/deps.ts';
import { conflict, notFound } from '../../../lib/errors.ts';
import type { Principal } from '../../../plugins/auth.ts';
import { ownedTicket } from '../../tickets/lifecycle/ownership.ts';
import { statusOf } from '../../tickets/lifecycle/service.ts';
import * as q from './queries.ts';

/** "Dana W.": the name a public review shows. */
export const reviewerName = (name: string) => {
  const [first, ...rest] = name.trim().split(/\s+/);
  const last = rest.at(-1);
  return last ? `${first} ${last.charAt(0).toUpperCase()}.` : (first ?? 'Customer');
};

export async function createReview(
  deps: Pick<ServiceDeps, 'db' | 'now'>,
  principal: Principal | null,
  input: { ticketId: number; companyScore: number; companyComment: string; upKeepScore: number; upKeepComment: string },
) {
  const ticket = await ownedTicket(deps.db, input.ticketId, principal);
  const status = await statusOf(deps.db, ticket.statusId);
  if (!status?.reviewable) throw conflict('This ticket cannot be reviewed yet.');
  const id = await q.insertReview(deps.db, {
    ticketId: ticket.id,
    companyId: ticket.companyId,
    customerId: ticket.customerId,
    userName: reviewerName(ticket.name),
    companyScore: input.companyScore,
    companyComment: input.companyComment,
    upKeepScore: input.upKeepScore,
    upKeepComment: input.upKeepComment,
    createdAt: deps.now(),
  });
  if (id === null) throw conflict('This ticket was already reviewed.');
  return { id };
}

export async function reviewOf(db: Database, principal: Principal | null, ticketId: number) {
  const ticket = await ownedTicket(db, ticketId, principal);
  const review = await q.reviewOfTicket(db, ticket.id);
  if (!review) throw notFound('This ticket has no review yet.');
  return {
    companyScore: review.companyScore,
    companyComment: review.companyComment,
    upKeepScore: review.upKeepScore,
    upKeepComment: review.upKeepComment,
    reviewDate: review.createdAt.toISOString(),
    // A reply staff hid is no longer shown, to the reviewer either.
    companyReply: review.replyHiddenAt === null ? review.reply : null,
  };
}

/** Public reviews of UpKeep, or with CompanyID of that company (with its score, the comment and its reply). */
export async function publicReviews(
  db: Database,
  query: { PageNumber: number; _pageSize: number; MinScore: number; CompanyID?: number | undefined },
) {
  const companyId = query.CompanyID;
  const rows = await q.publicReviewPage(
    db,
    { minScore: query.MinScore, ...(companyId === undefined ? {} : { companyId }) },
    query._pageSize,
    (query.PageNumber - 1) * query._pageSize,
  );
  const totalCount = rows[0]?.total ?? 0;
  return {
    data: rows.map((r) => ({
      id: r.id,
      userName: r.userName,
      upKeepScore: r.upKeepScore,
      upKeepComment: r.upKeepComment,
      reviewDate: r.createdAt.toISOString(),
      ...(companyId === undefined
        ? {}
        : { companyScore: r.companyScore, companyComment: r.companyComment, companyReply: r.reply ?? null }),
    })),
    pages: {
      pageNumber: query.PageNumber,
      pageSize: query._pageSize,
      totalCount,
      totalPages: Math.ceil(totalCount / query._pageSize),
    },
  };
}
