/**
 * The offer-search-at-scale section of `npm run bench` (issue 4, "Performance and scale"): for each scale,
 * a fresh database (PGlite in a temporary directory; PostgreSQL in a throwaway database on the DATABASE_URL
 * server, dropped afterwards) gets the reference seed and N synthetic companies, loaded in bulk with
 * generate_series; then `POST /api/customer/offer/new` is measured through the real app on loopback.
 *
 * Density is kept realistic: a marketplace of N companies spans about N/20 zip codes (the valley's, then
 * synthetic codes from 10000 up) and each company serves 8 neighbouring codes, so a zip code has about 160
 * companies whatever N is. Every company offers Landscaping with a full price list; most have a few reviews.
 *
 * Figures are printed and returned; nothing is asserted.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Feature, ServiceId } from '@upkeep/contract';
import autocannon from 'autocannon';
import { type SQL, sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import {
  type Database,
  type DatabaseHandle,
  type DatabaseKind,
  openDatabase,
  queryRows,
} from '../apps/api/src/db/client.ts';
import { seedReference } from '../apps/api/src/db/seed/index.ts';
import { offerCandidates } from '../apps/api/src/modules/companies/discovery/queries.ts';

/** The zip code searched: a valley code (Rancho Charleston), one of the codes every scale spreads companies over. */
export const BENCH_ZIP_CODE = '89102';
const COMPANIES_PER_ZIP_CODE = 20;
const ZIP_CODES_PER_COMPANY = 8;
const FIRST_SYNTHETIC_ZIP_CODE = 10_000;
const WARM_UP_SECONDS = 1;
/** The tables the synthetic load fills. */
const LOADED_TABLES = ['companies', 'company_zip_codes', 'company_services', 'price_list_items', 'reviews'];
export const THROUGHPUT_CONNECTIONS = 10;

export interface LatencyFigures {
  requests: number;
  p50: number;
  p97_5: number;
  p99: number;
}

export interface ThroughputFigures {
  requestsPerSecond: number;
  p50: number;
  p99: number;
}

export interface ScaleFigures {
  kind: DatabaseKind;
  companies: number;
  zipCodes: number;
  /** Companies that serve BENCH_ZIP_CODE (the rows the query prices). */
  matching: number;
  /** Offers in one response (the endpoint returns at most `limit`, 50 by default). */
  offers: number;
  priceListItems: number;
  reviews: number;
  /** The synthetic companies, their zip codes, services, price lists and reviews, then VACUUM ANALYZE. */
  loadMs: number;
  latency: LatencyFigures;
  throughput: ThroughputFigures;
  /** Non-2xx responses, errors and timeouts over both measured runs. */
  failures: number;
}

export interface PlanEvidence {
  kind: DatabaseKind;
  companies: number;
  usesZipIndex: boolean;
  /** Tables read whole (the planner may prefer that to index probes while a table is small). */
  seqScans: string[];
  executionMs: number | null;
  lines: string[];
}

export interface OfferSearchOptions {
  scales: number[];
  seconds: number;
  /** A PostgreSQL server to run on as well; the bench creates and drops its own database there. */
  postgresUrl?: string | undefined;
}

export interface OfferSearchReport {
  figures: ScaleFigures[];
  plans: PlanEvidence[];
}

export async function benchOfferSearch(options: OfferSearchOptions): Promise<OfferSearchReport> {
  const kinds: DatabaseKind[] = options.postgresUrl ? ['pglite', 'postgres'] : ['pglite'];
  const largest = Math.max(...options.scales);
  const report: OfferSearchReport = { figures: [], plans: [] };
  for (const kind of kinds) {
    for (const companies of options.scales) {
      const scratch = await openScratchDatabase(kind, options.postgresUrl);
      try {
        const { figures, plan } = await benchScale(scratch.handle, companies, options.seconds, companies === largest);
        report.figures.push(figures);
        if (plan) report.plans.push(plan);
      } finally {
        await scratch.dispose();
      }
    }
  }
  return report;
}

interface ScratchDatabase {
  handle: DatabaseHandle;
  dispose(): Promise<void>;
}

