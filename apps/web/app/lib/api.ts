/**
 * The typed API client: every call goes through `apiRequest`, which sends JSON with the session's bearer
 * token, parses the envelope with the contract's schema, and throws ApiError with the server's status
 * and message on any failure.
 */
import type { z } from 'zod';

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
  schema: S;
  signal?: AbortSignal;
  /**
   * Whether a 401 on this bearer request is reported to the unauthorized listener (default true). The
   * session check itself turns it off: it is the one that decides what a 401 means.
   */
  reportUnauthorized?: boolean;
}

export const API_BASE = '/api';

type UnauthorizedListener = (token: string) => void;
let unauthorizedListener: UnauthorizedListener | null = null;

/**
 * Registers who hears about a 401 answered to a request that carried a bearer token (the session module,
 * which re-validates the token: a 401 can also mean "not yours", so it is not proof the token is dead).
 * Returns the function that unregisters it.
 */
export function onUnauthorizedResponse(listener: UnauthorizedListener): () => void {
  unauthorizedListener = listener;
  return () => {
    if (unauthorizedListener === listener) unauthorizedListener = null;
  };
}

export async function apiRequest<S extends z.ZodType>(
  path: string,
  options: ApiRequestOptions<S>,
): Promise<z.infer<S>> {
  const url = new URL(`${API_BASE}${path}`, globalThis.location?.origin ?? 'http://localhost');
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined && value !== null && value !== '') url.searchParams.set(key, String(value));
  }
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;

  let response: Response;
  try {
    response = await fetch(url, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError(0, 'Network error: the server could not be reached.');
  }

  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    if (response.status === 401 && options.token && options.reportUnauthorized !== false) {
      unauthorizedListener?.(options.token);
    }
    const body = (payload ?? {}) as {
      message?: string;
      errors?: { field: string; message: string }[];
      code?: string;
    };
    throw new ApiError(response.status, body.message ?? response.statusText, body.errors, body.code);
  }
  const parsed = options.schema.safeParse(payload);
  if (!parsed.success) throw new ApiError(response.status, 'Unexpected answer from the server.');
  return parsed.data;
}
