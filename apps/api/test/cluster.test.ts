/**
 * `npm start` with WEB_CONCURRENCY (issue 16): several server processes on one PostgreSQL database share the
 * port, each ready on its own; SIGTERM drains them all and the primary exits cleanly. The server runs as `npm start`
 * runs it: the compiled bundle (built by the global setup), not the sources through tsx (which compiled every source
 * again in each of the three processes: most of this file's time).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../src/config.ts';
import { bothDatabaseKinds, createTestDatabase, type TestDatabase } from './helpers.ts';

const SERVER = path.join(repoRoot, 'apps/api/dist/server.js');

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

/** The server processes whose parent is `pid` (Linux). */
function childrenOf(pid: number): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((entry) => {
      try {
        const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
        const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
        return parent === pid && readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes(SERVER);
      } catch {
        return false;
      }
    })
    .map(Number);
}

describe.runIf(bothDatabaseKinds().includes('postgres') && process.platform === 'linux')('WEB_CONCURRENCY', () => {
  let database: TestDatabase;
  let server: ChildProcess;
  let port: number;
  let output = '';
  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    port = await sparePort();
    server = spawn(process.execPath, ['--enable-source-maps', SERVER], {
      cwd: repoRoot,
      env: {
        ...process.env,
        NODE_ENV: 'development',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: database.url,
        WEB_CONCURRENCY: '2',
        JWT_SECRET: 'cluster-test-secret-0123456789-0123456789',
        WEB_DIST: path.join(repoRoot, '.tmp/no-web-build'),
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stdout?.on('data', (chunk) => {
      output += chunk;
    });
    server.stderr?.on('data', (chunk) => {
      output += chunk;
    });
  }, 60_000);
  afterAll(async () => {
    if (server.exitCode === null) server.kill('SIGKILL');
    await database.dispose();
  });

  it('runs two ready server processes on one port, and drains them on SIGTERM', async () => {
    const url = `http://127.0.0.1:${port}/api/ready`;
    await expect
      .poll(
        async () => {
          const res = await fetch(url).catch(() => null);
          return res?.status ?? 0;
        },
        { timeout: 60_000, interval: 500 },
      )
      .toBe(200);
    await expect.poll(() => childrenOf(server.pid ?? 0).length, { timeout: 30_000 }).toBe(2);
    // Every answer comes from a ready process.
    const answers = await Promise.all(Array.from({ length: 20 }, () => fetch(url).then((r) => r.status)));
    expect(answers.every((status) => status === 200)).toBe(true);

    const workers = childrenOf(server.pid ?? 0);
    const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)));
    server.kill('SIGTERM');
    expect(await exited, output).toBe(0);
    expect(workers.filter((pid) => readdirSync('/proc').includes(String(pid)))).toEqual([]);
  }, 120_000);
});
