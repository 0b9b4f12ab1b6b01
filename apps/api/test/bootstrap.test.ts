import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { required } from '@upkeep/contract';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { bootstrapDatabase } from '../src/db/bootstrap.ts';
import { queryRows } from '../src/db/client.ts';

const dirs: string[] = [];
function tempDir() {
  const dir = mkdtempSync(path.join(tmpdir(), 'upkeep-boot-'));
  dirs.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

type Counts = { services: number; companies: number; leads: number; tickets: number };
const counts = (db: Parameters<typeof queryRows>[0]) =>
  queryRows<Counts>(
    db,
    sql`select (select count(*)::int from services) as services, (select count(*)::int from companies) as companies,
               (select count(*)::int from leads) as leads, (select count(*)::int from tickets) as tickets`,
  ).then((rows) => required(rows[0], 'the counts'));

// A production start on a fresh database (the catalogue, never the demo) is compiled-server.test.ts's. This file's
// subject is the development start, which seeds the demo: its companies (one of them renamed below) are what it checks.
describe('first and second start on the embedded database', () => {
  it('migrates and seeds on first start, and keeps the data on the second', async () => {
    const dataDir = tempDir();
    const config = loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'development' });
    const first = await bootstrapDatabase(config);
    const before = await counts(first.db);
    expect(before).toMatchObject({ services: 12 });
    expect(before.companies).toBeGreaterThanOrEqual(40);
    await first.db.execute(
      sql`insert into leads (name, email, wished_service, origin) values ('Kept', 'kept@example.com', 'Pool', 'upkeep')`,
    );
    // Companies from before name keys (issue 24): a seeded one without its key, and a younger look-alike of it.
    const [seeded] = await queryRows<{ id: number; name_key: string }>(
      first.db,
      sql`update companies c set name_key = null from (select id, name_key from companies where name = 'Red Rock Yard Works') o
           where c.id = o.id returning c.id, o.name_key`,
    );
    await first.db.execute(
      sql`insert into companies (name, slug, logo, address, city, phone_number, email)
          values ('Red Rоck Yard Works.', 'red-rock-look-alike', '/x.svg', '1 Way', 'Las Vegas', '7025550100', 'l@example.com')`,
    );
    await first.close();

    const warn = vi.fn();
    const second = await bootstrapDatabase(config, warn);
    expect(await counts(second.db)).toEqual({ ...before, companies: before.companies + 1, leads: before.leads + 1 });
    const keys = await queryRows<{ id: number; name_key: string | null }>(
      second.db,
      sql`select id, name_key from companies where name_key is null or id = ${required(seeded, 'Red Rock').id} order by id`,
    );
    expect(keys).toEqual([
      { id: required(seeded, 'Red Rock').id, name_key: required(seeded, 'Red Rock').name_key },
      { id: expect.any(Number), name_key: null },
    ]);
    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(/name key/),
      expect.objectContaining({ name: 'Red Rоck Yard Works.' }),
    );
    await second.close();
    // Two starts of the embedded database from nothing: a minute on a busy two-core machine.
  }, 150_000);
});