/** An empty database of its own: PGlite in a temporary directory, or a new database on the server. */
async function openScratchDatabase(kind: DatabaseKind, postgresUrl: string | undefined): Promise<ScratchDatabase> {
  if (kind === 'pglite') {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'upkeep-bench-offers-'));
    const handle = await openDatabase({ kind: 'pglite', dataDir });
    return {
      handle,
      dispose: async () => {
        await handle.close();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  if (!postgresUrl) throw new Error('no PostgreSQL server to run on');
  const name = `upkeep_bench_${randomBytes(6).toString('hex')}`;
  await adminQuery(postgresUrl, `create database ${name}`);
  const drop = () => adminQuery(postgresUrl, `drop database if exists ${name} with (force)`);
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: THROUGHPUT_CONNECTIONS }).catch(
    async (err: unknown) => {
      await drop();
      throw err;
    },
  );
  return {
    handle,
    dispose: async () => {
      await handle.close();
      await drop();
    },
  };
}

/** One statement on the server (creating or dropping a throwaway database). */
export async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

async function benchScale(
  database: DatabaseHandle,
  companies: number,
  seconds: number,
  explain: boolean,
): Promise<{ figures: ScaleFigures; plan: PlanEvidence | null }> {
  await database.migrate();
  await seedReference(database.db);

  const loadStarted = performance.now();
  await loadSyntheticMarketplace(database.db, companies);
  const loadMs = performance.now() - loadStarted;
  const counts = await countRows(database.db);

  const dataDir = mkdtempSync(path.join(tmpdir(), 'upkeep-bench-app-'));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', RATE_LIMIT_MAX: '100000000', PORT: '0' });
  const app = await buildApp({ config, database, logger: false, serveWeb: false, startWorkers: false });
  try {
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    const form = await landscapingForm(address);
    const body = JSON.stringify({
      zipCode: BENCH_ZIP_CODE,
      serviceID: ServiceId.Landscaping,
      idFeatures: [form],
      quantity: 1,
    });
    const url = `${address}/api/customer/offer/new`;
    const offers = await checkOffers(url, body);

    await run({ url, body, connections: 1, seconds: WARM_UP_SECONDS });
    const sequential = await run({ url, body, connections: 1, seconds });
    const concurrent = await run({ url, body, connections: THROUGHPUT_CONNECTIONS, seconds });

    const figures: ScaleFigures = {
      kind: database.kind,
      companies,
      zipCodes: counts.zipCodes,
      matching: counts.matching,
      offers,
      priceListItems: counts.priceListItems,
      reviews: counts.reviews,
      loadMs,
      latency: {
        requests: sequential.samples.length,
        p50: percentile(sequential.samples, 50),
        p97_5: percentile(sequential.samples, 97.5),
        p99: percentile(sequential.samples, 99),
      },
      throughput: {
        requestsPerSecond: concurrent.result.requests.average,
        p50: percentile(concurrent.samples, 50),
        p99: percentile(concurrent.samples, 99),
      },
      failures: failures(sequential.result) + failures(concurrent.result),
    };
    console.log(summary(figures));
    const plan = explain ? await explainOfferSearch(database, companies, form) : null;
    return { figures, plan };
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * N companies in bulk: zip codes (the valley's serviced ones, then synthetic codes, about N/20 in all), each
 * company serving 8 consecutive codes; one Landscaping company service each with a price for every
 * Landscaping value; 1 to 5 reviews for three companies in four. Then VACUUM ANALYZE, as autovacuum would
 * have done on a live database (PGlite has no autovacuum).
 */
async function loadSyntheticMarketplace(db: Database, companies: number): Promise<void> {
  const [valley] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from zip_codes where is_serviced`);
  const valleyZipCodes = valley?.n ?? 0;
  const zipCodes = Math.max(valleyZipCodes, Math.round(companies / COMPANIES_PER_ZIP_CODE));
  const synthetic = zipCodes - valleyZipCodes;

  await db.transaction(async (tx) => {
    const run = (query: SQL) => tx.execute(query);
    // As a bulk load does: the foreign keys of the tables filled are checked once at the end, not row by row.
    const foreignKeys = await queryRows<{ table_name: string; name: string; definition: string }>(
      tx,
      sql`select conrelid::regclass::text as table_name, conname as name, pg_get_constraintdef(oid) as definition
            from pg_constraint
           where contype = 'f' and conrelid::regclass::text in (${sql.join(
             LOADED_TABLES.map((t) => sql`${t}`),
             sql`, `,
           )})`,
    );
    for (const fk of foreignKeys) {
      await run(sql`alter table ${sql.identifier(fk.table_name)} drop constraint ${sql.identifier(fk.name)}`);
    }
    if (synthetic > 0) {
      await run(sql`
        insert into zip_codes (code, city, community, is_serviced)
        select (${FIRST_SYNTHETIC_ZIP_CODE} + k)::text, 'Synthetic City ' || (k / 40), 'Synthetic area ' || k, true
          from generate_series(0, ${synthetic - 1}) k`);
    }
    // The codes companies are spread over, numbered 0..zipCodes-1: the valley's, then the synthetic ones.
    await run(sql`
      create temporary table bench_zip_slots on commit drop as
      select (row_number() over (order by code >= '89000' desc, code) - 1)::int as slot, code
        from zip_codes
       where is_serviced`);
    await run(sql`create unique index on bench_zip_slots (slot)`);
    await run(sql`
      insert into companies (id, name, slug, tags, description, logo, has_photos, address, city, zip_code,
                             phone_number, email)
      select g, 'Synthetic Landscaping ' || g, 'synthetic-landscaping-' || g,
             case when g % 2 = 0 then array['Licensed', 'Insured'] else array['Family owned'] end,
             'Yard care, trimming and desert landscaping. A synthetic company of the offer-search benchmark.',
             '/images/companies/synthetic.svg', g % 3 = 0, (100 + g % 9000) || ' Benchmark Way', 'Las Vegas', z.code,
             '702' || lpad((g % 10000000)::text, 7, '0'), 'company' || g || '@bench.upkeep.local'
        from generate_series(1, ${companies}) g
        join bench_zip_slots z on z.slot = ((g - 1) * ${ZIP_CODES_PER_COMPANY}) % ${zipCodes}`);
    await run(sql`select setval(pg_get_serial_sequence('companies', 'id'), ${companies})`);
    await run(sql`
      insert into company_zip_codes (company_id, zip_code)
      select g, z.code
        from generate_series(1, ${companies}) g
       cross join generate_series(0, ${ZIP_CODES_PER_COMPANY - 1}) k
        join bench_zip_slots z on z.slot = ((g - 1) * ${ZIP_CODES_PER_COMPANY} + k) % ${zipCodes}
       order by g, k`);
    await run(sql`
      insert into company_services (id, company_id, service_id, base_price_cents, base_duration_minutes,
                                    service_call_price_cents, service_call_duration_minutes)
      select g, g, ${ServiceId.Landscaping}, 2500 + (g * 7919) % 5000, 30 + (g % 4) * 15, ((g % 9973) * 577) % 9000, 60
        from generate_series(1, ${companies}) g`);
    await run(sql`select setval(pg_get_serial_sequence('company_services', 'id'), ${companies})`);
    // A company's price list is written together, so its rows sit together (sorted by the primary key).
    await run(sql`
      insert into price_list_items (company_service_id, feature_value_id, price_cents, duration_minutes)
      select cs.id, v.id, 500 + (cs.id * 31 + v.id * 17) % 20000, 15 * ((cs.id + v.id) % 8)
        from company_services cs
       cross join (select fv.id from feature_values fv
                     join features f on f.id = fv.feature_id
                    where f.service_id = ${ServiceId.Landscaping}) v
       where cs.service_id = ${ServiceId.Landscaping}
       order by cs.id, v.id`);
    await run(sql`
      insert into reviews (company_id, user_name, company_score, company_comment, upkeep_score)
      select g, 'Customer ' || r, 1 + (g * 7 + r * 3) % 5, 'Synthetic review.', 5
        from generate_series(1, ${companies}) g
       cross join lateral generate_series(1, 1 + g % 5) r
       where g % 4 <> 0`);
    for (const fk of foreignKeys) {
      await run(
        sql`alter table ${sql.identifier(fk.table_name)} add constraint ${sql.identifier(fk.name)} ${sql.raw(fk.definition)}`,
      );
    }
  });
  await db.execute(sql`vacuum analyze`);
}

async function countRows(db: Database) {
  const [row] = await queryRows<{
    zip_codes: number;
    matching: number;
    price_list_items: number;
    reviews: number;
  }>(
    db,
    sql`select (select count(distinct zip_code)::int from company_zip_codes) as zip_codes,
               (select count(*)::int from company_zip_codes where zip_code = ${BENCH_ZIP_CODE}) as matching,
               (select count(*)::int from price_list_items) as price_list_items,
               (select count(*)::int from reviews) as reviews`,
  );
  if (!row) throw new Error('no counts');
  return {
    zipCodes: row.zip_codes,
    matching: row.matching,
    priceListItems: row.price_list_items,
    reviews: row.reviews,
  };
}

/**
 * A complete, consistent Landscaping form from the API, as a customer answers it: general yard maintenance,
 * a medium yard (revealed by that answer), the first access value, and "Yes" to the first add-on.
 */
async function landscapingForm(address: string): Promise<number[]> {
  const res = await fetch(`${address}/api/customer/features/${ServiceId.Landscaping}`);
  if (!res.ok) throw new Error(`GET /api/customer/features: ${res.status}`);
  const features = ((await res.json()) as { data: Feature[] }).data;
  const pick = (feature: Feature | undefined, match: (value: string) => boolean) => {
    const value = feature?.values.find((v) => match(v.value));
    if (!value) throw new Error(`no such Landscaping value in "${feature?.question}"`);
    return value.id;
  };
  const [what, size, access] = features.filter((f) => !f.isAddOn);
  const addOn = features.find((f) => f.isAddOn);
  return [
    pick(what, (v) => v === 'General yard maintenance'),
    pick(size, (v) => v.startsWith('Medium yard')),
    pick(access, () => true),
    pick(addOn, (v) => v === 'Yes'),
  ];
}

/** One request, to check the search answers 200 with offers before measuring it. Returns the number of offers. */
async function checkOffers(url: string, body: string): Promise<number> {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`POST /api/customer/offer/new: ${res.status} ${text}`);
  const offers = (JSON.parse(text) as { data: unknown[] }).data;
  if (offers.length === 0) throw new Error('POST /api/customer/offer/new found no offers');
  return offers.length;
}

interface Run {
  result: autocannon.Result;
  /** Every 2xx response's time in ms, at full resolution (autocannon's own histogram rounds to whole ms). */
  samples: number[];
}

function run(options: { url: string; body: string; connections: number; seconds: number }): Promise<Run> {
  const samples: number[] = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: options.url,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: options.body,
        connections: options.connections,
        duration: options.seconds,
      },
      (err, result) => (err ? reject(err) : resolve({ result, samples })),
    );
    instance.on('response', (_client, statusCode, _bytes, ms) => {
      if (statusCode >= 200 && statusCode < 300) samples.push(ms);
    });
  });
}

const failures = (result: autocannon.Result) => result.non2xx + result.errors + result.timeouts;

/** The nearest-rank percentile, in ms with one decimal. */
function percentile(samples: number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length)));
  const value = sorted[rank - 1];
  return value === undefined ? Number.NaN : Math.round(value * 10) / 10;
}

/** EXPLAIN (ANALYZE, BUFFERS) of the very statement the endpoint runs, for this search. */
async function explainOfferSearch(database: DatabaseHandle, companies: number, form: number[]): Promise<PlanEvidence> {
  let statement: SQL | undefined;
  const capture = {
    execute: async (query: SQL) => {
      statement = query;
      return { rows: [] };
    },
  } as unknown as Database;
  await offerCandidates(capture, {
    zipCode: BENCH_ZIP_CODE,
    serviceId: ServiceId.Landscaping,
    subServiceId: null,
    valueIds: form,
  });
  if (!statement) throw new Error('the offer query was not captured');
  // Once to warm the cache, as the endpoint's own requests have; the second plan is the evidence.
  await database.db.execute(statement);
  const rows = await queryRows<{ 'QUERY PLAN': string }>(database.db, sql`explain (analyze, buffers) ${statement}`);
  const lines = rows.map((r) => r['QUERY PLAN']);
  const execution = lines.map((l) => /Execution Time: ([\d.]+) ms/.exec(l)).find((m) => m !== null);
  const evidence: PlanEvidence = {
    kind: database.kind,
    companies,
    usesZipIndex: lines.some((l) => l.includes('company_zip_codes_zip_idx')),
    seqScans: lines.flatMap((l) => /Seq Scan on (\w+)/.exec(l)?.[1] ?? []),
    executionMs: execution ? Number(execution[1]) : null,
    lines,
  };
  console.log(
    `${database.kind}, ${companies} companies: the offer query ${evidence.usesZipIndex ? 'uses' : 'does NOT use'} ` +
      `company_zip_codes_zip_idx; sequential scans: ${evidence.seqScans.join(', ') || 'none'}; ` +
      `execution ${evidence.executionMs ?? '?'} ms`,
  );
  return evidence;
}

function summary(f: ScaleFigures): string {
  return (
    `${f.kind}, ${f.companies} companies (${f.zipCodes} zip codes, ${f.matching} in ${BENCH_ZIP_CODE}, ` +
    `${f.offers} offers returned): load ${Math.round(f.loadMs)} ms; 1 connection p50 ${f.latency.p50} ms, ` +
    `p97.5 ${f.latency.p97_5} ms, p99 ${f.latency.p99} ms; ${THROUGHPUT_CONNECTIONS} connections ` +
    `${Math.round(f.throughput.requestsPerSecond)} req/s, p99 ${f.throughput.p99} ms`
  );
}
