/**
 * What quotes read and write (decision 0039): the quote, its revisions (a draft being written, the one sent, the ones
 * superseded), their options, lines and photos, the approval the customer signed (slice 2 writes it), and the sweep's
 * claims. A sent revision is never updated: only its status moves to `superseded` when the next is sent.
 */
import { and, asc, desc, eq, inArray, isNull, lt, lte, notInArray, sql } from 'drizzle-orm';
import { type Database, queryRows, type Tx } from '../../../db/client.ts';
import {
  featureValues,
  jobPhotos,
  quoteApprovals,
  quoteLines,
  quoteOptions,
  quotePhotos,
  quoteRevisions,
  quotes,
  ticketStatuses,
  tickets,
} from '../../../db/schema.ts';

type Db = Database | Tx;

export type QuoteRow = typeof quotes.$inferSelect;
export type RevisionRow = typeof quoteRevisions.$inferSelect;
export type OptionRow = typeof quoteOptions.$inferSelect;
export type LineRow = typeof quoteLines.$inferSelect;
export type ApprovalRow = typeof quoteApprovals.$inferSelect;

/** A revision's content as the service writes it (cents). */
export interface RevisionContent {
  terms: string;
  expiresOn: string;
  depositKind: 'none' | 'percent' | 'amount';
  depositPercent: number | null;
  depositCents: number | null;
  proposedAt: Date | null;
  options: {
    title: string;
    durationMinutes: number;
    lines: {
      description: string;
      quantity: number;
      unitPriceCents: number;
      featureValueId: number | null;
      addOn: boolean;
    }[];
  }[];
  photoIds: number[];
}

/** The ticket's row, locked: two quotes written at once on one ticket wait for each other. */
export async function lockTicket(tx: Tx, ticketId: number) {
  const [row] = await tx.select().from(tickets).where(eq(tickets.id, ticketId)).for('update');
  return row ?? null;
}

export async function openQuoteOfTicket(db: Db, ticketId: number) {
  const [row] = await db
    .select({ id: quotes.id })
    .from(quotes)
    .where(and(eq(quotes.ticketId, ticketId), inArray(quotes.status, ['draft', 'sent', 'viewed'])));
  return row ?? null;
}

/** The job photos of `ticketId` among `ids` (the others are another ticket's or none). */
export async function ticketPhotoIds(db: Db, ticketId: number, ids: readonly number[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: jobPhotos.id })
    .from(jobPhotos)
    .where(and(eq(jobPhotos.ticketId, ticketId), inArray(jobPhotos.id, [...ids])));
  return rows.map((r) => r.id);
}

/** The price-list values among `ids` that exist. */
export async function knownFeatureValueIds(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: featureValues.id })
    .from(featureValues)
    .where(inArray(featureValues.id, [...new Set(ids)]));
  return rows.map((r) => r.id);
}

export async function insertQuote(tx: Tx, quote: { ticketId: number; companyId: number; now: Date }) {
  const [row] = await tx
    .insert(quotes)
    .values({ ticketId: quote.ticketId, companyId: quote.companyId, createdAt: quote.now, updatedAt: quote.now })
    .returning();
  if (!row) throw new Error('the quote was not created');
  return row;
}

/** A draft revision of `quoteId` numbered `revision`, with its options, lines and photos. */
export async function insertDraft(
  tx: Tx,
  draft: { quoteId: number; revision: number; writtenBy: number | null; now: Date },
  content: RevisionContent,
) {
  const [row] = await tx
    .insert(quoteRevisions)
    .values({
      quoteId: draft.quoteId,
      revision: draft.revision,
      status: 'draft',
      writtenBy: draft.writtenBy,
      createdAt: draft.now,
      ...revisionFields(content),
    })
    .returning();
  if (!row) throw new Error('the revision was not created');
  await insertContent(tx, row.id, content);
  return row;
}

/** Replaces a draft's content whole (its options, lines and photos written again). */
export async function replaceDraft(tx: Tx, revisionId: number, writtenBy: number | null, content: RevisionContent) {
  await tx
    .update(quoteRevisions)
    .set({ ...revisionFields(content), writtenBy })
    .where(and(eq(quoteRevisions.id, revisionId), eq(quoteRevisions.status, 'draft')));
  await tx.delete(quoteOptions).where(eq(quoteOptions.revisionId, revisionId));
  await tx.delete(quotePhotos).where(eq(quotePhotos.revisionId, revisionId));
  await insertContent(tx, revisionId, content);
}

function revisionFields(content: RevisionContent) {
  return {
    terms: content.terms,
    expiresOn: content.expiresOn,
    depositKind: content.depositKind,
    depositPercent: content.depositPercent,
    depositCents: content.depositCents,
    proposedAt: content.proposedAt,
  };
}

