/**
 * UpKeep's at-risk queue (issue 26): Pending bookings past the owner's last call and not expired yet, jobs In
 * Progress for more than STUCK_HOURS, and refunds the provider refused (a ticket cancelled or declined whose
 * money was not given back REFUND_GRACE_MINUTES after the move; a customer's own cancellation keeps what the
 * policy keeps). Oldest first, each with its link and age.
 */
import type { AtRiskItem, AtRiskKind } from '@upkeep/contract';
import type { ServiceDeps } from '../../../lib/deps.ts';
import { money } from '../../../lib/format.ts';
import { LAST_CALL_HOURS } from '../../messages/booking-alerts/service.ts';
import { UserTypeId } from '../../tickets/lifecycle/statuses.ts';
import { keptByPolicy } from '../../tickets/moves/effects.ts';
import { readSetting } from '../settings/settings.ts';
import * as q from './queries.ts';

const HOUR = 3600_000;
export const STUCK_HOURS = 24;
/** A refund still owed this long after the move is the provider's refusal (the sweeper tries every minute). */
export const REFUND_GRACE_MINUTES = 10;

const iso = (v: string | Date) => new Date(v);

function item(kind: AtRiskKind, row: q.AtRiskRow, now: Date, detail: string): AtRiskItem {
  const since = iso(row.since);
  return {
    kind,
    ticketId: row.ticket_id,
    companyId: row.company_id,
    companyName: row.company_name,
    customerName: row.customer_name,
    status: row.status,
    since: since.toISOString(),
    ageMinutes: Math.max(0, Math.floor((now.getTime() - since.getTime()) / 60_000)),
    link: `/staff/tickets/${row.ticket_id}`,
    detail,
  };
}

export async function atRisk(deps: Pick<ServiceDeps, 'db' | 'now'>): Promise<AtRiskItem[]> {
  const { db } = deps;
  const now = deps.now();
  const expiryHours = await readSetting(db, 'request_expiry_hours');
  const [expiring, stuck, unrefunded] = await Promise.all([
    q.expiring(db, now, expiryHours, LAST_CALL_HOURS),
    q.stuck(db, new Date(now.getTime() - STUCK_HOURS * HOUR)),
    q.unrefunded(db, new Date(now.getTime() - REFUND_GRACE_MINUTES * 60_000)),
  ]);
  const items: AtRiskItem[] = [
    ...expiring.map((r) =>
      item('expiring', r, now, `Not confirmed by the company; it expires ${expiryHours} hours before its start.`),
    ),
    ...stuck.map((r) => item('stuck', r, now, `In Progress for more than ${STUCK_HOURS} hours.`)),
  ];
  for (const r of unrefunded) {
    const owed = r.paid_cents - r.refunded_cents;
    const byCustomer = r.user_type_id === UserTypeId.Customer || r.user_type_id === UserTypeId.Guest;
    if (byCustomer) {
      // The policy keeps its fee of a late cancellation: only what it gives back is owed.
      const { keptCents } = await keptByPolicy(
        db,
        { id: r.ticket_id, scheduledAt: iso(r.scheduled_at) },
        r.paid_cents,
        iso(r.since),
      );
      if (r.refunded_cents > 0 || owed - keptCents <= 0) continue;
      items.push(item('refund_refused', r, now, `${money(owed - keptCents)} not refunded: the provider refused it.`));
    } else {
      items.push(item('refund_refused', r, now, `${money(owed)} not refunded: the provider refused it.`));
    }
  }
  return items.sort((a, b) => a.since.localeCompare(b.since) || a.ticketId - b.ticketId);
}
