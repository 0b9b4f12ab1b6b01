/**
 * The booking mix (issue 16): what users do in a day of the product, sent at a rising rate to the server as
 * `npm start` runs it, until the 99th percentile passes 200 ms or errors appear.
 *
 * Each target (PGlite; PostgreSQL with one process; PostgreSQL with two) gets a server of its own in a
 * child process, on a fresh database with the demo data, a CPU profiler in every server process, and
 * `TRUST_PROXY=127.0.0.1` so that each simulated visitor is its own client address (X-Forwarded-For), as
 * behind a load balancer: the per-address limits count as they would in production, and are not lifted.
 *
 * The load is open: arrivals are sent at the step's rate whether or not earlier ones have been answered (a
 * closed loop would slow down with the server and hide its queue). An arrival is one request, or a
 * checkout: guest sign-in, booking, payment intent, card, validation in a row. Latency is from sending to the
 * whole answer read, on 256 keep-alive connections.
 */
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  BLOG_ARTICLE_ROUTES,
  type Feature,
  LANDING_ROUTES,
  type Offer,
  ServiceId,
  TEST_CARDS,
  type TimeSlot,
} from '@upkeep/contract';
import { Pool } from 'undici';
import { repoRoot } from '../apps/api/src/config.ts';
import { DEMO_CUSTOMER, DEMO_PRO, SECOND_CUSTOMER } from '../apps/api/src/db/seed/index.ts';
import { buildApi } from '../scripts/build-api.mjs';
import { adminQuery } from './bench-offer-search.ts';

export const MIX_SECTION = 'bench:mix';
/** The ramp stops at the first step whose p99 passes this. */
export const P99_LIMIT_MS = 200;
/** Offered rates, requests per second (a checkout counts its five). */
const RATES = [20, 50, 100, 150, 200, 300, 400, 500, 650, 800, 900, 1000, 1100, 1250, 1500, 2000, 2500];
const CONNECTIONS = 256;
/** More arrivals waiting than this and the step is lost: the server is not keeping up. */
const MAX_IN_FLIGHT = 2000;

export interface MixTarget {
  label: string;
  kind: 'pglite' | 'postgres';
  processes: number;
}

interface Step {
  offered: number;
  achieved: number;
  requests: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  errorSamples: string[];
  serverCpu: number;
  postgresCpu: number;
  held: boolean;
}

export interface TargetReport {
  target: MixTarget;
  steps: Step[];
  /** The highest step held (p99 within the limit, no error), or null. */
  best: Step | null;
  /** Busy CPU of the server processes during the profiled step, by where it went. */
  profile: ProfileSummary | null;
  /** Per kind of request at the best step: count, p50, p99. */
  kinds: { kind: string; count: number; p50: number; p99: number }[];
}

// ---------------------------------------------------------------------------------------------- the mix

type Kind =
  | 'landing page'
  | 'catalogue'
  | 'questionnaire'
  | 'zip code'
  | 'offers'
  | 'open days'
  | 'time slots'
  | 'checkout: guest sign-in'
  | 'checkout: booking'
  | 'checkout: payment intent'
  | 'checkout: card (sandbox)'
  | 'checkout: validation'
  | 'ticket list'
  | 'ticket detail'
  | 'company: job list'
  | 'company: job'
  | 'company: next status'
  | 'company: status change';

/** Arrivals in these proportions, as in a day: many visits, fewer searches, a few bookings, the companies at work. */
const MIX: [arrival: string, weight: number][] = [
  ['landing page', 30],
  ['catalogue', 6],
  ['questionnaire', 8],
  ['zip code', 4],
  ['offers', 10],
  ['open days', 5],
  ['time slots', 7],
  ['checkout', 2],
  ['ticket list', 7],
  ['ticket detail', 5],
  ['company: job list', 4],
  ['company: job', 3],
  ['company: status change', 1],
];
const TOTAL_WEIGHT = MIX.reduce((sum, [, w]) => sum + w, 0);
/** Requests per arrival on average: a checkout is five, a company status change two. */
const REQUESTS_PER_ARRIVAL =
  MIX.reduce((sum, [a, w]) => sum + w * (a === 'checkout' ? 5 : a.includes('status') ? 2 : 1), 0) / TOTAL_WEIGHT;

interface Slot {
  companyServiceId: number;
  companyId: number;
  date: string;
  slotId: number;
}

