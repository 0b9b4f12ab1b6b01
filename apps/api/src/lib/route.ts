/**
 * Registers a route from its declaration in the contract's endpoint registry: method, path, schemas (so
 * validation, serialisation and the OpenAPI document all come from the declaration) and the auth hook of its
 * realm. What stays here is the server's policy: rate limits, caching hooks, the handler.
 */
import { type AuthRealm, type EndpointDeclaration, type EndpointReply, errorEnvelope } from '@upkeep/contract';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestAsyncHookHandler,
  onSendHookHandler,
  RouteHandlerMethod,
} from 'fastify';
import type { z } from 'zod';
import { type NearStaticBody, nearStaticBody, sendNearStatic } from './cache-control.ts';

type Parsed<E, K extends string> = E extends Record<K, infer S extends z.ZodType> ? z.output<S> : undefined;

/** The request of an endpoint's handler: params, query and body as the declaration parses them. */
export type EndpointRequest<E extends EndpointDeclaration> = FastifyRequest<{
  Params: Parsed<E, 'params'>;
  Querystring: Parsed<E, 'query'>;
  Body: Parsed<E, 'body'>;
}>;

/**
 * Answers with the endpoint's success status unless the handler sets another one; the answer is one of the
 * declared responses (checked by the types here and by the serialiser at run time).
 */
export type EndpointHandler<E extends EndpointDeclaration> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<EndpointReply<E>>;

export interface RouteOptions {
  /** Fastify's route config (the rate limit of this route). */
  config?: { rateLimit?: false | { max: number; timeWindow: string } };
  /**
   * Reference data, the same for every visitor (lib/cache-control.ts): public caching headers, and the JSON, its
   * ETag and its compressed bytes made once for as long as the handler answers the same data object (a
   * service's cache keeps it): checked against the declaration then, as every answer is.
   */
  nearStatic?: boolean;
  onSend?: onSendHookHandler;
  /** Server-side detail for the OpenAPI description (limits the contract does not know). */
  description?: string;
}

const BEARER = [{ bearer: [] }];

/** The declarations each app registered through `route()`, keyed by its server (shared by every plugin scope). */
const registeredByApp = new WeakMap<object, Set<EndpointDeclaration>>();

/** The declarations registered through `route()` on this app (the registry test compares them with the routes). */
export function endpointsRegisteredOn(app: FastifyInstance): ReadonlySet<EndpointDeclaration> {
  return registeredByApp.get(app.server) ?? new Set();
}

function authHook(app: FastifyInstance, realm: AuthRealm): onRequestAsyncHookHandler | undefined {
  switch (realm) {
    case 'public':
    case 'token':
      return undefined;
    case 'optional-caller':
      return app.optionalCaller;
    case 'customer-or-guest':
      return app.requireCaller;
    case 'customer':
      return app.requireCustomer;
    case 'company':
      return app.requireCompany;
    case 'staff':
      return app.requireStaff;
  }
}

/** The staff role an endpoint declares (`role: 'admin'`), checked after the realm's hook: 403 for support. */
function roleHook(app: FastifyInstance, endpoint: EndpointDeclaration): onRequestAsyncHookHandler | undefined {
  if (!endpoint.role) return undefined;
  if (endpoint.auth !== 'staff') throw new Error(`${endpoint.path}: a role is declared only on staff endpoints`);
  return app.requireStaffAdmin;
}

/** Company endpoints refuse crew members (403) unless declared `crew: true`. */
function crewHook(app: FastifyInstance, endpoint: EndpointDeclaration): onRequestAsyncHookHandler | undefined {
  if (endpoint.crew && endpoint.auth !== 'company')
    throw new Error(`${endpoint.path}: crew is declared only on company endpoints`);
  return endpoint.auth === 'company' && !endpoint.crew ? app.refuseCrewMember : undefined;
}

/**
 * The company realm's changes (every method but GET) answer 403 while UpKeep has the company suspended: its
 * users keep reading their jobs and earnings, and UpKeep's staff handle its booked jobs. Signing in and out
 * and the caller's own password (under /company/auth/) stay open.
 */
export function refusesSuspendedCompany(endpoint: Pick<EndpointDeclaration, 'auth' | 'method' | 'path'>): boolean {
  return endpoint.auth === 'company' && endpoint.method !== 'GET' && !endpoint.path.startsWith('/company/auth/');
}

