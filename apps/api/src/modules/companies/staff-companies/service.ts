/**
 * Companies in the staff console (issue 15): the list with state, score, jobs and commission; one company
 * with its recent jobs and a month's earnings (computed by company-insights, exactly as the company sees
 * them); suspension and reinstatement with a reason (offer search follows at once: it offers live companies
 * only, read on every search); the company's own commission rate (admins only). Every change is audited in
 * its transaction and the owner is told by e-mail.
 */
import {
  STAFF_PAGE_SIZE,
  type StaffCompany,
  type StaffCompanyState,
  type StaffTicketListItem,
  type updateStaffCompanyRequest,
  valleyToday,
} from '@upkeep/contract';
import type { z } from 'zod';
import type { Database, Tx } from '../../../db/client.ts';
import type { ServiceDeps } from '../../../lib/deps.ts';
import { conflict, fieldError, forbidden, notFound } from '../../../lib/errors.ts';
import { dollars } from '../../../lib/format.ts';
import type { StaffCaller } from '../../../plugins/auth.ts';
import { sendEmail } from '../../messages/notifications/outbox.ts';
import { earningsAnswer, monthEarnings } from '../../money/insights/service.ts';
import { sendPendingTransfers } from '../../money/payments/transfers.ts';
import { recordStaffAction } from '../../operations/audit/audit.ts';
import { readSetting } from '../../operations/settings/settings.ts';
import { companyOwner, companyTeam } from '../onboarding/service.ts';
import { suspensionEmail } from './mail.ts';
import * as q from './queries.ts';

/** How many of a company's jobs its page shows. */
export const RECENT_JOBS = 50;

const iso = (value: string | Date | null) => (value === null ? null : new Date(value).toISOString());
const percentOf = (value: string | number | null) => (value === null ? null : Number(value));

function toStaffCompany(row: q.CompanyRow, settingPercent: number): StaffCompany {
  const override = percentOf(row.commission_percent);
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phoneNumber: row.phone_number,
    state: row.state as StaffCompanyState,
    averageScore: row.average_score === null ? null : Math.round(Number(row.average_score) * 10) / 10,
    reviewCount: Number(row.review_count),
    jobCount: Number(row.job_count),
    openJobCount: Number(row.open_job_count),
    commissionPercent: override ?? settingPercent,
    commissionOverride: override,
    liveAt: iso(row.live_at),
    suspendedReason: row.suspended_reason,
    suspendedAt: iso(row.suspended_at),
  };
}

export async function listCompanies(
  db: Database,
  query: { Query?: string | undefined; State?: StaffCompanyState | undefined; Page: number },
) {
  const filter = { query: query.Query, state: query.State };
  const offset = (query.Page - 1) * STAFF_PAGE_SIZE;
  const rows = await q.companyPage(db, filter, STAFF_PAGE_SIZE, offset);
  const totalCount = rows[0] ? Number(rows[0].total_count) : offset > 0 ? await q.companyCount(db, filter) : 0;
  const settingPercent = await readSetting(db, 'marketplace_commission_percent');
  return {
    data: rows.map((row) => toStaffCompany(row, settingPercent)),
    pages: {
      pageNumber: query.Page,
      pageSize: STAFF_PAGE_SIZE,
      totalCount,
      totalPages: Math.ceil(totalCount / STAFF_PAGE_SIZE),
    },
  };
}

/** One company as the list shows it, or 404. */
export async function staffCompany(db: Database | Tx, companyId: number): Promise<StaffCompany> {
  const [row] = await q.companyPage(db, { id: companyId }, 1, 0);
  if (!row) throw notFound('Company not found');
  return toStaffCompany(row, await readSetting(db, 'marketplace_commission_percent'));
}

/** The company, its most recent jobs, and a valley month's earnings (this month unless told). */
export async function companyDetail(deps: Pick<ServiceDeps, 'db' | 'now'>, companyId: number, month?: string) {
  const company = await staffCompany(deps.db, companyId);
  const jobs = await q.recentJobs(deps.db, companyId, RECENT_JOBS);
  const earnings = await monthEarnings(deps.db, companyId, month ?? valleyToday(deps.now()).slice(0, 7));
  return {
    company,
    owner: await companyOwner(deps, companyId),
    users: await companyTeam(deps, { companyId }),
    jobs: jobs.map(
      (j): StaffTicketListItem => ({
        id: j.id,
        status: j.status,
        statusId: j.status_id,
        scheduledDate: new Date(j.scheduled_at).toISOString(),
        serviceName: j.service_name,
        companyId: j.company_id,
        companyName: j.company_name,
        customerName: j.name,
        email: j.email,
        phoneNumber: j.phone_number,
        customerId: j.customer_id,
        totalPrice: dollars(j.total_cents),
        totalPaid: dollars(j.paid_cents),
        paid: dollars(j.received_cents),
        refunded: dollars(j.refunded_cents),
        createdDate: new Date(j.created_at).toISOString(),
      }),
    ),
    earnings: earningsAnswer(earnings),
  };
}

