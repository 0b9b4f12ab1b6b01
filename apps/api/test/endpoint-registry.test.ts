/**
 * The contract's endpoint registry and the server's routes are the same list: every API route the app
 * registers is declared in `endpoints`, and every declaration is registered (the ones of a mode the app
 * is not in, listed below, excepted).
 */
import { type EndpointDeclaration, endpoints } from '@upkeep/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_STATUSES, openApiPath } from '../src/lib/openapi.ts';
import { answersForbidden, endpointsRegisteredOn } from '../src/lib/route.ts';
import { buildTestApp, quickestDatabaseKind, type TestContext } from './helpers.ts';

/** Not API endpoints: the OpenAPI document and its UI, the demo mailbox's HTML page, CORS preflights (`OPTIONS *`). */
const NOT_ENDPOINTS = [/^\/metrics$/, /^\/api\/docs/, /^\/dev\/mailbox$/, /^\/dev\/emails/, /^\*$/];

/** Declared, and registered only in Stripe mode (the tests run the sandbox). */
const OTHER_MODE = new Set(['POST /api/payments/stripe/webhook', 'POST /api/payments/stripe/connect-webhook']);

/**
 * A route with its parameters unnamed: where two routes name the parameter at one place differently
 * (`/companies/:slug`, `/companies/:id/logo`), the router prints both names (`:slug|:id`).
 */
const shape = (route: string) => route.replace(/:[^/]+/g, ':');

/** Every method and path the app routes, read from `printRoutes` (HEAD, added for each GET, left out). */
function registeredRoutes(app: FastifyInstance): string[] {
  const routes: string[] = [];
  const prefixes: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:│ {3}| {4})*)(?:├── |└── )(.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const [, indent = '', segment = '', methods] = match;
    const depth = indent.length / 4;
    prefixes.length = depth;
    const path = `${prefixes.join('')}${segment}`;
    prefixes.push(segment);
    for (const method of methods?.split(', ') ?? []) if (method !== 'HEAD') routes.push(shape(`${method} ${path}`));
  }
  return routes;
}

/** The registry as the app serves it: under /api. */
const declared = Object.values(endpoints).map((e) => shape(`${e.method} /api${e.path}`));

describe('the endpoint registry and the routes', () => {
  let ctx: TestContext;
  let routes: string[];
  beforeAll(async () => {
    // With the browser suite's hooks (registered only when asked, never in production: test-hooks.test.ts).
    ctx = await buildTestApp(quickestDatabaseKind(), { env: { UPKEEP_TEST_HOOKS: '1' } });
    routes = registeredRoutes(ctx.app).filter((r) => !NOT_ENDPOINTS.some((p) => p.test(r.split(' ')[1] ?? '')));
  });
  afterAll(() => ctx.close());

  it('reads the route table', () => {
    expect(routes).toContain('GET /api/customer/services/:');
    expect(routes).toContain('POST /api/customer/auth/login');
  });

  it('declares every route the app registers', () => {
    expect(routes.filter((r) => !declared.includes(r))).toEqual([]);
  });

  it('registers every declared endpoint', () => {
    expect(declared.filter((d) => !routes.includes(d) && !OTHER_MODE.has(d))).toEqual([]);
  });

  it('registers every route through route(), from its declaration', () => {
    const throughRegistry = new Set([...endpointsRegisteredOn(ctx.app)].map((e) => shape(`${e.method} /api${e.path}`)));
    expect(declared.filter((d) => !throughRegistry.has(d) && !OTHER_MODE.has(d))).toEqual([]);
  });

  it('documents each endpoint in the OpenAPI document as declared, as clients read it (issue 48)', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      servers?: { url: string }[];
      paths: Record<
        string,
        Record<
          string,
          {
            operationId?: string;
            summary?: string;
            tags?: string[];
            security?: unknown[];
            requestBody?: { content?: Record<string, unknown> };
            responses?: Record<string, { content?: Record<string, unknown> }>;
          }
        >
      >;
    };
    expect(doc.servers).toEqual([expect.objectContaining({ url: new URL(ctx.app.config.publicUrl).origin })]);
    const operationIds = new Set<string>();
    for (const [name, endpoint] of Object.entries(endpoints) as [string, EndpointDeclaration][]) {
      const key = `${endpoint.method} /api${endpoint.path}`;
      if (OTHER_MODE.has(key) || endpoint.hidden) continue;
      const operation = doc.paths[openApiPath(endpoint)]?.[endpoint.method.toLowerCase()];
      expect(operation?.summary, key).toBe(endpoint.summary);
      expect(operation?.tags, key).toEqual(endpoint.tags);
      expect(operation?.operationId, key).toBe(name);
      operationIds.add(name);
      // A public operation needs no token; the others name the bearer scheme.
      expect(operation?.security, key).toEqual(endpoint.auth === 'public' ? [] : [{ bearer: [] }]);
      // The company realm's changes also answer 403 while the company is suspended, and its endpoints not declared
      // `crew` answer a crew member 403 (rules of lib/route.ts); a body may be too large or of a type not read.
      const statuses = new Set([
        ...Object.keys(endpoint.responses),
        ...(answersForbidden(endpoint) ? ['403'] : []),
        ...(endpoint.body ? BODY_STATUSES : []),
      ]);
      expect(Object.keys(operation?.responses ?? {}).sort(), key).toEqual([...statuses].sort());
      if (endpoint.body) {
        expect(Object.keys(operation?.requestBody?.content ?? {}).sort(), key).toEqual([
          'application/json',
          'application/x-www-form-urlencoded',
        ]);
      }
      // A file is stated under its own media types, never as JSON.
      const success = Object.entries(operation?.responses ?? {}).find(([status]) => status.startsWith('2'))?.[1];
      if (endpoint.binary) {
        expect(endpoint.mediaTypes, key).toBeDefined();
        expect(Object.keys(success?.content ?? {}), key).toEqual(endpoint.mediaTypes);
      }
    }
    expect(operationIds.size).toBeGreaterThan(250);
  });
});
