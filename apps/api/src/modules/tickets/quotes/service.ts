/**
 * Quotes (decision 0039, slice 1): the company writes a draft on its ticket, replaces it, sends it (checked, the fee
 * frozen, the live revision superseded, the customer told) and reads its quotes; the customer reads the live revision
 * (marked viewed at the first read) and declines it (the company told). None of it changes the ticket's status: each
 * step is a history note. Approval is `approval.ts` (slice 2).
 */
import {
  type CompanyQuote,
  type CompanyQuoteListItem,
  type CustomerQuote,
  type Locale,
  QUOTE_LIMITS,
  type QuoteBody,
  type QuoteDepositTerms,
  type QuoteOptionAnswer,
  type QuoteRevisionAnswer,
  type QuoteStatus,
  quoteLineCents,
  quoteTotals,
  toCents,
  valleyToday,
} from '@upkeep/contract';
import type { Database, Tx } from '../../../db/client.ts';
import { serviceNameIn } from '../../../i18n/service-names.ts';
import { SPEC_WORDS } from '../../../i18n/spec-words.ts';
import type { Words } from '../../../i18n/words.ts';
import type { ServiceDeps } from '../../../lib/deps.ts';
import { AppError, conflict, type FieldProblem, notFound } from '../../../lib/errors.ts';
import { dollars, money } from '../../../lib/format.ts';
import type { CompanyCaller, Principal } from '../../../plugins/auth.ts';
import { companyServiceOf } from '../../companies/catalog/service.ts';
import { notifyCompany } from '../../messages/notifications/company-notice.ts';
import { tellCustomer } from '../../messages/notifications/customer-notice.ts';
import { ticketFeeCents } from '../../operations/settings/settings.ts';
import { ownedTicket, type TicketRow } from '../lifecycle/ownership.ts';
import { actorOf, noteOnTicket, statusOf } from '../lifecycle/service.ts';
import { TicketStatusId, UserTypeId } from '../lifecycle/statuses.ts';
import { cancellationPolicyAnswer } from '../money/service.ts';
import { jobOf } from '../tickets/company.ts';
import { quoteDeclinedNotice, quoteSentNotice } from './notices.ts';
import * as q from './queries.ts';

export const QUOTE_NOT_FOUND: Words = /*i18n*/ { id: 'quote.notFound', message: 'Quote not found' };
export const QUOTE_TICKET_NOT_OPEN: Words = /*i18n*/ {
  id: 'quote.ticketNotOpen',
  message: 'A quote is written on an estimate request, a scheduled job or a job in progress only.',
};
export const QUOTE_ALREADY_OPEN: Words = /*i18n*/ {
  id: 'quote.alreadyOpen',
  message: 'This ticket already has an open quote: change it or wait for the answer.',
};
export const QUOTE_APPROVED: Words = /*i18n*/ {
  id: 'quote.approved',
  message: 'This quote was approved: write a new quote for a change of scope.',
};
export const QUOTE_NOTHING_TO_SEND: Words = /*i18n*/ {
  id: 'quote.nothingToSend',
  message: 'This quote has no draft to send: change it first.',
};
export const QUOTE_NOT_OPEN: Words = /*i18n*/ {
  id: 'quote.notOpen',
  message: 'This quote can no longer be answered.',
};

/** The statuses a quote may be written on: a confirmed estimate request (Pending), a job Scheduled or In Progress. */
const QUOTABLE = new Set<number>([TicketStatusId.Pending, TicketStatusId.Scheduled, TicketStatusId.InProgress]);
const ANSWERABLE: readonly QuoteStatus[] = ['sent', 'viewed'];

/** Whether a quote may be written on `ticket`: an estimate request confirmed, or a Scheduled or In Progress job. */
function quotable(ticket: Pick<TicketRow, 'statusId' | 'isEstimate' | 'confirmedAt'>) {
  if (!QUOTABLE.has(ticket.statusId) || ticket.confirmedAt === null) return false;
  return ticket.statusId !== TicketStatusId.Pending || ticket.isEstimate;
}

// ---------------------------------------------------------------- the company

