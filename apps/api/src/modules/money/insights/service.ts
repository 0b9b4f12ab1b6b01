/**
 * What customers say to and about a company, and what it earned: its leads (messages from the companies
 * screen), its reviews with their one public reply, and a month's statement of its earnings.
 *
 * The statement, per completed job (in cents until the answer):
 * - work paid: what the customer paid for the work. The booking payment is the ticket's price plus UpKeep's
 *   booking fee minus any discount; the fee is UpKeep's, and a discount is UpKeep's cost (UpKeep runs the
 *   promotions; the company priced the work and earns its price). So the company earns the ticket's price
 *   in the share of the booking payment the customer kept paid: a refund gives back that share of the work,
 *   a full refund leaves nothing; without a booking payment (a free estimate) nothing, its money comes as
 *   extra charges;
 * - extra charges: the extra-charge payments received, net of refunds (all the company's);
 * - commission: a negative line, the company's own rate when staff set one, else the
 *   `marketplace_commission_percent` setting (15 when unset), taken from work paid plus extra charges,
 *   rounded to the cent; net: work paid + extra charges + commission. Reschedule fees are UpKeep's and not
 *   counted.
 * One sign convention: what the company gets is positive, what is taken from it negative; every total is a
 * plain sum of its lines.
 *
 * A job counts in the valley month (America/Los_Angeles) of its moment of completion (`tickets.completed_at`,
 * written once by the lifecycle), with its figures as they stood then: nothing after it moves the job or
 * changes a past month. A refund after completion is either borne by the company, an adjustment line in the
 * month it happens (negative: the company's share of the money given back, i.e. that money's work and extra
 * charges less UpKeep's commission on them), or borne by UpKeep (goodwill: listed, 0 to the company). The
 * month's net due is the jobs' net plus the adjustments.
 *
 * A cancellation fee the policy kept (a customer's late cancellation of a confirmed booking, issue 46) is kept
 * for the company: a line of the month of the cancellation, the fee less UpKeep's commission at the company's
 * rate, as for work ("Cancellation fees kept"), transferred to it (payments/transfers.ts). A goodwill refund
 * UpKeep makes of it later is UpKeep's cost and changes nothing here.
 *
 * A tip (decision 0039) is the company's whole, no commission: a line of the month it is paid in, with the crew that
 * did the job, in the net due and transferred whole (payments/transfers.ts).
 *
 * Extra charges still waiting for the customer never count, so declining one (even after completion) changes
 * no figure and writes no adjustment. One the customer pays after completion is a line of the month it is paid
 * in (positive: what was paid less UpKeep's commission on it), never an addition to the job's own month.
 */
import {
  addDays,
  adjustmentLabel,
  cancellationFeeLabel,
  type Pages,
  tipLabel,
  valleyDateTime,
  valleyInstant,
} from '@upkeep/contract';
import type { Database, Tx } from '../../../db/client.ts';
import type { ServiceDeps } from '../../../lib/deps.ts';
import { conflict, notFound } from '../../../lib/errors.ts';
import { dollars } from '../../../lib/format.ts';
import { readSetting } from '../../operations/settings/settings.ts';
import { feeKeptForCompany } from '../../tickets/money/service.ts';
import * as q from './queries.ts';

export const REVIEW_ALREADY_REPLIED = 'This review already has a reply.';

export async function leads(db: Database, companyId: number, query: { PageNumber: number; _pageSize: number }) {
  const offset = (query.PageNumber - 1) * query._pageSize;
  const rows = await q.leadPage(db, companyId, query._pageSize, offset);
  const totalCount = rows[0]?.total ?? (offset > 0 ? await q.leadCount(db, companyId) : 0);
  const pages: Pages = {
    pageNumber: query.PageNumber,
    pageSize: query._pageSize,
    totalCount,
    totalPages: Math.ceil(totalCount / query._pageSize),
  };
  return {
    data: rows.map((r) => ({
      id: r.id,
      name: r.name,
      email: r.email,
      phoneNumber: r.phoneNumber,
      zipCode: r.zipCode,
      message: r.message,
      serviceName: r.serviceName,
      registeredDate: r.registeredDate.toISOString(),
      handled: r.handledAt !== null,
    })),
    pages,
  };
}

