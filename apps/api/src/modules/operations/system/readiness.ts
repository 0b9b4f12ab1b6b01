/**
 * Readiness (GET /api/ready, issue 16): liveness (GET /api/health) says the process answers; readiness says
 * it should get traffic: the database answers and carries every committed migration, the background workers
 * run, and the process is not draining for a shutdown. A load balancer stops sending requests on 503.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type Database, migrationsFolder } from '../../../db/client.ts';
import * as q from './queries.ts';

/** What the app knows of its own life: set by app.ts as workers start and the app closes. */
export interface RunState {
  workersRunning: boolean;
  shuttingDown: boolean;
}

const committedMigrations = (() => {
  let count: number | undefined;
  return () => {
    count ??= (
      JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as { entries: unknown[] }
    ).entries.length;
    return count;
  };
})();

/** Liveness's one question to the database: does it answer? (Throws when it does not.) */
export async function databaseAnswers(db: Database): Promise<void> {
  await q.selectOne(db);
}

export async function readiness(db: Database, state: RunState) {
  let database: 'ok' | 'unreachable' = 'ok';
  let migrations: 'ok' | 'pending' | 'unknown' = 'unknown';
  try {
    migrations = (await q.appliedMigrations(db)) >= committedMigrations() ? 'ok' : 'pending';
  } catch {
    database = 'unreachable';
  }
  const checks = {
    database,
    migrations,
    workers: state.workersRunning ? ('running' as const) : ('stopped' as const),
    shuttingDown: state.shuttingDown,
  };
  const ready = database === 'ok' && migrations === 'ok' && state.workersRunning && !state.shuttingDown;
  return { ready, checks };
}
