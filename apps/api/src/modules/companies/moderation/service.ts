/**
 * Review moderation (issue 15). Staff hide or restore a public review with a reason: a hidden review leaves
 * the public reviews (/reviews) and its company's average score and review count everywhere at once (they
 * are computed on every read, over public reviews not hidden; nothing caches them). Staff may also hide the
 * company's reply (the reviewer and the public no longer see it). A reviewer reports the company's reply to
 * their review; staff list reported replies. The company's own review list still shows everything.
 */
import {
  type ModerateReviewRequest,
  STAFF_PAGE_SIZE,
  type StaffReview,
  type StaffReviewsQuery,
} from '@upkeep/contract';
import type { Database } from '../../../db/client.ts';
import type { ServiceDeps } from '../../../lib/deps.ts';
import { conflict, fieldError, notFound } from '../../../lib/errors.ts';
import type { Principal, StaffCaller } from '../../../plugins/auth.ts';
import { recordStaffAction } from '../../operations/audit/audit.ts';
import { ownedTicket } from '../../tickets/lifecycle/ownership.ts';
import * as q from './queries.ts';

export const NO_REPLY_TO_REPORT = 'This review has no reply from the company to report.';
export const REPLY_ALREADY_REPORTED = 'You already reported this reply; UpKeep will look at it.';

function toStaffReview(r: q.ReviewRow): StaffReview {
  return {
    id: r.id,
    ticketId: r.ticketId,
    companyId: r.companyId,
    companyName: r.companyName,
    userName: r.userName,
    companyScore: r.companyScore,
    companyComment: r.companyComment,
    upKeepScore: r.upKeepScore,
    upKeepComment: r.upKeepComment,
    reviewDate: r.createdAt.toISOString(),
    hidden: r.hiddenAt !== null,
    hiddenReason: r.hiddenReason,
    reply: r.reply,
    replyReported: r.replyReportedAt !== null,
    replyReportReason: r.replyReportReason,
    replyHidden: r.replyHiddenAt !== null,
  };
}

export async function listReviews(
  db: Database,
  query: Pick<StaffReviewsQuery, 'Query' | 'Hidden' | 'Reported'> & { Page: number },
) {
  const filter = { query: query.Query, hidden: query.Hidden, reported: query.Reported };
  const offset = (query.Page - 1) * STAFF_PAGE_SIZE;
  const rows = await q.reviewPage(db, filter, STAFF_PAGE_SIZE, offset);
  const totalCount = rows[0]?.total ?? (offset > 0 ? await q.reviewCount(db, filter) : 0);
  return {
    data: rows.map(toStaffReview),
    pages: {
      pageNumber: query.Page,
      pageSize: STAFF_PAGE_SIZE,
      totalCount,
      totalPages: Math.ceil(totalCount / STAFF_PAGE_SIZE),
    },
  };
}

/**
 * Hides or restores a review, and the company's reply when `replyHidden` is sent, with the staff member's
 * reason; each change is audited (review.hide, review.restore, review.reply_hide, review.reply_restore).
 * Asking for the state a review is already in changes nothing and records nothing.
 */
export async function moderateReview(
  deps: Pick<ServiceDeps, 'db' | 'now'>,
  staff: StaffCaller,
  reviewId: number,
  body: ModerateReviewRequest,
): Promise<StaffReview> {
  const at = deps.now();
  const actor = { staffUserId: staff.staffUserId };
  const target = `review:${reviewId}`;
  const reason = body.reason.trim();
  await deps.db.transaction(async (tx) => {
    const review = await q.lockReview(tx, reviewId);
    if (!review) throw notFound('Review not found');
    const hidden = review.hiddenAt !== null;
    if (body.hidden !== hidden) {
      const before = { hidden, hiddenReason: review.hiddenReason };
      const after = body.hidden ? { hidden: true, hiddenReason: reason } : { hidden: false, hiddenReason: null };
      await q.updateModeration(tx, reviewId, { hiddenAt: body.hidden ? at : null, hiddenReason: after.hiddenReason });
      await recordStaffAction(tx, actor, {
        action: body.hidden ? 'review.hide' : 'review.restore',
        target,
        before,
        after: { ...after, reason },
        at,
      });
    }
    const replyHidden = review.replyHiddenAt !== null;
    if (body.replyHidden !== undefined && body.replyHidden !== replyHidden) {
      if (review.reply === null) throw fieldError('replyHidden', 'the review has no reply from the company');
      await q.updateModeration(tx, reviewId, { replyHiddenAt: body.replyHidden ? at : null });
      await recordStaffAction(tx, actor, {
        action: body.replyHidden ? 'review.reply_hide' : 'review.reply_restore',
        target,
        before: { replyHidden },
        after: { replyHidden: body.replyHidden, reason },
        at,
      });
    }
  });
  const [row] = await q.reviewPage(deps.db, { id: reviewId }, 1, 0);
  if (!row) throw notFound('Review not found');
  return toStaffReview(row);
}

/**
 * The reviewer (the ticket's owner: a customer or the guest session that booked it; anyone else is answered
 * 'Access denied' like every ticket call) reports the company's reply to their review, once.
 */
export async function reportReply(
  deps: Pick<ServiceDeps, 'db' | 'now'>,
  principal: Principal | null,
  ticketId: number,
  reason: string,
) {
  const ticket = await ownedTicket(deps.db, ticketId, principal);
  const outcome = await q.reportReply(deps.db, ticket.id, reason.trim(), deps.now());
  if (outcome === 'no-review') throw notFound('This ticket has no review yet.');
  if (outcome === 'no-reply') throw conflict(NO_REPLY_TO_REPORT);
  if (outcome === 'already') throw conflict(REPLY_ALREADY_REPORTED);
}