export async function markLead(
  deps: Pick<ServiceDeps, 'db' | 'now'>,
  companyId: number,
  leadId: number,
  handled: boolean,
) {
  const found = await q.setLeadHandled(deps.db, companyId, leadId, handled ? deps.now() : null);
  if (!found) throw notFound('Lead not found');
}

export async function reviews(db: Database, companyId: number) {
  const rows = await q.companyReviews(db, companyId);
  return rows.map((r) => ({
    id: r.id,
    ticketId: r.ticketId,
    userName: r.userName,
    serviceName: r.serviceName,
    companyScore: r.companyScore,
    companyComment: r.companyComment,
    reviewDate: r.createdAt.toISOString(),
    reply: r.reply,
  }));
}

/** The company's one public reply to a review: 409 when it already has one (also to the loser of a race). */
export async function reply(deps: Pick<ServiceDeps, 'db' | 'now'>, companyId: number, reviewId: number, text: string) {
  const outcome = await q.replyOnce(deps.db, companyId, reviewId, text.trim(), deps.now());
  if (outcome === 'missing') throw notFound('Review not found');
  if (outcome === 'already') throw conflict(REVIEW_ALREADY_REPLIED);
}

/**
 * The commission a company pays, in percent: its own rate when staff set one (the staff console), else the
 * `marketplace_commission_percent` setting. Earnings and the staff console's company list both read it here.
 */
export async function commissionPercentFor(db: Database | Tx, companyId: number): Promise<number> {
  const own = await q.companyCommissionOverride(db, companyId);
  return own ?? (await readSetting(db, 'marketplace_commission_percent'));
}

/** The instants a valley month ('2026-11') starts and ends at. */
export function valleyMonthBounds(month: string): { from: Date; to: Date } {
  const first = `${month}-01`;
  const next = addDays(first, 32).slice(0, 7);
  return { from: valleyInstant(first, '00:00'), to: valleyInstant(`${next}-01`, '00:00') };
}

/**
 * The company earns the price in the share of the booking payment the customer kept paid (see above); a ticket with an
 * approved quote (`orderCents`), in the share of its order the order's payments kept paid (decision 0039).
 */
export function workPaidCents(
  job: Pick<q.CompletedJobRow, 'priceCents' | 'bookingCents' | 'bookingRefundedCents' | 'orderCents'>,
) {
  if (job.bookingCents <= 0) return 0;
  const kept = Math.max(0, job.bookingCents - job.bookingRefundedCents);
  const whole = job.orderCents != null && job.orderCents > 0 ? Math.max(job.orderCents, kept) : job.bookingCents;
  return Math.round((job.priceCents * kept) / whole);
}

export interface EarningsJob {
  ticketId: number;
  completedAt: Date;
  serviceName: string;
  customerName: string;
  workCents: number;
  extrasCents: number;
  /** Negative: UpKeep's commission taken from work plus extras. */
  commissionCents: number;
  netCents: number;
}

export type StatementLine = q.StatementLineRow;
export type TipLine = q.TipLineRow;

/** A cancellation fee kept for the company: the fee, UpKeep's commission on it (negative) and its share. */
export interface CancellationFeeEarnings {
  ticketId: number;
  cancelledAt: Date;
  serviceName: string;
  customerName: string;
  feeCents: number;
  commissionCents: number;
  netCents: number;
}

export interface MonthEarnings {
  month: string;
  commissionPercent: number;
  jobs: EarningsJob[];
  /** The cancellation fees kept for the company in the month (by the instant of each cancellation). */
  cancellationFees: CancellationFeeEarnings[];
  adjustments: StatementLine[];
  /** The tips paid in the month (decision 0039): whole, no commission, each with the crew that did the job. */
  tips: TipLine[];
  totals: {
    workCents: number;
    extrasCents: number;
    commissionCents: number;
    jobsNetCents: number;
    /** The cancellation fees' shares: fee less commission. */
    cancellationFeesCents: number;
    adjustmentsCents: number;
    /** The tips paid in the month, whole. */
    tipsCents: number;
    netCents: number;
  };
  /** The month's payouts to the bank: arrived in it, and left in it and still on their way. */
  payouts: { paidOutCents: number; onItsWayCents: number };
}

/** UpKeep's commission on `grossCents` of work and extras, as a negative number of cents. */
export function commissionOf(grossCents: number, commissionPercent: number): number {
  const cents = Math.round((grossCents * commissionPercent) / 100);
  return cents === 0 ? 0 : -cents;
}

