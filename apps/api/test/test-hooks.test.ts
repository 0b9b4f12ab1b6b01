/**
 * The browser suite's hook (POST /api/dev/tickets/:id/visit-now): absent unless the server runs with
 * UPKEEP_TEST_HOOKS=1, absent in production even then; with it, a Scheduled job booked weeks ahead (which its
 * company may not start yet: the start window, issue 26) is brought to a free time just past, and the company's
 * normal endpoint starts it. A time the company's other job holds is skipped for an earlier one.
 */
import { type BackgroundJob, required, ServiceId } from '@upkeep/contract';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { companyServices } from '../src/db/schema.ts';
import { FAILED_DELIVERY_ERROR } from '../src/modules/operations/test-hooks/service.ts';
import { TicketStatusId as T } from '../src/modules/tickets/lifecycle/statuses.ts';
import { createCompanyUser, createTicket, signedInStaff } from './factories.ts';
import { TEST_NOW } from './fixed-time.ts';
import { buildTestApp, databaseKinds, quickestDatabaseKind, type TestContext } from './helpers.ts';
import { bearer, clientAddresses, signInCompanyUser } from './sign-in.ts';

const nextAddress = clientAddresses(211);
const HOUR = 3600_000;
const MINUTE = 60_000;
const hook = (id: number) => ({ method: 'POST' as const, url: `/api/dev/tickets/${id}/visit-now` });
const failJobHook = { method: 'POST' as const, url: '/api/dev/jobs/fail' };

/** The plan hook: a plan's visits due as at `at` charged. */
const planHook = (planId: number, at: Date) => ({
  method: 'POST' as const,
  url: `/api/dev/plans/${planId}/charge-due`,
  payload: { at: at.toISOString() },
});

describe('the test hooks are absent', () => {
  it('without UPKEEP_TEST_HOOKS, and in production even with it', async () => {
    for (const env of [
      {},
      { UPKEEP_TEST_HOOKS: '0' },
      { NODE_ENV: 'production', TEST_MODE: 'all', UPKEEP_TEST_HOOKS: '1' },
    ]) {
      const ctx = await buildTestApp(quickestDatabaseKind(), { env });
      try {
        const ticket = await createTicket(ctx.database.db, { statusId: T.Scheduled });
        const res = await ctx.app.inject({ ...hook(ticket.id), remoteAddress: nextAddress() });
        expect(res.statusCode, JSON.stringify(env)).toBe(404);
        const failed = await ctx.app.inject({ ...failJobHook, remoteAddress: nextAddress() });
        expect(failed.statusCode, JSON.stringify(env)).toBe(404);
        const charged = await ctx.app.inject({ ...planHook(1, TEST_NOW), remoteAddress: nextAddress() });
        expect(charged.statusCode, JSON.stringify(env)).toBe(404);
      } finally {
        await ctx.close();
      }
    }
  });
});

