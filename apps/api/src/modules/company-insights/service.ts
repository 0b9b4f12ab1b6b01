/**
 * What customers say to and about a company, and what it earned: its leads (messages from the companies
 * screen), its reviews with their one public reply, and a month's completed jobs with the marketplace's
 * commission.
 *
 * Earnings, per completed job (in cents until the answer):
 * - work paid: what the customer paid for the work. The booking payment is the ticket's price plus UpKeep's
 *   booking fee minus any discount; the fee is UpKeep's, and a discount is UpKeep's cost (UpKeep runs the
 *   promotions; the company priced the work and earns its price). So the company earns the ticket's price
 *   in the share of the booking payment the customer kept paid: a refund gives back that share of the work,
 *   a full refund leaves nothing; without a booking payment (a free estimate) nothing, its money comes as
 *   extra charges;
 * - extra charges: the extra-charge payments received, net of refunds (all the company's);
 * - commission: the company's own rate when staff set one, else the `marketplace_commission_percent` setting
 *   (15 when unset), of work plus extras, rounded to the cent; net: work plus extras minus commission.
 *   Reschedule fees are UpKeep's and not counted.
 * A job counts in the valley month (America/Los_Angeles) of the history row that moved it to Completed.
 */
import { addDays, type Pages, valleyDateTime, valleyInstant } from '@upkeep/contract';
import type { Database, Tx } from '../../db/client.ts';
import type { ServiceDeps } from '../../lib/deps.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { dollars } from '../../lib/format.ts';
import { readSetting } from '../settings/settings.ts';
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

/** The company earns the price in the share of the booking payment the customer kept paid (see above). */
export function workPaidCents(job: Pick<q.CompletedJobRow, 'priceCents' | 'bookingCents' | 'bookingRefundedCents'>) {
  if (job.bookingCents <= 0) return 0;
  const kept = Math.max(0, job.bookingCents - job.bookingRefundedCents);
  return Math.round((job.priceCents * kept) / job.bookingCents);
}

export interface EarningsJob {
  ticketId: number;
  completedAt: Date;
  serviceName: string;
  customerName: string;
  workCents: number;
  extrasCents: number;
  commissionCents: number;
  netCents: number;
}

export interface MonthEarnings {
  month: string;
  commissionPercent: number;
  jobs: EarningsJob[];
  totals: { workCents: number; extrasCents: number; commissionCents: number; netCents: number };
}

export async function monthEarnings(db: Database, companyId: number, month: string): Promise<MonthEarnings> {
  const commissionPercent = await commissionPercentFor(db, companyId);
  const { from, to } = valleyMonthBounds(month);
  const jobs = (await q.completedJobs(db, companyId, from, to)).map((job): EarningsJob => {
    const workCents = workPaidCents(job);
    const extrasCents = Math.max(0, job.extrasCents);
    const commissionCents = Math.round(((workCents + extrasCents) * commissionPercent) / 100);
    return {
      ticketId: job.ticketId,
      completedAt: job.completedAt,
      serviceName: job.serviceName,
      customerName: job.customerName,
      workCents,
      extrasCents,
      commissionCents,
      netCents: workCents + extrasCents - commissionCents,
    };
  });
  const sum = (pick: (job: EarningsJob) => number) => jobs.reduce((total, job) => total + pick(job), 0);
  return {
    month,
    commissionPercent,
    jobs,
    totals: {
      workCents: sum((j) => j.workCents),
      extrasCents: sum((j) => j.extrasCents),
      commissionCents: sum((j) => j.commissionCents),
      netCents: sum((j) => j.netCents),
    },
  };
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
    totals: {
      workPaid: dollars(earnings.totals.workCents),
      extraCharges: dollars(earnings.totals.extrasCents),
      commission: dollars(earnings.totals.commissionCents),
      net: dollars(earnings.totals.netCents),
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
 * completed, dollars with two decimals), a totals row.
 */
export function earningsCsv(earnings: MonthEarnings): string {
  const header = ['Ticket', 'Completed', 'Service', 'Customer', 'Work paid', 'Extra charges', 'Commission', 'Net'];
  const rows = earnings.jobs.map((j) => [
    String(j.ticketId),
    valleyDateTime(j.completedAt).date,
    textCell(j.serviceName),
    textCell(j.customerName),
    moneyCell(j.workCents),
    moneyCell(j.extrasCents),
    moneyCell(j.commissionCents),
    moneyCell(j.netCents),
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
    moneyCell(t.netCents),
  ];
  return `${[header, ...rows, totals].map((cells) => cells.join(',')).join('\r\n')}\r\n`;
}