/** POST /company/tickets/{id}/quotes: the quote and its draft revision 1. */
export async function createQuote(deps: ServiceDeps, caller: CompanyCaller, ticketId: number, body: QuoteBody) {
  const now = deps.now();
  const quoteId = await deps.db.transaction(async (tx) => {
    const found = await jobOf(tx, caller.companyId, ticketId);
    const ticket = await q.lockTicket(tx, found.id);
    if (!ticket || !quotable(ticket)) throw conflict(QUOTE_TICKET_NOT_OPEN);
    if (await q.openQuoteOfTicket(tx, ticket.id)) throw conflict(QUOTE_ALREADY_OPEN);
    const content = await contentOf(tx, ticket.id, body);
    const quote = await q.insertQuote(tx, { ticketId: ticket.id, companyId: caller.companyId, now });
    await q.insertDraft(tx, { quoteId: quote.id, revision: 1, writtenBy: caller.companyUserId, now }, content);
    await noteOnTicket(tx, ticket, UserTypeId.Company, `Quote #${quote.id} written`, now);
    return quote.id;
  });
  return companyQuoteOf(deps.db, caller.companyId, quoteId);
}

/**
 * PUT /company/quotes/{id}: the draft replaced whole; a quote sent, viewed, declined or expired gets its next revision
 * as a draft (the customer reads the sent one until it is sent). 409 once approved.
 */
export async function updateQuote(deps: ServiceDeps, caller: CompanyCaller, quoteId: number, body: QuoteBody) {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const quote = await lockedCompanyQuote(tx, caller.companyId, quoteId);
    if (quote.status === 'approved') throw conflict(QUOTE_APPROVED);
    const content = await contentOf(tx, quote.ticketId, body);
    const draft = await q.draftRevisionOf(tx, quote.id);
    if (draft) {
      await q.replaceDraft(tx, draft.id, caller.companyUserId, content);
    } else {
      const latest = (await q.revisionsOf(tx, quote.id))[0];
      const revision = (latest?.revision ?? 0) + 1;
      await q.insertDraft(tx, { quoteId: quote.id, revision, writtenBy: caller.companyUserId, now }, content);
      const ticket = await q.lockTicket(tx, quote.ticketId);
      if (ticket)
        await noteOnTicket(tx, ticket, UserTypeId.Company, `Quote #${quote.id} revision ${revision} written`, now);
    }
    await q.setQuote(tx, quote.id, { updatedAt: now });
  });
  return companyQuoteOf(deps.db, caller.companyId, quoteId);
}

/**
 * POST /company/quotes/{id}/send: the draft checked, its fee frozen (UpKeep's flat fee on an estimate's ticket whose
 * fee is 0, else 0), the live revision superseded, the quote `sent` (read again, answered again), the customer told.
 */
export async function sendQuote(deps: ServiceDeps, caller: CompanyCaller, quoteId: number) {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const quote = await lockedCompanyQuote(tx, caller.companyId, quoteId);
    if (quote.status === 'approved') throw conflict(QUOTE_APPROVED);
    const draft = await q.draftRevisionOf(tx, quote.id);
    if (!draft) throw conflict(QUOTE_NOTHING_TO_SEND);
    const ticket = await q.lockTicket(tx, quote.ticketId);
    if (!ticket || !quotable(ticket)) throw conflict(QUOTE_TICKET_NOT_OPEN);
    // A declined or expired quote sent again is open again: only while the ticket has no other open quote.
    const open = await q.openQuoteOfTicket(tx, ticket.id);
    if (open && open.id !== quote.id) throw conflict(QUOTE_ALREADY_OPEN);
    const feeCents = await feeToFreeze(tx, ticket);
    const { options, lines } = await q.optionsOf(tx, [draft.id]);
    const problems = sendingProblems(draft, options, lines, feeCents, valleyToday(now));
    if (problems.length > 0) throw new AppError(400, null, problems);
    const sent = await q.sendDraft(tx, quote.id, draft.id, feeCents, now);
    await q.setQuote(tx, quote.id, {
      status: 'sent',
      sentAt: now,
      viewedAt: null,
      answeredAt: null,
      declineReason: null,
      remindedUnansweredAt: null,
      remindedExpiryAt: null,
      updatedAt: now,
    });
    await noteOnTicket(tx, ticket, UserTypeId.Company, `Quote #${quote.id} revision ${sent.revision} sent`, now);
    const info = await companyServiceOf(tx, ticket);
    const notice = { id: quote.id, revision: sent.revision, companyName: info.companyName, expiresOn: sent.expiresOn };
    await tellCustomer(deps, tx, ticket, info, (locale) => quoteSentNotice(notice, locale), now);
  });
  deps.outbox.kick();
  return companyQuoteOf(deps.db, caller.companyId, quoteId);
}

