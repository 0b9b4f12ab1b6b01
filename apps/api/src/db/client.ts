/**
 * The database: PGlite (embedded PostgreSQL) in DATA_DIR by default, or a PostgreSQL server when
 * DATABASE_URL is set. Both are driven through the same Drizzle API, so the rest of the code does not
 * know which one it has.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import type { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { fromPglite, type Db as IDatabase } from 'pg-boss';
import { installQueues } from '../queue/install.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle; it has the same query API as the database. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  /** Applies the committed migrations that have not run yet, and installs the job queue's (queue/install.ts). */
  migrate(): Promise<void>;
  /** The connection pg-boss runs on: the same PGlite instance, or the same pool (queue/job-queue.ts). */
  jobDatabase: IDatabase;
  close(): Promise<void>;
  /** The connection pool's use (PostgreSQL; PGlite has one connection and answers null). */
  poolStats(): { total: number; idle: number; waiting: number } | null;
  /** Told of every query slower than `thresholdMs` (the app logs them). */
  onSlowQuery(thresholdMs: number, listener: SlowQueryListener): void;
  /**
   * Listens to a channel of `NOTIFY` (sent in a transaction, delivered when it commits): PGlite's own, or one
   * connection of its own to the server (re-opened after a loss). Answers how to stop.
   */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
}

export type SlowQueryListener = (query: { statement: string; ms: number }) => void;

/**
 * A statement's name for logs: its verb and the table it works on (`select tickets`, `insert payments`),
 * never its parameters.
 */
export function statementName(text: string): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  const verb = /^(\w+)/.exec(clean)?.[1]?.toLowerCase() ?? 'query';
  const table =
    /\b(?:from|into|update|join)\s+"?([\w.]+)"?/i.exec(clean)?.[1] ?? /\btable\s+"?([\w.]+)"?/i.exec(clean)?.[1];
  return table ? `${verb} ${table}` : verb;
}

/** Wraps a client's `query` so each call is timed; calls the listener when one is slow. */
function timeQueries(target: { query: (...args: never[]) => unknown }, slow: () => SlowQueryWatch | null) {
  const original = target.query.bind(target) as (...args: unknown[]) => unknown;
  (target as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
    const watch = slow();
    if (!watch) return original(...args);
    const started = performance.now();
    const text = typeof args[0] === 'string' ? args[0] : ((args[0] as { text?: string })?.text ?? '');
    const done = () => {
      const ms = performance.now() - started;
      if (ms >= watch.thresholdMs) watch.listener({ statement: statementName(text), ms: Math.round(ms) });
    };
    // node-postgres' pool calls its clients with a callback; drizzle awaits a promise.
    const last = args.length - 1;
    const callback = args[last];
    if (typeof callback === 'function') {
      args[last] = (...results: unknown[]) => {
        done();
        return (callback as (...r: unknown[]) => unknown)(...results);
      };
      return original(...args);
    }
    const result = original(...args);
    return result instanceof Promise ? result.finally(done) : result;
  };
}

interface SlowQueryWatch {
  thresholdMs: number;
  listener: SlowQueryListener;
}

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** An arbitrary constant: the advisory lock that serialises migrations across server processes. */
const MIGRATION_LOCK_KEY = 727_001;

export type DatabaseOptions =
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob }
  | { kind: 'postgres'; url: string; poolSize?: number };

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.kind === 'pglite') {
    if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
    const client = await PGlite.create({
      dataDir: options.dataDir,
      loadDataDir: options.loadDataDir,
      extensions: { btree_gist },
    });
    let watch: SlowQueryWatch | null = null;
    timeQueries(client as never, () => watch);
    const db = drizzlePglite(client, { schema }) as unknown as Database;
    const jobDatabase = fromPglite(client);
    return {
      db,
      kind: 'pglite',
      jobDatabase,
      // PGlite has one connection: there is no other process to race with.
      migrate: async () => {
        await migratePglite(db as never, { migrationsFolder });
        await installQueues(jobDatabase, 'pglite');
      },
      close: () => client.close(),
      poolStats: () => null,
      listen: async (channel, onPayload) => {
        const stop = await client.listen(channel, onPayload);
        return async () => {
          if (!client.closed) await stop();
        };
      },
      onSlowQuery: (thresholdMs, listener) => {
        watch = { thresholdMs, listener };
      },
    };
  }

  const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
  // An idle client's connection error must not crash the process; the pool replaces the client.
  pool.on('error', () => {});
  let watch: SlowQueryWatch | null = null;
  // Every query runs on a client of the pool (pool.query too): timing the clients times them all once.
  pool.on('connect', (client) => timeQueries(client as never, () => watch));
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  // pg-boss shares the pool: a statement without parameters may hold several (its migrations, its locked
  // blocks), which node-postgres sends in one simple query on one connection.
  const jobDatabase: IDatabase = { executeSql: (text: string, values?: unknown[]) => pool.query(text, values) };
  return {
    db,
    kind: 'postgres',
    jobDatabase,
    migrate: async () => {
      const lockClient = await pool.connect();
      try {
        await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migratePg(drizzlePg(lockClient, { schema }), { migrationsFolder });
        await installQueues(jobDatabase, 'postgres');
      } finally {
        await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
        lockClient.release();
      }
    },
    close: () => pool.end(),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    listen: (channel, onPayload) => listenOnServer(options.url, channel, onPayload),
    onSlowQuery: (thresholdMs, listener) => {
      watch = { thresholdMs, listener };
    },
  };
}

/**
 * LISTEN on a connection of its own (a pooled one would be handed to others): re-opened a second after it is
 * lost, for as long as nobody stopped it. A notification sent while it was down is not replayed: once listening
 * again, an empty payload says that some may have been missed (the listener reads what it may have missed).
 */
async function listenOnServer(url: string, channel: string, onPayload: (payload: string) => void) {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`not a channel name: ${channel}`);
  let stopped = false;
  let client: pg.Client | null = null;
  const open = async (): Promise<void> => {
    // TCP keep-alive: a half-open connection is found lost instead of listening to nothing for hours.
    const next = new pg.Client({ connectionString: url, keepAlive: true });
    next.on('notification', (message) => {
      if (message.channel === channel) onPayload(message.payload ?? '');
    });
    // Lost (an error, or the server ending the connection): open another a second later, until one holds.
    const lost = () => {
      if (client !== next) return;
      client = null;
      void next.end().catch(() => {});
      if (!stopped) setTimeout(reopen, 1000).unref();
    };
    next.on('error', lost);
    next.on('end', lost);
    await next.connect();
    await next.query(`listen ${channel}`);
    if (stopped) {
      await next.end();
      return;
    }
    client = next;
  };
  const reopen = () => {
    if (stopped) return;
    open().then(
      () => {
        if (client) onPayload('');
      },
      () => setTimeout(reopen, 1000).unref(),
    );
  };
  await open();
  return async () => {
    stopped = true;
    const last = client;
    client = null;
    await last?.end().catch(() => {});
  };
}

/** Rows of a raw SQL query, whichever driver runs it. */
export async function queryRows<T extends Record<string, unknown>>(
  db: Database | Tx,
  query: ReturnType<typeof sql>,
): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