export interface World {
  pages: string[];
  serviceIds: number[];
  zipCodes: string[];
  form: number[];
  offers: Offer[];
  slots: Slot[];
  customerTokens: string[];
  /** Each demo customer's tickets, with the token that may read them. */
  customerTickets: { token: string; ticketId: number }[];
  proToken: string;
  proCompanyId: number;
  proTicketIds: number[];
  /** Jobs booked during the run at the demo pro's company, for its status changes. */
  newJobs: number[];
}

let visitor = 0;
/** A client address of its own for each visitor (10.x.y.z), told through X-Forwarded-For. */
const nextAddress = () => {
  visitor = (visitor + 1) % 4_000_000;
  return `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}`;
};
let rng = 0x2f6e2b1;
const random = () => {
  rng ^= rng << 13;
  rng ^= rng >>> 17;
  rng ^= rng << 5;
  return (rng >>> 0) / 2 ** 32;
};
const pick = <T>(items: T[]): T => {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('nothing to pick from');
  return item;
};

interface Answer {
  status: number;
  body: string;
}

export class Client {
  readonly pool: Pool;
  samples: { kind: Kind; ms: number; ok: boolean }[] = [];
  errors: string[] = [];

  /** A failure that never reached the server (counted as an error of `kind`). */
  fail(kind: Kind, why: string) {
    this.samples.push({ kind, ms: 0, ok: false });
    if (this.errors.length < 5) this.errors.push(`${kind}: ${why}`);
  }

  constructor(readonly origin: string) {
    this.pool = new Pool(origin, { connections: CONNECTIONS, pipelining: 1, keepAliveTimeout: 30_000 });
  }

  /** One request; its time and outcome are recorded under `kind` when given. */
  async send(
    kind: Kind | null,
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    options: { body?: unknown; token?: string; address?: string; expect?: number; read?: boolean } = {},
  ): Promise<Answer> {
    const headers: Record<string, string> = {
      // Browsers take compressed answers; answers the script reads are asked for plain.
      'accept-encoding': kind === null || options.read ? 'identity' : 'br, gzip',
      'x-forwarded-for': options.address ?? nextAddress(),
    };
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    const started = performance.now();
    let status = 0;
    let body = '';
    try {
      const res = await this.pool.request({
        path: url,
        method,
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
      });
      status = res.statusCode;
      if (kind === null || options.read || status >= 400) body = await res.body.text();
      else await res.body.arrayBuffer();
    } catch (err) {
      body = String(err);
    }
    const ms = performance.now() - started;
    const ok = status === (options.expect ?? 200);
    if (kind !== null) {
      this.samples.push({ kind, ms, ok });
      if (!ok && this.errors.length < 5) this.errors.push(`${kind}: ${status} ${body.slice(0, 160)}`);
    } else if (!ok) {
      throw new Error(`${method} ${url}: ${status} ${body.slice(0, 300)}`);
    }
    return { status, body };
  }

  /** A setup call: its JSON data. */
  async data<T>(
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    options: { body?: unknown; token?: string; expect?: number } = {},
  ) {
    const { body } = await this.send(null, method, url, options);
    return (JSON.parse(body) as { data: T }).data;
  }
}

const isoDate = (d: Date) => d.toISOString().slice(0, 10);
const addDays = (d: Date, n: number) => new Date(d.getTime() + n * 86_400_000);