/** GET /company/quotes?status=: newest first, each with its latest revision's range of option totals. */
export async function companyQuotes(
  db: Database,
  companyId: number,
  query: { status?: QuoteStatus | undefined; PageNumber: number; _pageSize: number },
) {
  const offset = (query.PageNumber - 1) * query._pageSize;
  const rows = await q.companyQuotePage(db, companyId, query.status, query._pageSize, offset);
  let totalCount = rows[0] ? Number(rows[0].total_count) : 0;
  if (!rows[0] && offset > 0) totalCount = await q.companyQuoteCount(db, companyId, query.status);
  const { options, lines } = await q.optionsOf(
    db,
    rows.map((r) => r.revision_id),
  );
  const flatFee = rows.some((r) => r.revision_status === 'draft') ? await ticketFeeCents(db) : 0;
  const data: CompanyQuoteListItem[] = rows.map((r) => {
    const feeCents = r.revision_status === 'draft' ? (r.ticket_fee_cents === 0 ? flatFee : 0) : r.fee_cents;
    const totals = options
      .filter((o) => o.revisionId === r.revision_id)
      .map((o) => quoteTotals(figuresOf(lines, o.id), [], feeCents, { kind: 'none' }).totalCents);
    return {
      id: r.id,
      ticketId: r.ticket_id,
      customerName: r.customer_name,
      serviceName: r.service_name,
      status: r.status,
      revision: r.revision,
      totalFrom: dollars(totals.length ? Math.min(...totals) : 0),
      totalTo: dollars(totals.length ? Math.max(...totals) : 0),
      sentAt: iso(r.sent_at),
      viewedAt: iso(r.viewed_at),
      expiresOn: r.expires_on,
      createdAt: new Date(r.created_at).toISOString(),
    };
  });
  return {
    data,
    pages: {
      pageNumber: query.PageNumber,
      pageSize: query._pageSize,
      totalCount,
      totalPages: Math.ceil(totalCount / query._pageSize),
    },
  };
}

/** GET /company/quotes/{id}: the quote, every revision latest first, the approval; 404 for another company's. */
export async function companyQuoteOf(db: Database | Tx, companyId: number, quoteId: number): Promise<CompanyQuote> {
  const quote = await q.companyQuoteRow(db, companyId, quoteId);
  if (!quote) throw notFound(QUOTE_NOT_FOUND);
  const ticket = await jobOf(db, companyId, quote.ticketId);
  const info = await companyServiceOf(db, ticket);
  const status = await statusOf(db, ticket.statusId);
  const revisions = await q.revisionsOf(db, quote.id);
  const draftFee = await feeToFreeze(db, ticket);
  // Latest first: the draft being written, if any, is the highest revision.
  const answers = await revisionAnswers(db, revisions, draftFee);
  return {
    id: quote.id,
    ticketId: quote.ticketId,
    status: quote.status,
    customerName: ticket.name,
    serviceName: info.serviceName,
    ticketStatus: status?.status ?? '',
    liveRevision: revisions.find((r) => r.status === 'sent')?.revision ?? null,
    draftRevision: revisions.find((r) => r.status === 'draft')?.revision ?? null,
    sentAt: iso(quote.sentAt),
    viewedAt: iso(quote.viewedAt),
    answeredAt: iso(quote.answeredAt),
    declineReason: quote.declineReason,
    createdAt: quote.createdAt.toISOString(),
    updatedAt: quote.updatedAt.toISOString(),
    revisions: answers,
    approval: await approvalAnswer(db, quote.id),
  };
}

async function lockedCompanyQuote(tx: Tx, companyId: number, quoteId: number) {
  const quote = await q.lockQuote(tx, quoteId);
  if (!quote || quote.companyId !== companyId) throw notFound(QUOTE_NOT_FOUND);
  // The ticket must still be the company's to read (a hold never is).
  await jobOf(tx, companyId, quote.ticketId);
  return quote;
}

