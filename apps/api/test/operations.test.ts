/**
 * Running the product (issue 16): readiness, metrics for operators, and the purge of old rows (the job queue's
 * guarantees across processes: job-queue.test.ts).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statementName } from '../src/db/client.ts';
import {
  conversations,
  guestSessions,
  messagePhotos,
  messages,
  notificationOutbox,
  revokedTokens,
  sandboxIntents,
} from '../src/db/schema.ts';
import { purgeOldRows } from '../src/modules/operations/system/purge.ts';
import { createTicket } from './factories.ts';
import { buildTestApp, databaseKinds, quickestDatabaseKind, type TestContext } from './helpers.ts';

const METRICS_TOKEN = 'metrics-token-0123456789abcdef';
const _quiet = { info: () => {}, error: () => {} };
const DAY = 24 * 3600_000;

describe.each(databaseKinds())('operations on %s', (kind) => {
  describe('readiness', () => {
    it('is ready once the workers run, and says why not otherwise', async () => {
      const ctx = await buildTestApp(kind, { startWorkers: true });
      try {
        const ready = await ctx.app.inject({ method: 'GET', url: '/api/ready' });
        expect(ready.statusCode).toBe(200);
        expect(ready.json().data).toEqual({
          ready: true,
          checks: { database: 'ok', migrations: 'ok', workers: 'running', shuttingDown: false },
        });
        // Liveness stays as it was.
        expect((await ctx.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
        ctx.app.runState.shuttingDown = true;
        const draining = await ctx.app.inject({ method: 'GET', url: '/api/ready' });
        expect(draining.statusCode).toBe(503);
        expect(draining.json().data.checks.shuttingDown).toBe(true);
      } finally {
        await ctx.close();
      }
    });

    it('is not ready without its workers, nor with a migration missing', async () => {
      const ctx = await buildTestApp(kind);
      try {
        const res = await ctx.app.inject({ method: 'GET', url: '/api/ready' });
        expect(res.statusCode).toBe(503);
        expect(res.json().data.checks.workers).toBe('stopped');
        ctx.app.runState.workersRunning = true;
        expect((await ctx.app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
        // A database one migration behind the code is not ready.
        await ctx.app.db.execute(
          sql`delete from drizzle.__drizzle_migrations where id = (select max(id) from drizzle.__drizzle_migrations)`,
        );
        const behind = await ctx.app.inject({ method: 'GET', url: '/api/ready' });
        expect(behind.statusCode).toBe(503);
        expect(behind.json().data.checks.migrations).toBe('pending');
      } finally {
        await ctx.close();
      }
    });
  });

  describe('metrics', () => {
    let ctx: TestContext;
    beforeAll(async () => {
      ctx = await buildTestApp(kind, { env: { METRICS_TOKEN } });
    });
    afterAll(() => ctx.close());

    it('answers only with the metrics token', async () => {
      expect((await ctx.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
      const wrong = await ctx.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${METRICS_TOKEN.replace('0', '1')}` },
      });
      expect(wrong.statusCode).toBe(401);
    });

    it('counts requests by route pattern and status, and reads bookings, payments and the outbox', async () => {
      await ctx.app.inject({ method: 'GET', url: '/api/customer/services' });
      await ctx.app.inject({ method: 'GET', url: '/api/customer/ticket/123' });
      const res = await ctx.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${METRICS_TOKEN}` },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/plain');
      const text = res.body;
      expect(text).toMatch(/http_requests_total\{method="GET",route="\/api\/customer\/services",status="200"\} \d+/);
      // The pattern, never the raw URL (ids would explode the series).
      expect(text).toContain('route="/api/customer/ticket/:id"');
      expect(text).not.toContain('/api/customer/ticket/123');
      expect(text).toContain('http_request_duration_seconds_bucket');
      expect(text).toMatch(/upkeep_tickets\{status="Completed"\} [1-9]/);
      expect(text).toMatch(/upkeep_payments\{purpose="booking",status="succeeded"\} [1-9]/);
      expect(text).toMatch(/upkeep_outbox_messages\{state="pending"\} \d+/);
      expect(text).toContain('upkeep_outbox_oldest_pending_age_seconds');
      expect(text).toContain('process_cpu_user_seconds_total');
      if (kind === 'postgres') expect(text).toMatch(/upkeep_db_pool_connections\{state="total"\} \d+/);
    });
  });

  it('logs a slow query with its statement name and duration, never its values', async () => {
    const lines: string[] = [];
    const ctx = await buildTestApp(kind, {
      env: { SLOW_QUERY_MS: '0', LOG_LEVEL: 'warn' },
      logStream: { write: (line) => lines.push(line) },
    });
    try {
      await ctx.app.inject({
        method: 'POST',
        url: '/api/customer/auth/login',
        payload: { Email: 'slow-secret@example.com', Password: 'a-secret-password' },
      });
      const slow = lines.map((line) => JSON.parse(line)).filter((entry) => entry.msg === 'slow query');
      expect(slow.length).toBeGreaterThan(0);
      expect(slow[0]).toMatchObject({ statement: expect.stringMatching(/^\w+( [\w.]+)?$/), ms: expect.any(Number) });
      expect(slow.map((entry) => entry.statement)).toContain('select customers');
      expect(lines.join('\n')).not.toContain('slow-secret@example.com');
    } finally {
      await ctx.close();
    }
  });

  describe('purge of old rows', () => {
    let ctx: TestContext;
    beforeAll(async () => {
      ctx = await buildTestApp(kind);
    });
    afterAll(() => ctx.close());

    it('removes delivered messages, unpaid sandbox intents, idle guest sessions and expired sign-outs; keeps the rest', async () => {
      const { db } = ctx.app;
      const now = new Date('2031-06-01T12:00:00Z');
      const old = new Date(now.getTime() - 40 * DAY);
      const recent = new Date(now.getTime() - 2 * DAY);
      const message = (status: 'sent' | 'pending', at: Date) => ({
        channel: 'email' as const,
        recipient: `purge-${status}-${at.getTime()}@example.com`,
        subject: 's',
        body: 'b',
        status,
        createdAt: at,
        sentAt: status === 'sent' ? at : null,
      });
      const [oldSent, recentSent, oldPending] = await db
        .insert(notificationOutbox)
        .values([message('sent', old), message('sent', recent), message('pending', old)])
        .returning({ id: notificationOutbox.id });
      const intent = (id: string, status: string, at: Date) => ({
        id,
        clientSecret: `${id}_secret`,
        amountCents: 100,
        status,
        createdAt: at,
      });
      await db
        .insert(sandboxIntents)
        .values([
          intent('pi_purge_unpaid_old', 'requires_payment_method', old),
          intent('pi_purge_paid_old', 'succeeded', old),
          intent('pi_purge_unpaid_recent', 'requires_payment_method', recent),
        ]);
      const [idleGuest, bookingGuest, newGuest] = await db
        .insert(guestSessions)
        .values([{ createdAt: old }, { createdAt: old }, { createdAt: recent }])
        .returning({ id: guestSessions.id });
      await createTicket(db, { guestId: bookingGuest?.id, scheduledAt: new Date('2031-05-06T17:00:00Z') });
      const expiredJti = '00000000-0000-4000-8000-000000000001';
      const liveJti = '00000000-0000-4000-8000-000000000002';
      await db.insert(revokedTokens).values([
        { jti: expiredJti, expiresAt: old },
        { jti: liveJti, expiresAt: new Date(now.getTime() + DAY) },
      ]);

      // Photos uploaded for a message: the one never sent goes after a day; a sent one and a fresh one stay.
      const ticket = await createTicket(db, { scheduledAt: new Date('2031-05-06T20:00:00Z') });
      const [talk] = await db
        .insert(conversations)
        .values({ companyId: ticket.companyId, ticketId: ticket.id })
        .returning({ id: conversations.id });
      const [said] = await db
        .insert(messages)
        .values({ conversationId: talk?.id ?? 0, authorKind: 'customer', authorName: 'Rosa', body: 'See photo' })
        .returning({ id: messages.id });
      const photo = (messageId: number | null, createdAt: Date) => ({
        conversationId: talk?.id ?? 0,
        messageId,
        side: 'customer',
        contentType: 'image/webp',
        bytes: Buffer.from('x'),
        width: 1,
        height: 1,
        createdAt,
      });
      const [unsentOld, sentOld, unsentRecent] = await db
        .insert(messagePhotos)
        .values([photo(null, old), photo(said?.id ?? null, old), photo(null, new Date(now.getTime() - 3600_000))])
        .returning({ id: messagePhotos.id });

      const result = await purgeOldRows(db, now, { outboxDays: 30, sandboxIntentDays: 7, inviteDays: 30 });
      const photos = (await db.select({ id: messagePhotos.id }).from(messagePhotos)).map((r) => r.id);
      expect(photos).not.toContain(unsentOld?.id);
      expect(photos).toEqual(expect.arrayContaining([sentOld?.id, unsentRecent?.id]));
      expect(result.unsentPhotos).toBeGreaterThanOrEqual(1);

      const outboxIds = (await db.select({ id: notificationOutbox.id }).from(notificationOutbox)).map((r) => r.id);
      expect(outboxIds).not.toContain(oldSent?.id);
      expect(outboxIds).toContain(recentSent?.id);
      expect(outboxIds).toContain(oldPending?.id);
      const intents = (await db.select({ id: sandboxIntents.id }).from(sandboxIntents)).map((r) => r.id);
      expect(intents).not.toContain('pi_purge_unpaid_old');
      expect(intents).toEqual(expect.arrayContaining(['pi_purge_paid_old', 'pi_purge_unpaid_recent']));
      const guests = (await db.select({ id: guestSessions.id }).from(guestSessions)).map((r) => r.id);
      expect(guests).not.toContain(idleGuest?.id);
      expect(guests).toEqual(expect.arrayContaining([bookingGuest?.id, newGuest?.id]));
      const jtis = (await db.select({ jti: revokedTokens.jti }).from(revokedTokens)).map((r) => r.jti);
      expect(jtis).not.toContain(expiredJti);
      expect(jtis).toContain(liveJti);
      expect(result.outbox).toBeGreaterThanOrEqual(1);
      expect(result.sandboxIntents).toBeGreaterThanOrEqual(1);
      expect(result.guestSessions).toBeGreaterThanOrEqual(1);
      expect(result.revokedTokens).toBeGreaterThanOrEqual(1);
    });
  });
});

// A configuration's subject, not the database's: on the quickest copy (PostgreSQL's where the run has it, a tenth of a
// second, where a PGlite copy takes about a second).
describe('metrics without METRICS_TOKEN', () => {
  it('are not served at all', async () => {
    const ctx = await buildTestApp(quickestDatabaseKind());
    try {
      const res = await ctx.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer x' } });
      expect(res.statusCode).toBe(404);
    } finally {
      await ctx.close();
    }
  });
});

describe('statement names for logs', () => {
  it('names the verb and the table, never the values', () => {
    expect(statementName('select "id", "email" from "customers" where lower("email") = $1')).toBe('select customers');
    expect(statementName('insert into "payments" ("ticket_id") values ($1)')).toBe('insert payments');
    expect(statementName('update "tickets" set "status_id" = $1')).toBe('update tickets');
    expect(statementName('delete from "notification_outbox" where id = 3')).toBe('delete notification_outbox');
    expect(statementName('begin')).toBe('begin');
  });
});
