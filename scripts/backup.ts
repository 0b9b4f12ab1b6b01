/**
 * `npm run backup -- --out FILE`: writes a backup of the database DATABASE_URL (a PostgreSQL server) or
 * DATA_DIR (the embedded database; stop the server first) names, as apps/api/src/db/backup.ts describes.
 * Without --out the file is `upkeep-backup-<date>.jsonl.gz` in the current directory.
 */
import path from 'node:path';
import { backupDatabase, databaseOfEnvironment } from '../apps/api/src/db/backup.ts';
import { openDatabase } from '../apps/api/src/db/client.ts';

function outFile(args: string[]): string {
  const at = args.indexOf('--out');
  if (at >= 0) {
    const file = args[at + 1];
    if (!file) throw new Error('--out needs a file name');
    return path.resolve(file);
  }
  return path.resolve(`upkeep-backup-${new Date().toISOString().replace(/[:.]/g, '-')}.jsonl.gz`);
}

async function main() {
  const file = outFile(process.argv.slice(2));
  const options = databaseOfEnvironment();
  const handle = await openDatabase(options);
  try {
    const header = await backupDatabase(handle, file);
    const rows = header.tables.reduce((sum, t) => sum + t.rows, 0);
    console.log(
      `Backed up ${options.kind === 'postgres' ? 'the PostgreSQL database' : 'the embedded database'}: ${header.tables.length} tables, ${rows} rows, ${header.migrations} migrations → ${file}`,
    );
  } finally {
    await handle.close();
  }
}

main().catch((err: Error) => {
  console.error(`Backup failed: ${err.message}`);
  process.exit(1);
});
