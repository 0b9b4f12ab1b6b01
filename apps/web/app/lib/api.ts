/**
 * The typed API client: `api(catalogEndpoints.services, input)` calls an endpoint of the contract's registry,
 * typed on its request (params, query, body) and its answer. The web imports each endpoint from its domain's
 * object, never the aggregate `endpoints`, so that a page's chunks carry only its domains' declarations and
 * schemas (the contract is `sideEffects: false`; issue 14's byte budgets). Every call goes through `apiRequest`, which sends JSON with the
 * session's bearer token, parses the envelope with the contract's schema, and throws ApiError with the
 * server's status and message on any failure.
 */
import {
  type EndpointAnswer,
  type EndpointBody,
  type EndpointDeclaration,
  type EndpointParams,
  type EndpointQuery,
  localeOfPath,
  pathOf,
  successStatus,
} from '@upkeep/contract';
import type { z } from 'zod';
import { i18n } from '../i18n/runtime';
import { PART_UNAVAILABLE } from '../ui/on-demand';
import { API_BASE } from './api-base';
import { reportUnauthorized } from './unauthorized';

export { onUnauthorizedResponse } from './unauthorized';
export { API_BASE };

export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: { field: string; message: string }[],
    /** The envelope's stable reason, where one status has several (e.g. a 409 at checkout). */
    readonly code?: string,
  ) {
    super(message);
  }
}

export interface ApiRequestOptions<S extends z.ZodType> {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | undefined | null>;
  token?: string | null;
  /**
   * The answer's schema; null for an endpoint of the browser's build, which carries none (vite.config.ts
   * `endpointsWithoutSchemas`, decision 0035): the server wrote the answer through the same schema.
   */
  schema: S | null;
  signal?: AbortSignal;
  /** Extra request headers (e.g. a refund's `Idempotency-Key`); they never replace accept, content-type or authorization. */
  headers?: Record<string, string>;
  /**
   * Whether a 401 on this bearer request is reported to the unauthorized listener (default true). The
   * session check itself turns it off: it is the one that decides what a 401 means.
   */
  reportUnauthorized?: boolean;
  /**
   * This call's request, already sent by a page's early start (the questionnaire's data, asked for before its
   * code loads: features/discovery/api/early-questionnaire-data.ts): its answer is read as this call's would be.
   */
  sent?: Promise<Response>;
}

/**
 * The language the API is asked in: the active one (a page's path says it; the crew's day follows the account's);
 * before any is active (a screen's early request, made as its route module runs: lib/early-answers.ts), the page's
 * path's. Part of the key of an answer cached by language (the offers).
 */
export function requestLocale(): string {
  return i18n.locale || (typeof location === 'undefined' ? 'en' : localeOfPath(globalThis.location.pathname));
}

export async function apiRequest<S extends z.ZodType>(
  path: string,
  options: ApiRequestOptions<S>,
): Promise<z.infer<S>> {
  const response = await send(path, options, 'application/json');
  const payload: unknown = await response.json().catch(() => null);
  if (options.schema === null) {
    // Unchecked, but still the API's envelope (not a proxy's page or an empty body).
    if (typeof payload !== 'object' || payload === null || !('data' in payload)) {
      throw new ApiError(response.status, 'Unexpected answer from the server.');
    }
    return payload as z.infer<S>;
  }
  const parsed = options.schema.safeParse(payload);
  if (!parsed.success) throw new ApiError(response.status, 'Unexpected answer from the server.');
  return parsed.data;
}

