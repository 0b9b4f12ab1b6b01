import { servicesResponse } from '@upkeep/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest } from './api';

function mockFetch(status: number, body: unknown) {
  const fetchMock = vi.fn(async (_url: URL, _init?: RequestInit) => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiRequest', () => {
  it('sends the bearer token and JSON body, and parses the envelope with the contract', async () => {
    const fetchMock = mockFetch(200, { statusCode: 200, message: 'OK', data: [] });
    const result = await apiRequest('/customer/services', {
      method: 'POST',
      body: { a: 1 },
      token: 'tok',
      schema: servicesResponse,
      query: { PageNumber: 1, empty: '' },
    });
    expect(result.data).toEqual([]);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toMatch(/\/api\/customer\/services\?PageNumber=1$/);
    expect(init?.headers).toMatchObject({ authorization: 'Bearer tok', 'content-type': 'application/json' });
    expect(init?.body).toBe('{"a":1}');
  });

  it('throws ApiError with the server status and message', async () => {
    mockFetch(400, { statusCode: 400, message: 'User already registered, please log in', data: null });
    await expect(apiRequest('/customer', { method: 'POST', body: {}, schema: servicesResponse })).rejects.toMatchObject(
      {
        name: 'ApiError',
        statusCode: 400,
        message: 'User already registered, please log in',
      },
    );
  });

  it('turns a network failure into ApiError 0', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('fetch failed');
      }),
    );
    const error = await apiRequest('/customer/services', { schema: servicesResponse }).catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.statusCode).toBe(0);
  });

  it('refuses an answer that does not match the contract', async () => {
    mockFetch(200, { statusCode: 200, message: 'OK', data: [{ id: 'one' }] });
    await expect(apiRequest('/customer/services', { schema: servicesResponse })).rejects.toBeInstanceOf(ApiError);
  });
});
