import type { Config } from '../config.ts';
import { hashPassword } from '../lib/password.ts';
import { type DatabaseHandle, openDatabase } from './client.ts';
import { seedDemo, seedReference } from './seed/index.ts';

/** Opens the configured database, applies pending migrations and seeds what is missing. */
export async function bootstrapDatabase(config: Config): Promise<DatabaseHandle> {
  const handle = await openDatabase(config.database);
  try {
    await handle.migrate();
    await seedReference(handle.db);
    if (config.seedDemo) await seedDemo(handle.db, { hashPassword });
  } catch (err) {
    await handle.close().catch(() => {});
    throw err;
  }
  return handle;
}