/** What the arrivals draw on: pages, ids, tokens, and free slots for the checkouts. */
export async function prepareWorld(client: Client): Promise<World> {
  const pages = ['/home', ...LANDING_ROUTES, ...BLOG_ARTICLE_ROUTES, '/blog', '/how-it-works'];
  const services = await client.data<{ id: number }[]>('GET', '/api/customer/services');
  const features = await client.data<Feature[]>('GET', `/api/customer/features/${ServiceId.Landscaping}`);
  const answerOf = (feature: Feature | undefined, match: (v: string) => boolean) => {
    const value = feature?.values.find((v) => match(v.value));
    if (!value) throw new Error(`no such Landscaping value in "${feature?.question}"`);
    return value.id;
  };
  const [what, size, access] = features.filter((f) => !f.isAddOn);
  const form = [
    answerOf(what, (v) => v === 'General yard maintenance'),
    answerOf(size, (v) => v.startsWith('Medium yard')),
    answerOf(access, () => true),
  ];
  const offers = await client.data<Offer[]>('POST', '/api/customer/offer/new', {
    body: { zipCode: '89102', serviceID: ServiceId.Landscaping, idFeatures: [form] },
  });
  if (offers.length === 0) throw new Error('no Landscaping offers in 89102');

  // Free slots of every offering company over the next two months, none overlapping another of its own.
  const from = addDays(new Date(), 1);
  const slots: Slot[] = [];
  for (const offer of offers) {
    const days = await client.data<string[]>('POST', '/api/customer/company-calendar/days', {
      body: {
        CompanyServiceID: offer.companyServiceID,
        From: isoDate(from),
        To: isoDate(addDays(from, 60)),
        Duration: offer.duration,
      },
    });
    const minutes = durationMinutes(offer.duration);
    for (const date of days) {
      const daySlots = await client.data<TimeSlot[]>('POST', '/api/customer/company-calendar/schedules', {
        body: { CompanyServiceID: offer.companyServiceID, Date: date, Duration: offer.duration },
      });
      let freeFrom = 0;
      for (const slot of daySlots) {
        const startsAt = Date.parse(slot.startsAt);
        if (!slot.isAvailable || startsAt < freeFrom) continue;
        slots.push({ companyServiceId: offer.companyServiceID, companyId: offer.companyID, date, slotId: slot.id });
        freeFrom = startsAt + minutes * 60_000;
      }
    }
  }
  // Spread concurrent checkouts over the companies and days, as many customers would.
  for (let i = slots.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [slots[i], slots[j]] = [slots[j] as Slot, slots[i] as Slot];
  }

  const customerTokens: string[] = [];
  const customerTickets: World['customerTickets'] = [];
  for (const customer of [DEMO_CUSTOMER, SECOND_CUSTOMER]) {
    const { token } = await client.data<{ token: string }>('POST', '/api/customer/auth/login', {
      body: { Email: customer.email, Password: customer.password },
    });
    customerTokens.push(token);
    const tickets = await client.data<{ id: number }[]>('GET', '/api/customer/ticket?_pageSize=100', { token });
    customerTickets.push(...tickets.map((t) => ({ token, ticketId: t.id })));
  }
  const { token: proToken } = await client.data<{ token: string }>('POST', '/api/company/auth/login', {
    body: { Email: DEMO_PRO.email, Password: DEMO_PRO.password },
  });
  const jobs = await client.data<{ id: number }[]>('GET', '/api/company/tickets?_pageSize=100', { token: proToken });
  const proCompany = offers.find((o) => o.companyName === 'Red Rock Yard Works');
  return {
    pages,
    serviceIds: services.map((s) => s.id),
    zipCodes: ['89101', '89102', '89117', '89123', '89130', '89052', '89074', '89148'],
    form,
    offers,
    slots,
    customerTokens,
    customerTickets,
    proToken,
    proCompanyId: proCompany?.companyID ?? -1,
    proTicketIds: jobs.map((j) => j.id),
    newJobs: [],
  };
}

function durationMinutes(duration: string): number {
  const match = /^(\d+):(\d+)/.exec(duration);
  return match ? Number(match[1]) * 60 + Number(match[2]) : Number(duration) || 60;
}

let checkouts = 0;

const dataOf = <T>(answer: Answer): T => (JSON.parse(answer.body) as { data: T }).data;

/** A guest books and pays a free slot, as the web app does it: five requests from one visitor. */
async function checkout(client: Client, world: World): Promise<void> {
  const slot = world.slots.pop();
  if (!slot) {
    client.fail('checkout: booking', 'no free slot left in the pool');
    return;
  }
  const n = ++checkouts;
  const address = nextAddress();
  const read = true;
  const guest = await client.send('checkout: guest sign-in', 'POST', '/api/customer/auth/guest-login', {
    address,
    read,
  });
  if (guest.status !== 200) return;
  const { token } = dataOf<{ token: string }>(guest);
  const offer = world.offers.find((o) => o.companyServiceID === slot.companyServiceId);
  const booked = await client.send('checkout: booking', 'POST', '/api/customer/ticket', {
    address,
    token,
    read,
    expect: 201,
    body: {
      ScheduledDate: slot.date,
      ScheduleID: slot.slotId,
      CompanyServiceID: slot.companyServiceId,
      Name: 'Jo Bench',
      Email: `bench-${n}-${randomBytes(3).toString('hex')}@example.com`,
      PhoneNumber: `702${200 + (Math.floor(n / 10_000) % 800)}${String(n % 10_000).padStart(4, '0')}`,
      Address: '4820 Sahara Ave, Las Vegas, NV 89102',
      ZipCode: '89102',
      Instructions: '',
      Origin: 'bench',
      idFeatures: [world.form],
      ...(offer ? { Duration: offer.duration } : {}),
    },
  });
  if (booked.status !== 201) return;
  const ticketId = dataOf<{ id: number }>(booked).id;
  const intent = await client.send('checkout: payment intent', 'POST', '/api/customer/payment', {
    address,
    token,
    read,
    body: { TicketID: ticketId },
  });
  if (intent.status !== 200) return;
  const { paymentIntentId, clientSecret } = dataOf<{ paymentIntentId: string; clientSecret: string }>(intent);
  const card = await client.send(
    'checkout: card (sandbox)',
    'POST',
    `/api/sandbox/payment-intents/${paymentIntentId}/confirm`,
    { address, body: { clientSecret, cardNumber: TEST_CARDS.succeeds, expMonth: 12, expYear: 2030, cvc: '123' } },
  );
  if (card.status !== 200) return;
  const validated = await client.send('checkout: validation', 'POST', '/api/customer/payment/validate', {
    address,
    token,
    body: { TicketID: ticketId, PaymentIntentID: paymentIntentId },
  });
  if (validated.status === 200 && slot.companyId === world.proCompanyId) world.newJobs.push(ticketId);
}

