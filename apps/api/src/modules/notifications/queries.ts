/** Reads of the outbox that decide what may still be sent. */
import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/client.ts';

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
