/**
 * A fuzz of the companies' and the staff's API (issue 24): every operation of the OpenAPI document under
 * /api/company and /api/staff (and the date fields of the customer's ticket endpoints) is called with
 * malformed values, one field at a time (wrong types, 10,000-character strings, unicode, NUL, extreme
 * numbers, arrays, objects, nested junk), the other fields plausible, with a valid token of its realm, as JSON
 * and as a form. No answer may be a 5xx. Seeded, so a failure is reproduced by running the file again; the
 * number of calls is bounded (a sample of the junk per field: about 2,000 calls).
 */
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_NOW } from './fixed-time.ts';
import { buildTestApp, quickestDatabaseKind, type TestContext } from './helpers.ts';
import { bearer, clientAddresses, signInAsDemoAdmin, signInAsDemoCustomer, signInAsDemoPro } from './sign-in.ts';

/** The seed of the run: change it to explore other samples, keep it to reproduce a failure. */
const SEED = 24;
/** Junk values tried per field (a seeded sample of JUNK; the fixed ones below are always tried). */
const SAMPLE_PER_FIELD = 6;
/**
 * Path ids are this unless they are the field under test: the first row of each table of the seeded demo
 * (a ticket, a review, a staff member...), so a call with a malformed body reaches the handler's work, not
 * only its lookup. (With an unknown id instead, the run was clean as well.)
 */
const ROW_ID = 1;

const LONG = 'x'.repeat(10_000);
const JUNK: unknown[] = [
  true,
  false,
  null,
  0,
  -1,
  1.5,
  1e308,
  -1e308,
  2 ** 53,
  2 ** 31,
  -(2 ** 31) - 1,
  5e-324,
  LONG,
  `${'é'.repeat(300)}🙂\u202e👨‍👩‍👧`,
  '\u0000',
  'a\u0000b',
  '',
  ' ',
  '9999-12-31',
  '0000-01-01',
  '2026-02-30',
  '99:99:99',
  '0x10',
  '1e9999',
  'NaN',
  '-0',
  "' or 1=1 --",
  '%00',
  [],
  [1, 'a', null],
  [[[[[]]]]],
  {},
  { $gt: '' },
  { a: { b: [{ c: LONG.slice(0, 100) }] } },
  JSON.parse('{"__proto__":{"polluted":true}}'),
];
/** Always tried: the values that answered 500 before issue 24 (dates beyond the calendar, overflows). */
const ALWAYS: unknown[] = ['9999-12-31', 1e308, LONG, '\u0000', [1, 'a', null], { a: 1 }];

type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: unknown;
};
type Parameter = { name: string; in: 'path' | 'query' | 'header'; schema?: JsonSchema; required?: boolean };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};

/** mulberry32: a small seeded generator, so every run sends the same requests. */
function generator(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * Plausible values by field name, where the schema alone does not say what passes (refinements are not in
 * the OpenAPI document): so that a call with one malformed field reaches as deep as that field lets it.
 */
const PLAUSIBLE_BY_NAME: [RegExp, unknown][] = [
  [/date$|^from$|^to$/i, '2026-07-01'],
  [/month$/i, '2026-06'],
  [/duration$/i, '01:00:00'],
  [/time$/i, '08:00:00'],
  [/e-?mail$/i, 'fuzz@example.com'],
  [/phone/i, '7025550100'],
  [/^zip(code)?$/i, '89101'],
  [/password$/i, 'Cactus-Flower-2026'],
  [/^code$/i, 'FUZZ-24'],
  [/percentage$/i, 0.1],
  [/percent$/i, 10],
  [/price$|amount$/i, 10],
];

/** A plausible value of a schema: what the fields not under test carry. */
function plausible(schema: JsonSchema | undefined, name = '', depth = 0): unknown {
  if (!schema || depth > 6) return 'a';
  if (schema.default !== undefined) return schema.default;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const byName = PLAUSIBLE_BY_NAME.find(([pattern]) => pattern.test(name));
  if (byName) return byName[1];
  const options = schema.anyOf ?? schema.oneOf;
  if (options?.length) {
    const notNull = options.find((o) => o.type !== 'null') ?? options[0];
    return plausible(notNull, name, depth + 1);
  }
  if (schema.allOf?.length) return plausible(schema.allOf[0], name, depth + 1);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, Math.min(schema.maximum ?? 1, 1));
    case 'boolean':
      return false;
    case 'array':
      return [];
    case 'object': {
      // Optional fields are left out (one of two alternatives, like a discount's amount or percentage).
      const value: Record<string, unknown> = {};
      for (const [key, inner] of Object.entries(schema.properties ?? {})) {
        if (schema.required?.includes(key)) value[key] = plausible(inner, key, depth + 1);
      }
      return value;
    }
    default:
      if (schema.format === 'email') return 'fuzz@example.com';
      return 'a'.repeat(Math.max(1, schema.minLength ?? 1));
  }
}

