/**
 * The compiled server (issue 12): `npm start` runs the bundle that `npm run build` makes (built here by the
 * global setup), which finds its migrations and answers; in production a missing build is refused in one line
 * and nothing is built at start.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { devEndpoints } from '@upkeep/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../src/config.ts';

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

describe('the compiled server', () => {
  it('migrates a fresh database from the migrations beside the bundle and answers /api/health', async () => {
    const port = await sparePort();
    let server: ChildProcess | undefined;
    try {
      server = spawn(process.execPath, ['--enable-source-maps', path.join(repoRoot, 'apps/api/dist/server.js')], {
        cwd: repoRoot,
        env: {
          PATH: process.env.PATH,
          HOME: process.env.HOME,
          NODE_ENV: 'development',
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: tempDir('upkeep-compiled-'),
          SEED_DEMO: 'false',
          LOG_LEVEL: 'warn',
        },
        stdio: 'ignore',
      });
      const deadline = Date.now() + 110_000;
      let health: Response | undefined;
      while (!health && Date.now() < deadline) {
        health = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => undefined);
        if (!health) await new Promise((r) => setTimeout(r, 250));
      }
      expect(health?.status).toBe(200);
      expect(await health?.json()).toMatchObject({ data: { status: 'ok' } });
    } finally {
      server?.kill('SIGTERM');
    }
  }, 120_000);
});

describe('the compiled server in production', () => {
  it('has none of the development hooks under /api/dev, whatever UPKEEP_TEST_HOOKS says (issue 47)', async () => {
    const port = await sparePort();
    let server: ChildProcess | undefined;
    try {
      server = spawn(process.execPath, [path.join(repoRoot, 'apps/api/dist/server.js')], {
        cwd: repoRoot,
        env: {
          PATH: process.env.PATH,
          HOME: process.env.HOME,
          NODE_ENV: 'production',
          TEST_MODE: 'payments,mail,sms',
          JWT_SECRET: 'a-production-secret-of-at-least-32-characters',
          UPKEEP_TEST_HOOKS: '1',
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: tempDir('upkeep-compiled-prod-'),
          LOG_LEVEL: 'warn',
        },
        stdio: 'ignore',
      });
      const base = `http://127.0.0.1:${port}`;
      const deadline = Date.now() + 110_000;
      let health: Response | undefined;
      while (!health && Date.now() < deadline) {
        health = await fetch(`${base}/api/health`).catch(() => undefined);
        if (!health) await new Promise((r) => setTimeout(r, 250));
      }
      expect(health?.status).toBe(200);
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
      server?.kill('SIGTERM');
    }
  }, 120_000);
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
