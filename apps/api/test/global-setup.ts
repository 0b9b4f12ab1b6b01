/**
 * Prepares, once per test run, a migrated and seeded database that every test file copies: a PGlite
 * data-dir dump, and (when TEST_DATABASE_URL is set) a template database on the PostgreSQL server; and the
 * compiled server (`apps/api/dist`). The PGlite dumps of the stages before (a new, empty database; the same
 * migrated) are kept too, for the tests whose subject starts there (a restore into an empty database, the seed, the
 * sandbox's own tables): a copy opens in a fraction of the time a new PGlite takes to initialise and migrate. The
 * three are made side by side (the build in esbuild's process, the server's template on the server).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { buildApi } from '../../../scripts/build-api.mjs';
import { type DatabaseHandle, openDatabase } from '../src/db/client.ts';
import { seedDemo, seedReference } from '../src/db/seed/index.ts';
import { TEST_NOW } from './fixed-time.ts';

/** One template per run, so that runs side by side (two checkouts, CI beside a session) share the server. */
const TEMPLATE_DATABASE = `upkeep_test_template_${process.pid}`;

/** The PGlite dumps: a new database (initialised, nothing in it), the same migrated, and migrated and seeded. */
export type PgliteStage = 'empty' | 'migrated' | 'seeded';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    pgliteStages: Record<PgliteStage, string>;
    postgresTemplateUrl: string | null;
  }
}

export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(tmpdir(), 'upkeep-test-'));
  const serverUrl = process.env.TEST_DATABASE_URL;
  const [, stages, postgresTemplateUrl] = await Promise.all([
    // The compiled server, which the tests that start a process run as `npm start` runs it.
    buildApi(),
    pgliteStages(dir),
    serverUrl ? postgresTemplate(serverUrl) : null,
  ]);
  project.provide('pgliteTemplate', stages.seeded);
  project.provide('pgliteStages', stages);
  project.provide('postgresTemplateUrl', postgresTemplateUrl);

  return async () => {
    rmSync(dir, { recursive: true, force: true });
    if (serverUrl) {
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`drop database if exists ${TEMPLATE_DATABASE} with (force)`);
      await admin.end();
    }
  };
}

async function pgliteStages(dir: string): Promise<Record<PgliteStage, string>> {
  const pglite = await openDatabase({ kind: 'pglite' });
  // Uncompressed: each test file's database opens without unzipping it first.
  const dump = async (stage: PgliteStage) => {
    const client = (pglite.db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } }).$client;
    const file = path.join(dir, `${stage}.tar`);
    writeFileSync(file, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
    return file;
  };
  const empty = await dump('empty');
  await pglite.migrate();
  const migrated = await dump('migrated');
  await seed(pglite);
  const seeded = await dump('seeded');
  await pglite.close();
  return { empty, migrated, seeded };
}

async function postgresTemplate(serverUrl: string): Promise<string> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${TEMPLATE_DATABASE} with (force)`);
  await admin.query(`create database ${TEMPLATE_DATABASE}`);
  await admin.end();
  const url = withDatabase(serverUrl, TEMPLATE_DATABASE);
  const template = await openDatabase({ kind: 'postgres', url, poolSize: 2 });
  await template.migrate();
  await seed(template);
  await template.close();
  return url;
}

async function seed(handle: DatabaseHandle) {
  await seedReference(handle.db);
  await seedDemo(handle.db, { now: TEST_NOW });
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
