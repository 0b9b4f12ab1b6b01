/**
 * Secrets never reach the logs (issue 47): a customer signs in, a guest link is opened, a company's calendar feed
 * is read with its link, a password reset link is opened, a message stream is asked for with credentials in its
 * query, a webhook is signed; then the whole log (debug level, as written) is read for any of those secrets.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyMember, signedInCustomer } from './factories.ts';
import { buildTestApp, quickestDatabaseKind, type TestContext } from './helpers.ts';
import { bearer, clientAddresses, mailedLinkToken } from './sign-in.ts';

describe('the logs', () => {
  let ctx: TestContext;
  const logLines: string[] = [];
  const dataDir = mkdtempSync(path.join(tmpdir(), 'upkeep-logs-'));
  const nextAddress = clientAddresses(311);
  beforeAll(async () => {
    ctx = await buildTestApp(quickestDatabaseKind(), {
      env: { DATA_DIR: dataDir, LOG_LEVEL: 'debug' },
      logStream: { write: (line) => void logLines.push(line) },
    });
  });
  afterAll(async () => {
    await ctx.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  const inject = (options: InjectOptions) => ctx.app.inject({ remoteAddress: nextAddress(), ...options });

  it('hold none of the secrets a session, a guest link, a feed, a reset link, a stream or a webhook carried', async () => {
    const secrets: string[] = [];
    // A customer's session.
    const customer = (await signedInCustomer(inject, ctx.database.db)).token;
    secrets.push(customer);
    expect((await inject({ method: 'GET', url: '/api/customer', headers: bearer(customer) })).statusCode).toBe(200);
    // A guest's private link, opened in the browser (the page) whatever it answers.
    const link = randomBytes(32).toString('base64url');
    secrets.push(link);
    await inject({ method: 'GET', url: `/my-booking/${link}` });
    await inject({ method: 'GET', url: `/my-booking/${link}?to=charge&charge=4` });
    // A company's calendar feed, read with its link.
    const owner = await companyMember(inject, ctx.database.db);
    const pro = owner.token;
    secrets.push(pro);
    const made = await inject({
      method: 'POST',
      url: '/api/company/calendar-feeds',
      headers: bearer(pro),
      payload: {},
    });
    expect(made.statusCode, made.body).toBe(201);
    const feedUrl = new URL(made.json().data.url as string);
    const feedToken = feedUrl.searchParams.get('token') ?? '';
    expect(feedToken.length).toBeGreaterThan(10);
    secrets.push(feedToken);
    const feed = await inject({ method: 'GET', url: `${feedUrl.pathname}${feedUrl.search}` });
    expect(feed.statusCode).toBe(200);
    // A password reset link, mailed and opened.
    await inject({ method: 'POST', url: '/api/company/auth/recover-password', payload: { email: owner.email } });
    const reset = await mailedLinkToken(ctx.database.db, owner.email, '/pro/reset-password');
    secrets.push(reset);
    await inject({ method: 'GET', url: `/pro/reset-password?token=${reset}` });
    // A stream asked for with credentials in its query (as an EventSource would), and other credential names.
    await inject({
      method: 'GET',
      url: `/api/customer/tickets/999999/messages/stream?access_token=${customer}&jwt=${customer}`,
      headers: bearer(customer),
    });
    const apiKey = randomBytes(24).toString('hex');
    secrets.push(apiKey);
    await inject({ method: 'GET', url: `/api/health?api_key=${apiKey}&x=${link}` });
    // A webhook's signature and a cookie.
    const signature = `t=1,v1=${randomBytes(32).toString('hex')}`;
    secrets.push(signature.slice(5));
    await inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: { 'stripe-signature': signature, cookie: `session=${link}` },
      payload: { id: 'evt_1', type: 'payment_intent.succeeded' },
    });

    const logs = logLines.join('\n');
    expect(logs).toContain('/my-booking/[redacted]');
    expect(logs).toContain('token=[redacted]');
    for (const secret of secrets) expect(logs, secret.slice(0, 12)).not.toContain(secret);
  });
});
