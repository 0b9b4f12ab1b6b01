/** The staff console's reads of customers: the search and one customer, with their ticket count. */
import { type SQL, sql } from 'drizzle-orm';
import { type Database, queryRows, type Tx } from '../../../db/client.ts';

type Db = Database | Tx;

export interface StaffCustomerRow extends Record<string, unknown> {
  id: number;
  name: string;
  email: string;
  phone_number: string;
  created_at: string | Date;
  blocked_at: string | Date | null;
  blocked_reason: string | null;
  ticket_count: number;
  total_count: number | string;
}

const columns = sql`cu.id, cu.name, cu.email, cu.phone_number, cu.created_at, cu.blocked_at, cu.blocked_reason,
  (select count(*)::int from tickets t where t.customer_id = cu.id) as ticket_count`;

/** One page of customers matching `condition` (on `cu`), newest first. */
const PHONE_QUERY_MIN_DIGITS = 4;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/** The search condition on `cu` (part of the name or e-mail, whatever the case, or 4 or more digits of the phone number, formatting ignored), null for none. */
function customerSearch(query: string | undefined): SQL | null {
  const text = query?.trim();
  if (!text) return null;
  const like = `%${escapeLike(text.toLowerCase())}%`;
  const digits = text.replace(/\D/g, '');
  const phone =
    /^\+?[\d\s().-]+$/.test(text) && digits.length >= PHONE_QUERY_MIN_DIGITS
      ? sql` or regexp_replace(cu.phone_number, '[^0-9]', '', 'g') like ${`%${digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits}%`}`
      : sql``;
  return sql`(lower(cu.name) like ${like} or lower(cu.email) like ${like}${phone})`;
}

export async function customerPage(db: Db, query: string | undefined, limit: number, offset: number) {
  const condition = customerSearch(query);
  return queryRows<StaffCustomerRow>(
    db,
    sql`select ${columns}, count(*) over () as total_count
          from customers cu
         where ${condition ?? sql`true`}
         order by cu.created_at desc, cu.id desc
         limit ${limit} offset ${offset}`,
  );
}

export async function customerCount(db: Db, query: string | undefined): Promise<number> {
  const condition = customerSearch(query);
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from customers cu where ${condition ?? sql`true`}`,
  );
  return row?.n ?? 0;
}

export async function customerById(db: Db, id: number): Promise<StaffCustomerRow | null> {
  const [row] = await queryRows<StaffCustomerRow>(
    db,
    sql`select ${columns}, 1 as total_count from customers cu where cu.id = ${id}`,
  );
  return row ?? null;
}

/** The customer's row locked for the transaction (a block and a reset never cross). */
export async function lockCustomer(tx: Tx, id: number) {
  const [row] = await queryRows<{
    id: number;
    name: string;
    email: string;
    blocked_at: string | Date | null;
    blocked_reason: string | null;
    tokens_valid_after: string | Date;
  }>(
    tx,
    sql`select id, name, email, blocked_at, blocked_reason, tokens_valid_after from customers where id = ${id} for update`,
  );
  return row ?? null;
}