/** A completed job's line of the statement: work paid, extra charges, commission and net, as of completion. */
function earningsOf(job: q.CompletedJobRow, commissionPercent: number): EarningsJob {
  const workCents = workPaidCents(job);
  const extrasCents = Math.max(0, job.extrasCents);
  const commissionCents = commissionOf(workCents + extrasCents, commissionPercent);
  return {
    ticketId: job.ticketId,
    completedAt: job.completedAt,
    serviceName: job.serviceName,
    customerName: job.customerName,
    workCents,
    extrasCents,
    commissionCents,
    netCents: workCents + extrasCents + commissionCents,
  };
}

/**
 * One completed job's line of its month's statement (null when the ticket is not completed): what the company
 * earned by it, which is what payouts transfer on completion (payments/transfers.ts).
 */
export async function jobEarnings(db: Database | Tx, companyId: number, ticketId: number): Promise<EarningsJob | null> {
  const job = await q.completedJob(db, ticketId);
  return job ? earningsOf(job, await commissionPercentFor(db, companyId)) : null;
}

/** The cancellation fees kept for the company of its customers' cancellations (see the file's comment). */
async function cancellationFeesOf(
  db: Database | Tx,
  companyId: number,
  range: Parameters<typeof q.customerCancellations>[2],
  commissionPercent: number,
  unrecordedStaffCents = 0,
): Promise<CancellationFeeEarnings[]> {
  const lines: CancellationFeeEarnings[] = [];
  for (const ticket of await q.customerCancellations(db, companyId, range)) {
    const kept = await feeKeptForCompany(db, ticket, unrecordedStaffCents);
    if (!kept) continue;
    const commissionCents = commissionOf(kept.feeCents, commissionPercent);
    lines.push({
      ticketId: ticket.id,
      cancelledAt: kept.cancelledAt,
      serviceName: ticket.serviceName,
      customerName: ticket.customerName,
      feeCents: kept.feeCents,
      commissionCents,
      netCents: kept.feeCents + commissionCents,
    });
  }
  return lines;
}

/**
 * The cancellation fee a ticket's cancellation kept for its company, as the statement of its month has it
 * (null when none): what payouts transfer for it (payments/transfers.ts).
 */
export async function cancellationFeeEarnings(
  db: Database | Tx,
  companyId: number,
  ticketId: number,
  unrecordedStaffCents = 0,
): Promise<CancellationFeeEarnings | null> {
  const percent = await commissionPercentFor(db, companyId);
  const [line] = await cancellationFeesOf(db, companyId, { ticketId }, percent, unrecordedStaffCents);
  return line ?? null;
}

/**
 * What a staff refund the company bears (`refundedCents`, made in the caller's transaction and not recorded yet)
 * takes from the cancellation fee kept for it on a cancelled booking, in cents (0 or negative): its share of the
 * fee given back (the fee part less UpKeep's commission on it), never more than is left of the fee's share after
 * the ticket's earlier adjustments. 0 when no fee was kept for the company.
 */
export async function cancellationFeeRefundCents(
  db: Database | Tx,
  ticket: { id: number; companyId: number },
  refundedCents: number,
): Promise<number> {
  const line = await cancellationFeeEarnings(db, ticket.companyId, ticket.id, refundedCents);
  if (!line) return 0;
  const left = line.netCents + (await q.adjustmentsOfTicket(db, ticket.id));
  const gross = Math.min(refundedCents, line.feeCents);
  const share = gross + commissionOf(gross, await commissionPercentFor(db, ticket.companyId));
  return -Math.max(0, Math.min(left, share));
}