const suspensionOf = (c: q.LockedCompany) => ({
  state: c.state,
  suspendedReason: c.suspendedReason,
  suspendedAt: c.suspendedAt,
});

/**
 * Suspends or reinstates a company (a reason is required either way) and/or sets its commission rate (admins
 * only; null: back to the marketplace setting). A suspended company leaves offer search at once and cannot go
 * live; its booked jobs stay. Reinstated, it is live again if it ever went live, else back to setting up.
 */
export async function updateCompany(
  deps: ServiceDeps,
  staff: StaffCaller,
  companyId: number,
  body: z.output<typeof updateStaffCompanyRequest>,
) {
  const reason = (body.reason ?? '').trim();
  if (body.suspended !== undefined && !reason) {
    throw fieldError('reason', body.suspended ? 'say why the company is suspended' : 'say why it is reinstated');
  }
  if (body.commissionPercent !== undefined && staff.role !== 'admin') {
    throw forbidden("Only an administrator may change a company's commission");
  }
  const at = deps.now();
  const actor = { staffUserId: staff.staffUserId };
  const target = `company:${companyId}`;
  const mailed = await deps.db.transaction(async (tx) => {
    const company = await q.lockCompany(tx, companyId);
    if (!company) throw notFound('Company not found');
    let suspension: boolean | null = null;
    if (body.suspended === true) {
      if (company.state === 'suspended') throw conflict('This company is already suspended.');
      const after = { state: 'suspended', suspendedReason: reason, suspendedAt: at };
      // A company live before live_at was recorded (the seed's, or older ones) was live from its creation: kept,
      // so that reinstating it puts it back live.
      const liveAt = company.liveAt ?? (company.state === 'live' ? company.createdAt : null);
      await q.updateCompany(tx, companyId, { ...after, liveAt });
      await recordStaffAction(tx, actor, {
        action: 'company.suspend',
        target,
        before: suspensionOf(company),
        after,
        at,
      });
      suspension = true;
    } else if (body.suspended === false) {
      if (company.state !== 'suspended') throw conflict('This company is not suspended.');
      // The reason and instant of the suspension stay on the row until the next one (the audit log keeps all).
      const state = company.liveAt ? 'live' : 'setting_up';
      await q.updateCompany(tx, companyId, { state });
      await recordStaffAction(tx, actor, {
        action: 'company.reinstate',
        target,
        before: suspensionOf(company),
        after: { ...suspensionOf(company), state, reason },
        at,
      });
      suspension = false;
    }
    if (body.commissionPercent !== undefined) {
      const percent = body.commissionPercent === null ? null : Math.round(body.commissionPercent * 100) / 100;
      if (percent !== company.commissionPercent) {
        await q.updateCompany(tx, companyId, { commissionPercent: percent });
        await recordStaffAction(tx, actor, {
          action: 'company.commission',
          target,
          before: { commissionPercent: company.commissionPercent },
          after: { commissionPercent: percent, ...(reason ? { reason } : {}) },
          at,
        });
      }
    }
    if (suspension !== null) await tellOwner(deps, tx, company, suspension, reason, at);
    // A suspended company's payouts are held (issue 28); reinstated, what waited goes out.
    if (suspension === false) await sendPendingTransfers(deps, tx, companyId);
    return suspension !== null;
  });
  if (mailed) deps.outbox.kick();
  return staffCompany(deps.db, companyId);
}

/** E-mails the company's owner (the company's own address without one) about its suspension. */
async function tellOwner(
  deps: Pick<ServiceDeps, 'publicUrl' | 'jobs'>,
  tx: Tx,
  company: q.LockedCompany,
  suspended: boolean,
  reason: string,
  at: Date,
) {
  const owner = await q.ownerOf(tx, company.id);
  const mail = suspensionEmail({
    companyName: company.name,
    ownerName: owner?.name ?? '',
    suspended,
    reason,
    contactUrl: `${deps.publicUrl.replace(/\/+$/, '')}/contact`,
  });
  await sendEmail(deps.jobs, tx, owner?.email ?? company.email, mail, at);
}

/** The company's owner (the rename decisions are mailed to them). */
export { ownerOf } from './queries.ts';
