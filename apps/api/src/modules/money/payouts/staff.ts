/**
 * The console's payouts (issue 28): every company's payout account, UpKeep's hold, what waits and what went,
 * its last payout and its failures; administrators hold a company's payouts with a reason and release them
 * (audited). A held or suspended company's transfers wait (payments/transfers.ts `payableAccount`).
 */
import type { StaffPayoutCompany } from '@upkeep/contract';
import type { Tx } from '../../../db/client.ts';
import type { ServiceDeps } from '../../../lib/deps.ts';
import { conflict, notFound } from '../../../lib/errors.ts';
import { dollars } from '../../../lib/format.ts';
import type { StaffCaller } from '../../../plugins/auth.ts';
import { recordStaffAction } from '../../operations/audit/audit.ts';
import { sendPendingTransfers } from '../payments/transfers.ts';
import * as q from './queries.ts';
import { companyPayoutsOf, describeAccount, type PayoutDeps } from './service.ts';

async function rows(db: ServiceDeps['db'] | Tx, companyId: number | null): Promise<StaffPayoutCompany[]> {
  const found = await q.staffPayoutRows(db, companyId);
  const accounts = new Map(
    (
      await q.payoutAccountsOf(
        db,
        found.map((r) => r.company_id),
      )
    ).map((a) => [a.companyId, a]),
  );
  return found.map((r) => {
    const account = describeAccount(accounts.get(r.company_id) ?? null, false);
    return {
      companyId: r.company_id,
      companyName: r.company_name,
      companyState: r.company_state,
      accountState: account.state,
      payoutsEnabled: account.payoutsEnabled,
      hold: r.hold_reason && r.held_at ? { reason: r.hold_reason, heldAt: new Date(r.held_at).toISOString() } : null,
      waiting: dollars(r.waiting_cents),
      sent: dollars(r.sent_cents),
      reversed: dollars(r.reversed_cents),
      owed: dollars(r.owed_cents),
      lastPayout:
        r.last_status && r.last_arrival && r.last_amount_cents !== null
          ? {
              amount: dollars(r.last_amount_cents),
              status: r.last_status,
              arrivalDate: new Date(r.last_arrival).toISOString(),
            }
          : null,
      failedPayouts: r.failed_payouts,
    };
  });
}

export const staffPayouts = (db: ServiceDeps['db']) => rows(db, null);

async function one(db: ServiceDeps['db'] | Tx, companyId: number): Promise<StaffPayoutCompany> {
  const [row] = await rows(db, companyId);
  if (!row) throw notFound('Company not found');
  return row;
}

/** One company's payouts in the console: its line of the list, and what its own payouts screen shows. */
export async function staffCompanyPayouts(deps: PayoutDeps, companyId: number) {
  const summary = await one(deps.db, companyId);
  return { summary, detail: await companyPayoutsOf(deps, companyId, false) };
}

/** Holds a company's payouts (409 when held already); audited. */
export async function holdPayouts(deps: ServiceDeps, staff: StaffCaller, companyId: number, reason: string) {
  const at = deps.now();
  await deps.db.transaction(async (tx) => {
    await one(tx, companyId);
    const held = await q.insertPayoutHold(tx, { companyId, reason, staffUserId: staff.staffUserId, heldAt: at });
    if (!held) throw conflict("This company's payouts are held already.");
    await recordStaffAction(tx, staff, {
      action: 'payouts.hold',
      target: `company:${companyId}`,
      before: { held: false },
      after: { held: true, reason },
      at,
    });
  });
  return one(deps.db, companyId);
}

/** Releases a company's held payouts (409 when not held); what waited goes out; audited. */
export async function releasePayouts(deps: ServiceDeps, staff: StaffCaller, companyId: number, reason: string) {
  const at = deps.now();
  await deps.db.transaction(async (tx) => {
    await one(tx, companyId);
    const released = await q.deletePayoutHold(tx, companyId);
    if (!released) throw conflict("This company's payouts are not held.");
    await recordStaffAction(tx, staff, {
      action: 'payouts.release',
      target: `company:${companyId}`,
      before: { held: true, reason: released.reason },
      after: { held: false, reason },
      at,
    });
    await sendPendingTransfers(deps, tx, companyId);
  });
  return one(deps.db, companyId);
}
