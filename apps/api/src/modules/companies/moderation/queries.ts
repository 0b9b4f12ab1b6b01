/** Reviews as staff moderate them: the list with companies, one review locked, its moderation columns. */
import { and, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../../db/client.ts';
import { companies, reviews } from '../../../db/schema.ts';

type Db = Database | Tx;

export interface ReviewFilter {
  /** Words of the review, the reviewer's name or the company's. */
  query?: string | undefined;
  hidden?: boolean | undefined;
  reported?: boolean | undefined;
  id?: number;
}

function conditionsOf(filter: ReviewFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.id !== undefined) conditions.push(eq(reviews.id, filter.id));
  if (filter.hidden !== undefined)
    conditions.push(filter.hidden ? isNotNull(reviews.hiddenAt) : isNull(reviews.hiddenAt));
  if (filter.reported !== undefined) {
    conditions.push(filter.reported ? isNotNull(reviews.replyReportedAt) : isNull(reviews.replyReportedAt));
  }
  if (filter.query !== undefined) {
    const like = `%${filter.query.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
    conditions.push(
      sql`(${companies.name} ilike ${like} or ${reviews.userName} ilike ${like}
           or ${reviews.companyComment} ilike ${like} or ${reviews.upKeepComment} ilike ${like})`,
    );
  }
  return conditions.length ? and(...conditions) : undefined;
}

const reviewColumns = {
  id: reviews.id,
  ticketId: reviews.ticketId,
  companyId: reviews.companyId,
  companyName: companies.name,
  userName: reviews.userName,
  companyScore: reviews.companyScore,
  companyComment: reviews.companyComment,
  upKeepScore: reviews.upKeepScore,
  upKeepComment: reviews.upKeepComment,
  createdAt: reviews.createdAt,
  hiddenAt: reviews.hiddenAt,
  hiddenReason: reviews.hiddenReason,
  reply: reviews.reply,
  replyReportedAt: reviews.replyReportedAt,
  replyReportReason: reviews.replyReportReason,
  replyHiddenAt: reviews.replyHiddenAt,
};

/** One page of reviews, newest first, with the total matching. */
export function reviewPage(db: Db, filter: ReviewFilter, limit: number, offset: number) {
  return db
    .select({ ...reviewColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(reviews)
    .innerJoin(companies, eq(companies.id, reviews.companyId))
    .where(conditionsOf(filter))
    .orderBy(sql`${reviews.createdAt} desc`, sql`${reviews.id} desc`)
    .limit(limit)
    .offset(offset);
}
export type ReviewRow = Omit<Awaited<ReturnType<typeof reviewPage>>[number], 'total'>;

export async function reviewCount(db: Db, filter: ReviewFilter): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(reviews)
    .innerJoin(companies, eq(companies.id, reviews.companyId))
    .where(conditionsOf(filter));
  return row?.n ?? 0;
}

/** One review with its company, locked for the rest of the transaction; null when there is none. */
export async function lockReview(tx: Tx, reviewId: number): Promise<ReviewRow | null> {
  const [row] = await tx
    .select(reviewColumns)
    .from(reviews)
    .innerJoin(companies, eq(companies.id, reviews.companyId))
    .where(eq(reviews.id, reviewId))
    .for('update', { of: reviews });
  return row ?? null;
}

export async function updateModeration(
  tx: Tx,
  reviewId: number,
  values: Partial<Pick<typeof reviews.$inferInsert, 'hiddenAt' | 'hiddenReason' | 'replyHiddenAt'>>,
) {
  await tx.update(reviews).set(values).where(eq(reviews.id, reviewId));
}

/**
 * Records the reviewer's report of the company's reply, in one statement (two reports: one wins). Answers
 * 'reported', 'no-review', 'no-reply' (none, or staff hid it) or 'already'.
 */
export async function reportReply(db: Db, ticketId: number, reason: string, at: Date) {
  const updated = await db
    .update(reviews)
    .set({ replyReportedAt: at, replyReportReason: reason })
    .where(
      and(
        eq(reviews.ticketId, ticketId),
        isNotNull(reviews.reply),
        isNull(reviews.replyHiddenAt),
        isNull(reviews.replyReportedAt),
      ),
    )
    .returning({ id: reviews.id });
  if (updated.length > 0) return 'reported' as const;
  const [review] = await db
    .select({ reply: reviews.reply, replyHiddenAt: reviews.replyHiddenAt, replyReportedAt: reviews.replyReportedAt })
    .from(reviews)
    .where(eq(reviews.ticketId, ticketId));
  if (!review) return 'no-review' as const;
  if (review.reply === null || review.replyHiddenAt !== null) return 'no-reply' as const;
  return 'already' as const;
}