async function insertContent(tx: Tx, revisionId: number, content: RevisionContent) {
  for (const [index, option] of content.options.entries()) {
    const [row] = await tx
      .insert(quoteOptions)
      .values({ revisionId, position: index + 1, title: option.title, durationMinutes: option.durationMinutes })
      .returning({ id: quoteOptions.id });
    if (!row) throw new Error('the option was not created');
    if (option.lines.length === 0) continue;
    await tx.insert(quoteLines).values(
      option.lines.map((line, position) => ({
        optionId: row.id,
        position: position + 1,
        addOn: line.addOn,
        description: line.description,
        quantity: line.quantity,
        unitPriceCents: line.unitPriceCents,
        featureValueId: line.featureValueId,
      })),
    );
  }
  if (content.photoIds.length > 0) {
    await tx.insert(quotePhotos).values(content.photoIds.map((jobPhotoId) => ({ revisionId, jobPhotoId })));
  }
}

export async function quoteById(db: Db, quoteId: number) {
  const [row] = await db.select().from(quotes).where(eq(quotes.id, quoteId));
  return row ?? null;
}

/** The quote locked for a change (its status and revisions move together). */
export async function lockQuote(tx: Tx, quoteId: number) {
  const [row] = await tx.select().from(quotes).where(eq(quotes.id, quoteId)).for('update');
  return row ?? null;
}

/** A company's quote (null when it is another company's or none). */
export async function companyQuoteRow(db: Db, companyId: number, quoteId: number) {
  const [row] = await db
    .select()
    .from(quotes)
    .where(and(eq(quotes.id, quoteId), eq(quotes.companyId, companyId)));
  return row ?? null;
}

export async function setQuote(
  tx: Tx,
  quoteId: number,
  fields: Partial<
    Pick<
      QuoteRow,
      'status' | 'sentAt' | 'viewedAt' | 'answeredAt' | 'declineReason' | 'remindedUnansweredAt' | 'remindedExpiryAt'
    >
  > & { updatedAt: Date },
) {
  const [row] = await tx.update(quotes).set(fields).where(eq(quotes.id, quoteId)).returning();
  if (!row) throw new Error(`no quote ${quoteId}`);
  return row;
}

/** Marks the quote viewed at the owner's first read of it sent; null when it was read before (or is not sent). */
export async function markViewed(tx: Tx, quoteId: number, now: Date) {
  const [row] = await tx
    .update(quotes)
    .set({ status: 'viewed', viewedAt: now, updatedAt: now })
    .where(and(eq(quotes.id, quoteId), eq(quotes.status, 'sent'), isNull(quotes.viewedAt)))
    .returning();
  return row ?? null;
}

/** Every revision of a quote, the latest first. */
export async function revisionsOf(db: Db, quoteId: number) {
  return db
    .select()
    .from(quoteRevisions)
    .where(eq(quoteRevisions.quoteId, quoteId))
    .orderBy(desc(quoteRevisions.revision));
}

/** The revision sent that the customer reads, or null. */
export async function liveRevisionOf(db: Db, quoteId: number) {
  const [row] = await db
    .select()
    .from(quoteRevisions)
    .where(and(eq(quoteRevisions.quoteId, quoteId), eq(quoteRevisions.status, 'sent')));
  return row ?? null;
}

export async function draftRevisionOf(db: Db, quoteId: number) {
  const [row] = await db
    .select()
    .from(quoteRevisions)
    .where(and(eq(quoteRevisions.quoteId, quoteId), eq(quoteRevisions.status, 'draft')));
  return row ?? null;
}

/** The live revision superseded, the draft sent with its fee frozen: one sending. */
export async function sendDraft(tx: Tx, quoteId: number, draftId: number, feeCents: number, now: Date) {
  await tx
    .update(quoteRevisions)
    .set({ status: 'superseded' })
    .where(and(eq(quoteRevisions.quoteId, quoteId), eq(quoteRevisions.status, 'sent')));
  const [row] = await tx
    .update(quoteRevisions)
    .set({ status: 'sent', feeCents, sentAt: now })
    .where(and(eq(quoteRevisions.id, draftId), eq(quoteRevisions.status, 'draft')))
    .returning();
  if (!row) throw new Error(`the revision ${draftId} is no draft`);
  return row;
}

/** The options of revisions, in order, and their lines in order. */
export async function optionsOf(db: Db, revisionIds: readonly number[]) {
  if (revisionIds.length === 0) return { options: [] as OptionRow[], lines: [] as LineRow[] };
  const options = await db
    .select()
    .from(quoteOptions)
    .where(inArray(quoteOptions.revisionId, [...revisionIds]))
    .orderBy(asc(quoteOptions.revisionId), asc(quoteOptions.position));
  const optionIds = options.map((o) => o.id);
  const lines =
    optionIds.length === 0
      ? []
      : await db
          .select()
          .from(quoteLines)
          .where(inArray(quoteLines.optionId, optionIds))
          .orderBy(asc(quoteLines.optionId), asc(quoteLines.position));
  return { options, lines };
}

export async function photosOf(db: Db, revisionIds: readonly number[]) {
  if (revisionIds.length === 0) return [];
  return db
    .select()
    .from(quotePhotos)
    .where(inArray(quotePhotos.revisionId, [...revisionIds]))
    .orderBy(asc(quotePhotos.jobPhotoId));
}