// ---------------------------------------------------------------- the customer

/**
 * GET /customer/quotes/{id}: the live revision; the owner's first read marks it viewed (a history note, nobody told).
 * A stranger, a quote never sent, or none: the ticket's 401 'Access denied'.
 */
export async function customerQuoteOf(
  deps: Pick<ServiceDeps, 'db' | 'now'>,
  principal: Principal | null,
  quoteId: number,
  locale: Locale,
): Promise<CustomerQuote> {
  const { quote, ticket, live } = await ownedLiveQuote(deps.db, principal, quoteId);
  if (quote.status === 'sent' && quote.viewedAt === null && principal) {
    const now = deps.now();
    await deps.db.transaction(async (tx) => {
      const viewed = await q.markViewed(tx, quote.id, now);
      if (viewed) {
        await noteOnTicket(tx, ticket, actorOf(principal), `Quote #${quote.id} revision ${live.revision} viewed`, now);
      }
    });
  }
  return customerQuoteAnswer(deps.db, quote.id, ticket, locale);
}

/** POST /customer/quotes/{id}/decline: declined with the customer's reason; the company told. */
export async function declineQuote(
  deps: ServiceDeps,
  principal: Principal | null,
  quoteId: number,
  reason: string,
  locale: Locale,
): Promise<CustomerQuote> {
  const now = deps.now();
  const ticket = await deps.db.transaction(async (tx) => {
    const quote = await q.lockQuote(tx, quoteId);
    if (!quote) throw new AppError(401, SPEC_WORDS.accessDeniedTicket);
    const owned = await ownedTicket(tx, quote.ticketId, principal);
    const live = await q.liveRevisionOf(tx, quote.id);
    if (!live) throw new AppError(401, SPEC_WORDS.accessDeniedTicket);
    if (!ANSWERABLE.includes(quote.status)) throw conflict(QUOTE_NOT_OPEN);
    await q.setQuote(tx, quote.id, { status: 'declined', answeredAt: now, declineReason: reason, updatedAt: now });
    await noteOnTicket(
      tx,
      owned,
      principal ? actorOf(principal) : UserTypeId.Customer,
      `Quote #${quote.id} revision ${live.revision} declined: ${reason}`,
      now,
    );
    await notifyCompany(deps, tx, owned, (l) => quoteDeclinedNotice(owned.id, reason, l), now);
    return owned;
  });
  deps.outbox.kick();
  return customerQuoteAnswer(deps.db, quoteId, ticket, locale);
}

async function ownedLiveQuote(db: Database | Tx, principal: Principal | null, quoteId: number) {
  const quote = await q.quoteById(db, quoteId);
  // The same answer whether the quote is someone else's, never sent, or none: quote numbers cannot be probed.
  if (!quote || !principal) throw new AppError(401, SPEC_WORDS.accessDeniedTicket);
  const ticket = await ownedTicket(db, quote.ticketId, principal);
  const live = await q.liveRevisionOf(db, quote.id);
  if (!live) throw new AppError(401, SPEC_WORDS.accessDeniedTicket);
  return { quote, ticket, live };
}

/** The customer's answer of a quote on `ticket` (owned: the caller checked it): its live revision, approval and all. */
export async function customerQuoteAnswer(db: Database, quoteId: number, ticket: TicketRow, locale: Locale) {
  const quote = await q.quoteById(db, quoteId);
  const live = await q.liveRevisionOf(db, quoteId);
  if (!quote || !live) throw new AppError(401, SPEC_WORDS.accessDeniedTicket);
  const [revision] = await revisionAnswers(db, [live], live.feeCents);
  if (!revision) throw new Error(`quote ${quoteId} has no live revision`);
  const info = await companyServiceOf(db, ticket);
  return {
    id: quote.id,
    ticketId: quote.ticketId,
    status: quote.status,
    revision: revision.revision,
    sentAt: (live.sentAt ?? quote.sentAt ?? live.createdAt).toISOString(),
    viewedAt: iso(quote.viewedAt),
    answeredAt: iso(quote.answeredAt),
    expiresOn: revision.expiresOn,
    terms: revision.terms,
    deposit: revision.deposit,
    proposedAt: revision.proposedAt,
    options: revision.options,
    photoIds: revision.photoIds,
    company: { name: info.companyName },
    serviceName: serviceNameIn(info, locale),
    cancellationPolicy: await cancellationPolicyAnswer(db),
    approval: await approvalAnswer(db, quote.id),
    declineReason: quote.declineReason,
  } satisfies CustomerQuote;
}

