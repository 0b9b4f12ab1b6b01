/** Discount codes as staff manage them: the list with uses, one code, its creation, pause and uses. */
import { desc, eq, sql } from 'drizzle-orm';
import { type Database, queryRows, type Tx } from '../../../db/client.ts';
import { discountCodes, services } from '../../../db/schema.ts';
import { countsAsDiscountUse } from './conditions.ts';

type Db = Database | Tx;

/** Codes (all, or one), newest first, with their service's name and their uses (booking's rule of a use). */
export function codesWithUses(db: Db, now: Date, id?: number) {
  return db
    .select({
      id: discountCodes.id,
      code: discountCodes.code,
      percentage: discountCodes.percentage,
      amountCents: discountCodes.amountCents,
      serviceId: discountCodes.serviceId,
      serviceName: services.name,
      expirationDate: discountCodes.expirationDate,
      maxUses: discountCodes.maxUses,
      perCustomerLimit: discountCodes.perCustomerLimit,
      active: discountCodes.active,
      createdAt: discountCodes.createdAt,
      uses: sql<number>`(select count(*) from tickets t
                          where t.discount_code_id = ${discountCodes.id} and ${countsAsDiscountUse(now)})`.mapWith(
        Number,
      ),
    })
    .from(discountCodes)
    .leftJoin(services, eq(services.id, discountCodes.serviceId))
    .where(id === undefined ? undefined : eq(discountCodes.id, id))
    .orderBy(desc(discountCodes.createdAt), desc(discountCodes.id));
}
export type CodeRow = Awaited<ReturnType<typeof codesWithUses>>[number];

/** A code whose name is `code` whatever the case, if any. */
export async function codeNamed(db: Db, code: string) {
  const [row] = await db
    .select({ id: discountCodes.id })
    .from(discountCodes)
    .where(sql`upper(${discountCodes.code}) = upper(${code})`);
  return row ?? null;
}

export async function serviceExists(db: Db, serviceId: number): Promise<boolean> {
  const [row] = await db.select({ id: services.id }).from(services).where(eq(services.id, serviceId));
  return row !== undefined;
}

export async function insertCode(tx: Tx, values: typeof discountCodes.$inferInsert): Promise<number> {
  const [row] = await tx.insert(discountCodes).values(values).returning({ id: discountCodes.id });
  if (!row) throw new Error('insert into discount_codes returned no row');
  return row.id;
}

/** The code's active flag, locked for the rest of the transaction; null when there is no such code. */
export async function lockCode(tx: Tx, id: number) {
  const [row] = await tx
    .select({ id: discountCodes.id, code: discountCodes.code, active: discountCodes.active })
    .from(discountCodes)
    .where(eq(discountCodes.id, id))
    .for('update');
  return row ?? null;
}

export async function setActive(tx: Tx, id: number, active: boolean) {
  await tx.update(discountCodes).set({ active }).where(eq(discountCodes.id, id));
}

/** The bookings that used a code, newest first. */
export function usesOf(db: Db, id: number, now: Date) {
  return queryRows<{
    ticket_id: number;
    customer_name: string;
    email: string;
    discount_cents: number;
    status: string;
    created_at: string | Date;
  }>(
    db,
    sql`select t.id as ticket_id, t.name as customer_name, t.email, t.discount_cents, s.status, t.created_at
          from tickets t
          join ticket_statuses s on s.id = t.status_id
         where t.discount_code_id = ${id} and ${countsAsDiscountUse(now)}
         order by t.created_at desc, t.id desc`,
  );
}