/** A value as a query string, path segment or form field carries it. */
function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === undefined) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

interface Call {
  label: string;
  options: InjectOptions;
}

/** Every call of an operation: each parameter and each body field in turn, plus junk bodies. */
function callsOf(method: string, path: string, operation: Operation, random: () => number, only?: RegExp): Call[] {
  const sample = () => {
    const chosen = new Set<unknown>(ALWAYS);
    while (chosen.size < ALWAYS.length + SAMPLE_PER_FIELD) chosen.add(JUNK[Math.floor(random() * JUNK.length)]);
    return [...chosen];
  };
  const parameters = (operation.parameters ?? []).filter((p) => p.in === 'path' || p.in === 'query');
  const bodySchema: JsonSchema | undefined = operation.requestBody?.content?.['application/json']?.schema;
  const baseBody = bodySchema ? plausible(bodySchema) : undefined;
  const baseParams = Object.fromEntries(
    parameters.map((p) => [p.name, p.in === 'path' && /id$/i.test(p.name) ? ROW_ID : plausible(p.schema, p.name)]),
  );

  const build = (params: Record<string, unknown>, body: unknown, form: boolean): InjectOptions => {
    let url = path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(asText(params[name])));
    const query = new URLSearchParams();
    for (const p of parameters.filter((x) => x.in === 'query')) {
      const value = params[p.name];
      if (value === undefined) continue;
      if (Array.isArray(value)) for (const item of value) query.append(p.name, asText(item));
      else query.append(p.name, asText(value));
    }
    if ([...query.keys()].length > 0) url += `?${query.toString()}`;
    const options: InjectOptions = { method: method.toUpperCase() as InjectOptions['method'], url };
    if (body !== undefined && method !== 'get' && method !== 'delete') {
      if (form && body !== null && typeof body === 'object' && !Array.isArray(body)) {
        const fields = new URLSearchParams();
        for (const [key, value] of Object.entries(body)) fields.append(key, asText(value));
        options.headers = { 'content-type': 'application/x-www-form-urlencoded' };
        options.payload = fields.toString();
      } else {
        options.headers = { 'content-type': 'application/json' };
        options.payload = JSON.stringify(body);
      }
    }
    return options;
  };

  const calls: Call[] = [{ label: 'plausible', options: build(baseParams, baseBody, false) }];
  for (const p of parameters) {
    if (only && !only.test(p.name)) continue;
    for (const junk of sample()) {
      calls.push({
        label: `${p.in} ${p.name} = ${JSON.stringify(junk)?.slice(0, 80)}`,
        options: build({ ...baseParams, [p.name]: junk }, baseBody, false),
      });
    }
  }
  if (baseBody !== null && typeof baseBody === 'object' && !Array.isArray(baseBody)) {
    for (const field of Object.keys(bodySchema?.properties ?? {})) {
      if (only && !only.test(field)) continue;
      for (const junk of sample()) {
        const form = random() < 0.3;
        calls.push({
          label: `body${form ? ' (form)' : ''} ${field} = ${JSON.stringify(junk)?.slice(0, 80)}`,
          options: build(baseParams, { ...baseBody, [field]: junk }, form),
        });
      }
    }
  }
  if (!only && method !== 'get' && method !== 'delete') {
    for (const body of [[baseBody], LONG, { ...(baseBody as object), extra: LONG }, 42, null]) {
      calls.push({ label: `body = ${JSON.stringify(body).slice(0, 80)}`, options: build(baseParams, body, false) });
    }
  }
  return calls;
}

