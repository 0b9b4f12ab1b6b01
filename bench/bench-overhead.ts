/**
 * What a request costs (issue 33): how many answers a second the product gives where the handler does
 * nearly nothing, next to a bare Fastify reply measured in the same run on the same machine. The difference
 * is what every answer pays for the plugin chain (security headers, CORS, ETag, compression, the rate
 * limiter, metrics, request guards, the error handler).
 *
 * Two servers in child processes, measured one at a time on loopback: a bare Fastify (bench/bare-fastify.mjs)
 * and the product as `npm start` runs it (the compiled server, PGlite with the demo data, no profiler: the bare
 * one has none). autocannon drives them from this process with 10 connections; every target is warmed up for a
 * second, then measured, between two runs of the bare reply. The rate limiter counts every request (its limit is raised so that it never refuses
 * the bench's one address): its cost is in the figures, its refusals are not. METRICS_TOKEN is set, as in production, so
 * every answer is counted for /metrics too.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import autocannon from 'autocannon';
import { repoRoot } from '../apps/api/src/config.ts';
import { buildForMix, freePort, startServer } from './bench-mix.ts';

export const OVERHEAD_SECTION = 'bench:overhead';
const CONNECTIONS = 10;
const WARM_UP_SECONDS = 1;

/** Issue 33's aims, as shares of the bare reply's rate. */
export const AIMS = { cached: 0.4, unknown: 0.5 } as const;

interface Target {
  name: string;
  path: string;
  headers?: Record<string, string>;
  status: number;
  aim?: keyof typeof AIMS;
}

const PRODUCT_TARGETS: Target[] = [
  { name: 'cached catalogue (7 KB, plain)', path: '/api/customer/services', status: 200, aim: 'cached' },
  {
    name: 'cached catalogue, brotli (as browsers ask)',
    path: '/api/customer/services',
    headers: { 'accept-encoding': 'br, gzip' },
    status: 200,
    aim: 'cached',
  },
  { name: 'unknown API route (404)', path: '/api/no-such-route', status: 404, aim: 'unknown' },
];

export interface Measured {
  name: string;
  path: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  unexpected: number;
  aim?: keyof typeof AIMS;
  /** Its rate over the mean of the bare reply's just before and just after it. */
  ratio?: number;
  /** Each round's share (the median is `ratio`). */
  rounds?: number[];
}

export interface OverheadReport {
  bare: Measured[];
  product: Measured[];
  yardstick: number;
  seconds: number;
  rounds: number;
  /** The older build measured in the same run (BENCH_OVERHEAD_BEFORE), if any. */
  before?: string;
}

async function measure(origin: string, target: Target, seconds: number): Promise<Measured> {
  const url = `${origin}${target.path}`;
  const options = { url, connections: CONNECTIONS, headers: target.headers ?? {} };
  await autocannon({ ...options, duration: WARM_UP_SECONDS });
  const result = await autocannon({ ...options, duration: seconds, expectBody: undefined });
  const expected = target.status === 200 ? result['2xx'] : result['4xx'];
  const measured: Measured = {
    name: target.name,
    path: target.path,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    unexpected: result.requests.total - expected + result.errors + result.timeouts,
    ...(target.aim ? { aim: target.aim } : {}),
  };
  console.log(`  ${target.name}: ${measured.requestsPerSecond} req/s, p99 ${measured.p99} ms`);
  return measured;
}

async function startBare(): Promise<{ origin: string; stop(): Promise<void> }> {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(repoRoot, 'bench/bare-fastify.mjs'), String(port)], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const [line] = (await once(child.stdout, 'data')) as [Buffer];
  if (!line.toString().includes('ready')) throw new Error(`the bare server said ${line.toString()}`);
  return {
    origin: `http://127.0.0.1:${port}`,
    async stop() {
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    },
  };
}

const BARE: Target = { name: 'bare Fastify reply', path: '/', status: 200 };

/**
 * Both servers up, measured in turn, `rounds` times: the bare reply, a target of the product, the bare reply, the
 * next target..., the bare reply. Each run of a target is compared with the mean of the bare runs just before and
 * after it, so a change of the machine's load (other work on a shared machine) weighs on both sides; a target's
 * share is the median of its rounds, and its figures those of that round.
 */