/** The company moves one of its jobs on: what may it do next, then do it. */
async function companyStatusChange(client: Client, world: World): Promise<void> {
  const job = world.newJobs.shift();
  if (job === undefined) {
    await client.send('company: job list', 'GET', '/api/company/tickets', { token: world.proToken });
    return;
  }
  const address = nextAddress();
  const flow = await client.send('company: next status', 'GET', `/api/company/status-flow/${job}`, {
    token: world.proToken,
    address,
    read: true,
  });
  if (flow.status !== 200) return;
  const next = dataOf<{ action: string; nextStatusID: number }[]>(flow).find((f) => !/cancel|decline/i.test(f.action));
  if (!next) return;
  await client.send('company: status change', 'PUT', `/api/company/tickets/${job}`, {
    token: world.proToken,
    address,
    body: { TicketsStatusID: next.nextStatusID, Comments: 'On schedule' },
  });
  // Moved on once; a later status change may take it further.
  world.newJobs.push(job);
}

/** One arrival of the mix. */
function arrive(client: Client, world: World): Promise<unknown> {
  let roll = random() * TOTAL_WEIGHT;
  let arrival = MIX[0]?.[0] ?? 'landing page';
  for (const [name, weight] of MIX) {
    roll -= weight;
    if (roll < 0) {
      arrival = name;
      break;
    }
  }
  const offer = pick(world.offers);
  const days = (n: number) => isoDate(addDays(new Date(), n));
  switch (arrival) {
    case 'landing page':
      return client.send('landing page', 'GET', pick(world.pages));
    case 'catalogue':
      return client.send('catalogue', 'GET', '/api/customer/services');
    case 'questionnaire':
      return client.send('questionnaire', 'GET', `/api/customer/features/${pick(world.serviceIds)}`);
    case 'zip code':
      return client.send('zip code', 'GET', `/api/zip-codes/code/${pick(world.zipCodes)}`);
    case 'offers':
      return client.send('offers', 'POST', '/api/customer/offer/new', {
        body: {
          zipCode: pick(['89102', '89101', '89117']),
          serviceID: ServiceId.Landscaping,
          idFeatures: [world.form],
        },
      });
    case 'open days':
      return client.send('open days', 'POST', '/api/customer/company-calendar/days', {
        body: { CompanyServiceID: offer.companyServiceID, From: days(1), To: days(42), Duration: offer.duration },
      });
    case 'time slots':
      return client.send('time slots', 'POST', '/api/customer/company-calendar/schedules', {
        body: {
          CompanyServiceID: offer.companyServiceID,
          Date: days(1 + Math.floor(random() * 30)),
          Duration: offer.duration,
        },
      });
    case 'checkout':
      return checkout(client, world);
    case 'ticket list':
      return client.send('ticket list', 'GET', '/api/customer/ticket?PageNumber=1', {
        token: pick(world.customerTokens),
      });
    case 'ticket detail': {
      const { token, ticketId } = pick(world.customerTickets);
      return client.send('ticket detail', 'GET', `/api/customer/ticket/${ticketId}`, { token });
    }
    case 'company: job list':
      return client.send('company: job list', 'GET', '/api/company/tickets', { token: world.proToken });
    case 'company: job':
      return client.send('company: job', 'GET', `/api/company/tickets/${pick(world.proTicketIds)}`, {
        token: world.proToken,
      });
    default:
      return companyStatusChange(client, world);
  }
}

// ------------------------------------------------------------------------------------------- the server