/**
 * A company's or the console's calls answer 403 (code SECOND_FACTOR_REQUIRED_CODE) to a user who must have a second
 * factor and has none (issue 47), except what they need to set one up: the realm's own account (`/{realm}/me`) and
 * everything under `/{realm}/auth/` (the factor itself, the password, signing out).
 */
export function requiresSecondFactor(endpoint: Pick<EndpointDeclaration, 'auth' | 'path'>): boolean {
  if (endpoint.auth !== 'company' && endpoint.auth !== 'staff') return false;
  return endpoint.path !== `/${endpoint.auth}/me` && !endpoint.path.startsWith(`/${endpoint.auth}/auth/`);
}

/**
 * Whether the server may answer the endpoint 403 beyond its declaration: a suspended company's change, a crew member,
 * a user without the second factor they must have.
 */
export function answersForbidden(endpoint: Pick<EndpointDeclaration, 'auth' | 'method' | 'path' | 'crew'>): boolean {
  return (
    refusesSuspendedCompany(endpoint) ||
    (endpoint.auth === 'company' && !endpoint.crew) ||
    requiresSecondFactor(endpoint)
  );
}

export function route<E extends EndpointDeclaration>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
  options: RouteOptions = {},
): void {
  const success = Object.keys(endpoint.responses)
    .map(Number)
    .find((status) => status >= 200 && status < 300);
  const onRequest = [
    authHook(app, endpoint.auth),
    requiresSecondFactor(endpoint) ? app.refuseWithoutSecondFactor : undefined,
    roleHook(app, endpoint),
    crewHook(app, endpoint),
    refusesSuspendedCompany(endpoint) ? app.refuseSuspendedCompany : undefined,
  ].filter((hook) => hook !== undefined);
  const description = [endpoint.description, options.description].filter(Boolean).join(' ');
  const registered = registeredByApp.get(app.server) ?? new Set();
  registeredByApp.set(app.server, registered.add(endpoint));
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      tags: [...endpoint.tags],
      summary: endpoint.summary,
      ...(description ? { description } : {}),
      ...(endpoint.auth === 'public' ? {} : { security: BEARER }),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      response: answersForbidden(endpoint) ? { 403: errorEnvelope, ...endpoint.responses } : endpoint.responses,
      ...(endpoint.hidden ? { hide: true } : {}),
    },
    ...(onRequest.length > 0 ? { onRequest } : {}),
    ...(options.onSend ? { onSend: options.onSend } : {}),
    ...(options.config ? { config: options.config } : {}),
    // A near-static answer brings its compressed bytes (lib/cache-control.ts), and a GET has no body to inflate:
    // @fastify/compress's three hooks would only look and pass.
    ...(options.nearStatic ? { compress: false, decompress: false } : {}),
    handler: (options.nearStatic
      ? nearStaticHandler(endpoint, handler)
      : async (request: FastifyRequest, reply: FastifyReply) => {
          if (success !== undefined && success !== 200) reply.status(success);
          return handler(request as EndpointRequest<E>, reply);
        }) as RouteHandlerMethod,
  });
}

/**
 * A near-static GET's handler: the answer's JSON is written once per data object, through the declaration's
 * 200 schema as the serialiser does it (encode, then JSON.stringify), hashed for its ETag then, and sent as
 * it is after that (lib/cache-control.ts).
 */
function nearStaticHandler<E extends EndpointDeclaration>(endpoint: E, handler: EndpointHandler<E>) {
  const schema = (endpoint.responses as Record<number, z.ZodType | undefined>)[200];
  if (endpoint.method !== 'GET' || !schema)
    throw new Error(`${endpoint.path}: only a GET answering 200 is near-static`);
  const written = new WeakMap<object, { message: unknown; body: NearStaticBody }>();
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const answer = (await handler(request as EndpointRequest<E>, reply)) as { message?: unknown; data?: unknown };
    const { data } = answer;
    if (reply.statusCode !== 200 || typeof data !== 'object' || data === null || Object.keys(answer).length !== 3) {
      return answer;
    }
    let known = written.get(data);
    if (!known || known.message !== answer.message) {
      known = { message: answer.message, body: nearStaticBody(JSON.stringify(schema.encode(answer))) };
      written.set(data, known);
    }
    return sendNearStatic(request, reply, known.body);
  };
}