export async function monthEarnings(db: Database, companyId: number, month: string): Promise<MonthEarnings> {
  const commissionPercent = await commissionPercentFor(db, companyId);
  const { from, to } = valleyMonthBounds(month);
  const jobs = (await q.completedJobs(db, companyId, from, to)).map((job) => earningsOf(job, commissionPercent));
  const cancellationFees = await cancellationFeesOf(db, companyId, { from, to }, commissionPercent);
  const cancellationFeesCents = cancellationFees.reduce((total, line) => total + line.netCents, 0);
  // A late charge's line is the company's share of it: what the customer paid less UpKeep's commission.
  const adjustments = (await q.statementLines(db, companyId, from, to)).map((line) =>
    line.kind === 'late_charge'
      ? { ...line, amountCents: line.amountCents + commissionOf(line.amountCents, commissionPercent) }
      : line,
  );
  const sum = (pick: (job: EarningsJob) => number) => jobs.reduce((total, job) => total + pick(job), 0);
  const jobsNetCents = sum((j) => j.netCents);
  const adjustmentsCents = adjustments.reduce((total, line) => total + line.amountCents, 0);
  const tips = await q.tipLines(db, companyId, from, to);
  const tipsCents = tips.reduce((total, line) => total + line.amountCents, 0);
  const payouts = await q.monthPayouts(db, companyId, from, to);
  return {
    month,
    payouts,
    commissionPercent,
    jobs,
    cancellationFees,
    adjustments,
    tips,
    totals: {
      workCents: sum((j) => j.workCents),
      extrasCents: sum((j) => j.extrasCents),
      commissionCents: sum((j) => j.commissionCents),
      jobsNetCents,
      cancellationFeesCents,
      adjustmentsCents,
      tipsCents,
      netCents: jobsNetCents + cancellationFeesCents + adjustmentsCents + tipsCents,
    },
  };
}

/**
 * What a refund after completion takes from the company's earnings, in cents (0 or negative): the work and
 * extra charges it gives back (a booking part gives back its share of the ticket's price, as work paid is
 * computed; a quote's deposit the price's share of the order it refunds; an extra-charge part all of itself; a
 * reschedule fee is UpKeep's) less UpKeep's commission on them.
 */
export function refundAdjustmentCents(
  ticket: { priceCents: number; feeCents?: number; discountCents?: number },
  parts: { purpose: string; amountCents: number; refundedBeforeCents: number; cents: number }[],
  commissionPercent: number,
): number {
  let gross = 0;
  // A tip is the company's whole (no commission): a part of it given back is taken back whole.
  let tips = 0;
  for (const part of parts) {
    if (part.purpose === 'tip') tips += part.cents;
    if (part.purpose === 'open_charge') gross += part.cents;
    if (part.purpose === 'deposit') {
      // A quote's deposit pays the order (decision 0039): it gives back the price's share of what it refunds.
      const orderCents = ticket.priceCents + (ticket.feeCents ?? 0) - (ticket.discountCents ?? 0);
      const job = { priceCents: ticket.priceCents, bookingCents: part.amountCents, orderCents };
      gross +=
        workPaidCents({ ...job, bookingRefundedCents: part.refundedBeforeCents }) -
        workPaidCents({ ...job, bookingRefundedCents: part.refundedBeforeCents + part.cents });
    }
    if (part.purpose === 'booking') {
      const job = { priceCents: ticket.priceCents, bookingCents: part.amountCents };
      gross +=
        workPaidCents({ ...job, bookingRefundedCents: part.refundedBeforeCents }) -
        workPaidCents({ ...job, bookingRefundedCents: part.refundedBeforeCents + part.cents });
    }
  }
  return -(gross + commissionOf(gross, commissionPercent)) - tips;
}

/** Records what a refund after completion takes from the company (nothing when it takes nothing). */
export async function recordRefundAdjustment(
  tx: Tx,
  row: { companyId: number; ticketId: number; amountCents: number; reason: string; createdAt: Date },
) {
  if (row.amountCents >= 0) return false;
  await q.insertAdjustment(tx, { ...row, kind: 'refund' });
  return true;
}