/** Sends a request; answers the response when it is a success, throws ApiError otherwise. */
async function send(
  path: string,
  options: Omit<ApiRequestOptions<z.ZodType>, 'schema'>,
  accept: string,
): Promise<Response> {
  const url = new URL(`${API_BASE}${path}`, globalThis.location?.origin ?? 'http://localhost');
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined && value !== null && value !== '') url.searchParams.set(key, String(value));
  }
  const headers: Record<string, string> = { ...options.headers, accept };
  // A file (an image upload) goes as it is, with its own content type; anything else as JSON.
  const file = typeof Blob !== 'undefined' && options.body instanceof Blob ? options.body : null;
  if (options.body !== undefined)
    headers['content-type'] = file ? file.type || 'application/octet-stream' : 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  // The API answers in the language of the screen that asks (issue 49, decision 0038), not the browser's preference.
  headers['accept-language'] = requestLocale();

  let response: Response;
  try {
    response = await (options.sent ??
      fetch(url, {
        method: options.method ?? 'GET',
        headers,
        body: file ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
        signal: options.signal,
      }));
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError(0, i18n._(PART_UNAVAILABLE));
  }

  if (!response.ok) {
    const payload: unknown = await response.json().catch(() => null);
    if (response.status === 401 && options.token && options.reportUnauthorized !== false) {
      reportUnauthorized(options.token);
    }
    const body = (payload ?? {}) as {
      message?: string;
      errors?: { field: string; message: string }[];
      code?: string;
    };
    throw new ApiError(response.status, body.message ?? response.statusText, body.errors, body.code);
  }
  return response;
}

/** What a call of an endpoint sends: its declared params, query and body, and how to send them. */
export type ApiInput<E extends EndpointDeclaration> = (EndpointParams<E> extends undefined
  ? { params?: undefined }
  : { params: EndpointParams<E> }) &
  (EndpointQuery<E> extends undefined ? { query?: undefined } : { query: EndpointQuery<E> }) &
  (EndpointBody<E> extends undefined ? { body?: undefined } : { body: EndpointBody<E> }) &
  Pick<ApiRequestOptions<z.ZodType>, 'token' | 'signal' | 'reportUnauthorized' | 'headers' | 'sent'>;

/** The input is optional for endpoints that take nothing. */
type ApiArgs<E extends EndpointDeclaration> = object extends ApiInput<E> ? [input?: ApiInput<E>] : [input: ApiInput<E>];

function requestOf<E extends EndpointDeclaration>(endpoint: E, input: Partial<ApiInput<E>> = {}) {
  return {
    path: pathOf(endpoint, input.params ?? undefined),
    options: {
      method: endpoint.method,
      body: input.body,
      query: input.query as ApiRequestOptions<z.ZodType>['query'],
      token: input.token,
      signal: input.signal,
      reportUnauthorized: input.reportUnauthorized,
      headers: input.headers,
      sent: input.sent,
    },
  };
}

/**
 * The schema of an endpoint's success answer: the declaration's (the tests, the prerender), or null for the browser
 * build's stand-in of a declaration, which has no `responses` (vite.config.ts `endpointsWithoutSchemas`); undefined
 * when the endpoint answers no JSON.
 */
function answerSchema(endpoint: EndpointDeclaration): z.ZodType | null | undefined {
  if (!('responses' in endpoint)) return null;
  return endpoint.responses[successStatus(endpoint)];
}

/** Calls an endpoint of the registry and answers its success envelope, parsed by the declared schema. */
export function api<E extends EndpointDeclaration>(endpoint: E, ...[input]: ApiArgs<E>): Promise<EndpointAnswer<E>> {
  const schema = answerSchema(endpoint);
  if (schema === undefined || endpoint.binary)
    throw new Error(`${endpoint.method} ${endpoint.path} does not answer JSON`);
  const { path, options } = requestOf(endpoint, input);
  return apiRequest(path, { ...options, schema }) as Promise<EndpointAnswer<E>>;
}

/** Calls an endpoint whose body is a file (an image), sent as it is with its own content type; answers its envelope. */
export function apiUpload<E extends EndpointDeclaration>(
  endpoint: E,
  file: Blob,
  ...[input]: ApiArgs<E>
): Promise<EndpointAnswer<E>> {
  const schema = answerSchema(endpoint);
  if (schema === undefined) throw new Error(`${endpoint.method} ${endpoint.path} does not answer JSON`);
  const { path, options } = requestOf(endpoint, input);
  return apiRequest(path, { ...options, body: file, schema }) as Promise<EndpointAnswer<E>>;
}

/** Calls an endpoint whose answer is a file (declared `binary`), and answers the file. */
export async function apiFile<E extends EndpointDeclaration & { binary: true }>(
  endpoint: E,
  accept: string,
  ...[input]: ApiArgs<E>
): Promise<Blob> {
  const { path, options } = requestOf(endpoint, input);
  return (await send(path, options, accept)).blob();
}
