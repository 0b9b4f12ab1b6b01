/** Reads of the outbox that decide what may still be sent. */
import { sql } from 'drizzle-orm';
import { type Database, queryRows, type Tx } from '../../db/client.ts';

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
  const users = await queryRows<{ name: string; email: string; role: 'owner' | 'staff'; phone_number: string | null }>(
    tx,
    sql`select name, email, role, phone_number from company_users
         where company_id = ${companyId} and active and (role = 'owner' or booking_alerts)
         order by case when role = 'owner' then 0 else 1 end, id`,
  );
  return { company, users };
}
