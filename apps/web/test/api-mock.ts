/**
 * A fetch stub for component tests: answers by "METHOD /path" (the path after /api, without the query),
 * records every call with its parsed body, query and bearer token. Only for unit tests: the browser suite
 * talks to the real server.
 */
import { vi } from 'vitest';

export interface RecordedCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  token: string | null;
  /** The language the call asks its answer in (Accept-Language). */
  language: string | null;
}

export type Answer = { status: number; body?: unknown } | 'network-error';
export type Handler = (call: RecordedCall) => Answer | Promise<Answer>;

export function envelope(statusCode: number, data: unknown, message = 'OK', extra: object = {}) {
  return { status: statusCode, body: { statusCode, message, data, ...extra } };
}

export function mockApi(handlers: Record<string, Handler>) {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: URL | string, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const path = url.pathname.replace(/^\/api/, '');
    const headers = (init?.headers ?? {}) as Record<string, string>;
    const call: RecordedCall = {
      method,
      path,
      query: url.searchParams,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : (init?.body ?? undefined),
      token: headers.authorization?.replace(/^Bearer /, '') ?? null,
      language: headers['accept-language'] ?? null,
    };
    calls.push(call);
    const handler = handlers[`${method} ${path}`];
    if (!handler)
      return new Response(JSON.stringify({ statusCode: 404, message: 'Not found', data: null }), { status: 404 });
    const answer = await handler(call);
    if (answer === 'network-error') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(answer.body ?? null), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    callsTo: (key: string) => calls.filter((c) => `${c.method} ${c.path}` === key),
    fetchMock,
  };
}
