import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { createCompany, createTicket } from './factories.ts';
import { bothDatabaseKinds, createTestDatabase, type TestDatabase } from './helpers.ts';

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

describe.each(bothDatabaseKinds())('database constraints on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database.dispose());

  it('forbids two slot-holding tickets of one company at overlapping times', async () => {
    // An hour from 17:00 UTC at the seed's first company service, holding its slot (Pending).
    const first = await createTicket(database.db, { scheduledAt: new Date('2031-03-04T17:00:00Z') });
    const sameCompany = { companyServiceId: first.companyServiceId };
    // Overlaps by 30 minutes: refused by the exclusion constraint (23P01).
    expect(
      await errorCode(createTicket(database.db, { ...sameCompany, scheduledAt: new Date('2031-03-04T17:30:00Z') })),
    ).toBe('23P01');
    // Back to back is fine.
    await createTicket(database.db, { ...sameCompany, scheduledAt: new Date('2031-03-04T18:00:00Z') });
  });

  it('keeps money, scores and discount kinds true', async () => {
    const company = await createCompany(database.db);
    const negative = database.db.execute(
      sql`update tickets set price_cents = -1 where id = (select min(id) from tickets)`,
    );
    expect(await errorCode(negative)).toBe('23514');
    const badScore = database.db.execute(
      sql`insert into reviews (company_id, user_name, company_score, upkeep_score) values (${company.id}, 'X', 6, 5)`,
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
      sql`insert into customers (name, email, phone_number, password_hash) values ('Dup', ${c?.email.toUpperCase()}, '7025550100', 'x')`,
    );
    expect(await errorCode(duplicate)).toBe('23505');
  });
});
