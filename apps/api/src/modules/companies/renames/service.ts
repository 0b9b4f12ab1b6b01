/**
 * Renames waiting for UpKeep (issue 24): a live company's new name is kept aside (`pending_name`) while
 * customers see the old one; staff list the renames waiting, and approve (the name changes at once) or
 * decline with a reason. Each decision is audited in its transaction and mailed to the company's owner
 * (the company's own address without one) through the outbox.
 */
import type { CompanyRename, StaffCompanyState } from '@upkeep/contract';
import type { Tx } from '../../../db/client.ts';
import { freeSlugOf } from '../../../lib/company-slug.ts';
import type { ServiceDeps } from '../../../lib/deps.ts';
import { conflict, notFound } from '../../../lib/errors.ts';
import { sendEmail } from '../../messages/notifications/outbox.ts';
import { recordStaffAction } from '../../operations/audit/audit.ts';
import { isNameKeyViolation, nameKeyTaken } from '../name-keys/service.ts';
import { ownerOf, staffCompany } from '../staff-companies/service.ts';
import { renameDecisionEmail } from './mail.ts';
import * as q from './queries.ts';

export const NO_RENAME_WAITING = 'This company has no rename waiting for approval.';
export const renameTaken = (name: string) =>
  conflict(
    `A company named "${name}" is already on UpKeep: this rename cannot be approved. Decline it with that reason.`,
    'company-name-taken',
  );

export async function pendingRenames(deps: Pick<ServiceDeps, 'db'>): Promise<CompanyRename[]> {
  const rows = await q.pendingRenames(deps.db);
  return rows.map((r) => ({
    companyId: r.company_id,
    name: r.name,
    pendingName: r.pending_name,
    requestedAt: new Date(r.pending_name_at).toISOString(),
    state: r.state as StaffCompanyState,
    email: r.email,
  }));
}

type Waiting = NonNullable<Awaited<ReturnType<typeof q.lockRename>>> & { pendingName: string; pendingNameKey: string };

async function lockWaiting(tx: Tx, companyId: number): Promise<Waiting> {
  const company = await q.lockRename(tx, companyId);
  if (!company) throw notFound('Company not found');
  if (company.pendingName === null || company.pendingNameKey === null) throw conflict(NO_RENAME_WAITING, 'no-rename');
  return company as Waiting;
}

/**
 * Approves the rename waiting: customers see the new name at once, at the new name's address; the old address
 * answers 301 to it (decision 0028).
 */
export async function approveRename(deps: ServiceDeps, staffUserId: number, companyId: number) {
  const at = deps.now();
  let requested = '';
  try {
    await deps.db.transaction(async (tx) => {
      const company = await lockWaiting(tx, companyId);
      requested = company.pendingName;
      // Checked when asked, but another company may have taken a look-alike name since (a company setting up).
      if (await nameKeyTaken(tx, company.pendingNameKey, companyId)) throw renameTaken(company.pendingName);
      const slug = await freeSlugOf(company.pendingName, (base) => q.slugsTaken(tx, base, companyId));
      await q.applyRename(tx, companyId, company.pendingName, company.pendingNameKey, slug);
      await recordStaffAction(
        tx,
        { staffUserId },
        {
          action: 'company.rename.approve',
          target: `company:${companyId}`,
          before: { name: company.name, pendingName: company.pendingName },
          after: { name: company.pendingName },
          at,
        },
      );
      await tellCompany(deps, tx, company, { approved: true }, at);
    });
  } catch (err) {
    if (isNameKeyViolation(err)) throw renameTaken(requested);
    throw err;
  }
  deps.outbox.kick();
  return staffCompany(deps.db, companyId);
}

/** Declines the rename waiting with a reason: the name stays. */
export async function declineRename(deps: ServiceDeps, staffUserId: number, companyId: number, reason: string) {
  const at = deps.now();
  await deps.db.transaction(async (tx) => {
    const company = await lockWaiting(tx, companyId);
    await q.dropRename(tx, companyId);
    await recordStaffAction(
      tx,
      { staffUserId },
      {
        action: 'company.rename.decline',
        target: `company:${companyId}`,
        before: { name: company.name, pendingName: company.pendingName },
        after: { name: company.name, reason },
        at,
      },
    );
    await tellCompany(deps, tx, company, { approved: false, reason }, at);
  });
  deps.outbox.kick();
  return staffCompany(deps.db, companyId);
}

async function tellCompany(
  deps: Pick<ServiceDeps, 'publicUrl' | 'jobs'>,
  tx: Tx,
  company: Waiting,
  decision: { approved: boolean; reason?: string },
  at: Date,
) {
  const owner = await ownerOf(tx, company.id);
  const mail = renameDecisionEmail({
    companyName: company.name,
    requestedName: company.pendingName,
    ownerName: owner?.name ?? '',
    ...decision,
    contactUrl: `${deps.publicUrl.replace(/\/+$/, '')}/contact`,
  });
  await sendEmail(deps.jobs, tx, owner?.email ?? company.email, mail, at);
}
