/**
 * `npm run bench`: load figures for the product on this machine, printed and written to
 * docs/benchmarks.md. The server runs in this process on a fresh seeded PGlite database, on loopback;
 * every run is bounded in time and connections.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig, repoRoot } from '../apps/api/src/config.ts';
import { bootstrapDatabase } from '../apps/api/src/db/bootstrap.ts';

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 10;

const TARGETS = [
  { name: 'health (database round trip)', path: '/api/health' },
  { name: 'service catalogue', path: '/api/customer/services' },
  { name: 'prerendered landing page', path: '/hvac-in-summerlin' },
  { name: 'SPA shell (app route)', path: '/my-tickets' },
];

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'upkeep-bench-'));
  const config = loadConfig({
    ...process.env,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    RATE_LIMIT_MAX: '100000000',
    PORT: '0',
  });
  const started = performance.now();
  const database = await bootstrapDatabase(config);
  const bootMs = performance.now() - started;
  const app = await buildApp({ config, database, logger: false });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });

  const rows: string[] = [];
  for (const target of TARGETS) {
    const result = await autocannon({
      url: `${address}${target.path}`,
      connections: CONNECTIONS,
      duration: DURATION_SECONDS,
    });
    const row = `| ${target.name} | \`${target.path}\` | ${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p99} | ${result.non2xx} |`;
    console.log(row);
    rows.push(row);
  }
  await app.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });

  const report = `# Benchmarks

Written by \`npm run bench\` (scripts/bench.ts) on ${new Date().toISOString().slice(0, 10)}: ${cpus().length} cores,
${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}, embedded PGlite, one server process, loopback,
${CONNECTIONS} connections for ${DURATION_SECONDS} s per target. Figures vary between runs and machines; compare runs
made on the same machine.

First start on an empty data directory (migrate and seed reference and demo data): **${Math.round(bootMs)} ms**.

| target | path | requests/s (mean) | p50 latency (ms) | p99 latency (ms) | non-2xx |
| --- | --- | --- | --- | --- | --- |
${rows.join('\n')}
`;
  writeFileSync(path.join(repoRoot, 'docs/benchmarks.md'), report);
  console.log(`\nFirst start: ${Math.round(bootMs)} ms. Written to docs/benchmarks.md`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
