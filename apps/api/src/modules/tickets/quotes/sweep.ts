/**
 * The queue's `quote-sweep` (decision 0039): quotes past their last day expire (a history note each); the company's
 * people are reminded once of a quote unanswered QUOTE_REMINDER_DAYS after sending, and once of one whose last day is
 * tomorrow. Each reminder is claimed (`reminded_…_at` set where it was null) in the transaction that queues it, so a
 * second run, or two at once, remind nobody twice.
 */
import { addDays, QUOTE_REMINDER_DAYS, valleyToday } from '@upkeep/contract';
import type { ServiceDeps } from '../../../lib/deps.ts';
import { notifyCompany } from '../../messages/notifications/company-notice.ts';
import { noteOnTicket } from '../lifecycle/service.ts';
import { UserTypeId } from '../lifecycle/statuses.ts';
import { quoteExpiringNotice, quoteUnansweredNotice } from './notices.ts';
import * as q from './queries.ts';

const DAY_MS = 24 * 3600_000;

export async function sweepQuotes(deps: ServiceDeps, now: Date) {
  const today = valleyToday(now);
  const done = await deps.db.transaction(async (tx) => {
    const expired = await q.expireQuotes(tx, today, now);
    for (const quote of expired) {
      const ticket = await q.lockTicket(tx, quote.ticketId);
      if (ticket) await noteOnTicket(tx, ticket, UserTypeId.System, `Quote #${quote.id} expired`, now);
    }
    const unanswered = await q.claimUnanswered(tx, new Date(now.getTime() - QUOTE_REMINDER_DAYS * DAY_MS), now);
    for (const quote of unanswered) {
      const ticket = { id: quote.ticketId, companyId: quote.companyId };
      await notifyCompany(deps, tx, ticket, (l) => quoteUnansweredNotice(ticket.id, QUOTE_REMINDER_DAYS, l), now);
    }
    const lastDay = addDays(today, 1);
    const expiring = await q.claimExpiring(tx, lastDay, now);
    for (const quote of expiring) {
      const ticket = { id: quote.ticketId, companyId: quote.companyId };
      await notifyCompany(deps, tx, ticket, (l) => quoteExpiringNotice(ticket.id, lastDay, l), now);
    }
    return { expired: expired.length, unanswered: unanswered.length, expiring: expiring.length };
  });
  if (done.unanswered + done.expiring > 0) deps.outbox.kick();
  return done;
}