export interface Server {
  origin: string;
  profileDir: string;
  /** The server's first process (with WEB_CONCURRENCY above 1, the cluster's primary: its children serve). */
  pid: number;
  /** The throwaway database it runs on (PostgreSQL), or null. */
  databaseUrl: string | null;
  stop(): Promise<void>;
}

/** The compiled server; BENCH_API_SERVER names another build (a copy of an older one, to compare in one run). */
const apiServer = path.resolve(repoRoot, process.env.BENCH_API_SERVER ?? 'apps/api/dist/server.js');

/** The server and web app built from the current sources, as `npm start` would build them. */
export async function buildForMix(): Promise<void> {
  await buildApi();
  if (!existsSync(path.join(repoRoot, 'apps/web/build/client/index.html'))) {
    const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web', '--silent'], {
      cwd: repoRoot,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (build.status !== 0) throw new Error('the web app did not build');
  }
}

/** Settings of a server started for a bench part other than the mix's. */
export interface ServerOptions {
  /** More of the environment (RATE_LIMIT_MAX...). */
  env?: NodeJS.ProcessEnv;
  /** V8's CPU profiler in every server process (default true). */
  profile?: boolean;
  /** Another compiled server than BENCH_API_SERVER's (or the current build). */
  apiServer?: string;
}

/** The server as `npm start` runs it, in a child process, on a database of its own. */
export async function startServer(
  target: MixTarget,
  postgresUrl: string | undefined,
  options: ServerOptions = {},
): Promise<Server> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'upkeep-bench-mix-'));
  // A port free now (other work on the machine may hold any fixed one).
  const port = await freePort();
  const profileDir = path.join(dataDir, 'profiles');
  let dropDatabase = async () => {};
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    TRUST_PROXY: '127.0.0.1',
    WEB_CONCURRENCY: String(target.processes),
    ...options.env,
  };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  delete env.METRICS_TOKEN;
  if (target.kind === 'postgres') {
    if (!postgresUrl) throw new Error('no PostgreSQL server to run on');
    const name = `upkeep_bench_mix_${randomBytes(6).toString('hex')}`;
    await adminQuery(postgresUrl, `create database ${name}`);
    dropDatabase = () => adminQuery(postgresUrl, `drop database if exists ${name} with (force)`);
    const url = new URL(postgresUrl);
    url.pathname = `/${name}`;
    env.DATABASE_URL = url.toString();
  }
  // The compiled server, as scripts/start.mjs runs it, with V8's profiler (Node's cluster gives a worker its
  // primary's flags, so every process writes a profile when it exits).
  const child = spawn(
    process.execPath,
    [
      ...(options.profile === false ? [] : ['--cpu-prof', `--cpu-prof-dir=${profileDir}`]),
      '--enable-source-maps',
      options.apiServer ? path.resolve(repoRoot, options.apiServer) : apiServer,
    ],
    {
      cwd: repoRoot,
      env,
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const origin = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    await dropDatabase();
  };
  const deadline = Date.now() + 180_000;
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
      const ready = await fetch(`${origin}/api/ready`).then(
        (r) => r.ok,
        () => false,
      );
      if (ready) break;
      if (Date.now() > deadline) throw new Error('the server did not become ready in 3 minutes');
      await sleep(250);
    }
  } catch (err) {
    // Not started: nothing is left behind (the process, the throwaway database).
    await stop();
    throw err;
  }
  return { origin, profileDir, pid: child.pid ?? 0, databaseUrl: env.DATABASE_URL ?? null, stop };
}

/** A loopback port nothing listens on at the moment. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** CPU seconds the PostgreSQL server's processes have used (all of them: the machine's own server). */
function postgresCpuSeconds(): number {
  let ticks = 0;
  for (const pid of readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const close = stat.lastIndexOf(')');
      if (!stat.slice(stat.indexOf('(') + 1, close).startsWith('postgres')) continue;
      const fields = stat.slice(close + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // The process ended meanwhile.
    }
  }
  return ticks / 100;
}

// ---------------------------------------------------------------------------------------------- the ramp

const percentile = (sorted: number[], p: number) =>
  sorted.length
    ? Math.round((sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0) * 10) / 10
    : 0;

const monotonicMicros = () => Number(process.hrtime.bigint() / 1000n);

