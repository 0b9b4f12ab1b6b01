/** A quote's approval (decision 0039): the quote locked, its live revision and options, the approval rows, the job. */
import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../../../db/client.ts';
import {
  companySchedules,
  quoteApprovals,
  quoteLines,
  quoteOptions,
  quoteRevisions,
  quotes,
  ticketServices,
  tickets,
} from '../../../../db/schema.ts';

type Db = Database | Tx;
export type QuoteRow = typeof quotes.$inferSelect;
export type RevisionRow = typeof quoteRevisions.$inferSelect;
export type ApprovalRow = typeof quoteApprovals.$inferSelect;
export type LineRow = typeof quoteLines.$inferSelect;

export async function quoteById(db: Db, quoteId: number): Promise<QuoteRow | null> {
  const [row] = await db.select().from(quotes).where(eq(quotes.id, quoteId));
  return row ?? null;
}

/** The quote, locked for the approval's transaction (two approvals of one quote come one after the other). */
export async function lockedQuote(tx: Tx, quoteId: number): Promise<QuoteRow | null> {
  const [row] = await tx.select().from(quotes).where(eq(quotes.id, quoteId)).for('update');
  return row ?? null;
}

/** The revision the customer reads (the one sent), or null. */
export async function liveRevision(db: Db, quoteId: number): Promise<RevisionRow | null> {
  const [row] = await db
    .select()
    .from(quoteRevisions)
    .where(and(eq(quoteRevisions.quoteId, quoteId), eq(quoteRevisions.status, 'sent')));
  return row ?? null;
}

export async function revisionById(db: Db, id: number): Promise<RevisionRow | null> {
  const [row] = await db.select().from(quoteRevisions).where(eq(quoteRevisions.id, id));
  return row ?? null;
}

/** An option of the revision with its lines in order, or null when it is not one of the revision's. */
export async function optionOf(db: Db, revisionId: number, optionId: number) {
  const [option] = await db
    .select()
    .from(quoteOptions)
    .where(and(eq(quoteOptions.id, optionId), eq(quoteOptions.revisionId, revisionId)));
  if (!option) return null;
  const lines = await db
    .select()
    .from(quoteLines)
    .where(eq(quoteLines.optionId, option.id))
    .orderBy(asc(quoteLines.position));
  return { ...option, lines };
}

/** The start time entry of the company's calendar at a weekday and time ('HH:MM:SS'), active or not. */
export async function scheduleEntryAt(db: Db, companyId: number, dayOfWeek: number, startTime: string) {
  const [row] = await db
    .select({ id: companySchedules.id })
    .from(companySchedules)
    .where(
      and(
        eq(companySchedules.companyId, companyId),
        eq(companySchedules.dayOfWeek, dayOfWeek),
        eq(companySchedules.startTime, startTime),
      ),
    );
  return row?.id ?? null;
}

/** Approving again while a deposit is unpaid abandons the approvals waiting for theirs: answers their ids. */
export async function abandonAwaiting(tx: Tx, quoteId: number): Promise<number[]> {
  const rows = await tx
    .update(quoteApprovals)
    .set({ status: 'abandoned' })
    .where(and(eq(quoteApprovals.quoteId, quoteId), eq(quoteApprovals.status, 'awaiting_deposit')))
    .returning({ id: quoteApprovals.id });
  return rows.map((r) => r.id);
}

export async function insertApproval(tx: Tx, values: typeof quoteApprovals.$inferInsert): Promise<ApprovalRow> {
  const [row] = await tx.insert(quoteApprovals).values(values).returning();
  if (!row) throw new Error('the approval was not written');
  return row;
}

export async function approvalById(db: Db, id: number): Promise<ApprovalRow | null> {
  const [row] = await db.select().from(quoteApprovals).where(eq(quoteApprovals.id, id));
  return row ?? null;
}

/** The approval, locked for its finishing (the deposit's validation and the webhook come one after the other). */
export async function lockedApproval(tx: Tx, id: number): Promise<ApprovalRow | null> {
  const [row] = await tx.select().from(quoteApprovals).where(eq(quoteApprovals.id, id)).for('update');
  return row ?? null;
}

