import type { Config } from '../config.ts';
import { hashPassword } from '../lib/password.ts';
import { fillCompanyNameKeys, type Warn } from '../modules/companies/renames/backfill.ts';
import { type DatabaseHandle, openDatabase } from './client.ts';
import { seedDemo, seedReference } from './seed/index.ts';

/** A warning as one JSON line, like the server's log (the app's logger does not exist yet). */
const warnLine: Warn = (msg, details) =>
  console.warn(JSON.stringify({ level: 40, time: Date.now(), pid: process.pid, msg, ...details }));

/** Opens the configured database, applies pending migrations, fills in missing data and seeds what is missing. */
export async function bootstrapDatabase(config: Config, warn: Warn = warnLine): Promise<DatabaseHandle> {
  const handle = await openDatabase(config.database);
  try {
    await handle.migrate();
    await fillCompanyNameKeys(handle.db, warn);
    await seedReference(handle.db);
    if (config.seedDemo) await seedDemo(handle.db, { hashPassword });
  } catch (err) {
    await handle.close().catch(() => {});
    throw err;
  }
  return handle;
}
