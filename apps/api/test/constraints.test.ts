import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { queryRows } from '../src/db/client.ts';
import { createTestDatabase, databaseKinds, type TestDatabase } from './helpers.ts';

/** The PostgreSQL error code behind a failed statement (drizzle wraps it in `cause`). */
async function errorCode(promise: Promise<unknown>): Promise<string | undefined> {
  try {
    await promise;
  } catch (err) {
    const e = err as { code?: string; cause?: { code?: string } };
    return e.cause?.code ?? e.code;
  }
  return undefined;
}

async function aTicketTemplate(db: Database) {
  const [row] = await queryRows<{
    company_service_id: number;
    company_id: number;
    customer_id: number;
    zip_code: string;
  }>(
    db,
    sql`select cs.id as company_service_id, cs.company_id, (select min(id) from customers) as customer_id,
               (select code from zip_codes where is_serviced limit 1) as zip_code
        from company_services cs order by cs.id limit 1`,
  );
  return row!;
}

function insertTicket(db: Database, t: Awaited<ReturnType<typeof aTicketTemplate>>, slot: string, extra = sql``) {
  return db.execute(sql`
    insert into tickets (customer_id, company_service_id, company_id, status_id, name, email, phone_number, address,
                         zip_code, scheduled_at, duration_minutes, service_duration_minutes, slot, price_cents,
                         total_cents ${extra})
    values (${t.customer_id}, ${t.company_service_id}, ${t.company_id}, (select min(id) from ticket_statuses where holds_slot),
            'Test', 't@example.com', '7025550100', '1 Main St', ${t.zip_code}, lower(${slot}::tstzrange), 60, 60,
            ${slot}::tstzrange, 1000, 1000)`);
}

describe.each(databaseKinds())('database constraints on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database.dispose());

  it('forbids two slot-holding tickets of one company at overlapping times', async () => {
    const t = await aTicketTemplate(database.db);
    await insertTicket(database.db, t, '[2031-03-04 17:00:00+00,2031-03-04 18:00:00+00)');
    // Overlaps by 30 minutes: refused by the exclusion constraint (23P01).
    expect(await errorCode(insertTicket(database.db, t, '[2031-03-04 17:30:00+00,2031-03-04 18:30:00+00)'))).toBe(
      '23P01',
    );
    // Back to back is fine.
    await insertTicket(database.db, t, '[2031-03-04 18:00:00+00,2031-03-04 19:00:00+00)');
  });

  it('keeps money, scores and discount kinds true', async () => {
    const t = await aTicketTemplate(database.db);
    const negative = database.db.execute(
      sql`update tickets set price_cents = -1 where id = (select min(id) from tickets)`,
    );
    expect(await errorCode(negative)).toBe('23514');
    const badScore = database.db.execute(
      sql`insert into reviews (company_id, user_name, company_score, upkeep_score) values (${t.company_id}, 'X', 6, 5)`,
    );
    expect(await errorCode(badScore)).toBe('23514');
    const bothKinds = database.db.execute(
      sql`insert into discount_codes (code, amount_cents, percentage, expiration_date) values ('BOTH', 100, 0.1, '2030-01-01')`,
    );
    expect(await errorCode(bothKinds)).toBe('23514');
    const badZip = database.db.execute(
      sql`insert into zip_codes (code, city, community) values ('8910', 'Las Vegas', 'Downtown')`,
    );
    expect(await errorCode(badZip)).toBe('23514');
  });

  it('keeps e-mail addresses unique whatever their case', async () => {
    const [c] = await queryRows<{ email: string }>(database.db, sql`select email from customers limit 1`);
    const duplicate = database.db.execute(
      sql`insert into customers (name, email, phone_number, password_hash) values ('Dup', ${c!.email.toUpperCase()}, '7025550100', 'x')`,
    );
    expect(await errorCode(duplicate)).toBe('23505');
  });
});
