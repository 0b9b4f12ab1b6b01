/**
 * The console's payouts (issue 28): every company's payout account, UpKeep's hold, what waits and what went,
 * its last payout and its failures; administrators hold a company's payouts with a reason and release them
 * (audited). A held or suspended company's transfers wait (payments/transfers.ts `payableAccount`).
 */
import type { StaffPayoutCompany } from '@upkeep/contract';
import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/client.ts';
import { payoutHolds } from '../../db/schema.ts';
import type { ServiceDeps } from '../../lib/deps.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { dollars } from '../../lib/format.ts';
import type { StaffCaller } from '../../plugins/auth.ts';
import { netOfTransferSql, sendPendingTransfers } from '../payments/transfers.ts';
import { recordStaffAction } from '../staff-audit/audit.ts';
import * as q from './queries.ts';
import { companyPayoutsOf, describeAccount, type PayoutDeps } from './service.ts';

/** What of a transfer (alias t) goes or went to the company: less what was taken back and withheld. */
const NET = netOfTransferSql('t');

type Row = {
  company_id: number;
  company_name: string;
  company_state: string;
  hold_reason: string | null;
  held_at: Date | string | null;
  waiting_cents: number;
  sent_cents: number;
  reversed_cents: number;
  owed_cents: number;
  last_amount_cents: number | null;
  last_status: 'in_transit' | 'paid' | 'failed' | null;
  last_arrival: Date | string | null;
  failed_payouts: number;
};

async function rows(db: ServiceDeps['db'] | Tx, companyId: number | null): Promise<StaffPayoutCompany[]> {
  const found = await queryRows<Row>(
    db,
    sql`select c.id as company_id, c.name as company_name, c.state as company_state,
               h.reason as hold_reason, h.held_at,
               coalesce((select sum(${NET}) from transfers t
                          where t.company_id = c.id and t.status = 'pending'), 0)::int as waiting_cents,
               coalesce((select sum(${NET}) from transfers t
                          where t.company_id = c.id and t.status = 'sent'), 0)::int as sent_cents,
               coalesce((select sum(t.reversed_cents) from transfers t where t.company_id = c.id), 0)::int as reversed_cents,
               coalesce((select sum(d.amount_cents - d.settled_cents) from company_debts d
                          where d.company_id = c.id), 0)::int as owed_cents,
               lp.amount_cents as last_amount_cents, lp.status as last_status, lp.arrival_at as last_arrival,
               (select count(*) from payouts p where p.company_id = c.id and p.status = 'failed')::int as failed_payouts
          from companies c
          left join payout_holds h on h.company_id = c.id
          left join lateral (select p.amount_cents, p.status, p.arrival_at from payouts p
                              where p.company_id = c.id order by p.created_at desc, p.id desc limit 1) lp on true
         where ${companyId === null ? sql`true` : sql`c.id = ${companyId}`}
         order by c.name`,
  );
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
    const [held] = await tx
      .insert(payoutHolds)
      .values({ companyId, reason, staffUserId: staff.staffUserId, heldAt: at })
      .onConflictDoNothing()
      .returning();
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
    const released = await queryRows<{ reason: string }>(
      tx,
      sql`delete from payout_holds where company_id = ${companyId} returning reason`,
    );
    if (released.length === 0) throw conflict("This company's payouts are not held.");
    await recordStaffAction(tx, staff, {
      action: 'payouts.release',
      target: `company:${companyId}`,
      before: { held: true, reason: released[0]?.reason },
      after: { held: false, reason },
      at,
    });
    await sendPendingTransfers(deps, tx, companyId);
  });
  return one(deps.db, companyId);
}