// ---------------------------------------------------------------- shared

/** UpKeep's fee a revision sent now freezes: the flat fee once per ticket (an estimate's, whose fee is 0), else 0. */
async function feeToFreeze(db: Database | Tx, ticket: Pick<TicketRow, 'feeCents'>) {
  return ticket.feeCents === 0 ? ticketFeeCents(db) : 0;
}

/** The body as rows in cents; photos must be the ticket's, price-list values must exist (else 400 naming them). */
async function contentOf(tx: Tx, ticketId: number, body: QuoteBody): Promise<q.RevisionContent> {
  const problems: FieldProblem[] = [];
  const photos = new Set(await q.ticketPhotoIds(tx, ticketId, body.photoIds));
  body.photoIds.forEach((id, i) => {
    if (!photos.has(id)) problems.push({ field: `photoIds.${i}`, message: NOT_THE_TICKETS_PHOTO });
  });
  const valueIds = body.options.flatMap((o) => o.lines.flatMap((l) => (l.featureValueId ? [l.featureValueId] : [])));
  const known = new Set(await q.knownFeatureValueIds(tx, valueIds));
  body.options.forEach((option, o) => {
    option.lines.forEach((line, l) => {
      if (line.featureValueId && !known.has(line.featureValueId)) {
        problems.push({ field: `options.${o}.lines.${l}.featureValueId`, message: 'is not a known id' });
      }
    });
  });
  if (problems.length > 0) throw new AppError(400, null, problems);
  const deposit = body.deposit;
  return {
    terms: body.terms,
    expiresOn: body.expiresOn,
    depositKind: deposit.kind,
    depositPercent: deposit.kind === 'percent' ? (deposit.percent ?? null) : null,
    depositCents: deposit.kind === 'amount' && deposit.amount !== undefined ? toCents(deposit.amount) : null,
    proposedAt: body.proposedAt ? new Date(body.proposedAt) : null,
    options: body.options.map((option) => ({
      title: option.title,
      durationMinutes: option.durationMinutes,
      lines: option.lines.map((line) => ({
        description: line.description,
        quantity: line.quantity,
        unitPriceCents: toCents(line.unitPrice),
        featureValueId: line.featureValueId ?? null,
        addOn: line.addOn,
      })),
    })),
    photoIds: body.photoIds,
  };
}

const NOT_THE_TICKETS_PHOTO: Words = /*i18n*/ { id: 'quote.photoNotTickets', message: 'is not a photo of this job' };
const AFTER_TODAY: Words = /*i18n*/ { id: 'quote.expiresAfterToday', message: 'must be after today' };
const NEEDS_A_LINE: Words = /*i18n*/ {
  id: 'quote.optionNeedsLine',
  message: 'must have at least one line that is not an add-on',
};
const DEPOSIT_OVER_TOTAL: Words = /*i18n*/ {
  id: 'quote.depositOverTotal',
  message: 'must not be more than the total of option {position} ({total})',
};

/** What keeps a draft from being sent, each naming its field. */
function sendingProblems(
  draft: q.RevisionRow,
  options: q.OptionRow[],
  lines: q.LineRow[],
  feeCents: number,
  today: string,
): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if (options.length === 0 || options.length > QUOTE_LIMITS.options) {
    problems.push({ field: 'options', message: `must have 1 to ${QUOTE_LIMITS.options} options` });
  }
  if (draft.expiresOn <= today) problems.push({ field: 'expiresOn', message: AFTER_TODAY });
  options.forEach((option, i) => {
    const own = lines.filter((l) => l.optionId === option.id);
    if (!own.some((l) => !l.addOn)) problems.push({ field: `options.${i}.lines`, message: NEEDS_A_LINE });
    if (draft.depositKind === 'amount' && draft.depositCents !== null) {
      const total = quoteTotals(figuresOf(lines, option.id), [], feeCents, { kind: 'none' }).totalCents;
      if (draft.depositCents > total) {
        problems.push({
          field: 'deposit.amount',
          message: { ...DEPOSIT_OVER_TOTAL, values: { position: i + 1, total: money(total) } },
        });
      }
    }
  });
  return problems;
}

