import { endpoints, required, servicesResponse } from '@upkeep/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '../i18n/catalogs';
import { ApiError, api, apiFile, apiRequest } from './api';

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
    const [url, init] = required(fetchMock.mock.calls[0], 'a fetch');
    expect(String(url)).toMatch(/\/api\/customer\/services\?PageNumber=1$/);
    expect(init?.headers).toMatchObject({ authorization: 'Bearer tok', 'content-type': 'application/json' });
    expect(init?.body).toBe('{"a":1}');
  });

  it("asks for answers in the screens' active language, whatever the path (a crew member's Spanish day, issue 49)", async () => {
    const fetchMock = mockFetch(200, { statusCode: 200, message: 'OK', data: [] });
    const headerOf = async () => {
      await apiRequest('/customer/services', { schema: servicesResponse });
      const [, init] = required(fetchMock.mock.calls.at(-1), 'a fetch');
      return (required(init, 'its options').headers as Record<string, string>)['accept-language'];
    };
    expect(globalThis.location.pathname).not.toMatch(/^\/es\b/);
    expect(await headerOf()).toBe('en');
    await activateLocale('es');
    try {
      expect(await headerOf()).toBe('es');
    } finally {
      await activateLocale('en');
    }
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

// The browser's build declares each endpoint without its schemas (vite.config.ts `endpointsWithoutSchemas`, decision
// 0035): its method, path and success status, which is what this stand-in is.
describe('an endpoint of the browser build (no schemas)', () => {
  const services = { method: 'GET', path: '/customer/services', status: 200 } as unknown as typeof endpoints.services;

  it('answers the envelope as the server wrote it, unparsed', async () => {
    const data = [{ id: 'as written' }];
    const fetchMock = mockFetch(200, { statusCode: 200, message: 'OK', data });
    await expect(api(services)).resolves.toEqual({ statusCode: 200, message: 'OK', data });
    expect(String(required(fetchMock.mock.calls[0], 'a fetch')[0])).toMatch(/\/api\/customer\/services$/);
  });

  it("still refuses what is not the API's envelope (a proxy's page, an empty body)", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>Bad gateway</html>', { status: 200 })),
    );
    await expect(api(services)).rejects.toMatchObject({
      name: 'ApiError',
      message: 'Unexpected answer from the server.',
    });
    mockFetch(200, null);
    await expect(api(services)).rejects.toBeInstanceOf(ApiError);
  });
});

describe('api(endpoint, input)', () => {
  it('calls the declared method and path, with the params filled in, and parses the declared answer', async () => {
    const fetchMock = mockFetch(200, {
      statusCode: 200,
      message: 'OK',
      data: { ticketId: 7, statusId: 3, status: 'Cancelled' },
    });
    const answer = await api(endpoints.changeStatus, {
      params: { id: 7 },
      body: { TicketsStatusID: 3, Comments: 'no longer needed' },
      token: 'tok',
    });
    expect(answer.data.status).toBe('Cancelled');
    const [url, init] = required(fetchMock.mock.calls[0], 'a fetch');
    expect(String(url)).toMatch(/\/api\/customer\/ticket\/7$/);
    expect(init?.method).toBe('PUT');
    expect(init?.headers).toMatchObject({ authorization: 'Bearer tok' });
    expect(init?.body).toBe('{"TicketsStatusID":3,"Comments":"no longer needed"}');
  });

  it('sends the query and encodes path parameters', async () => {
    const fetchMock = mockFetch(200, { statusCode: 200, message: 'OK', data: [] });
    await api(endpoints.addressSuggestions, { query: { q: '123 Main', zipCode: undefined } });
    await expect(api(endpoints.zipCode, { params: { zip: '89/01' } })).rejects.toBeInstanceOf(ApiError);
    expect(String(fetchMock.mock.calls[0]?.[0])).toMatch(/\/api\/geo\/address-suggestions\?q=123\+Main$/);
    expect(String(fetchMock.mock.calls[1]?.[0])).toMatch(/\/api\/zip-codes\/code\/89%2F01$/);
  });

  it('refuses an answer that does not match the declaration', async () => {
    mockFetch(201, { statusCode: 201, message: 'Created', data: { id: 'one' } });
    await expect(
      api(endpoints.lead, {
        body: { name: 'A', email: 'a@example.com', wishedService: 'Pool', origin: 'upkeep', isExclusiveLead: false },
      }),
    ).rejects.toMatchObject({ message: 'Unexpected answer from the server.' });
  });

  it('answers a file endpoint as a Blob, and its failure as ApiError', async () => {
    const fetchMock = vi.fn(async () => new Response('%PDF-1.7', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const blob = await apiFile(endpoints.ticketPdf, 'application/pdf', { params: { id: 7 }, token: 'tok' });
    expect(await blob.text()).toBe('%PDF-1.7');
    mockFetch(401, { statusCode: 401, message: 'Access denied, user cannot modify this Ticket', data: null });
    await expect(
      apiFile(endpoints.ticketPdf, 'application/pdf', { params: { id: 7 }, token: 'tok' }),
    ).rejects.toMatchObject({ statusCode: 401, message: 'Access denied, user cannot modify this Ticket' });
  });
});