describe.each(databaseKinds())('the test hooks on %s, with UPKEEP_TEST_HOOKS=1', (kind) => {
  let ctx: TestContext;
  const db = () => ctx.database.db;
  const inject = (options: InjectOptions) => ctx.app.inject({ remoteAddress: nextAddress(), ...options });
  let company: { companyId: number; companyServiceId: number; token: string };

  beforeAll(async () => {
    ctx = await buildTestApp(kind, { env: { UPKEEP_TEST_HOOKS: '1' }, now: () => TEST_NOW });
    const owner = await createCompanyUser(db());
    const [cs] = await db()
      .insert(companyServices)
      .values({ companyId: owner.companyId, serviceId: ServiceId.Landscaping, serviceCallPriceCents: 0 })
      .returning();
    company = {
      companyId: owner.companyId,
      companyServiceId: required(cs, 'the company service').id,
      token: await signInCompanyUser(inject, owner.email, owner.password),
    };
  });
  afterAll(() => ctx.close());

  /** A job of the company, weeks after the tests' "now", in `statusId`. */
  const job = (statusId: number, scheduledAt: Date) =>
    createTicket(db(), {
      companyServiceId: company.companyServiceId,
      companyId: company.companyId,
      statusId,
      holdsSlot: statusId !== T.Completed,
      confirmedAt: TEST_NOW,
      scheduledAt,
      durationMinutes: 90,
    });
  const start = (id: number) =>
    inject({
      method: 'PUT',
      url: `/api/company/tickets/${id}`,
      headers: bearer(company.token),
      payload: { TicketsStatusID: T.InProgress, Comments: '' },
    });

  it("charges a plan's due visits as at an instant only from now to 60 days ahead, and only a plan that exists", async () => {
    const past = await inject(planHook(1, new Date(TEST_NOW.getTime() - 3600_000)));
    expect(past.statusCode, past.body).toBe(400);
    const far = await inject(planHook(1, new Date(TEST_NOW.getTime() + 61 * 24 * 3600_000)));
    expect(far.statusCode, far.body).toBe(400);
    const unknown = await inject(planHook(999_999, TEST_NOW));
    expect(unknown.statusCode, unknown.body).toBe(404);
  });

  it('brings a Scheduled job to a free time just past, and the company can then start it', async () => {
    const ticket = await job(T.Scheduled, new Date(TEST_NOW.getTime() + 21 * 24 * HOUR));
    const early = await start(ticket.id);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toMatch(/^You can start this job from /);

    const res = await inject(hook(ticket.id));
    expect(res.statusCode, res.body).toBe(200);
    const expected = new Date(TEST_NOW.getTime() - 90 * MINUTE).toISOString();
    expect(res.json().data).toEqual({ id: ticket.id, scheduledAt: expected });
    const detail = await inject({
      method: 'GET',
      url: `/api/company/tickets/${ticket.id}`,
      headers: bearer(company.token),
    });
    expect(detail.json().data.scheduledDate).toBe(expected);

    const started = await start(ticket.id);
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json().data.statusId).toBe(T.InProgress);
  });

  it('skips a time another job of the company holds, and moves only Pending or Scheduled tickets', async () => {
    // The job started above holds [now − 90 min, now): the next one goes a visit earlier.
    const ticket = await job(T.Pending, new Date(TEST_NOW.getTime() + 22 * 24 * HOUR));
    const res = await inject(hook(ticket.id));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.scheduledAt).toBe(new Date(TEST_NOW.getTime() - 180 * MINUTE).toISOString());

    const done = await job(T.Completed, new Date(TEST_NOW.getTime() + 23 * 24 * HOUR));
    expect((await inject(hook(done.id))).statusCode).toBe(409);
    expect((await inject(hook(999_999))).statusCode).toBe(404);
    expect((await inject(hook(0))).statusCode).toBe(400);
  });

  it('makes a failed job: a message never delivered, listed in the console, delivered once retried', async () => {
    const res = await inject(failJobHook);
    expect(res.statusCode, res.body).toBe(201);
    const made = res.json().data as { id: string; outboxId: number; recipient: string };
    const admin = (await signedInStaff(inject, db(), 'admin')).token;
    const list = await inject({ method: 'GET', url: '/api/staff/jobs?state=failed', headers: bearer(admin) });
    expect((list.json().data.jobs as BackgroundJob[]).find((j) => j.id === made.id)).toMatchObject({
      queue: 'deliver-message',
      summary: `Message #${made.outboxId}`,
      error: FAILED_DELIVERY_ERROR,
      attempts: 1,
      maxAttempts: 1,
    });
    const retry = await inject({ method: 'POST', url: `/api/staff/jobs/${made.id}/retry`, headers: bearer(admin) });
    expect(retry.statusCode, retry.body).toBe(200);
    expect(await ctx.app.jobs.runDue('deliver-message')).toContain(true);
    const [row] = await queryRows<{ status: string; recipient: string }>(
      db(),
      sql`select status, recipient from notification_outbox where id = ${made.outboxId}`,
    );
    expect(row).toEqual({ status: 'sent', recipient: made.recipient });
  });
});