function depositTermsOf(revision: q.RevisionRow): QuoteDepositTerms {
  if (revision.depositKind === 'percent' && revision.depositPercent !== null) {
    return { kind: 'percent', percent: Number(revision.depositPercent) };
  }
  if (revision.depositKind === 'amount' && revision.depositCents !== null) {
    return { kind: 'amount', amountCents: revision.depositCents };
  }
  return { kind: 'none' };
}

const figuresOf = (lines: q.LineRow[], optionId: number) =>
  lines
    .filter((l) => l.optionId === optionId)
    .map((l) => ({ id: l.id, quantity: l.quantity, unitPriceCents: l.unitPriceCents, addOn: l.addOn }));

/** Revisions as answered; a draft's figures with the fee sending it would freeze (`draftFee`). */
async function revisionAnswers(
  db: Database | Tx,
  revisions: q.RevisionRow[],
  draftFee: number,
): Promise<QuoteRevisionAnswer[]> {
  const ids = revisions.map((r) => r.id);
  const { options, lines } = await q.optionsOf(db, ids);
  const photos = await q.photosOf(db, ids);
  return revisions.map((revision) => {
    const feeCents = revision.status === 'draft' ? draftFee : revision.feeCents;
    const deposit = depositTermsOf(revision);
    const optionAnswers: QuoteOptionAnswer[] = options
      .filter((o) => o.revisionId === revision.id)
      .map((option) => {
        const own = lines.filter((l) => l.optionId === option.id);
        const totals = quoteTotals(figuresOf(lines, option.id), [], feeCents, deposit);
        const line = (l: q.LineRow) => ({
          id: l.id,
          position: l.position,
          description: l.description,
          quantity: l.quantity,
          unitPrice: dollars(l.unitPriceCents),
          lineTotal: dollars(quoteLineCents(l)),
          featureValueId: l.featureValueId,
        });
        return {
          id: option.id,
          position: option.position,
          title: option.title,
          durationMinutes: option.durationMinutes,
          lines: own.filter((l) => !l.addOn).map(line),
          addOns: own.filter((l) => l.addOn).map(line),
          totals: {
            services: dollars(totals.servicesCents),
            fee: dollars(totals.feeCents),
            total: dollars(totals.totalCents),
            deposit: dollars(totals.depositCents),
          },
        };
      });
    return {
      id: revision.id,
      revision: revision.revision,
      status: revision.status,
      terms: revision.terms === '' ? null : revision.terms,
      expiresOn: revision.expiresOn,
      deposit: {
        kind: revision.depositKind,
        percent: deposit.kind === 'percent' ? deposit.percent : null,
        amount: deposit.kind === 'amount' ? dollars(deposit.amountCents) : null,
      },
      fee: dollars(feeCents),
      proposedAt: iso(revision.proposedAt),
      options: optionAnswers,
      photoIds: photos.filter((p) => p.revisionId === revision.id).map((p) => p.jobPhotoId),
      createdAt: revision.createdAt.toISOString(),
      sentAt: iso(revision.sentAt),
    };
  });
}

async function approvalAnswer(db: Database | Tx, quoteId: number) {
  const found = await q.approvalOf(db, quoteId);
  if (!found) return null;
  const { approval, revision } = found;
  return {
    id: approval.id,
    status: approval.status,
    revision,
    optionId: approval.optionId,
    addOnIds: approval.addOnLineIds,
    signedName: approval.signedName,
    signedAs: approval.signedAs === UserTypeId.Guest ? 'guest' : 'customer',
    clientAddress: approval.clientAddress,
    scheduledAt: approval.scheduledAt.toISOString(),
    total: dollars(approval.totalCents),
    deposit: dollars(approval.depositCents),
    createdAt: approval.createdAt.toISOString(),
    approvedAt: iso(approval.approvedAt),
  };
}

const iso = (at: Date | string | null) => (at === null ? null : new Date(at).toISOString());
