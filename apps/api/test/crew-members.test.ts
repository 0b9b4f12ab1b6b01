/**
 * Crew members (issue 29): a third role of company user, attached to a crew. The owner invites them to a crew and
 * moves them between crews; they sign in and see their crew's jobs (address, map link, phone, instructions, no
 * prices), tell the customer they are on the way, start and complete a job, and add photos that the ticket's
 * customer sees, re-encoded without their location. Everything else of the company answers them 403: prices,
 * earnings, settings, other crews' jobs. The customer's updates name the crew's first names.
 */

import { addDays, type EndpointDeclaration, endpoints, pathOf, valleyInstant, valleyToday } from '@upkeep/contract';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { TicketStatusId } from '../src/modules/tickets/lifecycle/statuses.ts';
import { CREW_MEMBER_REFUSED } from '../src/plugins/auth.ts';
import { createCompanyUser, createCustomer, createTicket, liveCompany } from './factories.ts';
import { buildTestApp, databaseKinds, type TestContext } from './helpers.ts';
import { bearer, clientAddresses, signInCompanyUser } from './sign-in.ts';

const nextAddress = clientAddresses(255);
const MINUTE = 60_000;

/** A camera's JPEG: EXIF with a GPS position (the Strip, 36.11 N 115.17 W) and the camera's make. */
async function photoWithLocation(): Promise<Buffer> {
  return sharp({ create: { width: 640, height: 480, channels: 3, background: '#4a7' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneCam', Model: 'X1' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '36/1 6/1 36/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '115/1 10/1 12/1',
      },
    })
    .toBuffer();
}

