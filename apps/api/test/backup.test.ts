/**
 * Data that lasts (issue 16): a backup restores into an empty database with every row, the product works on
 * it, and a backup of the previous release (migrations 0000-0008 with its demo data, made by that release's
 * seed: test/fixtures/release-0008-demo.jsonl.gz) restores into the current schema, upgraded, with the
 * product working on it.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { backupDatabase, RestoreError, restoreDatabase } from '../src/db/backup.ts';
import { type DatabaseHandle, type DatabaseKind, openDatabase, queryRows } from '../src/db/client.ts';
import { seedDemo, seedReference, TicketStatusId } from '../src/db/seed/index.ts';
import { hashPassword } from '../src/lib/password.ts';
import { createTicket, signedInCustomer } from './factories.ts';
import { withDatabase } from './global-setup.ts';
import { bothDatabaseKinds, buildTestApp, openPgliteAt, type TestContext, testConfig } from './helpers.ts';
import { bearer, signIn, signInAsDemoAdmin, signInAsDemoCustomer, signInAsDemoStaff } from './sign-in.ts';

const FIXTURE = path.join(import.meta.dirname, 'fixtures/release-0008-demo.jsonl.gz');
const work = mkdtempSync(path.join(tmpdir(), 'upkeep-backup-test-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/**
 * An empty database of the kind (a new PGlite, opened from the dump of one just initialised, or a new database on the
 * server), closed and dropped after.
 */
async function emptyDatabase(kind: DatabaseKind): Promise<DatabaseHandle & { dispose(): Promise<void> }> {
  if (kind === 'pglite') {
    const handle = await openPgliteAt('empty');
    return { ...handle, dispose: () => handle.close() };
  }
  const server = process.env.TEST_DATABASE_URL ?? '';
  const name = `upkeep_restore_${randomBytes(5).toString('hex')}`;
  const admin = async (text: string) => {
    const client = new pg.Client({ connectionString: server });
    await client.connect();
    await client.query(text).finally(() => client.end());
  };
  await admin(`create database ${name}`);
  const handle = await openDatabase({ kind: 'postgres', url: withDatabase(server, name), poolSize: 3 });
  return {
    ...handle,
    dispose: async () => {
      await handle.close();
      await admin(`drop database if exists ${name} with (force)`);
    },
  };
}

async function rowCounts(db: DatabaseHandle['db']): Promise<Record<string, number>> {
  const tables = await queryRows<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from ${sql.identifier(name)}`);
    counts[name] = row?.n ?? 0;
  }
  return counts;
}

async function appOn(handle: DatabaseHandle) {
  const app = await buildApp({
    config: testConfig(),
    database: handle,
    logger: false,
    serveWeb: false,
    startWorkers: false,
  });
  await app.ready();
  return app;
}

describe.each(bothDatabaseKinds())('backup and restore on %s', (kind) => {
  let source: TestContext;
  const file = path.join(work, `${kind}.jsonl.gz`);
  beforeAll(async () => {
    source = await buildTestApp(kind);
  });
  afterAll(() => source.close());

  it('backs up, restores into an empty database with every row, and the product works on it', async () => {
    const customer = await signedInCustomer(source.app, source.database.db);
    for (const day of [4, 5]) {
      await createTicket(source.database.db, {
        customerId: customer.id,
        statusId: TicketStatusId.Scheduled,
        confirmedAt: new Date(),
        scheduledAt: new Date(`2031-03-0${day}T17:00:00Z`),
      });
    }
    const token = customer.token;
    const before = (
      await source.app.inject({ method: 'GET', url: '/api/customer/ticket?_pageSize=100', headers: bearer(token) })
    ).json().data;
    expect(before).toHaveLength(2);
    const header = await backupDatabase(source.database, file);
    expect(header.tables.find((t) => t.name === 'tickets')?.rows).toBeGreaterThan(0);

    // The database is gone: a new, empty one takes the backup.
    const target = await emptyDatabase(kind);
    try {
      await restoreDatabase(target, file);
      expect(await rowCounts(target.db)).toEqual(await rowCounts(source.database.db));
      const app = await appOn(target);
      try {
        const again = await signIn(app, customer.email, customer.password);
        const after = (
          await app.inject({ method: 'GET', url: '/api/customer/ticket?_pageSize=100', headers: bearer(again) })
        ).json().data;
        expect(after).toEqual(before);
        // Ids continue after the restored ones: a new account is created without a clash.
        const signUp = await app.inject({
          method: 'POST',
          url: '/api/customer',
          payload: {
            Name: 'Restored Rita',
            Email: `rita-${randomBytes(3).toString('hex')}@example.com`,
            PhoneNumber: '7025550123',
            Password: 'Cactus-Flower-2026',
          },
        });
        expect(signUp.statusCode, signUp.body).toBeLessThan(300);
      } finally {
        await app.close();
      }
    } finally {
      await target.dispose();
    }
  });

  it('refuses to restore into a database that is not empty, and a file that is no backup', async () => {
    await expect(restoreDatabase(source.database, file)).rejects.toBeInstanceOf(RestoreError);
    const target = await emptyDatabase(kind);
    try {
      const junk = path.join(work, 'junk.gz');
      writeFileSync(junk, 'not a backup');
      await expect(restoreDatabase(target, junk)).rejects.toThrow(/not an UpKeep backup/);
    } finally {
      await target.dispose();
    }
  });

  it("upgrades the previous release's database with its demo data, and the product works on it", async () => {
    const target = await emptyDatabase(kind);
    try {
      const header = await restoreDatabase(target, FIXTURE);
      expect(header.migrations).toBe(9);
      const [applied] = await queryRows<{ n: number }>(
        target.db,
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      );
      const [current] = await queryRows<{ n: number }>(
        source.database.db,
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      );
      expect(applied?.n).toBe(current?.n);
      // What the server does at start: reference data and demo accounts that are missing. This test's subject is the
      // demo database of the previous release: its demo accounts signing in and finding their tickets is the check.
      await seedReference(target.db);
      await seedDemo(target.db, { hashPassword });
      const app = await appOn(target);
      try {
        const token = await signInAsDemoCustomer(app);
        const tickets = await app.inject({ method: 'GET', url: '/api/customer/ticket', headers: bearer(token) });
        expect(tickets.statusCode).toBe(200);
        expect(tickets.json().data.length).toBeGreaterThan(0);
        const [first] = tickets.json().data as { id: number }[];
        const detail = await app.inject({
          method: 'GET',
          url: `/api/customer/ticket/${first?.id}`,
          headers: bearer(token),
        });
        expect(detail.statusCode).toBe(200);
        // The staff of the old release signs in; the administrator the new release seeds does too.
        await signInAsDemoStaff(app);
        const admin = await signInAsDemoAdmin(app);
        const settings = await app.inject({ method: 'GET', url: '/api/staff/settings', headers: bearer(admin) });
        expect([200, 404]).toContain(settings.statusCode);
        const services = await app.inject({ method: 'GET', url: '/api/customer/services' });
        expect(services.statusCode).toBe(200);
      } finally {
        await app.close();
      }
    } finally {
      await target.dispose();
    }
  });
});
