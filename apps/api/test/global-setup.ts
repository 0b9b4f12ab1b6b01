/**
 * Prepares, once per test run, a migrated and seeded database that every test file copies: a PGlite
 * data-dir dump, and (when TEST_DATABASE_URL is set) a template database on the PostgreSQL server; and the
 * compiled server (`apps/api/dist`).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { buildApi } from '../../../scripts/build-api.mjs';
import { openDatabase } from '../src/db/client.ts';
import { seedDemo, seedReference } from '../src/db/seed/index.ts';
import { TEST_NOW } from './fixed-time.ts';

/** One template per run, so that runs side by side (two checkouts, CI beside a session) share the server. */
const TEMPLATE_DATABASE = `upkeep_test_template_${process.pid}`;

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresTemplateUrl: string | null;
  }
}

export default async function setup(project: TestProject) {
  // The compiled server, which the tests that start a process run as `npm start` runs it.
  await buildApi();
  const dir = mkdtempSync(path.join(tmpdir(), 'upkeep-test-'));
  const pglite = await openDatabase({ kind: 'pglite' });
  await pglite.migrate();
  await seedReference(pglite.db);
  await seedDemo(pglite.db, { now: TEST_NOW });
  // Uncompressed: each test file's database opens without unzipping it first.
  const client = (pglite.db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } }).$client;
  const dump = await client.dumpDataDir('none');
  const dumpFile = path.join(dir, 'template.tar');
  writeFileSync(dumpFile, Buffer.from(await dump.arrayBuffer()));
  await pglite.close();
  project.provide('pgliteTemplate', dumpFile);

  let postgresTemplateUrl: string | null = null;
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${TEMPLATE_DATABASE} with (force)`);
    await admin.query(`create database ${TEMPLATE_DATABASE}`);
    await admin.end();
    postgresTemplateUrl = withDatabase(serverUrl, TEMPLATE_DATABASE);
    const template = await openDatabase({ kind: 'postgres', url: postgresTemplateUrl, poolSize: 2 });
    await template.migrate();
    await seedReference(template.db);
    await seedDemo(template.db, { now: TEST_NOW });
    await template.close();
  }
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

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
