/**
 * Private calendar feeds (issue 29): a link of the company's jobs or of a crew's, shown once, that calendars
 * subscribe to: RFC 5545 text in the valley's time zone, each job an event with a stable UID; a new link stops
 * the old one; the token never reaches the logs.
 */
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import {
  companyTicket,
  createCompanyUser,
  createCustomer,
  liveCompany,
  paidBooking,
  signedInStaff,
} from './factories.ts';
import { buildTestApp, databaseKinds, type TestContext } from './helpers.ts';
import { bearer, clientAddresses, signInCompanyUser } from './sign-in.ts';

const nextAddress = clientAddresses(254);

describe.each(databaseKinds())('calendar feeds on %s', (kind) => {
  let ctx: TestContext;
  const logLines: string[] = [];
  const inject = (options: InjectOptions) => ctx.app.inject({ remoteAddress: nextAddress(), ...options });
  beforeAll(async () => {
    ctx = await buildTestApp(kind, {
      env: { LOG_LEVEL: 'info' },
      logStream: { write: (line) => void logLines.push(line) },
    });
  });
  afterAll(() => ctx.close());

  it("serves the company's jobs and a crew's as iCalendar, by a link that a new one revokes", async () => {
    const company = await liveCompany(ctx.database.db);
    const owner = await createCompanyUser(ctx.database.db, { companyId: company.companyId });
    const token = await signInCompanyUser(inject, owner.email, owner.password);
    const truck = (
      await inject({
        method: 'POST',
        url: '/api/company/crews',
        headers: bearer(token),
        payload: { name: `Feed truck ${Date.now()}` },
      })
    ).json().data as { id: number; name: string };
    const a = await companyTicket(ctx.database.db, company, {
      crewId: company.crewId,
      holdsSlot: true,
      scheduledAt: new Date('2027-04-06T16:00:00Z'),
      instructions: 'Gate code 1234; the dog is friendly, really',
    });
    const b = await companyTicket(ctx.database.db, company, {
      crewId: truck.id,
      holdsSlot: true,
      scheduledAt: new Date('2027-04-06T18:00:00Z'),
    });

    const link = async (payload: object) => {
      const res = await inject({ method: 'POST', url: '/api/company/calendar-feeds', headers: bearer(token), payload });
      expect(res.statusCode, res.body).toBe(201);
      return new URL(res.json().data.url as string);
    };
    const companyLink = await link({});
    const crewLink = await link({ crewId: truck.id });
    expect(companyLink.pathname).toBe('/api/company/calendar.ics');
    const fetchFeed = (url: URL) => inject({ method: 'GET', url: `${url.pathname}${url.search}` });

    const feed = await fetchFeed(companyLink);
    expect(feed.statusCode, feed.body).toBe(200);
    expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(feed.headers['cache-control']).toBe('private, no-store');
    const text = feed.body;
    expect(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    // Every line ends CRLF and is at most 75 octets (longer ones folded).
    for (const line of text.slice(0, -2).split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(text).not.toMatch(/[^\r]\n/);
    const unfolded = text.replace(/\r\n /g, '');
    expect(unfolded).toContain('BEGIN:VTIMEZONE\r\nTZID:America/Los_Angeles');
    expect(unfolded).toContain(`UID:ticket-${a.id}@${new URL(ctx.app.config.publicUrl).hostname}`);
    expect(unfolded).toContain(`UID:ticket-${b.id}@${new URL(ctx.app.config.publicUrl).hostname}`);
    // Each event names the company as its organizer (RFC 5546's PUBLISH), with a SEQUENCE within 32 bits.
    expect(unfolded.match(/ORGANIZER;CN="[^"]+":mailto:\S+@\S+/g)).toHaveLength(2);
    for (const [, sequence] of unfolded.matchAll(/SEQUENCE:(\d+)/g)) expect(Number(sequence)).toBeLessThan(2 ** 31);
    // 16:00 UTC on April 6, 2027 is 9:00 in the valley (daylight time).
    expect(unfolded).toContain('DTSTART;TZID=America/Los_Angeles:20270406T090000');
    expect(unfolded).toContain('Gate code 1234\\; the dog is friendly\\, really');

    const crewFeed = (await fetchFeed(crewLink)).body.replace(/\r\n /g, '');
    expect(crewFeed).toContain(`UID:ticket-${b.id}@${new URL(ctx.app.config.publicUrl).hostname}`);
    expect(crewFeed).not.toContain(`UID:ticket-${a.id}@${new URL(ctx.app.config.publicUrl).hostname}`);

    // A new company link stops the old one; the crew's stays.
    const fresh = await link({});
    expect((await fetchFeed(companyLink)).statusCode).toBe(404);
    expect((await fetchFeed(fresh)).statusCode).toBe(200);
    expect((await fetchFeed(crewLink)).statusCode).toBe(200);
    expect(
      (await inject({ method: 'GET', url: '/api/company/calendar.ics?token=nottherightoneatall' })).statusCode,
    ).toBe(404);
    expect((await inject({ method: 'GET', url: '/api/company/calendar.ics?token=x' })).statusCode).toBe(400);

    const listed = await inject({ method: 'GET', url: '/api/company/calendar-feeds', headers: bearer(token) });
    const maker = { id: owner.user.id, name: owner.user.name };
    expect(listed.json().data).toEqual([
      {
        id: expect.any(Number),
        crewId: null,
        crewName: null,
        createdAt: expect.any(String),
        maker,
        lastUsedAt: expect.any(String),
      },
      {
        id: expect.any(Number),
        crewId: truck.id,
        crewName: truck.name,
        createdAt: expect.any(String),
        maker,
        lastUsedAt: expect.any(String),
      },
    ]);

    // Another company's crew is not the caller's to share.
    const stranger = await createCompanyUser(ctx.database.db);
    const theirs = await signInCompanyUser(inject, stranger.email, stranger.password);
    const refused = await inject({
      method: 'POST',
      url: '/api/company/calendar-feeds',
      headers: bearer(theirs),
      payload: { crewId: truck.id },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0].field).toBe('crewId');

    // The links' tokens never reach the logs.
    const logs = logLines.join('\n');
    expect(logs).toContain('/api/company/calendar.ics?token=[redacted]');
    for (const url of [companyLink, crewLink, fresh]) {
      expect(logs).not.toContain(url.searchParams.get('token') ?? 'missing');
    }
  });

  it("stops a link when its maker is deactivated or the company suspended; lists each link's maker and last use; the owner or the maker stops it (issue 47)", async () => {
    const owner = await createCompanyUser(ctx.database.db);
    const office = await createCompanyUser(ctx.database.db, { companyId: owner.companyId, role: 'staff' });
    const other = await createCompanyUser(ctx.database.db, { companyId: owner.companyId, role: 'staff' });
    const ownerToken = await signInCompanyUser(inject, owner.email, owner.password);
    const officeToken = await signInCompanyUser(inject, office.email, office.password);
    const otherToken = await signInCompanyUser(inject, other.email, other.password);
    const made = await inject({
      method: 'POST',
      url: '/api/company/calendar-feeds',
      headers: bearer(officeToken),
      payload: {},
    });
    expect(made.statusCode, made.body).toBe(201);
    const url = new URL(made.json().data.url as string);
    const read = () => inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect((await read()).statusCode).toBe(200);
    const listed = (
      await inject({ method: 'GET', url: '/api/company/calendar-feeds', headers: bearer(ownerToken) })
    ).json().data as {
      id: number;
      crewId: number | null;
      maker: { id: number; name: string } | null;
      lastUsedAt: string | null;
    }[];
    const [feed] = listed;
    expect(listed).toHaveLength(1);
    expect(feed).toMatchObject({ crewId: null, maker: { id: office.user.id, name: office.user.name } });
    expect(feed?.lastUsedAt).toEqual(expect.any(String));

    // The owner deactivates its maker: the link answers nothing, with no customer's data.
    const deactivated = await inject({
      method: 'PUT',
      url: `/api/company/users/${office.user.id}`,
      headers: bearer(ownerToken),
      payload: { active: false },
    });
    expect(deactivated.statusCode, deactivated.body).toBe(200);
    const refused = await read();
    expect(refused.statusCode).toBe(404);
    expect(refused.body).not.toContain('BEGIN:VCALENDAR');
    // Reactivated, it answers again; a suspended company's does not.
    await inject({
      method: 'PUT',
      url: `/api/company/users/${office.user.id}`,
      headers: bearer(ownerToken),
      payload: { active: true },
    });
    expect((await read()).statusCode).toBe(200);
    await ctx.database.db.execute(sql`update companies set state = 'suspended' where id = ${owner.companyId}`);
    expect((await read()).statusCode).toBe(404);
    await ctx.database.db.execute(sql`update companies set state = 'live' where id = ${owner.companyId}`);
    expect((await read()).statusCode).toBe(200);

    // Another office user cannot stop it; the owner can.
    const stop = (token: string, id: number) =>
      inject({ method: 'DELETE', url: `/api/company/calendar-feeds/${id}`, headers: bearer(token) });
    expect((await stop(otherToken, feed?.id ?? 0)).statusCode).toBe(403);
    expect((await stop(ownerToken, feed?.id ?? 0)).statusCode).toBe(200);
    expect((await read()).statusCode).toBe(404);
    expect((await stop(ownerToken, feed?.id ?? 0)).statusCode).toBe(404);
    // Its maker stops the links they made.
    const second = await inject({
      method: 'POST',
      url: '/api/company/calendar-feeds',
      headers: bearer(otherToken),
      payload: {},
    });
    const secondId = (
      (await inject({ method: 'GET', url: '/api/company/calendar-feeds', headers: bearer(otherToken) })).json()
        .data as { id: number }[]
    )[0]?.id;
    expect(second.statusCode).toBe(201);
    expect((await stop(otherToken, secondId ?? 0)).statusCode).toBe(200);

    // UpKeep's staff see a company's live links and stop one, audited.
    const third = await inject({
      method: 'POST',
      url: '/api/company/calendar-feeds',
      headers: bearer(otherToken),
      payload: {},
    });
    expect(third.statusCode).toBe(201);
    const { token: staff } = await signedInStaff(inject, ctx.database.db);
    const seen = await inject({
      method: 'GET',
      url: `/api/staff/companies/${owner.companyId}/calendar-feeds`,
      headers: bearer(staff),
    });
    expect(seen.statusCode, seen.body).toBe(200);
    const [live] = seen.json().data as { id: number; maker: { name: string } }[];
    expect(live?.maker.name).toBe(other.user.name);
    const stopped = await inject({
      method: 'DELETE',
      url: `/api/staff/companies/${owner.companyId}/calendar-feeds/${live?.id}`,
      headers: bearer(staff),
    });
    expect(stopped.statusCode, stopped.body).toBe(200);
    const thirdUrl = new URL(third.json().data.url as string);
    expect((await inject({ method: 'GET', url: `${thirdUrl.pathname}${thirdUrl.search}` })).statusCode).toBe(404);
    const [audit] = await queryRows<{ action: string; target: string }>(
      ctx.database.db,
      sql`select action, target from staff_audit_log order by id desc limit 1`,
    );
    expect(audit).toEqual({ action: 'company.calendar-feed.revoke', target: `company:${owner.companyId}` });
    // A company token opens none of this.
    expect(
      (
        await inject({
          method: 'GET',
          url: `/api/staff/companies/${owner.companyId}/calendar-feeds`,
          headers: bearer(ownerToken),
        })
      ).statusCode,
    ).toBe(401);
  });

  it("gives the visit to its owner's calendar as one event with the ticket's UID, and to nobody else", async () => {
    const { companyServiceId } = await liveCompany(ctx.database.db, { zipCode: '89102' });
    const booked = await paidBooking(inject, {
      companyServiceId,
      date: '2027-05-12',
      email: `ics-${Date.now()}@example.com`,
    });
    const ics = await inject({
      method: 'GET',
      url: `/api/customer/ticket/${booked.ticketId}/calendar.ics`,
      headers: bearer(booked.customer),
    });
    expect(ics.statusCode, ics.body).toBe(200);
    expect(ics.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(ics.headers['content-disposition']).toBe(`attachment; filename="upkeep-visit-${booked.ticketId}.ics"`);
    const text = ics.body.replace(/\r\n /g, '');
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(text).toContain(`UID:ticket-${booked.ticketId}@${new URL(ctx.app.config.publicUrl).hostname}`);
    // Paid, and waiting for the company: tentative until it confirms (issue 48); the company holds the event.
    expect(text).toContain('STATUS:TENTATIVE');
    expect(text).toMatch(/ORGANIZER;CN="[^"]+":mailto:\S+@\S+/);
    expect(text).toMatch(/SEQUENCE:\d{1,9}\r\n/);
    expect(text).toMatch(/DTSTART;TZID=America\/Los_Angeles:20270512T\d{6}/);
    // Another customer, or nobody, gets nothing.
    const other = await createCustomer(inject);
    const refused = await inject({
      method: 'GET',
      url: `/api/customer/ticket/${booked.ticketId}/calendar.ics`,
      headers: bearer(other.token),
    });
    expect([401, 403, 404]).toContain(refused.statusCode);
    expect(
      (await inject({ method: 'GET', url: `/api/customer/ticket/${booked.ticketId}/calendar.ics` })).statusCode,
    ).toBe(401);
  });
});
