/**
 * The compiled server (issue 12): `npm start` runs the bundle that `npm run build` makes (built here by the
 * global setup), which finds its migrations, seeds what production may have and answers; in production a missing
 * build is refused in one line and nothing is built at start.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { devEndpoints } from '@upkeep/contract';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../src/config.ts';
import { openDatabase, queryRows } from '../src/db/client.ts';

const dirs: string[] = [];
const tempDir = (prefix: string) => {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function sparePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** Starts the bundle as `npm start` runs it and waits until it answers /api/health (or the deadline passes). */
async function startCompiled(
  env: NodeJS.ProcessEnv,
): Promise<{ server: ChildProcess; base: string; health?: Response }> {
  const port = await sparePort();
  const server = spawn(process.execPath, ['--enable-source-maps', path.join(repoRoot, 'apps/api/dist/server.js')], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: 'ignore',
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 110_000;
  let health: Response | undefined;
  while (!health && Date.now() < deadline && server.exitCode === null) {
    health = await fetch(`${base}/api/health`).catch(() => undefined);
    if (!health) await new Promise((r) => setTimeout(r, 250));
  }
  return { server, base, health };
}

function stopped(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    server.once('exit', () => resolve());
    server.kill('SIGTERM');
  });
}

// One start of the bundle on a fresh embedded database holds what each of them would: starting the product from
// scratch (migrating and seeding a new PGlite) is most of this file's time.
describe('the compiled server in production, on a fresh embedded database', () => {
  it('migrates it from the migrations beside the bundle, seeds the catalogue and no demo data, answers /api/health, and has none of the development hooks under /api/dev whatever UPKEEP_TEST_HOOKS says (issue 47)', async () => {
    const dataDir = tempDir('upkeep-compiled-prod-');
    const { server, base, health } = await startCompiled({
      NODE_ENV: 'production',
      TEST_MODE: 'payments,mail,sms',
      JWT_SECRET: 'a-production-secret-of-at-least-32-characters',
      UPKEEP_TEST_HOOKS: '1',
      DATA_DIR: dataDir,
    });
    try {
      expect(health?.status).toBe(200);
      expect(await health?.json()).toMatchObject({ data: { status: 'ok' } });
      // Every hook the contract declares, with a concrete id: none of them answers anything but 404.
      const hooks = Object.values(devEndpoints).map((e) => ({ method: e.method, path: e.path.replace(/:\w+/g, '1') }));
      expect(hooks.length).toBeGreaterThanOrEqual(5);
      for (const hook of hooks) {
        const res = await fetch(`${base}/api${hook.path}`, {
          method: hook.method,
          headers: { 'content-type': 'application/json' },
          ...(hook.method === 'GET' ? {} : { body: JSON.stringify({ at: '2026-12-01T00:00:00.000Z' }) }),
        });
        expect(res.status, `${hook.method} ${hook.path}`).toBe(404);
      }
    } finally {
      await stopped(server);
    }
    // What the production start seeded: the catalogue, never the demo (PGlite has one process: read it once stopped).
    const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
    try {
      const [counts] = await queryRows<{ services: number; companies: number; customers: number; tickets: number }>(
        database.db,
        sql`select (select count(*)::int from services) as services, (select count(*)::int from companies) as companies,
                   (select count(*)::int from customers) as customers, (select count(*)::int from tickets) as tickets`,
      );
      expect(counts).toEqual({ services: 12, companies: 0, customers: 0, tickets: 0 });
    } finally {
      await database.close();
    }
  }, 150_000);
});

describe('npm start in production', () => {
  it('refuses in one line when the build is missing, and builds nothing', () => {
    // A checkout that was never built: the start script alone.
    const checkout = tempDir('upkeep-unbuilt-');
    mkdirSync(path.join(checkout, 'scripts'));
    for (const file of ['start.mjs', 'build-api.mjs']) {
      copyFileSync(path.join(repoRoot, 'scripts', file), path.join(checkout, 'scripts', file));
    }
    const run = spawnSync(process.execPath, [path.join(checkout, 'scripts/start.mjs')], {
      cwd: checkout,
      encoding: 'utf8',
      env: { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: 'production', DATA_DIR: tempDir('upkeep-') },
    });
    expect(run.status).toBe(1);
    expect(run.stderr.trim().split('\n')).toEqual([
      'UpKeep cannot start: the server is not built (apps/api/dist is missing): run `npm run build` before starting in production',
    ]);
    expect(existsSync(path.join(checkout, 'apps'))).toBe(false);
  });
});