export async function benchOverhead(seconds: number, rounds: number, before?: string): Promise<OverheadReport> {
  await buildForMix();
  console.log('\nWhat a request costs:');
  const bareServer = await startBare();
  const servers: { label: string; origin: string; stop(): Promise<void> }[] = [];
  const bare: Measured[] = [];
  const runs = new Map<string, Measured[]>();
  try {
    for (const [label, apiServer] of [['', undefined], ...(before ? [['before: ', before]] : [])] as const) {
      const server = await startServer({ label: 'overhead', kind: 'pglite', processes: 1 }, undefined, {
        profile: false,
        env: { RATE_LIMIT_MAX: '1000000000', METRICS_TOKEN: 'bench-overhead-metrics-token' },
        ...(apiServer ? { apiServer } : {}),
      });
      servers.push({ label, origin: server.origin, stop: server.stop });
    }
    for (let round = 1; round <= rounds; round++) {
      console.log(`  round ${round} of ${rounds}`);
      bare.push(await measure(bareServer.origin, BARE, seconds));
      for (const server of servers) {
        for (const target of PRODUCT_TARGETS) {
          const m = await measure(server.origin, { ...target, name: `${server.label}${target.name}` }, seconds);
          bare.push(await measure(bareServer.origin, BARE, seconds));
          const around = bare.slice(-2).reduce((sum, b) => sum + b.requestsPerSecond, 0) / 2;
          runs.set(m.name, [...(runs.get(m.name) ?? []), { ...m, ratio: m.requestsPerSecond / around }]);
          console.log(`    ${(m.requestsPerSecond / around).toFixed(2)}× the bare reply around it`);
        }
      }
    }
  } finally {
    for (const server of servers) await server.stop();
    await bareServer.stop();
  }
  const product = [...runs.values()].map((measured) => {
    const sorted = [...measured].sort((a, b) => (a.ratio ?? 0) - (b.ratio ?? 0));
    const median = sorted[Math.floor((sorted.length - 1) / 2)] as Measured;
    return { ...median, rounds: measured.map((m) => m.ratio ?? 0) };
  });
  for (const m of product) console.log(`  ${m.name}: ${m.ratio?.toFixed(2)}× (median of ${rounds})`);
  const yardstick = Math.round(bare.reduce((sum, m) => sum + m.requestsPerSecond, 0) / bare.length);
  return { bare, product, yardstick, seconds, rounds, before };
}

export function overheadSection(report: OverheadReport, machine: string): string {
  const row = (m: Measured) => {
    const aim = m.aim ? AIMS[m.aim] : undefined;
    const ratio = m.ratio;
    const verdict =
      aim === undefined || ratio === undefined ? '' : ratio >= aim ? `≥ ${aim}×: held` : `≥ ${aim}×: **not held**`;
    const share = ratio === undefined ? '' : `**${ratio.toFixed(2)}×**`;
    const rounds = m.rounds ? m.rounds.map((r) => r.toFixed(2)).join(', ') : '';
    return `| ${m.name} | \`${m.path}\` | ${m.requestsPerSecond} | ${share} | ${rounds} | ${m.p50} | ${m.p99} | ${m.unexpected} | ${verdict} |`;
  };
  const bareRates = report.bare.map((m) => m.requestsPerSecond);
  return `## What a request costs

Written by \`npm run bench\` (bench/bench-overhead.ts; \`BENCH_PARTS=overhead\` runs it alone) on ${machine}.
Issue 33: a cached answer at 0.4× or more of a bare Fastify reply, an unknown route at 0.5× or more, measured in the
same run. Two servers in child processes, each measured alone, autocannon in the bench process with
${CONNECTIONS} connections for ${report.seconds} s per run after a ${WARM_UP_SECONDS} s warm-up: a bare Fastify
(\`bench/bare-fastify.mjs\`: no plugins, \`{ hello: 'world' }\`) and the product, measured in turn (bare, a target,
bare, the next target..., bare), ${report.rounds} rounds: each run of a target is compared with the mean of the bare
runs just before and after it, and its share is the median of its rounds (its other figures are that round's). The
bare reply's runs: ${bareRates.join(', ')} req/s (mean **${report.yardstick}**). The product as \`npm start\` runs it (the compiled server, PGlite,
the demo data, \`LOG_LEVEL=warn\`), every protection on: security headers, CORS, ETag and 304s, compression, the
rate limiter counting each request (its limit raised so that the bench's one address is never refused), metrics,
request guards.${
    report.before
      ? ` Rows named "before:" are an older build (\`${report.before}\`, BENCH_OVERHEAD_BEFORE) measured in the same rounds.`
      : ''
  } "unexpected" counts answers of another status than the target's, errors and timeouts.

| target | path | requests/s | share of the bare reply | each round | p50 (ms) | p99 (ms) | unexpected | aim |
| --- | --- | ---: | ---: | --- | ---: | ---: | ---: | --- |
${report.product.map(row).join('\n')}
`;
}
