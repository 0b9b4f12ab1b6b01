import fastifyCors from '@fastify/cors';
import Fastify, { type InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { corsPlugin } from './cors.ts';

const ORIGIN = 'http://127.0.0.1:3000';

/** The same small app, with @fastify/cors (as the API had it) or with ours. */
async function appWith(ours: boolean, origin: string | false = ORIGIN) {
  const app = Fastify();
  if (ours) await app.register(corsPlugin, { origin });
  else await app.register(fastifyCors, { origin: [origin], credentials: false });
  app.get('/thing', async () => ({ ok: true }));
  app.get('/varied', async (_request, reply) => reply.header('vary', 'accept-encoding').send({ ok: true }));
  app.post('/thing', async () => ({ ok: true }));
  await app.ready();
  return app;
}

const REQUESTS: InjectOptions[] = [
  { method: 'GET', url: '/thing' },
  { method: 'GET', url: '/thing', headers: { origin: ORIGIN } },
  { method: 'GET', url: '/thing', headers: { origin: 'https://evil.example' } },
  { method: 'GET', url: '/varied', headers: { origin: ORIGIN } },
  { method: 'POST', url: '/thing', headers: { origin: ORIGIN }, payload: {} },
  { method: 'GET', url: '/nowhere', headers: { origin: ORIGIN } },
  { method: 'OPTIONS', url: '/thing', headers: { origin: ORIGIN, 'access-control-request-method': 'POST' } },
  {
    method: 'OPTIONS',
    url: '/thing',
    headers: {
      origin: ORIGIN,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'content-type, authorization',
    },
  },
  {
    method: 'OPTIONS',
    url: '/thing',
    headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' },
  },
  { method: 'OPTIONS', url: '/nowhere', headers: { origin: ORIGIN, 'access-control-request-method': 'GET' } },
  { method: 'OPTIONS', url: '/thing', headers: { origin: ORIGIN } },
  { method: 'OPTIONS', url: '/thing' },
];

/** What a browser reads of an answer: its status, its CORS headers, its Vary and its body. */
const seen = (res: Awaited<ReturnType<Awaited<ReturnType<typeof appWith>>['inject']>>) => ({
  status: res.statusCode,
  headers: Object.fromEntries(
    Object.entries(res.headers).filter(
      ([name]) => name.startsWith('access-control-') || name === 'vary' || name === 'content-length',
    ),
  ),
  body: res.body,
});

describe('the CORS hook', () => {
  for (const origin of [ORIGIN, false] as const) {
    it(`answers as @fastify/cors did (origin ${origin})`, async () => {
      const [theirs, ours] = await Promise.all([appWith(false, origin), appWith(true, origin)]);
      for (const request of REQUESTS) {
        const expected = seen(await theirs.inject(request));
        expect({ request, ...seen(await ours.inject(request)) }).toEqual({ request, ...expected });
      }
      await Promise.all([theirs.close(), ours.close()]);
    });
  }
});
