/** The reviews table. */
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../../db/client.ts';
import { reviews } from '../../../db/schema.ts';

/** Adds the ticket's review; null when it already has one. */
export async function insertReview(
  db: Database,
  r: {
    ticketId: number;
    companyId: number;
    customerId: number | null;
    userName: string;
    companyScore: number;
    companyComment: string;
    upKeepScore: number;
    upKeepComment: string;
    createdAt: Date;
  },
): Promise<number | null> {
  const inserted = await queryRows<{ id: number }>(
    db,
    sql`insert into reviews (ticket_id, company_id, customer_id, user_name, company_score, company_comment,
                             upkeep_score, upkeep_comment, created_at)
        values (${r.ticketId}, ${r.companyId}, ${r.customerId}, ${r.userName}, ${r.companyScore},
                ${r.companyComment}, ${r.upKeepScore}, ${r.upKeepComment}, ${r.createdAt.toISOString()}::timestamptz)
        on conflict (ticket_id) do nothing returning id`,
  );
  return inserted[0]?.id ?? null;
}

export async function reviewOfTicket(db: Database, ticketId: number) {
  const [review] = await db.select().from(reviews).where(eq(reviews.ticketId, ticketId));
  return review ?? null;
}

/**
 * A page of public reviews, newest first: of UpKeep (the score is UpKeep's), or of one company (its score).
 * A reply staff hid is not shown.
 */
export async function publicReviewPage(
  db: Database,
  filter: { minScore: number; companyId?: number },
  limit: number,
  offset: number,
) {
  const scored = filter.companyId === undefined ? reviews.upKeepScore : reviews.companyScore;
  return db
    .select({
      id: reviews.id,
      userName: reviews.userName,
      upKeepScore: reviews.upKeepScore,
      upKeepComment: reviews.upKeepComment,
      companyScore: reviews.companyScore,
      companyComment: reviews.companyComment,
      reply: sql<string | null>`case when ${reviews.replyHiddenAt} is null then ${reviews.reply} end`,
      createdAt: reviews.createdAt,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(reviews)
    .where(
      and(
        eq(reviews.isPublic, true),
        isNull(reviews.hiddenAt),
        sql`${scored} >= ${filter.minScore}`,
        filter.companyId === undefined ? undefined : eq(reviews.companyId, filter.companyId),
      ),
    )
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(limit)
    .offset(offset);
}
