/**
 * What testing from outside found: control characters in any text, Fastify's own answers outside the
 * envelope or echoing the request, and personal answers that a browser or proxy could keep.
 */
import { CONTROL_CHARACTER_PROBLEM } from '@upkeep/contract';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomerRow, STRONG_PASSWORD, signedInCustomer } from './factories.ts';
import { buildTestApp, databaseKinds, type TestContext } from './helpers.ts';
import { bearer, clientAddresses, logIn, signInAsGuest } from './sign-in.ts';

const nextAddress = clientAddresses(7);

describe.each(databaseKinds())('hardening on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp(kind);
  });
  afterAll(() => ctx.close());

  const inject = (options: InjectOptions) => ctx.app.inject({ remoteAddress: nextAddress(), ...options });

  const token = async () => (await signedInCustomer(inject, ctx.database.db)).token;

  describe('control characters', () => {
    const calls: { name: string; method: 'POST' | 'PUT' | 'GET'; url: string; payload?: unknown; field: string }[] = [
      {
        name: 'sign-in',
        method: 'POST',
        url: '/api/customer/auth/login',
        payload: { Email: 'rosa@example.com', Password: 'pass\u0000word' },
        field: 'Password',
      },
      {
        name: 'sign-up',
        method: 'POST',
        url: '/api/customer',
        payload: { Name: 'Rosa\u0000', Email: 'nul@example.com', PhoneNumber: '7025550100', Password: 'x' },
        field: 'Name',
      },
      {
        name: 'forgot password',
        method: 'PUT',
        url: '/api/customer/auth/forgot-password',
        payload: { Email: 'a\u0000@example.com' },
        field: 'Email',
      },
      {
        name: 'contact form',
        method: 'POST',
        url: '/api/customer/contact',
        payload: { Name: 'Rosa', Email: 'rosa@example.com', Phone: '7025550100', Message: 'Hello\u0000there' },
        field: 'Message',
      },
      {
        name: 'a form-encoded body',
        method: 'POST',
        url: '/api/customer/contact',
        payload: 'Name=Rosa&Email=rosa%40example.com&Phone=7025550100&Message=Hi%00',
        field: 'Message',
      },
      { name: 'a path', method: 'GET', url: '/api/customer/services/1%00', field: 'id' },
      { name: 'a query', method: 'GET', url: '/api/geo/address-suggestions?q=Main%00', field: 'q' },
      {
        name: 'an escape sequence',
        method: 'POST',
        url: '/api/customer/contact',
        payload: { Name: '\u001b[2J', Email: 'rosa@example.com', Phone: '7025550100', Message: 'Hi' },
        field: 'Name',
      },
      // A lone carriage return in a name (issue 47): it would end the line of a calendar file, a header, a PDF.
      ...[
        'Eve\rEND:VEVENT\rBEGIN:VEVENT\rSUMMARY:Free',
        'Eve\nEND:VEVENT',
        'Eve\r\nBcc: x@example.com',
        'Eve\u2028END:VEVENT',
      ].map((Name) => ({
        name: `a line break in a name (${JSON.stringify(Name).slice(0, 12)})`,
        method: 'POST' as const,
        url: '/api/customer/contact',
        payload: { Name, Email: 'rosa@example.com', Phone: '7025550100', Message: 'Hi' },
        field: 'Name',
      })),
      {
        name: 'a line break in a partner request company name',
        method: 'POST',
        url: '/api/customer/contact/partner',
        payload: { CompanyName: 'Acme\rX-INJECTED:1' },
        field: 'CompanyName',
      },
    ];

    for (const call of calls) {
      it(`answers 400 naming the field: ${call.name}`, async () => {
        const res = await inject({
          method: call.method,
          url: call.url,
          ...(call.payload === undefined ? {} : { payload: call.payload as string }),
          ...(typeof call.payload === 'string'
            ? { headers: { 'content-type': 'application/x-www-form-urlencoded' } }
            : {}),
        });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({
          statusCode: 400,
          data: null,
          errors: [{ field: call.field, message: CONTROL_CHARACTER_PROBLEM }],
        });
      });
    }

    it('answers 400 naming Address for a line break in a checkout address (issue 47)', async () => {
      const res = await inject({
        method: 'POST',
        url: '/api/customer/ticket',
        headers: { authorization: `Bearer ${await signInAsGuest(inject)}` },
        payload: { Name: 'Eve', Address: '1 Main St\rEND:VEVENT\rBEGIN:VEVENT, Las Vegas, NV 89102' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([{ field: 'Address', message: CONTROL_CHARACTER_PROBLEM }]);
    });

    it('lets new lines and tabs through', async () => {
      const res = await inject({
        method: 'POST',
        url: '/api/customer/contact',
        payload: { Name: 'Rosa', Email: 'rosa@example.com', Phone: '7025550100', Message: 'Line one\r\n\tLine two' },
      });
      expect(res.statusCode).toBe(201);
    });
  });

  describe("Fastify's own answers", () => {
    it('answers a malformed URL in the envelope, without the URL', async () => {
      const res = await inject({ method: 'GET', url: '/api/customer/services/%E0%A4%A' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ statusCode: 400, message: 'The URL is not valid', data: null });
      expect(res.body).not.toContain('%E0');
    });

    it('answers an oversized path segment in the envelope, without the segment', async () => {
      const res = await inject({ method: 'GET', url: `/api/customer/services/${'9'.repeat(5000)}` });
      expect(res.statusCode).toBe(414);
      expect(res.json()).toEqual({ statusCode: 414, message: 'A part of the URL is too long', data: null });
      expect(res.body).not.toContain('99999');
    });

    it('answers an unknown route without repeating it', async () => {
      const res = await inject({ method: 'GET', url: '/api/nowhere/%3Cscript%3Ealert(1)%3C%2Fscript%3E' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ statusCode: 404, message: 'Route not found', data: null });
    });

    it('answers a foreign content type and broken JSON in the envelope, without echoing them', async () => {
      const media = await inject({
        method: 'POST',
        url: '/api/customer/contact',
        headers: { 'content-type': 'text/x-evil-<b>' },
        payload: 'x',
      });
      expect(media.statusCode).toBe(415);
      expect(media.json()).toMatchObject({ statusCode: 415, data: null });
      expect(media.body).not.toContain('evil');
      const broken = await inject({
        method: 'POST',
        url: '/api/customer/contact',
        headers: { 'content-type': 'application/json' },
        payload: '{"Name": "<i>secret',
      });
      expect(broken.statusCode).toBe(400);
      expect(broken.json()).toMatchObject({ statusCode: 400, data: null });
      expect(broken.body).not.toContain('secret');
    });
  });

  describe('caching', () => {
    it('marks personal answers no-store', async () => {
      const auth = bearer(await token());
      for (const url of ['/api/customer', '/api/customer/ticket', '/api/customer/ticket/1']) {
        const res = await inject({ method: 'GET', url, headers: auth });
        expect(res.headers['cache-control'], url).toBe('no-store');
      }
      const login = await logIn(inject, (await createCustomerRow(ctx.database.db)).email, STRONG_PASSWORD);
      expect(login.headers['cache-control']).toBe('no-store');
    });
  });
});
