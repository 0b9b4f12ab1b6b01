/**
 * Backup and restore of the product's database (issue 16), the same on PGlite and on a PostgreSQL server,
 * so a backup of the embedded database also moves a product onto a server and back.
 *
 * A backup is a gzipped file of JSON lines: a header (format, version, when, how many of the committed
 * migrations the database carried, its tables) and then each table's rows in chunks, as PostgreSQL itself
 * writes them (`row_to_json`), tables in foreign-key order. It is read in one REPEATABLE READ, read-only
 * transaction: a consistent snapshot, taken while the product runs (on PGlite, stop the server first: one
 * process owns its data directory).
 *
 * Restore goes into an empty database only: it applies the committed migrations up to the backup's level,
 * loads the rows (PostgreSQL parses them back with `json_populate_recordset`, bytea and ranges included),
 * moves every id sequence past the highest id, then applies the migrations the backup predates. A backup of
 * an older release therefore restores into the current schema: that is how upgrades are tested.
 */
import {
  copyFileSync,
  createReadStream,
  createWriteStream,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import {
  type Database,
  type DatabaseHandle,
  type DatabaseOptions,
  migrationsFolder,
  queryRows,
  type Tx,
} from './client.ts';

export const BACKUP_FORMAT = 'upkeep-backup';
export const BACKUP_VERSION = 1;
const ROWS_PER_LINE = 500;

interface BackupHeader {
  format: typeof BACKUP_FORMAT;
  version: number;
  createdAt: string;
  /** How many committed migrations the database carried (the journal's first N). */
  migrations: number;
  tables: { name: string; rows: number }[];
}

interface Journal {
  entries: { idx: number; when: number; tag: string }[];
}

const readJournal = (folder: string): Journal =>
  JSON.parse(readFileSync(path.join(folder, 'meta/_journal.json'), 'utf8')) as Journal;

/** The public tables, each after the tables its foreign keys point at. */
async function tablesInDependencyOrder(db: Database | Tx): Promise<string[]> {
  const tables = (
    await queryRows<{ name: string }>(
      db,
      sql`select table_name as name from information_schema.tables
           where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    )
  ).map((row) => row.name);
  const edges = await queryRows<{ child: string; parent: string }>(
    db,
    sql`select c.conrelid::regclass::text as child, c.confrelid::regclass::text as parent
          from pg_constraint c join pg_namespace n on n.oid = c.connamespace
         where c.contype = 'f' and n.nspname = 'public'`,
  );
  const unquote = (name: string) => name.replace(/^"|"$/g, '');
  const parents = new Map(tables.map((t) => [t, new Set<string>()]));
  for (const { child, parent } of edges) {
    if (unquote(child) !== unquote(parent)) parents.get(unquote(child))?.add(unquote(parent));
  }
  const ordered: string[] = [];
  const placed = new Set<string>();
  while (ordered.length < tables.length) {
    const ready = tables.filter((t) => !placed.has(t) && [...(parents.get(t) ?? [])].every((p) => placed.has(p)));
    if (ready.length === 0) throw new Error('backup: the foreign keys form a cycle');
    for (const t of ready) {
      ordered.push(t);
      placed.add(t);
    }
  }
  return ordered;
}

async function appliedMigrations(db: Database | Tx): Promise<number> {
  const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
  return row?.n ?? 0;
}

/** Writes a backup of the whole database to `file`. Answers its header. */
export async function backupDatabase(handle: DatabaseHandle, file: string, now = new Date()): Promise<BackupHeader> {
  return handle.db.transaction(
    async (tx) => {
      const tables = await tablesInDependencyOrder(tx);
      const header: BackupHeader = {
        format: BACKUP_FORMAT,
        version: BACKUP_VERSION,
        createdAt: now.toISOString(),
        migrations: await appliedMigrations(tx),
        tables: [],
      };
      const lines: string[] = [];
      for (const table of tables) {
        const rows = await queryRows<{ row: string }>(
          tx,
          sql`select row_to_json(t)::text as row from ${sql.identifier(table)} t`,
        );
        header.tables.push({ name: table, rows: rows.length });
        for (let i = 0; i < rows.length; i += ROWS_PER_LINE) {
          const chunk = rows.slice(i, i + ROWS_PER_LINE).map((r) => r.row);
          lines.push(`{"table":${JSON.stringify(table)},"rows":[${chunk.join(',')}]}`);
        }
      }
      const gzip = createGzip();
      const written = pipeline(gzip, createWriteStream(file));
      gzip.write(`${JSON.stringify(header)}\n`);
      for (const line of lines) gzip.write(`${line}\n`);
      gzip.end();
      await written;
      return header;
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

async function readBackup(
  file: string,
): Promise<{ header: BackupHeader; chunks: { table: string; rows: unknown[] }[] }> {
  const lines = createInterface({
    input: createReadStream(file).pipe(createGunzip()),
    crlfDelay: Number.POSITIVE_INFINITY,
  });
  let header: BackupHeader | undefined;
  const chunks: { table: string; rows: unknown[] }[] = [];
  try {
    for await (const line of lines) {
      if (!line) continue;
      if (!header) {
        header = JSON.parse(line) as BackupHeader;
        if (header.format !== BACKUP_FORMAT || header.version !== BACKUP_VERSION) {
          throw new Error(`not an UpKeep backup (format ${header.format} version ${header.version})`);
        }
        continue;
      }
      chunks.push(JSON.parse(line) as { table: string; rows: unknown[] });
    }
  } catch (err) {
    if (err instanceof SyntaxError || (err as NodeJS.ErrnoException).code === 'Z_DATA_ERROR') {
      throw new Error(`${file} is not an UpKeep backup (it does not read as gzipped JSON lines)`);
    }
    throw err;
  }
  if (!header) throw new Error(`${file} is empty`);
  return { header, chunks };
}

/** Applies the first `count` committed migrations (a copy of the folder whose journal stops there). */
async function migrateTo(handle: DatabaseHandle, count: number) {
  const journal = readJournal(migrationsFolder);
  if (count > journal.entries.length) {
    throw new Error(
      `the backup carries ${count} migrations, this release only ${journal.entries.length}: restore it with a newer release`,
    );
  }
  const folder = mkdtempSync(path.join(tmpdir(), 'upkeep-migrations-'));
  try {
    const entries = journal.entries.slice(0, count);
    mkdirSync(path.join(folder, 'meta'));
    for (const entry of entries)
      copyFileSync(path.join(migrationsFolder, `${entry.tag}.sql`), path.join(folder, `${entry.tag}.sql`));
    writeFileSync(path.join(folder, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
    const run = handle.kind === 'pglite' ? migratePglite : migratePg;
    await run(handle.db as never, { migrationsFolder: folder });
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** True when the database has no table of the product (and no migration) yet. */
async function isEmpty(db: Database): Promise<boolean> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from information_schema.tables
         where (table_schema = 'public' and table_type = 'BASE TABLE')
            or (table_schema = 'drizzle' and table_name = '__drizzle_migrations')`,
  );
  return (row?.n ?? 0) === 0;
}

export class RestoreError extends Error {
  override name = 'RestoreError';
}

/**
 * Restores `file` into the empty database of `handle`, then brings it to the current schema. Answers the
 * backup's header.
 */
export async function restoreDatabase(handle: DatabaseHandle, file: string): Promise<BackupHeader> {
  if (!(await isEmpty(handle.db))) {
    throw new RestoreError('the database is not empty: restore into a new, empty database (or an empty DATA_DIR)');
  }
  const { header, chunks } = await readBackup(file).catch((err: Error) => {
    throw new RestoreError(err.message);
  });
  await migrateTo(handle, header.migrations);
  await handle.db.transaction(async (tx) => {
    for (const chunk of chunks) {
      const table = sql.identifier(chunk.table);
      await tx.execute(
        sql`insert into ${table} select * from json_populate_recordset(null::${table}, ${JSON.stringify(chunk.rows)}::json)`,
      );
    }
    // Each serial id's sequence continues after the highest id restored.
    const serials = await queryRows<{ tbl: string; col: string; seq: string }>(
      tx,
      sql`select c.table_name as tbl, c.column_name as col, pg_get_serial_sequence(quote_ident(c.table_name), c.column_name) as seq
            from information_schema.columns c
           where c.table_schema = 'public' and c.column_default like 'nextval(%'`,
    );
    for (const { tbl, col, seq } of serials) {
      if (!seq) continue;
      await tx.execute(
        sql`select setval(${seq}, coalesce((select max(${sql.identifier(col)}) from ${sql.identifier(tbl)}), 0) + 1, false)`,
      );
    }
  });
  await handle.migrate();
  return header;
}

/** The database DATABASE_URL or DATA_DIR names, as the server reads them (scripts: backup, restore). */
export function databaseOfEnvironment(env: NodeJS.ProcessEnv = process.env): DatabaseOptions {
  if (env.DATABASE_URL) return { kind: 'postgres', url: env.DATABASE_URL, poolSize: 2 };
  return { kind: 'pglite', dataDir: path.join(path.resolve(env.DATA_DIR ?? './data'), 'pglite') };
}
