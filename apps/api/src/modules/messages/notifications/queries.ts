/** The outbox's rows (written, taken for delivery, marked), the reads that decide what may still be sent, and who. */
import type { Locale } from '@upkeep/contract';
import { and, eq, sql } from 'drizzle-orm';
import { type Database, queryRows, type Tx } from '../../../db/client.ts';
import { companyUsers, customers, type MailAttachment, notificationOutbox } from '../../../db/schema.ts';

/** Texts about guest bookings (confirmations, then every status text) queued for a number since an instant. */
export async function guestTextsSince(tx: Tx, phone: string, since: Date): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from notification_outbox o join tickets t on t.id = o.ticket_id
         where o.channel = 'sms' and o.recipient = ${phone} and t.customer_id is null
           and o.created_at > ${since.toISOString()}::timestamptz`,
  );
  return row?.n ?? 0;
}

/** Texts of one topic (e.g. 'unread-message') queued for a number since an instant. */
export async function topicTextsSince(tx: Tx, phone: string, topic: string, since: Date): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from notification_outbox
         where channel = 'sms' and recipient = ${phone} and topic = ${topic}
           and created_at > ${since.toISOString()}::timestamptz`,
  );
  return row?.n ?? 0;
}

/** A company's contact (name, e-mail, number) and its active users told of its jobs: the owner(s), staff who chose alerts. */
export async function companyAndAlertedUsers(tx: Tx | Database, companyId: number) {
  const [company] = await queryRows<{ name: string; email: string; phone_number: string }>(
    tx,
    sql`select name, email, phone_number from companies where id = ${companyId}`,
  );
  if (!company) return null;
  const users = await queryRows<{
    name: string;
    email: string;
    role: 'owner' | 'staff';
    phone_number: string | null;
    crew_id: number | null;
    locale: Locale;
  }>(
    tx,
    sql`select name, email, role, phone_number, crew_id, locale from company_users
         where company_id = ${companyId} and active and (role = 'owner' or booking_alerts)
         order by case when role = 'owner' then 0 else 1 end, id`,
  );
  return { company, users };
}

/** A company's active owners, with the number each gave (null: none). */
export function activeOwners(db: Database | Tx, companyId: number) {
  return db
    .select({ name: companyUsers.name, email: companyUsers.email, phone: companyUsers.phoneNumber })
    .from(companyUsers)
    .where(and(eq(companyUsers.companyId, companyId), eq(companyUsers.role, 'owner'), eq(companyUsers.active, true)));
}

// ---------------------------------------------------------------- the outbox's rows

/** Writes an outbox row; answers its id. */
export async function insertMessage(db: Database | Tx, values: typeof notificationOutbox.$inferInsert) {
  const [row] = await db.insert(notificationOutbox).values(values).returning({ id: notificationOutbox.id });
  if (!row) throw new Error('insert into notification_outbox returned no row');
  return row;
}

/** A message given up on is pending again. */
export async function reopenFailed(db: Database | Tx, outboxId: number): Promise<void> {
  await db.execute(sql`update notification_outbox set status = 'pending' where id = ${outboxId} and status = 'failed'`);
}

/** A delivery failed: the message, if still pending, becomes `status` (failed for good, or pending for a retry). */
export async function attemptFailed(db: Database, outboxId: number, status: 'failed' | 'pending', error: string) {
  await db.execute(
    sql`update notification_outbox
           set status = ${status}, last_error = ${error}
         where id = ${outboxId} and status = 'pending'`,
  );
}

export async function markSent(db: Database, outboxId: number, at: Date) {
  await db.execute(
    sql`update notification_outbox set status = 'sent', sent_at = ${at.toISOString()}::timestamptz,
           last_error = null
         where id = ${outboxId}`,
  );
}

interface PendingRow extends Record<string, unknown> {
  id: number;
  channel: 'email' | 'sms';
  recipient: string;
  subject: string;
  body: string;
  html: string | null;
  attachments: MailAttachment[] | null;
  attempts: number;
  status: string;
  created_ms: number;
}

/**
 * Counts an attempt on a message still pending (at `at`) and answers it; none when it is not. A message to a
 * suppressed address (contact_suppressions: a confirmed opt-out's e-mail, whatever its case, or E.164 phone) is
 * marked 'suppressed' by the same statement (answered with that status).
 */
export async function takePending(db: Database, outboxId: number, at: Date) {
  const [row] = await queryRows<PendingRow>(
    db,
    sql`update notification_outbox o
           set attempts = o.attempts + 1, next_attempt_at = ${at.toISOString()}::timestamptz,
               status = case when s.suppressed then 'suppressed' else o.status end,
               last_error = case when s.suppressed then 'not sent: the recipient opted out' else o.last_error end
          from (select exists (select 1 from contact_suppressions c, notification_outbox n
                                where n.id = ${outboxId} and c.channel = n.channel
                                  and c.recipient = case when n.channel = 'email' then lower(n.recipient)
                                                         else n.recipient end) as suppressed) s
         where o.id = ${outboxId} and o.status = 'pending'
     returning o.id, o.channel, o.recipient, o.subject, o.body, o.html, o.attachments, o.attempts, o.status,
               floor(extract(epoch from o.created_at) * 1000)::float8 as created_ms`,
  );
  return row ?? null;
}

/** A customer account's language (issue 49: what is sent to a customer follows the account), null for none. */
export async function customerLocaleOf(db: Tx | Database, customerId: number) {
  const [row] = await db.select({ locale: customers.locale }).from(customers).where(eq(customers.id, customerId));
  return row?.locale ?? null;
}
