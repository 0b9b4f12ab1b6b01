import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import helmet from 'helmet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_CONTENT_SECURITY_POLICY,
  DOCUMENT_ONLY_HEADERS,
  helmetHeaders,
  SECURITY_HEADERS,
  securityHeadersPlugin,
} from './security-headers.ts';

describe('the security headers worked out once', () => {
  /** What Helmet itself sends, run on a real response for a request. */
  let helmetSends: Record<string, string>;
  beforeAll(async () => {
    const middleware = helmet(SECURITY_HEADERS);
    const server = createServer((req, res) => middleware(req, res, () => res.end('ok')));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const answer = await fetch(`http://127.0.0.1:${port}/`);
    helmetSends = Object.fromEntries(answer.headers);
    await new Promise((resolve) => server.close(resolve));
  });

  it('are exactly the headers Helmet sends with our policy', () => {
    const ours = Object.fromEntries(helmetHeaders(SECURITY_HEADERS));
    const fromHelmet = Object.fromEntries(
      Object.entries(helmetSends).filter(
        ([name]) => !['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding'].includes(name),
      ),
    );
    expect(ours).toEqual(fromHelmet);
    expect(ours['content-security-policy']).toContain("default-src 'self'");
    expect(ours['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(ours['x-frame-options']).toBe('SAMEORIGIN');
    expect(ours['x-content-type-options']).toBe('nosniff');
    expect(ours).not.toHaveProperty('cross-origin-embedder-policy');
  });

  describe('on every answer of an app', () => {
    const app = Fastify({ logger: false });
    afterAll(() => app.close());

    it('are sent, and an answer may still take one back or extend one', async () => {
      await app.register(securityHeadersPlugin, SECURITY_HEADERS);
      app.get('/json', async () => ({ ok: true }));
      app.get('/api/data', async () => ({ ok: true }));
      app.get('/api/docs', async (_request, reply) => reply.type('text/html; charset=utf-8').send('<p>'));
      app.get('/api/photo', async (_request, reply) => reply.type('image/png').send(Buffer.from([0x89])));
      app.get('/script', async (_request, reply) => {
        reply.removeHeader('content-security-policy');
        return reply.type('text/javascript').send('1');
      });
      app.get('/page', async (_request, reply) => {
        reply.header('content-security-policy', `${reply.getHeader('content-security-policy')} extended`);
        return reply.type('text/html').send('<p>');
      });
      const expected = Object.fromEntries(helmetHeaders(SECURITY_HEADERS));
      // Documents, and whatever is not the API's, get every header.
      for (const url of ['/json', '/nowhere', '/api/docs']) {
        const res = await app.inject({ method: 'GET', url });
        for (const [name, value] of Object.entries(expected)) expect(res.headers[name], `${url} ${name}`).toBe(value);
      }
      // The API's JSON answers, found or not, every header but those that speak only to a document, and the API's
      // own policy, stricter than the pages' on every directive.
      expect(API_CONTENT_SECURITY_POLICY).toBe("default-src 'none';frame-ancestors 'none'");
      for (const url of ['/api/data', '/api/nowhere']) {
        const res = await app.inject({ method: 'GET', url });
        expect(res.headers['content-type'], url).toMatch(/^application\/json/);
        for (const [name, value] of Object.entries(expected)) {
          const sent = name === 'content-security-policy' ? API_CONTENT_SECURITY_POLICY : value;
          expect(res.headers[name], `${url} ${name}`).toBe(DOCUMENT_ONLY_HEADERS.has(name) ? undefined : sent);
        }
        expect(res.headers['content-security-policy'], url).toBe(API_CONTENT_SECURITY_POLICY);
        for (const name of [
          'strict-transport-security',
          'x-frame-options',
          'x-content-type-options',
          'referrer-policy',
          'cross-origin-resource-policy',
        ]) {
          expect(res.headers[name], `${url} ${name}`).toBe(expected[name]);
        }
      }
      // An answer under /api that is not JSON (a photo) keeps the pages' policy, without the document-only headers.
      const photo = await app.inject({ method: 'GET', url: '/api/photo' });
      expect(photo.headers['content-security-policy']).toBe(expected['content-security-policy']);
      expect(photo.headers['cross-origin-opener-policy']).toBeUndefined();
      const script = await app.inject({ method: 'GET', url: '/script' });
      expect(script.headers['content-security-policy']).toBeUndefined();
      expect(script.headers['x-content-type-options']).toBe('nosniff');
      const page = await app.inject({ method: 'GET', url: '/page' });
      expect(page.headers['content-security-policy']).toBe(`${expected['content-security-policy']} extended`);
    });
  });
});
