/**
 * Test helpers: a private copy of the seeded database per test file (PGlite always, PostgreSQL when
 * TEST_DATABASE_URL is set) and the whole app built on it, ready for `inject`.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { expect, inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import { type Config, loadConfig } from '../src/config.ts';
import { type DatabaseHandle, type DatabaseKind, openDatabase } from '../src/db/client.ts';
import { type PgliteStage, withDatabase } from './global-setup.ts';

/**
 * The databases a test file whose subject is the database's own work runs on (a migration, a lock, a race, a
 * constraint, a backup, the queue, a second process): PGlite always, and PostgreSQL when the global setup prepared it.
 */
export function bothDatabaseKinds(): DatabaseKind[] {
  return inject('postgresTemplateUrl') ? ['pglite', 'postgres'] : ['pglite'];
}

/**
 * The databases a feature's test file runs on (decision 0020's second addendum). Without a PostgreSQL server, PGlite.
 * With one, each file runs on one of the two, chosen by its path (stable, so a failure is reproduced by running the
 * file again; half the files each), so that both databases run every kind of feature while no file pays for both;
 * `TEST_DATABASES=both` runs every file on both (the thorough run, before a release or after a change to the
 * database layer).
 */
export function databaseKinds(): DatabaseKind[] {
  const both = bothDatabaseKinds();
  if (both.length === 1 || process.env.TEST_DATABASES === 'both') return both;
  return [databaseKindOfFile(expect.getState().testPath ?? '')];
}

/** The database a feature's test file runs on when it runs on one: by a hash of its path from the repository's root. */
export function databaseKindOfFile(testPath: string): DatabaseKind {
  const name = testPath.slice(testPath.lastIndexOf('apps/api/'));
  let hash = 0;
  for (const char of name) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return hash % 2 === 0 ? 'pglite' : 'postgres';
}

/**
 * The database of a test whose subject is not the database (a configuration, a header, a webhook's signature, a
 * limit): a copy on the PostgreSQL server where the run has one (a tenth of a second, where PGlite's copy takes about a
 * second and then runs every query in the test's own thread), else PGlite. What depends on the database runs on each of
 * databaseKinds().
 */
export function quickestDatabaseKind(): DatabaseKind {
  return inject('postgresTemplateUrl') ? 'postgres' : 'pglite';
}

export interface TestDatabase extends DatabaseHandle {
  /** Closes and, on PostgreSQL, drops this file's database. */
  dispose(): Promise<void>;
  /** PostgreSQL: the database's address, for a second process (a second pool) on it. */
  url?: string;
}

/**
 * The seeded template's bytes as PGlite reads them: a Blob whose `arrayBuffer()` answers a copy of bytes already in
 * memory. Node's own Blob hands its bytes over in 64 KB reads joined together, a third of the time PGlite took to
 * open a database (a test file's first second); the file is read once per worker (the files of a worker share
 * this module).
 */
class TemplateBlob extends Blob {
  readonly #bytes: Uint8Array;
  constructor(bytes: Uint8Array) {
    super([]);
    this.#bytes = bytes;
  }
  override arrayBuffer(): Promise<ArrayBuffer> {
    return Promise.resolve(new Uint8Array(this.#bytes).buffer);
  }
}
/** The dumps read so far by this worker, by file. */
const templates = new Map<string, Uint8Array>();

function pgliteDump(file: string): Blob {
  let bytes = templates.get(file);
  if (!bytes) {
    bytes = readFileSync(file);
    templates.set(file, bytes);
  }
  return new TemplateBlob(bytes);
}

function pgliteTemplate(): Blob {
  return pgliteDump(inject('pgliteTemplate'));
}

/**
 * A new in-memory PGlite at a stage before the seeded copy every test file has (global-setup.ts): `empty` (as a new
 * PGlite is, initialised with nothing in it) or `migrated` (the schema, no rows). Opened from a dump made once per run,
 * a fraction of the time a new PGlite takes to initialise (and migrate).
 */
export function openPgliteAt(stage: Exclude<PgliteStage, 'seeded'>): Promise<DatabaseHandle> {
  return openDatabase({ kind: 'pglite', loadDataDir: pgliteDump(inject('pgliteStages')[stage]) });
}

export async function createTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const handle = await openDatabase({ kind: 'pglite', loadDataDir: pgliteTemplate() });
    return { ...handle, dispose: () => handle.close() };
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `upkeep_test_${randomBytes(6).toString('hex')}`;
  const template = new URL(inject('postgresTemplateUrl') ?? '').pathname.slice(1);
  await adminQuery(serverUrl, `create database ${name} template ${template}`);
  const url = withDatabase(serverUrl, name);
  const handle = await openDatabase({ kind: 'postgres', url, poolSize: 5 });
  return {
    ...handle,
    url,
    dispose: async () => {
      await handle.close();
      await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

async function adminQuery(url: string, text: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** A configuration for tests: offline defaults, a fixed secret, a throwaway data dir, no web app. */
export function testConfig(overrides: NodeJS.ProcessEnv = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: '.tmp/test-data',
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    LOG_LEVEL: 'silent',
    ...overrides,
  });
}

export interface TestContext {
  app: FastifyInstance;
  database: TestDatabase;
  close(): Promise<void>;
}

export async function buildTestApp(
  kind: DatabaseKind,
  options: {
    env?: NodeJS.ProcessEnv;
    serveWeb?: boolean;
    now?: () => Date;
    startWorkers?: boolean;
    /** Capture the app's real logs (instead of silence). */
    logStream?: { write(line: string): void };
  } = {},
): Promise<TestContext> {
  const database = await createTestDatabase(kind);
  const app = await buildApp({
    config: testConfig(options.env),
    database,
    logger: options.logStream ? undefined : false,
    logStream: options.logStream,
    serveWeb: options.serveWeb ?? false,
    // Tests deliver the outbox themselves (app.outbox.runOnce()) unless they ask for the worker.
    startWorkers: options.startWorkers ?? false,
    now: options.now,
  });
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.dispose();
    },
  };
}
