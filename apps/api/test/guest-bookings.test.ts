/**
 * Issue 26: signing up or in with the e-mail of earlier guest bookings offers to add them to the account, once the
 * customer proves the e-mail with a 6-digit code sent to it (only its hash stored, 15 minutes, 5 tries); then My
 * tickets lists them and their private links stop. Another customer's e-mail is never enough.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { createCustomer, paidBooking, unique } from './factories.ts';
import { TEST_NOW } from './fixed-time.ts';
import { buildTestApp, databaseKinds, type TestContext } from './helpers.ts';
import { bearer, clientAddresses, send, signInAsGuest } from './sign-in.ts';

const MINUTE = 60_000;

describe.each(databaseKinds())('adding guest bookings to an account on %s', (kind) => {
  let ctx: TestContext;
  let now = TEST_NOW;
  const address = clientAddresses(62);
  const call = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
    send(ctx.app, { method, url, headers: bearer(token), remoteAddress: address(), ...(payload ? { payload } : {}) });
  const count = async (token: string) =>
    (await call('GET', '/api/customer/guest-bookings', token)).json().data.count as number;
  const proof = (token: string) => call('POST', '/api/customer/guest-bookings/proof', token);
  const claim = (token: string, code: string) => call('POST', '/api/customer/guest-bookings/claim', token, { code });

  /** The newest code e-mailed to this address. */
  async function mailedCode(email: string): Promise<string> {
    const [mail] = await queryRows<{ body: string }>(
      ctx.database.db,
      sql`select body from notification_outbox where recipient = ${email} and subject like '%code%' order by id desc limit 1`,
    );
    const code = /\b(\d{6})\b/.exec(mail?.body ?? '')?.[1];
    if (!code) throw new Error(`no code was mailed to ${email}`);
    return code;
  }

  /** `n` paid guest bookings with this e-mail (its case changed, as a guest types it), and an account with it. */
  async function guestWithAccount(n: number, firstDate = 17) {
    const email = `claim-${unique()}@example.com`;
    const guest = await signInAsGuest(ctx.app);
    const tickets: number[] = [];
    for (let i = 0; i < n; i++) {
      const typed = i % 2 === 0 ? email.toUpperCase() : email;
      tickets.push(
        (await paidBooking(ctx.app, { customerToken: guest, email: typed, date: `2026-06-${firstDate + i}` })).ticketId,
      );
    }
    const { token } = await createCustomer(ctx.app, { Email: email });
    return { email, guest, tickets, token };
  }

  beforeAll(async () => {
    ctx = await buildTestApp(kind, { now: () => now });
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('counts the guest bookings with the e-mail, adds them with the code, and My tickets lists them', async () => {
    const { email, guest, tickets, token } = await guestWithAccount(2);
    expect(await count(token)).toBe(2);
    expect((await call('GET', '/api/customer/ticket?PageNumber=1', token)).json().data).toEqual([]);

    const sent = await proof(token);
    expect(sent.statusCode).toBe(201);
    expect(sent.json().data.email).toBe(email);
    const code = await mailedCode(email);
    const [stored] = await queryRows<{ code_hash: string }>(
      ctx.database.db,
      sql`select code_hash from email_proofs where email = ${email}`,
    );
    expect(stored?.code_hash).not.toContain(code);

    const added = await claim(token, code);
    expect(added.statusCode).toBe(200);
    expect(added.json()).toMatchObject({ message: '2 bookings added', data: { added: 2 } });
    const listed = (await call('GET', '/api/customer/ticket?PageNumber=1', token)).json().data as {
      id?: number;
      ticketId?: number;
    }[];
    expect(listed.map((t) => t.ticketId ?? t.id).sort()).toEqual([...tickets].sort());
    expect(await count(token)).toBe(0);
    // The guest session no longer reaches them, nor do their private links.
    expect((await call('GET', `/api/customer/ticket/${tickets[0]}`, guest)).statusCode).toBe(401);
    const live = await queryRows(
      ctx.database.db,
      sql`select id from ticket_links where ticket_id in (${tickets[0]}, ${tickets[1]}) and revoked_at is null`,
    );
    expect(live).toEqual([]);
    // The code is spent.
    expect((await claim(token, code)).statusCode).toBe(400);
  });

  it('refuses a wrong code naming `code`, and after 5 tries even the right one', async () => {
    const { email, token } = await guestWithAccount(1, 22);
    await proof(token);
    const code = await mailedCode(email);
    const wrong = code === '000000' ? '111111' : '000000';
    const first = await claim(token, wrong);
    expect(first.statusCode).toBe(400);
    expect(first.json().errors).toEqual([{ field: 'code', message: 'is not the code we sent' }]);
    expect((await claim(token, '12ab')).json().errors?.[0]?.field).toBe('code');
    for (let i = 0; i < 4; i++) expect((await claim(token, wrong)).statusCode).toBe(400);
    const locked = await claim(token, code);
    expect(locked.statusCode).toBe(400);
    expect(locked.json().errors[0]).toEqual({ field: 'code', message: 'was tried too many times; ask for a new code' });
    expect(await count(token)).toBe(1);
  });

  it('refuses an expired code, and sends a code at most once a minute', async () => {
    const { email, token } = await guestWithAccount(1, 23);
    expect((await proof(token)).statusCode).toBe(201);
    expect((await proof(token)).statusCode).toBe(429);
    const code = await mailedCode(email);
    try {
      now = new Date(TEST_NOW.getTime() + 16 * MINUTE);
      const expired = await claim(token, code);
      expect(expired.statusCode).toBe(400);
      expect(expired.json().errors[0]).toEqual({ field: 'code', message: 'has expired; ask for a new code' });
      // A new code works.
      expect((await proof(token)).statusCode).toBe(201);
      expect((await claim(token, await mailedCode(email))).json().data.added).toBe(1);
    } finally {
      now = TEST_NOW;
    }
  });

  it("never adds another e-mail's guest bookings", async () => {
    const owner = await guestWithAccount(1, 24);
    const other = await createCustomer(ctx.app);
    expect(await count(other.token)).toBe(0);
    expect((await proof(other.token)).statusCode).toBe(404);
    await proof(owner.token);
    const code = await mailedCode(owner.email);
    expect((await claim(other.token, code)).statusCode).toBe(400);
    expect(await count(owner.token)).toBe(1);
    // A guest token is not an account.
    expect((await call('GET', '/api/customer/guest-bookings', owner.guest)).statusCode).toBe(401);
  });
});
