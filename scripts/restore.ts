/**
 * `npm run restore -- FILE`: restores a backup (npm run backup) into the EMPTY database DATABASE_URL (a new
 * PostgreSQL database) or DATA_DIR (a new directory) names, then applies the migrations the backup predates.
 * It refuses a database that already holds the product's tables.
 */
import path from 'node:path';
import { databaseOfEnvironment, restoreDatabase } from '../apps/api/src/db/backup.ts';
import { openDatabase } from '../apps/api/src/db/client.ts';

async function main() {
  const [file] = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
  if (!file) throw new Error('name the backup file: npm run restore -- FILE');
  const options = databaseOfEnvironment();
  const handle = await openDatabase(options);
  try {
    const header = await restoreDatabase(handle, path.resolve(file));
    const rows = header.tables.reduce((sum, t) => sum + t.rows, 0);
    console.log(`Restored ${rows} rows of ${header.tables.length} tables (backup of ${header.createdAt}).`);
  } finally {
    await handle.close();
  }
}

main().catch((err: Error) => {
  console.error(`Restore failed: ${err.message}`);
  process.exit(1);
});