describe.each(databaseKinds())('crew members on %s', (kind) => {
  let ctx: TestContext;
  const inject = (options: InjectOptions) => ctx.app.inject({ remoteAddress: nextAddress(), ...options });
  beforeAll(async () => {
    ctx = await buildTestApp(kind);
  });
  afterAll(() => ctx.close());

  const as = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    inject({ method, url: `/api${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });

  /** A live company of the test's own (its service), its owner signed in, and two new crews of its own. */
  async function companyWithTwoCrews() {
    const made = await liveCompany(ctx.database.db);
    const service = { id: made.companyServiceId, company_id: made.companyId, name: made.company.name };
    const owner = await createCompanyUser(ctx.database.db, { companyId: service.company_id });
    const ownerToken = await signInCompanyUser(inject, owner.email, owner.password);
    const crew = async (name: string) =>
      (await as(ownerToken, 'POST', '/company/crews', { name: `${name} ${Date.now()}` })).json().data as {
        id: number;
      };
    return { service, ownerToken, a: await crew('Truck A'), b: await crew('Truck B') };
  }

  async function crewMember(companyId: number, crewId: number, name: string) {
    const user = await createCompanyUser(ctx.database.db, { companyId, role: 'crew', crewId, name });
    return { user: user.user, token: await signInCompanyUser(inject, user.email, user.password) };
  }

  /** A confirmed job of the crew, starting `minutesAhead` from now. */
  const jobOf = (companyServiceId: number, crewId: number, minutesAhead: number, customerId?: number) =>
    createTicket(ctx.database.db, {
      companyServiceId,
      crewId,
      ...(customerId === undefined ? {} : { customerId }),
      holdsSlot: true,
      statusId: TicketStatusId.Scheduled,
      confirmedAt: new Date(),
      scheduledAt: new Date(Math.ceil((Date.now() + minutesAhead * MINUTE) / MINUTE) * MINUTE),
      name: 'Rosa Diaz',
      phoneNumber: '7025550177',
      address: '4 Juniper Ridge Ct',
      instructions: 'Side gate code 2468; the dog stays inside',
      priceCents: 12_300,
      totalCents: 12_300,
    });

  const outboxOf = (ticketId: number) =>
    queryRows<{ channel: string; subject: string | null; body: string }>(
      ctx.database.db,
      sql`select channel, subject, body from notification_outbox where ticket_id = ${ticketId} order by id`,
    );

  it('the owner invites a crew member to a crew of the company, and only there', async () => {
    const { ownerToken, a } = await companyWithTwoCrews();
    const email = `luis-${Date.now()}@example.com`;
    const invited = await as(ownerToken, 'POST', '/company/users', {
      name: 'Luis Ortega',
      email,
      role: 'crew',
      crewId: a.id,
    });
    expect(invited.statusCode, invited.body).toBe(201);
    const team = (await as(ownerToken, 'GET', '/company/users')).json().data as {
      email: string;
      role: string;
      crewId: number | null;
      status: string;
    }[];
    expect(team.find((u) => u.email === email)).toMatchObject({ role: 'crew', crewId: a.id, status: 'invited' });
    // An office user is still the default, and has no crew.
    const office = await as(ownerToken, 'POST', '/company/users', { name: 'Ofe Lia', email: `o-${email}` });
    expect(office.statusCode, office.body).toBe(201);
    expect(team.every((u) => u.role !== 'crew' || u.crewId !== null)).toBe(true);

    const stranger = await companyWithTwoCrewsElsewhere();
    for (const bad of [
      { name: 'No Crew', email: `x1-${email}`, role: 'crew' },
      { name: 'Office Crew', email: `x2-${email}`, role: 'staff', crewId: a.id },
      { name: 'Their Crew', email: `x3-${email}`, role: 'crew', crewId: stranger },
      { name: 'Owner', email: `x4-${email}`, role: 'owner' },
      { name: 'Bad Crew', email: `x5-${email}`, role: 'crew', crewId: 'abc' },
    ]) {
      const res = await as(ownerToken, 'POST', '/company/users', bad);
      expect(res.statusCode, `${JSON.stringify(bad)} ${res.body}`).toBe(400);
    }
  });

  /** A crew of another company (a new company's first crew). */
  async function companyWithTwoCrewsElsewhere() {
    const owner = await createCompanyUser(ctx.database.db);
    const token = await signInCompanyUser(inject, owner.email, owner.password);
    const crews = (await as(token, 'GET', '/company/crews')).json().data as { id: number }[];
    return crews[0]?.id;
  }

  it("a crew member reads their crew's jobs only, without prices, and nothing else of the company", async () => {
    const { service, ownerToken, a, b } = await companyWithTwoCrews();
    const luis = await crewMember(service.company_id, a.id, 'Luis Ortega');
    const mine = await jobOf(service.id, a.id, 90);
    const theirs = await jobOf(service.id, b.id, 90);

    const me = await as(luis.token, 'GET', '/company/me');
    expect(me.statusCode, me.body).toBe(200);
    expect(me.json().data).toMatchObject({ role: 'crew', crewId: a.id });

    const day = await as(luis.token, 'GET', '/company/my-jobs');
    expect(day.statusCode, day.body).toBe(200);
    const data = day.json().data as { crew: { id: number }; jobs: Record<string, unknown>[] };
    expect(data.crew.id).toBe(a.id);
    expect(data.jobs.map((j) => j.id)).toEqual([mine.id]);
    expect(data.jobs[0]).toMatchObject({
      customerName: 'Rosa Diaz',
      phoneNumber: '7025550177',
      address: '4 Juniper Ridge Ct',
      instructions: 'Side gate code 2468; the dog stays inside',
      statusId: TicketStatusId.Scheduled,
      photos: [],
    });
    expect(String(data.jobs[0]?.mapUrl)).toMatch(
      /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=4%20Juniper/,
    );
    expect(day.body).not.toMatch(/price|total|fee|paid|123/i);

    // Prices, earnings, settings, the board, other crews' jobs: 403.
    for (const [method, url] of [
      ['GET', '/company/tickets'],
      ['GET', `/company/tickets/${mine.id}`],
      ['GET', '/company/earnings'],
      ['GET', '/company/payouts'],
      ['GET', '/company/profile'],
      ['GET', '/company/crews'],
      ['GET', '/company/users'],
      ['GET', '/company/services'],
      ['GET', '/company/calendar-feeds'],
      ['GET', `/company/status-flow/${theirs.id}`],
      ['GET', `/company/tickets/${theirs.id}/photos`],
      ['GET', `/company/tickets/${theirs.id}/messages`],
    ] as const) {
      const res = await as(luis.token, method, url);
      expect(res.statusCode, `${method} ${url} ${res.body}`).toBe(403);
    }
    const board = await as(luis.token, 'GET', '/company/calendar?from=2031-01-01&to=2031-01-07');
    expect(board.statusCode).toBe(403);
    const steal = await as(luis.token, 'PUT', `/company/tickets/${theirs.id}/crew`, { crewId: a.id });
    expect(steal.statusCode).toBe(403);
    const move = await as(luis.token, 'PUT', `/company/tickets/${theirs.id}`, {
      TicketsStatusID: TicketStatusId.InProgress,
    });
    expect(move.statusCode).toBe(403);
    const wave = await as(luis.token, 'POST', `/company/tickets/${theirs.id}/on-my-way`, {});
    expect(wave.statusCode).toBe(403);
    const invite = await as(luis.token, 'POST', '/company/users', { name: 'Pal', email: `pal-${Date.now()}@e.com` });
    expect(invite.statusCode).toBe(403);
    // Another company's job is still not found.
    const elsewhere = await createTicket(ctx.database.db, {
      confirmedAt: new Date(),
      statusId: TicketStatusId.Scheduled,
    });
    if (elsewhere.companyId !== service.company_id) {
      expect((await as(luis.token, 'GET', `/company/status-flow/${elsewhere.id}`)).statusCode).toBe(404);
    }

    // The owner and the office have the board, not a crew member's list.
    expect((await as(ownerToken, 'GET', '/company/my-jobs')).statusCode).toBe(403);
  });

  it("keeps yesterday's late visit on the list past midnight until done today, and nothing older", async () => {
    const { service, a } = await companyWithTwoCrews();
    const luis = await crewMember(service.company_id, a.id, 'Luis Ortega');
    const today = valleyToday();
    const at = (day: string, time: string, statusId: number = TicketStatusId.Scheduled, completedAt?: Date) =>
      createTicket(ctx.database.db, {
        companyServiceId: service.id,
        crewId: a.id,
        statusId,
        confirmedAt: new Date(),
        scheduledAt: valleyInstant(day, time),
        name: 'Rosa Diaz',
        ...(completedAt ? { completedAt } : {}),
      });
    const yesterday = addDays(today, -1);
    const lateLastNight = await at(yesterday, '23:30');
    const doneToday = await at(yesterday, '22:00', TicketStatusId.Completed, valleyInstant(today, '00:30'));
    const doneLastNight = await at(yesterday, '19:00', TicketStatusId.Completed, valleyInstant(yesterday, '20:00'));
    const twoNightsAgo = await at(addDays(today, -2), '23:30');
    const underWaySinceMonday = await at(addDays(today, -3), '10:00', TicketStatusId.InProgress);
    const day = await as(luis.token, 'GET', '/company/my-jobs');
    expect(day.statusCode, day.body).toBe(200);
    const ids = (day.json().data as { jobs: { id: number }[] }).jobs.map((j) => j.id);
    expect(ids).toContain(lateLastNight.id);
    expect(ids).toContain(underWaySinceMonday.id);
    expect(ids).toContain(doneToday.id);
    expect(ids).not.toContain(doneLastNight.id);
    expect(ids).not.toContain(twoNightsAgo.id);
  });

  it('answers a crew member 403 on every company endpoint not declared for crews (walked from the registry)', async () => {
    const { service, a } = await companyWithTwoCrews();
    const luis = await crewMember(service.company_id, a.id, 'Luis Ortega');
    const all = (Object.values(endpoints) as EndpointDeclaration[]).filter((e) => e.auth === 'company');
    const open = all.filter((e) => e.crew).map((e) => `${e.method} ${e.path}`);
    // What a crew member may call: their account, their day, their jobs' moves, photos and conversations.
    expect(open.sort()).toEqual(
      [
        'GET /company/me',
        'PUT /company/auth/password',
        // Their language, which their day's screens and their messages follow (issue 49).
        'PUT /company/locale',
        // Their own second factor, passkeys and other sessions (their /pro/account; the team's stay the owner's).
        'GET /company/auth/second-factor',
        'POST /company/auth/totp',
        'POST /company/auth/totp/confirm',
        'DELETE /company/auth/totp',
        'POST /company/auth/sign-out-others',
        'POST /company/auth/passkeys/options',
        'POST /company/auth/passkeys',
        'GET /company/auth/passkeys',
        'PUT /company/auth/passkeys/:id',
        'DELETE /company/auth/passkeys/:id',
        'GET /company/my-jobs',
        'GET /company/status-flow/:id',
        'PUT /company/tickets/:id',
        'POST /company/tickets/:id/on-my-way',
        'GET /company/tickets/:id/photos',
        'POST /company/tickets/:id/photos',
        'GET /company/tickets/:id/photos/:photoId',
        'DELETE /company/tickets/:id/photos/:photoId',
        // Their jobs' conversations with the customer (issue 30).
        'GET /company/tickets/:id/messages',
        'POST /company/tickets/:id/messages',
        'GET /company/tickets/:id/messages/stream',
        'POST /company/tickets/:id/messages/:messageId/report',
        'GET /company/messages/unread',
        'POST /company/tickets/:id/messages/photos',
        'GET /company/tickets/:id/messages/photos/:photoId',
      ].sort(),
    );
    for (const endpoint of all.filter((e) => !e.crew)) {
      const url = `/api${pathOf(endpoint, new Proxy({}, { get: () => '1' }))}`;
      const res = await inject({ method: endpoint.method, url, headers: bearer(luis.token), payload: {} });
      expect(res.statusCode, `${endpoint.method} ${endpoint.path}: ${res.body}`).toBe(403);
      expect(res.json().message, endpoint.path).toBe(CREW_MEMBER_REFUSED);
    }
  });

  it('on the way, start and complete from the phone; the customer is told by first name', async () => {
    const { service, a } = await companyWithTwoCrews();
    const luis = await crewMember(service.company_id, a.id, 'Luis Ortega');
    const job = await jobOf(service.id, a.id, 30);

    const flow = await as(luis.token, 'GET', `/company/status-flow/${job.id}`);
    expect(flow.statusCode, flow.body).toBe(200);
    // The office confirms, declines and cancels; the crew starts and completes.
    expect(flow.json().data).toEqual([{ action: 'Start Service', nextStatusID: TicketStatusId.InProgress }]);

    const wave = await as(luis.token, 'POST', `/company/tickets/${job.id}/on-my-way`, { Minutes: 15 });
    expect(wave.statusCode, wave.body).toBe(200);
    const cancel = await as(luis.token, 'PUT', `/company/tickets/${job.id}`, {
      TicketsStatusID: TicketStatusId.Cancelled,
    });
    expect(cancel.statusCode).toBe(403);
    const start = await as(luis.token, 'PUT', `/company/tickets/${job.id}`, {
      TicketsStatusID: TicketStatusId.InProgress,
    });
    expect(start.statusCode, start.body).toBe(200);
    const done = await as(luis.token, 'PUT', `/company/tickets/${job.id}`, {
      TicketsStatusID: TicketStatusId.Completed,
    });
    expect(done.statusCode, done.body).toBe(200);

    const texts = (await outboxOf(job.id)).filter((m) => m.channel === 'sms').map((m) => m.body);
    expect(
      texts.some((t) => t.includes(`Luis from ${service.name} is on the way and should arrive in about 15 minutes.`)),
    ).toBe(true);
    expect(texts.some((t) => t.includes(`Luis from ${service.name} has started the work.`))).toBe(true);
    expect(texts.some((t) => t.includes(`Luis from ${service.name} marked the work as done.`))).toBe(true);

    // Two members: the one who said so is named, not the crew (issue 46: who did it, or the company).
    await createCompanyUser(ctx.database.db, {
      companyId: service.company_id,
      role: 'crew',
      crewId: a.id,
      name: 'Ana Beltrán',
    });
    const next = await jobOf(service.id, a.id, 45);
    expect((await as(luis.token, 'POST', `/company/tickets/${next.id}/on-my-way`, {})).statusCode).toBe(200);
    const [text] = (await outboxOf(next.id)).filter((m) => m.channel === 'sms');
    expect(text?.body).toContain(`Luis from ${service.name} is on the way.`);
    expect(text?.body).not.toContain('Ana');
  });

  it("says the refusals of a crew member's actions in the screen's language (issue 49), English unchanged", async () => {
    const { service, a, b } = await companyWithTwoCrews();
    const luis = await crewMember(service.company_id, a.id, 'Luis Ortega');
    // Three days ahead: too early to start.
    const job = await jobOf(service.id, a.id, 3 * 24 * 60);
    const theirs = await jobOf(service.id, b.id, 60);
    const say = (language: string, method: 'POST' | 'PUT', url: string, payload: object) =>
      inject({
        method,
        url: `/api${url}`,
        headers: { ...bearer(luis.token), 'accept-language': language },
        payload,
      });
    const start = { TicketsStatusID: TicketStatusId.InProgress };

    const early = await say('es', 'PUT', `/company/tickets/${job.id}`, start);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toMatch(
      /^Puede iniciar este trabajo desde el (dom|lun|mar|mié|jue|vie|sáb), \d{1,2} [a-z]{3,4} \d{4}, \d{1,2}:\d{2} [ap]\. m\.$/,
    );
    const earlyEn = await say('en', 'PUT', `/company/tickets/${job.id}`, start);
    expect(earlyEn.json().message).toMatch(
      /^You can start this job from \w+day, \w+ \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M$/,
    );

    const cancel = await say('es', 'PUT', `/company/tickets/${job.id}`, { TicketsStatusID: TicketStatusId.Cancelled });
    expect(cancel.statusCode).toBe(403);
    expect(cancel.json().message).toBe(
      'Un miembro del equipo inicia y completa los trabajos; la oficina los confirma, rechaza y cancela.',
    );
    const other = await say('es', 'PUT', `/company/tickets/${theirs.id}`, start);
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toMatch(/^Este trabajo es de otro equipo/);

    expect((await say('es', 'POST', `/company/tickets/${job.id}/on-my-way`, {})).statusCode).toBe(200);
    const again = await say('es', 'POST', `/company/tickets/${job.id}/on-my-way`, {});
    expect(again.statusCode).toBe(429);
    expect(again.json().message).toBe('Al cliente se le avisó que usted va en camino hace menos de 5 minutos.');
    const againEn = await say('en', 'POST', `/company/tickets/${job.id}/on-my-way`, {});
    expect(againEn.json().message).toBe('The customer was told you are on your way less than 5 minutes ago.');

    const notAnImage = await inject({
      method: 'POST',
      url: `/api/company/tickets/${job.id}/photos?kind=before`,
      headers: { ...bearer(luis.token), 'content-type': 'image/jpeg', 'accept-language': 'es-US,es;q=0.9' },
      payload: Buffer.from('not an image'),
    });
    expect(notAnImage.statusCode).toBe(400);
    expect(notAnImage.json().message).toBe('El archivo no es una imagen JPEG, PNG o WebP.');
    const missing = await inject({
      method: 'DELETE',
      url: `/api/company/tickets/${job.id}/photos/999999`,
      headers: { ...bearer(luis.token), 'accept-language': 'es' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('No se encontró la foto');
  });

  it("photos of the work: re-encoded without location, the crew's and the customer's only", async () => {
    const { service, a, b, ownerToken } = await companyWithTwoCrews();
    const luis = await crewMember(service.company_id, a.id, 'Luis Ortega');
    const bea = await crewMember(service.company_id, b.id, 'Bea Cruz');
    const customer = await createCustomer(inject, { Email: `photo-${Date.now()}@example.com` });
    const [row] = await queryRows<{ id: number }>(
      ctx.database.db,
      sql`select id from customers where email = ${customer.email}`,
    );
    const job = await jobOf(service.id, a.id, 120, row?.id);
    const original = await photoWithLocation();
    expect((await sharp(original).metadata()).exif).toBeDefined();

    const upload = (token: string, kind: string, body: Buffer, type = 'image/jpeg') =>
      inject({
        method: 'POST',
        url: `/api/company/tickets/${job.id}/photos?kind=${kind}`,
        headers: { ...bearer(token), 'content-type': type },
        payload: body,
      });
    const added = await upload(luis.token, 'before', original);
    expect(added.statusCode, added.body).toBe(201);
    const photo = added.json().data as { id: number; kind: string; width: number; height: number };
    expect(photo).toMatchObject({ kind: 'before', width: 640, height: 480 });

    expect((await upload(luis.token, 'during', original)).statusCode).toBe(400);
    expect((await upload(luis.token, 'after', Buffer.from('not an image'))).statusCode).toBe(400);
    expect((await upload(luis.token, 'after', original, 'application/pdf')).statusCode).toBe(415);
    expect((await upload(bea.token, 'after', original)).statusCode).toBe(403);

    // The customer sees it; the stored image has no EXIF, no GPS, no camera.
    const listed = await inject({
      method: 'GET',
      url: `/api/customer/ticket/${job.id}/photos`,
      headers: bearer(customer.token),
    });
    expect(listed.statusCode, listed.body).toBe(200);
    expect((listed.json().data as { id: number }[]).map((p) => p.id)).toEqual([photo.id]);
    const image = await inject({
      method: 'GET',
      url: `/api/customer/ticket/${job.id}/photos/${photo.id}`,
      headers: bearer(customer.token),
    });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.headers['cache-control']).toBe('private, no-store');
    const stored = await sharp(image.rawPayload).metadata();
    expect(stored.format).toBe('webp');
    expect(stored.exif).toBeUndefined();
    expect(image.rawPayload.includes(Buffer.from('PhoneCam'))).toBe(false);

    // Nobody else: another customer, no one, the other crew; the owner sees it.
    const other = await createCustomer(inject, { Email: `other-${Date.now()}@example.com` });
    for (const headers of [bearer(other.token), {}]) {
      const res = await inject({ method: 'GET', url: `/api/customer/ticket/${job.id}/photos/${photo.id}`, headers });
      expect(res.statusCode).toBe(401);
    }
    expect((await as(bea.token, 'GET', `/company/tickets/${job.id}/photos/${photo.id}`)).statusCode).toBe(403);
    expect((await as(ownerToken, 'GET', `/company/tickets/${job.id}/photos/${photo.id}`)).statusCode).toBe(200);
    expect((await as(ownerToken, 'GET', `/company/tickets/${job.id}/photos/999999`)).statusCode).toBe(404);

    // On the crew member's day, then removed.
    const day = (await as(luis.token, 'GET', '/company/my-jobs')).json().data as {
      jobs: { id: number; photos: unknown[] }[];
    };
    expect(day.jobs.find((j) => j.id === job.id)?.photos).toHaveLength(1);
    expect((await as(luis.token, 'DELETE', `/company/tickets/${job.id}/photos/${photo.id}`)).statusCode).toBe(200);
    expect((await as(luis.token, 'GET', `/company/tickets/${job.id}/photos`)).json().data).toEqual([]);
  });

  it('the owner moves a crew member to another crew; a crew with members is not removed', async () => {
    const { service, ownerToken, a, b } = await companyWithTwoCrews();
    const luis = await crewMember(service.company_id, a.id, 'Luis Ortega');
    const theirs = await jobOf(service.id, b.id, 200);

    const removed = await as(ownerToken, 'DELETE', `/company/crews/${a.id}`);
    expect(removed.statusCode, removed.body).toBe(409);
    expect(removed.json().code).toBe('crew-has-members');
    expect(removed.json().message).toContain('Luis Ortega');

    expect((await as(luis.token, 'PUT', `/company/users/${luis.user.id}/crew`, { crewId: b.id })).statusCode).toBe(403);
    const moved = await as(ownerToken, 'PUT', `/company/users/${luis.user.id}/crew`, { crewId: b.id });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data).toMatchObject({ role: 'crew', crewId: b.id });
    const day = (await as(luis.token, 'GET', '/company/my-jobs')).json().data as {
      crew: { id: number };
      jobs: { id: number }[];
    };
    expect(day.crew.id).toBe(b.id);
    expect(day.jobs.map((j) => j.id)).toContain(theirs.id);

    const office = await createCompanyUser(ctx.database.db, { companyId: service.company_id, role: 'staff' });
    const notCrew = await as(ownerToken, 'PUT', `/company/users/${office.user.id}/crew`, { crewId: b.id });
    expect(notCrew.statusCode).toBe(409);
    const elsewhere = await companyWithTwoCrewsElsewhere();
    expect((await as(ownerToken, 'PUT', `/company/users/${luis.user.id}/crew`, { crewId: elsewhere })).statusCode).toBe(
      400,
    );
    expect((await as(ownerToken, 'DELETE', `/company/crews/${a.id}`)).statusCode).toBe(200);
    // The database holds a crew member to a crew.
    await expect(
      ctx.database.db.execute(sql`update company_users set crew_id = null where id = ${luis.user.id}`),
    ).rejects.toThrow();
  });

  it("a cancelled visit's e-mail carries its event, CANCELLED under the booking's UID", async () => {
    const { service, ownerToken, a } = await companyWithTwoCrews();
    const job = await jobOf(service.id, a.id, 300);
    const cancelled = await as(ownerToken, 'PUT', `/company/tickets/${job.id}`, {
      TicketsStatusID: TicketStatusId.Cancelled,
      Comments: 'The truck broke down',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const [mail] = await queryRows<{ attachments: { filename: string; content: string }[] | null }>(
      ctx.database.db,
      sql`select attachments from notification_outbox where ticket_id = ${job.id} and channel = 'email' order by id desc`,
    );
    const [ics] = mail?.attachments ?? [];
    expect(ics?.filename).toBe(`upkeep-visit-${job.id}.ics`);
    expect(ics?.content).toContain(`UID:ticket-${job.id}@${new URL(ctx.app.config.publicUrl).hostname}`);
    expect(ics?.content).toContain('STATUS:CANCELLED');
  });

  it("the confirmation's e-mail carries the visit's event, CONFIRMED under the booking's UID (issue 48)", async () => {
    const { service, ownerToken, a } = await companyWithTwoCrews();
    const job = await jobOf(service.id, a.id, 600);
    await ctx.database.db.execute(sql`update tickets set status_id = ${TicketStatusId.Pending} where id = ${job.id}`);
    const confirmed = await as(ownerToken, 'PUT', `/company/tickets/${job.id}`, {
      TicketsStatusID: TicketStatusId.Scheduled,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const [mail] = await queryRows<{ subject: string; attachments: { filename: string; content: string }[] | null }>(
      ctx.database.db,
      sql`select subject, attachments from notification_outbox
           where ticket_id = ${job.id} and channel = 'email' and subject like '%Booking confirmed%' order by id desc`,
    );
    const [ics] = mail?.attachments ?? [];
    expect(ics?.filename).toBe(`upkeep-visit-${job.id}.ics`);
    expect(ics?.content).toContain(`UID:ticket-${job.id}@${new URL(ctx.app.config.publicUrl).hostname}`);
    expect(ics?.content).toContain('STATUS:CONFIRMED');
  });
});