describe.each([quickestDatabaseKind()])('the fuzz of the companies’ and staff’s endpoints on %s', (kind) => {
  let ctx: TestContext;
  let doc: { paths: Record<string, Record<string, Operation>> };
  const nextAddress = clientAddresses(243);
  const inject = (options: InjectOptions) => ctx.app.inject({ remoteAddress: nextAddress(), ...options });
  const tokens: Record<'company' | 'staff' | 'customer', string> = { company: '', staff: '', customer: '' };
  const signIn = {
    company: () => signInAsDemoPro(inject),
    staff: () => signInAsDemoAdmin(inject),
    customer: () => signInAsDemoCustomer(inject),
  };

  beforeAll(async () => {
    ctx = await buildTestApp(kind, { now: () => TEST_NOW });
    for (const realm of Object.keys(signIn) as (keyof typeof signIn)[]) tokens[realm] = await signIn[realm]();
    doc = (await inject({ method: 'GET', url: '/api/docs/json' })).json();
  });
  afterAll(() => ctx.close());

  /** Sends every call with the realm's token (signing in again when a call signed it out); answers the 5xx. */
  async function run(realm: keyof typeof tokens, calls: (Call & { operation: string })[]) {
    const failures: string[] = [];
    for (const call of calls) {
      const send = (): Promise<LightMyRequestResponse> =>
        inject({ ...call.options, headers: { ...(call.options.headers ?? {}), ...bearer(tokens[realm]) } });
      let res = await send();
      if (res.statusCode === 401) {
        tokens[realm] = await signIn[realm]();
        res = await send();
      }
      if (res.statusCode >= 500)
        failures.push(`${call.operation} ${call.label}: ${res.statusCode} ${res.body.slice(0, 200)}`);
    }
    return failures;
  }

  function operations(prefix: RegExp) {
    const found: { method: string; path: string; operation: Operation }[] = [];
    for (const [path, methods] of Object.entries(doc.paths)) {
      if (!prefix.test(path)) continue;
      // A message stream stays open once it is valid: its own tests read it (conversations.test.ts).
      if (path.endsWith('/messages/stream')) continue;
      for (const [method, operation] of Object.entries(methods)) found.push({ method, path, operation });
    }
    // Sign-outs last: they end the token the other calls use.
    return found.sort((a, b) => Number(/logout/.test(a.path)) - Number(/logout/.test(b.path)));
  }

  it.each([
    ['company', /^\/api\/company(\/|$)/],
    ['staff', /^\/api\/staff(\/|$)/],
  ] as const)('no %s endpoint answers a 5xx to malformed input', async (realm, prefix) => {
    const random = generator(SEED);
    const ops = operations(prefix);
    expect(ops.length).toBeGreaterThan(10);
    const calls = ops.flatMap(({ method, path, operation }) =>
      callsOf(method, path, operation, random).map((call) => ({
        ...call,
        operation: `${method.toUpperCase()} ${path}`,
      })),
    );
    expect(await run(realm, calls)).toEqual([]);
  });

  it('no customer ticket endpoint answers a 5xx to a malformed date', async () => {
    const random = generator(SEED + 1);
    const ops = operations(/^\/api\/customer\/ticket(\/|$)/);
    const calls = ops.flatMap(({ method, path, operation }) =>
      callsOf(method, path, operation, random, /date/i).map((call) => ({
        ...call,
        operation: `${method.toUpperCase()} ${path}`,
      })),
    );
    expect(calls.length).toBeGreaterThan(0);
    expect(await run('customer', calls)).toEqual([]);
  });
});