/** The answer of GET /company/earnings: dollars, the completion instant in ISO form. */
export function earningsAnswer(earnings: MonthEarnings) {
  return {
    month: earnings.month,
    commissionPercent: earnings.commissionPercent,
    jobs: earnings.jobs.map((j) => ({
      ticketId: j.ticketId,
      completedDate: j.completedAt.toISOString(),
      serviceName: j.serviceName,
      customerName: j.customerName,
      workPaid: dollars(j.workCents),
      extraCharges: dollars(j.extrasCents),
      commission: dollars(j.commissionCents),
      net: dollars(j.netCents),
    })),
    cancellationFees: earnings.cancellationFees.map((f) => ({
      ticketId: f.ticketId,
      date: f.cancelledAt.toISOString(),
      serviceName: f.serviceName,
      customerName: f.customerName,
      fee: dollars(f.feeCents),
      commission: dollars(f.commissionCents),
      net: dollars(f.netCents),
    })),
    adjustments: earnings.adjustments.map((a) => ({
      ticketId: a.ticketId,
      date: a.createdAt.toISOString(),
      kind: a.kind,
      borneBy: a.borneBy,
      reason: a.reason,
      amount: dollars(a.amountCents),
    })),
    tips: earnings.tips.map((t) => ({
      ticketId: t.ticketId,
      date: t.paidAt.toISOString(),
      crewName: t.crewName,
      customerName: t.customerName,
      amount: dollars(t.amountCents),
    })),
    totals: {
      workPaid: dollars(earnings.totals.workCents),
      extraCharges: dollars(earnings.totals.extrasCents),
      commission: dollars(earnings.totals.commissionCents),
      jobsNet: dollars(earnings.totals.jobsNetCents),
      cancellationFees: dollars(earnings.totals.cancellationFeesCents),
      adjustments: dollars(earnings.totals.adjustmentsCents),
      tips: dollars(earnings.totals.tipsCents),
      net: dollars(earnings.totals.netCents),
    },
    payouts: {
      paidOut: dollars(earnings.payouts.paidOutCents),
      onItsWay: dollars(earnings.payouts.onItsWayCents),
    },
  };
}

/** A text cell a spreadsheet would run as a formula (= + - @, tab, carriage return) gets a leading quote. */
function textCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

const moneyCell = (cents: number) => (cents / 100).toFixed(2);

export const earningsCsvFileName = (month: string) => `upkeep-earnings-${month}.csv`;

/**
 * The month's earnings as CSV (RFC 4180, CRLF): a header row, one row per job (the valley date it was
 * completed, dollars with two decimals, the commission negative), a row per cancellation fee kept (its valley
 * date, its words with the fee and the commission on it, the customer, its share in the Net column), a row per
 * adjustment (its valley date, its words and reason, its amount in the Net column), a row per tip (the valley date it
 * was paid, its words naming the crew, the customer, its whole amount in the Tips and Net columns), a totals row (net
 * due: the jobs' net plus the cancellation fees' shares plus adjustments plus tips).
 */
export function earningsCsv(earnings: MonthEarnings): string {
  const header = ['Ticket', 'Date', 'Service', 'Customer', 'Work paid', 'Extra charges', 'Commission', 'Tips', 'Net'];
  const rows = earnings.jobs.map((j) => [
    String(j.ticketId),
    valleyDateTime(j.completedAt).date,
    textCell(j.serviceName),
    textCell(j.customerName),
    moneyCell(j.workCents),
    moneyCell(j.extrasCents),
    moneyCell(j.commissionCents),
    '',
    moneyCell(j.netCents),
  ]);
  const fees = earnings.cancellationFees.map((f) => [
    String(f.ticketId),
    valleyDateTime(f.cancelledAt).date,
    textCell(
      `${cancellationFeeLabel({ ticketId: f.ticketId, fee: dollars(f.feeCents), commission: dollars(f.commissionCents) })} (${f.serviceName})`,
    ),
    textCell(f.customerName),
    '',
    '',
    '',
    '',
    moneyCell(f.netCents),
  ]);
  const lines = earnings.adjustments.map((a) => [
    String(a.ticketId),
    valleyDateTime(a.createdAt).date,
    textCell(adjustmentLabel(a)),
    textCell(a.reason),
    '',
    '',
    '',
    '',
    moneyCell(a.amountCents),
  ]);
  const tips = earnings.tips.map((t) => [
    String(t.ticketId),
    valleyDateTime(t.paidAt).date,
    textCell(tipLabel({ ticketId: t.ticketId, crewName: t.crewName })),
    textCell(t.customerName),
    '',
    '',
    '',
    moneyCell(t.amountCents),
    moneyCell(t.amountCents),
  ]);
  const t = earnings.totals;
  const totals = [
    'Total',
    '',
    '',
    '',
    moneyCell(t.workCents),
    moneyCell(t.extrasCents),
    moneyCell(t.commissionCents),
    moneyCell(t.tipsCents),
    moneyCell(t.netCents),
  ];
  return `${[header, ...rows, ...fees, ...lines, ...tips, totals].map((cells) => cells.join(',')).join('\r\n')}\r\n`;
}