/** The approval waiting for its deposit becomes approved, and its quote with it. */
export async function markApproved(tx: Tx, approval: Pick<ApprovalRow, 'id' | 'quoteId'>, now: Date): Promise<void> {
  await tx
    .update(quoteApprovals)
    .set({ status: 'approved', approvedAt: now })
    .where(eq(quoteApprovals.id, approval.id));
  await tx
    .update(quotes)
    .set({ status: 'approved', answeredAt: now, updatedAt: now })
    .where(eq(quotes.id, approval.quoteId));
}

/** The ticket locked for the approval's writes. */
export async function lockedTicket(tx: Tx, ticketId: number) {
  const [row] = await tx.select().from(tickets).where(eq(tickets.id, ticketId)).for('update');
  return row ?? null;
}

/**
 * The approved option becomes the ticket's job: its price, fee and total grow by the approval's, its time is the
 * option's, it is confirmed (a request was already), and a service line per line approved.
 */
export async function addJobToTicket(
  tx: Tx,
  ticketId: number,
  job: {
    priceCents: number;
    feeCents: number;
    totalCents: number;
    durationMinutes: number;
    lines: { displayName: string; priceCents: number; quantity: number }[];
    now: Date;
  },
) {
  const [row] = await tx
    .update(tickets)
    .set({
      priceCents: sql`${tickets.priceCents} + ${job.priceCents}`,
      feeCents: sql`${tickets.feeCents} + ${job.feeCents}`,
      totalCents: sql`${tickets.totalCents} + ${job.totalCents}`,
      durationMinutes: job.durationMinutes,
      serviceDurationMinutes: job.durationMinutes,
      holdExpiresAt: null,
      confirmedAt: sql`coalesce(${tickets.confirmedAt}, ${job.now.toISOString()}::timestamptz)`,
      updatedAt: job.now,
    })
    .where(eq(tickets.id, ticketId))
    .returning();
  if (!row) throw new Error(`no ticket ${ticketId}`);
  if (job.lines.length > 0) await tx.insert(ticketServices).values(job.lines.map((line) => ({ ticketId, ...line })));
  return row;
}

/** The quote's approval every side reads: the approved one, else the latest not abandoned; null when none. */
export async function shownApprovalOf(db: Db, quoteId: number): Promise<ApprovalRow | null> {
  const [row] = await db
    .select()
    .from(quoteApprovals)
    .where(and(eq(quoteApprovals.quoteId, quoteId), ne(quoteApprovals.status, 'abandoned')))
    .orderBy(sql`${quoteApprovals.status} = 'approved' desc`, desc(quoteApprovals.id))
    .limit(1);
  return row ?? null;
}

/** What an approval's answer names besides its row: the revision's number, the option's title, the add-ons. */
export async function approvalNames(db: Db, approval: Pick<ApprovalRow, 'revisionId' | 'optionId' | 'addOnLineIds'>) {
  const [names] = await db
    .select({ revision: quoteRevisions.revision, optionTitle: quoteOptions.title })
    .from(quoteOptions)
    .innerJoin(quoteRevisions, eq(quoteRevisions.id, quoteOptions.revisionId))
    .where(and(eq(quoteOptions.id, approval.optionId), eq(quoteRevisions.id, approval.revisionId)));
  const addOns =
    approval.addOnLineIds.length === 0
      ? []
      : await db
          .select({ id: quoteLines.id, description: quoteLines.description })
          .from(quoteLines)
          .where(inArray(quoteLines.id, approval.addOnLineIds))
          .orderBy(asc(quoteLines.position));
  return { revision: names?.revision ?? 0, optionTitle: names?.optionTitle ?? '', addOns };
}

/** The ticket's quotes approved, oldest first (the console's ticket shows each approval). */
export async function approvedQuoteIdsOfTicket(db: Db, ticketId: number): Promise<number[]> {
  const rows = await db
    .select({ id: quotes.id })
    .from(quotes)
    .where(and(eq(quotes.ticketId, ticketId), eq(quotes.status, 'approved')))
    .orderBy(asc(quotes.id));
  return rows.map((r) => r.id);
}