/** One step: arrivals at `rate` requests per second for `seconds`, then every answer awaited. */
export async function runStep(client: Client, world: World, rate: number, seconds: number) {
  client.samples = [];
  client.errors = [];
  const arrivalsPerSecond = rate / REQUESTS_PER_ARRIVAL;
  const pending = new Set<Promise<unknown>>();
  let overloaded = false;
  const cpuBefore = postgresCpuSeconds();
  const startedMicros = monotonicMicros();
  const started = performance.now();
  let sent = 0;
  while (performance.now() - started < seconds * 1000) {
    const due = Math.floor(((performance.now() - started) / 1000) * arrivalsPerSecond);
    for (; sent < due; sent++) {
      if (pending.size >= MAX_IN_FLIGHT) {
        overloaded = true;
        break;
      }
      const arrival = arrive(client, world).catch((err) => client.fail('landing page', String(err)));
      pending.add(arrival);
      void arrival.finally(() => pending.delete(arrival));
    }
    if (overloaded) break;
    await sleep(5);
  }
  const sendingMs = performance.now() - started;
  await Promise.all(pending);
  const endedMicros = monotonicMicros();
  const postgresCpu = postgresCpuSeconds() - cpuBefore;
  const latencies = client.samples.map((s) => s.ms).sort((a, b) => a - b);
  const errors = client.samples.filter((s) => !s.ok).length + (overloaded ? 1 : 0);
  if (overloaded) client.errors.push(`more than ${MAX_IN_FLIGHT} arrivals waiting: the server fell behind`);
  const p99 = percentile(latencies, 99);
  const step: Step = {
    offered: rate,
    achieved: Math.round(client.samples.length / (sendingMs / 1000)),
    requests: client.samples.length,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99,
    errors,
    errorSamples: [...client.errors],
    serverCpu: 0,
    postgresCpu: Math.round(postgresCpu * 10) / 10,
    held: errors === 0 && p99 <= P99_LIMIT_MS,
  };
  return { step, window: [startedMicros, endedMicros] as const, samples: [...client.samples] };
}

function kindsOf(samples: { kind: Kind; ms: number; ok: boolean }[]) {
  const byKind = new Map<Kind, number[]>();
  for (const s of samples) byKind.set(s.kind, [...(byKind.get(s.kind) ?? []), s.ms]);
  return [...byKind.entries()]
    .map(([kind, ms]) => {
      const sorted = ms.sort((a, b) => a - b);
      return { kind, count: sorted.length, p50: percentile(sorted, 50), p99: percentile(sorted, 99) };
    })
    .sort((a, b) => b.count - a.count);
}

/** Raises the rate step by step on a fresh server until a step is not held. */
export async function benchMixTarget(target: MixTarget, seconds: number, postgresUrl?: string): Promise<TargetReport> {
  console.log(`\nBooking mix on ${target.label}:`);
  const server = await startServer(target, postgresUrl);
  const client = new Client(server.origin);
  const steps: Step[] = [];
  let best: { step: Step; window: readonly [number, number]; samples: Client['samples'] } | null = null;
  try {
    const world = await prepareWorld(client);
    console.log(`  ${world.slots.length} free slots for checkouts, ${world.offers.length} offering companies`);
    // Warm-up: the first requests compile the routes' code and fill the caches.
    await runStep(client, world, 50, 3);
    for (const rate of RATES) {
      const run = await runStep(client, world, rate, seconds);
      steps.push(run.step);
      const s = run.step;
      console.log(
        `  ${rate} req/s offered: ${s.achieved} answered/s, p50 ${s.p50} ms, p95 ${s.p95} ms, p99 ${s.p99} ms, ` +
          `${s.errors} errors${s.errorSamples.length ? ` (${s.errorSamples[0]})` : ''}`,
      );
      if (!s.held) break;
      best = run;
      await sleep(1000);
    }
  } finally {
    await client.pool.close();
    await server.stop();
  }
  const profile = best ? summariseProfiles(server.profileDir, best.window) : null;
  if (best && profile) best.step.serverCpu = profile.busySeconds;
  rmSync(path.dirname(server.profileDir), { recursive: true, force: true });
  return { target, steps, best: best?.step ?? null, profile, kinds: best ? kindsOf(best.samples) : [] };
}

// ------------------------------------------------------------------------------------- where time goes

export interface ProfileSummary {
  /** Seconds of CPU the server processes were busy in the window (sampled). */
  busySeconds: number;
  windowSeconds: number;
  categories: { name: string; seconds: number; share: number }[];
  functions: { name: string; where: string; share: number }[];
}

interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

