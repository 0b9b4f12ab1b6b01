/**
 * `npm run bench`: load figures for the product on this machine, printed and written to
 * docs/benchmarks.md. Its parts:
 *
 * - a few endpoints of the seeded demo, on a fresh PGlite database;
 * - offer search at scale (bench/bench-offer-search.ts): 1,000 / 10,000 / 100,000 synthetic companies,
 *   on PGlite and, when DATABASE_URL is set, on PostgreSQL too (in a throwaway database of its own, created
 *   and dropped on that server; the database DATABASE_URL names is never written to).
 *
 * - the booking mix (bench/bench-mix.ts): what users do in a day, at a rising rate, on PGlite and, when
 *   DATABASE_URL is set, on PostgreSQL with one server process and with two; its own section of the file.
 * - messages, live delivery (bench/bench-messages.ts): on PostgreSQL only (skipped, with a note, when DATABASE_URL
 *   is not set), the mix's two server processes with 1,000 open message streams each; customer messages sent
 *   through each process in turn while the mix runs, timed until they are read off the streams of their
 *   conversation (issue 30: within 1 s at the 99th percentile); its own section of the file. About 2 minutes;
 *   BENCH_MESSAGES_SECONDS (default 60), BENCH_MESSAGES_RATE (messages a second, default 10) and
 *   BENCH_MESSAGES_MIX_RATE (the mix's requests a second, default 200) set its window.
 *
 * - what a request costs (bench/bench-overhead.ts, issue 33): a bare Fastify reply and the product's cheapest
 *   answers (the cached catalogue, plain and brotli; an unknown API route) in the same run, and their ratios;
 *   its own section of the file. About a minute and a half; BENCH_OVERHEAD_SECONDS (default 3) per run and
 *   BENCH_OVERHEAD_ROUNDS (default 3) rounds of every target between runs of the bare reply; BENCH_OVERHEAD_BEFORE
 *   names an older compiled server (a copy of its apps/api/dist at the same depth) measured in the same rounds.
 *
 * Every run is on loopback, bounded in time and connections. Benchmarks print figures; they assert nothing.
 * BENCH_SECONDS sets the length of each measured run (default 5; the mix's steps take BENCH_MIX_SECONDS,
 * default 10), BENCH_SCALES the numbers of companies (default 1000,10000,100000), BENCH_PARTS which parts
 * run (default endpoints,offers,overhead,mix,messages; a part left out keeps its figures in the file).
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { bootstrapDatabase } from '../apps/api/src/db/bootstrap.ts';
import type { DatabaseKind } from '../apps/api/src/db/client.ts';
import { benchMessages, MESSAGES_SECTION, messagesSection } from './bench-messages.ts';
import { benchMixTarget, buildForMix, MIX_SECTION, mixSection, mixTargets, type TargetReport } from './bench-mix.ts';
import {
  BENCH_ZIP_CODE,
  benchOfferSearch,
  type OfferSearchReport,
  type PlanEvidence,
  type ScaleFigures,
  THROUGHPUT_CONNECTIONS,
} from './bench-offer-search.ts';
import { benchOverhead, OVERHEAD_SECTION, overheadSection } from './bench-overhead.ts';
import { BENCHMARKS_FILE, extractSection, RECORD_SECTIONS, WEB_SECTION, writeSection } from './benchmarks-file.ts';

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 10;
const SCALES = (process.env.BENCH_SCALES ?? '1000,10000,100000').split(',').map((s) => Number(s.trim()));
const POSTGRES_URL = process.env.DATABASE_URL || undefined;
const PARTS = new Set(
  (process.env.BENCH_PARTS ?? 'endpoints,offers,overhead,mix,messages').split(',').map((p) => p.trim()),
);
const MIX_SECONDS = Number(process.env.BENCH_MIX_SECONDS ?? 10);
const OVERHEAD_SECONDS = Number(process.env.BENCH_OVERHEAD_SECONDS ?? 3);
const OVERHEAD_ROUNDS = Number(process.env.BENCH_OVERHEAD_ROUNDS ?? 3);

const TARGETS = [
  { name: 'health (database round trip)', path: '/api/health' },
  { name: 'service catalogue', path: '/api/customer/services' },
  { name: 'prerendered landing page', path: '/hvac-in-summerlin' },
  { name: 'SPA shell (app route)', path: '/my-tickets' },
];

/** The seeded demo's endpoints on a fresh PGlite database (whatever DATABASE_URL says). */
async function benchEndpoints(): Promise<{ bootMs: number; rows: string[] }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'upkeep-bench-'));
  const config = loadConfig({
    ...process.env,
    DATABASE_URL: undefined,
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
  console.log(`\nFirst start: ${Math.round(bootMs)} ms.\n`);
  return { bootMs, rows };
}

const DATABASE_NAMES = { pglite: 'PGlite (embedded, data directory on local disk)', postgres: 'PostgreSQL' } as const;
const SHORT_NAMES = { pglite: 'PGlite', postgres: 'PostgreSQL' } as const;
const thousands = (n: number) => n.toLocaleString('en-US');
const seconds = (ms: number) => (ms / 1000).toFixed(1);

/** The data of each scale (the same on every database), with each database's load time. */
function dataTable(figures: ScaleFigures[], kinds: DatabaseKind[]): string {
  const scales = [...new Set(figures.map((f) => f.companies))].sort((a, b) => a - b);
  const rows = scales.map((companies) => {
    const at = figures.filter((f) => f.companies === companies);
    const f = at[0];
    if (!f) throw new Error(`no figures at ${companies} companies`);
    const loads = kinds.map((kind) => {
      const load = at.find((x) => x.kind === kind)?.loadMs;
      return load === undefined ? '' : seconds(load);
    });
    return (
      `| ${thousands(companies)} | ${thousands(f.zipCodes)} | ${f.matching} | ${f.offers} | ` +
      `${thousands(f.priceListItems)} | ${thousands(f.reviews)} | ${loads.join(' | ')} |`
    );
  });
  return [
    `| companies | zip codes | companies in ${BENCH_ZIP_CODE} | offers returned | price-list rows | reviews | ` +
      `${kinds.map((kind) => `load, ${SHORT_NAMES[kind]} (s)`).join(' | ')} |`,
    `| ${Array(6 + kinds.length)
      .fill('---:')
      .join(' | ')} |`,
    ...rows,
  ].join('\n');
}

function timingTable(figures: ScaleFigures[]): string {
  const c = THROUGHPUT_CONNECTIONS;
  const rows = figures.map(
    (f) =>
      `| ${thousands(f.companies)} | ${thousands(f.latency.requests)} | ${f.latency.p50} | ${f.latency.p97_5} | ` +
      `${f.latency.p99} | ${Math.round(f.throughput.requestsPerSecond)} | ${f.throughput.p50} | ${f.throughput.p99} | ` +
      `${f.failures} |`,
  );
  return [
    '| companies | requests (1 conn.) | p50 (ms) | p97.5 (ms) | p99 (ms) | ' +
      `requests/s (${c} conn.) | p50 (ms, ${c} conn.) | p99 (ms, ${c} conn.) | failures |`,
    '| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows,
  ].join('\n');
}

/** How the median and p99 grew from the smallest to the largest scale, next to how the companies grew. */
function growth(figures: ScaleFigures[]): string {
  const sorted = [...figures].sort((a, b) => a.companies - b.companies);
  const first = sorted[0];
  const last = sorted.at(-1);
  if (!first || !last || first === last) return '';
  const ratio = (a: number, b: number) => (a / b).toFixed(1);
  return (
    `From ${thousands(first.companies)} to ${thousands(last.companies)} companies (×${ratio(last.companies, first.companies)}), ` +
    `the median grew ×${ratio(last.latency.p50, first.latency.p50)} and the p99 ×${ratio(last.latency.p99, first.latency.p99)}.`
  );
}

function planSection(plan: PlanEvidence): string {
  const seqScans = plan.seqScans.length ? `sequential scans of ${plan.seqScans.join(', ')}` : 'no sequential scan';
  return `**${DATABASE_NAMES[plan.kind]}, ${thousands(plan.companies)} companies**: the plan
${plan.usesZipIndex ? 'is driven by' : 'does **not** use'} \`company_zip_codes_zip_idx\`, with ${seqScans}; execution
${plan.executionMs ?? '?'} ms (under EXPLAIN ANALYZE, whose timing adds overhead).

\`\`\`text
${plan.lines.join('\n')}
\`\`\``;
}

function offerSection(report: OfferSearchReport, kinds: DatabaseKind[]): string {
  const tables = kinds.map((kind) => {
    const figures = report.figures.filter((f) => f.kind === kind);
    return `### ${DATABASE_NAMES[kind]}

${timingTable(figures)}

${growth(figures)}`;
  });
  const postgresNote = POSTGRES_URL ? '' : '\nPostgreSQL was not measured in this run (DATABASE_URL was not set).\n';
  const aim = report.figures.find((f) => f.kind === 'postgres' && f.companies === 10_000);
  const sample = report.figures[0];
  const valuesPerCompany = sample ? Math.round(sample.priceListItems / sample.companies) : '?';
  const aimNote = aim
    ? `\nIssue 4's aim, p99 under 20 ms at 10,000 companies on PostgreSQL: measured **${aim.latency.p99} ms** (one connection).\n`
    : '';
  return `## Offer search at scale

\`POST /api/customer/offer/new\` for Landscaping in ${BENCH_ZIP_CODE} (a valley zip code): one service form answered
as a customer would (general yard maintenance, a medium yard, the first access value, green-waste haul-away),
quantity 1, the default limit of 50 offers sorted by price. The endpoint runs one SQL statement, driven by
the zip-code index, and prices every candidate company in the server.

**Data.** For each scale, a fresh database (PGlite in a temporary directory; on PostgreSQL a throwaway
database, dropped afterwards) gets the migrations, the reference seed, then N synthetic companies loaded in
bulk with \`generate_series\`: foreign keys dropped for the load and re-added (so checked once), then
\`VACUUM ANALYZE\`; "load" is that time. The density is realistic: N companies span about N/20 zip codes
(the valley's serviced codes, then synthetic codes from 10000 up) and each company serves 8 neighbouring
codes, so a zip code has about 160 companies whatever N is ("companies in ${BENCH_ZIP_CODE}" is the actual
number; at 1,000 companies the valley's codes alone are more than N/20, so fewer per code). Every company
offers Landscaping with a price for each of the ${valuesPerCompany} questionnaire values; three in four have
1 to 5 reviews. Every request searches the same zip code, so these are warm-cache figures.

**Measure.** The app is built as in production (no demo data, no workers) and listens on loopback in this
process; autocannon drives it from the same process. Latency: 1 connection for ${DURATION_SECONDS} s after a
1 s warm-up, percentiles over every response at 0.1 ms resolution. Throughput: ${THROUGHPUT_CONNECTIONS}
connections for ${DURATION_SECONDS} s (PostgreSQL pool of ${THROUGHPUT_CONNECTIONS}; PGlite has one connection
and runs in the server's thread, so requests queue). Times include HTTP, validation, the query, pricing and
serialisation. At the smaller scales the planner may read \`companies\` or \`company_services\` whole rather
than probe them 160 times (cheaper by its cost model while they are small); from some size on it probes.
${postgresNote}${aimNote}
${dataTable(report.figures, kinds)}

${tables.join('\n\n')}

### Query plans at the largest scale

EXPLAIN (ANALYZE, BUFFERS) of the statement the endpoint runs, after the measured runs.

${report.plans.map(planSection).join('\n\n')}
`;
}

/** The machine and its load, for the report's first line. */
function machineLine(loadBefore: number[], loadAfter: number[]): string {
  const cpu = cpus()[0]?.model.trim() ?? 'unknown CPU';
  return `${new Date().toISOString().slice(0, 10)}: ${cpus().length} cores
(${cpu}), ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}, loopback; load average
${loadBefore[0]?.toFixed(1)} when the run started and ${loadAfter[0]?.toFixed(1)} when it ended (a shared machine: other
work inflates the figures)`;
}

async function benchMix(): Promise<void> {
  const loadBefore = loadavg();
  const reports: TargetReport[] = [];
  await buildForMix();
  for (const target of mixTargets(POSTGRES_URL)) reports.push(await benchMixTarget(target, MIX_SECONDS, POSTGRES_URL));
  writeSection(MIX_SECTION, mixSection(reports, MIX_SECONDS, machineLine(loadBefore, loadavg())));
  console.log('\nThe booking mix is written to docs/benchmarks.md.');
}

async function benchOverheadPart(): Promise<void> {
  const loadBefore = loadavg();
  const report = await benchOverhead(OVERHEAD_SECONDS, OVERHEAD_ROUNDS, process.env.BENCH_OVERHEAD_BEFORE || undefined);
  writeSection(OVERHEAD_SECTION, overheadSection(report, machineLine(loadBefore, loadavg())));
  console.log('\nWhat a request costs is written to docs/benchmarks.md.');
}

async function benchMessagesPart(): Promise<void> {
  if (!POSTGRES_URL) {
    console.log('\nMessages, live delivery: skipped (it runs on PostgreSQL only: set DATABASE_URL).');
    return;
  }
  const loadBefore = loadavg();
  await buildForMix();
  const report = await benchMessages(POSTGRES_URL);
  writeSection(MESSAGES_SECTION, messagesSection(report, machineLine(loadBefore, loadavg())));
  console.log('\nLive delivery of messages is written to docs/benchmarks.md.');
}

async function main() {
  if (!PARTS.has('endpoints') || !PARTS.has('offers')) {
    if (PARTS.has('overhead')) await benchOverheadPart();
    if (PARTS.has('mix')) await benchMix();
    if (PARTS.has('messages')) await benchMessagesPart();
    return;
  }
  const startedAt = performance.now();
  const loadBefore = loadavg();
  const endpoints = await benchEndpoints();
  const offers = await benchOfferSearch({ scales: SCALES, seconds: DURATION_SECONDS, postgresUrl: POSTGRES_URL });
  const loadAfter = loadavg();
  const kinds: DatabaseKind[] = POSTGRES_URL ? ['pglite', 'postgres'] : ['pglite'];
  const cpu = cpus()[0]?.model.trim() ?? 'unknown CPU';
  const minutes = ((performance.now() - startedAt) / 60_000).toFixed(1);

  const report = `# Benchmarks

Written by \`npm run bench\` (bench/bench.ts) on ${new Date().toISOString().slice(0, 10)}: ${cpus().length} cores
(${cpu}), ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}, one server process, loopback. Load
average ${loadBefore[0]?.toFixed(1)} when the run started and ${loadAfter[0]?.toFixed(1)} when it ended (a shared
machine: other work inflates the figures). The run took ${minutes} min. Figures vary between runs and
machines; compare runs made on the same machine.

## Endpoints of the demo

Embedded PGlite, ${CONNECTIONS} connections for ${DURATION_SECONDS} s per target.

First start on an empty data directory (migrate and seed reference and demo data): **${Math.round(endpoints.bootMs)} ms**.

| target | path | requests/s (mean) | p50 latency (ms) | p99 latency (ms) | non-2xx |
| --- | --- | --- | --- | --- | --- |
${endpoints.rows.join('\n')}

${offerSection(offers, kinds)}`;
  // The request costs', the booking mix's, the messages' and the web pages' sections are written on their own, the
  // records by hand: keep them.
  const previous = existsSync(BENCHMARKS_FILE) ? readFileSync(BENCHMARKS_FILE, 'utf8') : '';
  const kept = [...RECORD_SECTIONS, OVERHEAD_SECTION, MIX_SECTION, MESSAGES_SECTION, WEB_SECTION]
    .map((name) => extractSection(previous, name))
    .filter(Boolean);
  writeFileSync(BENCHMARKS_FILE, `${[report.trimEnd(), ...kept].join('\n\n')}\n`);
  console.log(`\nWritten to docs/benchmarks.md (${minutes} min).`);
  if (PARTS.has('overhead')) await benchOverheadPart();
  if (PARTS.has('mix')) await benchMix();
  if (PARTS.has('messages')) await benchMessagesPart();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