/** The quote's approval that counts: the approved one, else the latest awaiting its deposit; null when none. */
export async function approvalOf(db: Db, quoteId: number) {
  const [row] = await db
    .select({ approval: quoteApprovals, revision: quoteRevisions.revision })
    .from(quoteApprovals)
    .innerJoin(quoteRevisions, eq(quoteRevisions.id, quoteApprovals.revisionId))
    .where(and(eq(quoteApprovals.quoteId, quoteId), inArray(quoteApprovals.status, ['approved', 'awaiting_deposit'])))
    .orderBy(sql`${quoteApprovals.status} = 'approved' desc`, desc(quoteApprovals.id))
    .limit(1);
  return row ?? null;
}

export type CompanyQuoteListRow = {
  id: number;
  ticket_id: number;
  customer_name: string;
  service_name: string;
  status: QuoteRow['status'];
  revision_id: number;
  revision: number;
  revision_status: RevisionRow['status'];
  ticket_fee_cents: number;
  sent_at: Date | string | null;
  viewed_at: Date | string | null;
  expires_on: string;
  fee_cents: number;
  created_at: Date | string;
  total_count: string | number;
};

/** A page of a company's quotes (`status` or all), newest first, each with its latest revision. */
export async function companyQuotePage(
  db: Db,
  companyId: number,
  status: QuoteRow['status'] | undefined,
  limit: number,
  offset: number,
) {
  return queryRows<CompanyQuoteListRow>(
    db,
    sql`select q.id, q.ticket_id, t.name as customer_name, sv.name as service_name, q.status,
               r.id as revision_id, r.revision, r.status as revision_status, t.fee_cents as ticket_fee_cents, q.sent_at, q.viewed_at, r.expires_on::text as expires_on,
               r.fee_cents, q.created_at, count(*) over () as total_count
          from quotes q
          join tickets t on t.id = q.ticket_id
          join company_services cs on cs.id = t.company_service_id
          join services sv on sv.id = cs.service_id
          join lateral (select * from quote_revisions r where r.quote_id = q.id order by r.revision desc limit 1) r
            on true
         where q.company_id = ${companyId} ${status ? sql`and q.status = ${status}` : sql``}
         order by q.created_at desc, q.id desc
         limit ${limit} offset ${offset}`,
  );
}

export async function companyQuoteCount(db: Db, companyId: number, status: QuoteRow['status'] | undefined) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(quotes)
    .where(and(eq(quotes.companyId, companyId), status ? eq(quotes.status, status) : undefined));
  return row?.n ?? 0;
}

// ---------------------------------------------------------------- the sweep

/** Quotes sent whose live revision's last day is before `today` (a valley date) become expired: answers them. */
export async function expireQuotes(tx: Tx, today: string, now: Date) {
  const live = tx
    .select({ quoteId: quoteRevisions.quoteId })
    .from(quoteRevisions)
    .where(and(eq(quoteRevisions.status, 'sent'), lt(quoteRevisions.expiresOn, today)));
  return tx
    .update(quotes)
    .set({ status: 'expired', updatedAt: now })
    .where(and(inArray(quotes.status, ['sent', 'viewed']), inArray(quotes.id, live)))
    .returning();
}

/** The tickets already final (completed, cancelled…): nobody is reminded of a quote on one. */
function finalTickets(tx: Tx) {
  return tx
    .select({ id: tickets.id })
    .from(tickets)
    .innerJoin(ticketStatuses, eq(ticketStatuses.id, tickets.statusId))
    .where(eq(ticketStatuses.isFinal, true));
}

/** Claims the quotes unanswered since `sentBefore` never reminded of: answers them (each claimed once). */
export async function claimUnanswered(tx: Tx, sentBefore: Date, now: Date) {
  return tx
    .update(quotes)
    .set({ remindedUnansweredAt: now })
    .where(
      and(
        inArray(quotes.status, ['sent', 'viewed']),
        lte(quotes.sentAt, sentBefore),
        isNull(quotes.remindedUnansweredAt),
        notInArray(quotes.ticketId, finalTickets(tx)),
      ),
    )
    .returning();
}

/** Claims the quotes unanswered whose live revision's last day is `lastDay` never reminded of: answers them. */
export async function claimExpiring(tx: Tx, lastDay: string, now: Date) {
  const live = tx
    .select({ quoteId: quoteRevisions.quoteId })
    .from(quoteRevisions)
    .where(and(eq(quoteRevisions.status, 'sent'), eq(quoteRevisions.expiresOn, lastDay)));
  return tx
    .update(quotes)
    .set({ remindedExpiryAt: now })
    .where(
      and(
        inArray(quotes.status, ['sent', 'viewed']),
        inArray(quotes.id, live),
        isNull(quotes.remindedExpiryAt),
        notInArray(quotes.ticketId, finalTickets(tx)),
      ),
    )
    .returning();
}