const CATEGORIES: [name: string, test: (url: string, fn: string) => boolean][] = [
  ['database (PGlite, in the server process)', (u) => u.includes('/@electric-sql/pglite/') || u.startsWith('wasm://')],
  ['database driver (pg)', (u) => /\/node_modules\/(pg|pg-protocol|pg-pool|pg-types|pg-connection-string)\//.test(u)],
  ['query building and row mapping (Drizzle)', (u) => u.includes('/drizzle-orm/')],
  ['validation and serialisation (zod)', (u) => u.includes('/zod/') || u.includes('/fastify-type-provider-zod/')],
  [
    'compression (@fastify/compress, zlib)',
    (u) => u.includes('/@fastify/compress/') || u === 'node:zlib' || u.includes('node:internal/zlib'),
  ],
  ['rate limiting', (u) => u.includes('/@fastify/rate-limit/') || u.includes('/ioredis/')],
  ['tokens and passwords', (u) => /\/(jose|fast-jwt|jsonwebtoken|@node-rs|argon2|bcrypt)/.test(u)],
  ['logging (pino)', (u) => u.includes('/pino') || u.includes('/sonic-boom/')],
  ['metrics (prom-client)', (u) => u.includes('/prom-client/')],
  [
    'Fastify and its other plugins',
    (u) =>
      /\/node_modules\/(fastify|@fastify|find-my-way|avvio|light-my-request|fast-json-stringify|secure-json-parse|helmet)/.test(
        u,
      ),
  ],
  [
    'UpKeep code (API, contract, web pages)',
    (u) => u.includes('/apps/api/dist/') || u.includes('/apps/') || u.includes('/packages/'),
  ],
  ['garbage collection', (_u, f) => f === '(garbage collector)'],
  ['Node (HTTP, sockets, streams, files)', (u) => u.startsWith('node:')],
  ['V8 and native code', (_u, f) => f === '(program)' || f === '(root)'],
];

/** Native functions without a script: Node's bindings (files, sockets), WebAssembly calls, the rest V8's. */
function nativeCategory(fn: string): string {
  if (/wasm/i.test(fn)) return 'database (PGlite, in the server process)';
  if (
    /^(f?stat|lstat|open|close|read|write|writev|writeBuffer|writeString|fsync|mkdir|existsSync|realpath|FSReqCallback|readdir|rename|unlink)$/.test(
      fn,
    )
  ) {
    return 'Node (HTTP, sockets, streams, files)';
  }
  return 'V8 and native code';
}

function categoryOf(url: string, fn: string): string {
  for (const [name, test] of CATEGORIES) if (test(url, fn)) return name;
  if (!url) return nativeCategory(fn);
  const pkg = /\/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(url)?.[1];
  return pkg ? `other packages (${pkg})` : 'other';
}

/** The server processes' CPU samples within the window, by where they were spent. */
export function summariseProfiles(dir: string, window: readonly [number, number]): ProfileSummary | null {
  let files: string[];
  try {
    files = readdirSync(dir).filter((f) => f.endsWith('.cpuprofile'));
  } catch {
    return null;
  }
  const byCategory = new Map<string, number>();
  const byFunction = new Map<string, number>();
  let busy = 0;
  for (const file of files) {
    const profile = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as CpuProfile;
    const nodes = new Map(profile.nodes.map((n) => [n.id, n.callFrame]));
    let t = profile.startTime;
    for (let i = 0; i < profile.samples.length; i++) {
      const delta = profile.timeDeltas[i] ?? 0;
      t += delta;
      if (t < window[0] || t > window[1]) continue;
      const frame = nodes.get(profile.samples[i] as number);
      if (!frame || frame.functionName === '(idle)') continue;
      // The sample stands for the time until the next one.
      const micros = profile.timeDeltas[i + 1] ?? delta;
      busy += micros;
      const category = categoryOf(frame.url, frame.functionName);
      byCategory.set(category, (byCategory.get(category) ?? 0) + micros);
      const where = frame.url
        ? `${frame.url.replace(/^.*\/node_modules\//, '').replace(/^file:\/\/.*\/apps\//, 'apps/')}:${frame.lineNumber + 1}`
        : '';
      const key = `${frame.functionName || '(anonymous)'}\t${where}`;
      byFunction.set(key, (byFunction.get(key) ?? 0) + micros);
    }
  }
  if (busy === 0) return null;
  const share = (micros: number) => Math.round((micros / busy) * 1000) / 10;
  return {
    busySeconds: Math.round(busy / 1e5) / 10,
    windowSeconds: Math.round((window[1] - window[0]) / 1e5) / 10,
    categories: foldSmall(
      [...byCategory.entries()].sort((a, b) => b[1] - a[1]),
      busy,
    ).map(([name, micros]) => ({
      name,
      seconds: Math.round(micros / 1e4) / 100,
      share: share(micros),
    })),
    functions: [...byFunction.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 12)
      .map(([key, micros]) => {
        const [name = '', where = ''] = key.split('\t');
        return { name, where, share: share(micros) };
      }),
  };
}

/** Categories under half a percent go into one line. */
function foldSmall(entries: [string, number][], total: number): [string, number][] {
  const large = entries.filter(([, micros]) => micros / total >= 0.005);
  const rest = entries.filter(([, micros]) => micros / total < 0.005).reduce((sum, [, micros]) => sum + micros, 0);
  return rest > 0 ? [...large, ['everything else', rest]] : large;
}

// ---------------------------------------------------------------------------------------------- report

export function mixTargets(postgresUrl: string | undefined): MixTarget[] {
  const targets: MixTarget[] = [{ label: 'PGlite (embedded), one process', kind: 'pglite', processes: 1 }];
  if (postgresUrl) {
    targets.push({ label: 'PostgreSQL, one process', kind: 'postgres', processes: 1 });
    targets.push({ label: 'PostgreSQL, two processes', kind: 'postgres', processes: 2 });
  }
  return targets;
}

export function mixSection(reports: TargetReport[], seconds: number, machine: string): string {
  const summary = reports.map((r) => {
    const b = r.best;
    return b
      ? `| ${r.target.label} | **${b.achieved}** | ${b.p50} | ${b.p95} | ${b.p99} | ${b.serverCpu} | ${r.target.kind === 'postgres' ? b.postgresCpu : '(in process)'} |`
      : `| ${r.target.label} | none held | | | | | |`;
  });
  const rampTables = reports.map(
    (r) => `### ${r.target.label}

| offered (req/s) | answered (req/s) | requests | p50 (ms) | p95 (ms) | p99 (ms) | errors | held |
| ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |
${r.steps.map((s) => `| ${s.offered} | ${s.achieved} | ${s.requests} | ${s.p50} | ${s.p95} | ${s.p99} | ${s.errors} | ${s.held ? 'yes' : `no${s.errorSamples[0] ? `: ${s.errorSamples[0].replace(/\|/g, '/')}` : ''}`} |`).join('\n')}

${
  r.kinds.length
    ? `Requests of the highest step held, by kind:

| request | count | p50 (ms) | p99 (ms) |
| --- | ---: | ---: | ---: |
${r.kinds.map((k) => `| ${k.kind} | ${k.count} | ${k.p50} | ${k.p99} |`).join('\n')}`
    : ''
}

${
  r.profile
    ? `Where the server's CPU went in that step (${r.profile.busySeconds} s busy over ${r.profile.windowSeconds} s, all server processes, sampled by V8's profiler):

| where | CPU (s) | share |
| --- | ---: | ---: |
${r.profile.categories.map((c) => `| ${c.name} | ${c.seconds} | ${c.share} % |`).join('\n')}

The functions with the most time of their own:

| function | where | share |
| --- | --- | ---: |
${r.profile.functions.map((f) => `| \`${f.name}\` | ${f.where ? `\`${f.where}\`` : ''} | ${f.share} % |`).join('\n')}`
    : ''
}`,
  );
  return `## The booking mix

Written by \`npm run bench\` (bench/bench-mix.ts) on ${machine}. What users do in a day of the product, sent
to the server as \`npm start\` runs it (a child process, the demo data on a fresh database, the profiler on):
arrivals in the proportions ${MIX.map(([a, w]) => `${w} ${a}`).join(', ')}. A checkout is five requests by one guest
(guest sign-in, booking of a free slot, payment intent, the sandbox's card, validation); a company status change
two (what may it do next, then do it, on jobs booked during the run). Every visitor has a client address of its
own (X-Forwarded-For, \`TRUST_PROXY=127.0.0.1\`), so the per-address limits count as in production.

The load is open (arrivals at the offered rate, whatever the answers), ${seconds} s per step on ${CONNECTIONS} keep-alive
connections, after a 3 s warm-up; the rate rises until the 99th percentile passes ${P99_LIMIT_MS} ms or a request
fails. The load generator runs on the same 2 cores as the server (and, for PostgreSQL, the database server), so
it takes its share of the CPU: these are the figures of one small machine, not of a deployment.

| target | highest rate held (req/s) | p50 (ms) | p95 (ms) | p99 (ms) | server CPU (s) | PostgreSQL CPU (s) |
| --- | ---: | ---: | ---: | ---: | ---: | ---: |
${summary.join('\n')}

${rampTables.join('\n\n')}
`;
}
