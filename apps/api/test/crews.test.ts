/**
 * A company's crews (issue 29): listed with their jobs ahead, added with a name unique in the company and the
 * next unused colour, renamed, removed only without jobs ahead and never the last one; each company sees and
 * changes only its own.
 */
import { ServiceId } from '@upkeep/contract';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { createCompanyUser, createTicket, yardForm } from './factories.ts';
import { buildTestApp, databaseKinds, type TestContext } from './helpers.ts';
import { bearer, clientAddresses, signInCompanyUser } from './sign-in.ts';

const nextAddress = clientAddresses(253);

describe.each(databaseKinds())('crews on %s', (kind) => {
  let ctx: TestContext;
  const inject = (options: InjectOptions) => ctx.app.inject({ remoteAddress: nextAddress(), ...options });
  beforeAll(async () => {
    ctx = await buildTestApp(kind);
  });
  afterAll(() => ctx.close());

  const call = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    inject({ method, url: `/api/company/crews${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });

  async function ownerOf(companyId?: number) {
    const owner = await createCompanyUser(ctx.database.db, companyId === undefined ? {} : { companyId });
    return signInCompanyUser(inject, owner.email, owner.password);
  }

  it('lists, adds, renames and removes crews; a crew with jobs ahead or the last one stays', async () => {
    // A job ahead of the company's first crew.
    const [first] = await queryRows<{ id: number; company_id: number }>(
      ctx.database.db,
      sql`select c.id, c.company_id from crews c
           where c.company_id = (select company_id from company_services order by id limit 1)
           order by c.id limit 1`,
    );
    const job = await createTicket(ctx.database.db, {
      crewId: first?.id,
      holdsSlot: true,
      scheduledAt: new Date('2031-05-06T17:00:00Z'),
    });
    const token = await ownerOf(first?.company_id);

    const listed = await call(token, 'GET', '');
    expect(listed.statusCode, listed.body).toBe(200);
    const crews = listed.json().data as { id: number; name: string; color: string; jobsAhead: number }[];
    expect(crews[0]).toMatchObject({ id: first?.id, name: 'Crew 1', color: '#2f9e44' });
    expect(crews[0]?.jobsAhead).toBeGreaterThanOrEqual(1);

    const added = await call(token, 'POST', '', { name: 'Truck 2' });
    expect(added.statusCode, added.body).toBe(201);
    const truck = added.json().data as { id: number; name: string; color: string; jobsAhead: number };
    expect(truck).toMatchObject({ name: 'Truck 2', jobsAhead: 0 });
    expect(truck.color).not.toBe('#2f9e44');

    const twin = await call(token, 'POST', '', { name: ' truck 2 ' });
    expect(twin.statusCode).toBe(409);
    expect(twin.json().code).toBe('crew-name-taken');
    for (const bad of [
      { name: '' },
      { name: 'x'.repeat(61) },
      { name: 'Van', color: '#ffffff' },
      { name: 'Van', x: 1 },
    ]) {
      expect((await call(token, 'POST', '', bad)).statusCode, JSON.stringify(bad)).toBe(400);
    }

    const renamed = await call(token, 'PUT', `/${truck.id}`, { name: 'Truck Two', color: '#9c36b5' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().data).toMatchObject({ id: truck.id, name: 'Truck Two', color: '#9c36b5' });
    expect((await call(token, 'PUT', '/999999', { name: 'Nobody' })).statusCode).toBe(404);

    // Another company neither sees nor changes them.
    const stranger = await ownerOf();
    const theirs = (await call(stranger, 'GET', '')).json().data as { id: number }[];
    expect(theirs.map((c) => c.id)).not.toContain(truck.id);
    expect((await call(stranger, 'PUT', `/${truck.id}`, { name: 'Mine' })).statusCode).toBe(404);
    expect((await call(stranger, 'DELETE', `/${truck.id}`)).statusCode).toBe(404);

    // The crew with a job ahead stays, naming it.
    const busy = await call(token, 'DELETE', `/${first?.id}`);
    expect(busy.statusCode).toBe(409);
    expect(busy.json().code).toBe('crew-has-jobs-ahead');
    expect(busy.json().message).toContain(`#${job.id} (`);

    const removed = await call(token, 'DELETE', `/${truck.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    const after = (await call(token, 'GET', '')).json().data as { id: number }[];
    expect(after.map((c) => c.id)).not.toContain(truck.id);
    // Its name is free again.
    expect((await call(token, 'POST', '', { name: 'Truck Two' })).statusCode).toBe(201);

    // A company's last crew stays.
    const [only] = (await call(stranger, 'GET', '')).json().data as { id: number }[];
    const last = await call(stranger, 'DELETE', `/${only?.id}`);
    expect(last.statusCode).toBe(409);
    expect(last.json().code).toBe('last-crew');
  });

  it("gives an upcoming job to a crew free then; a busy crew, another company's crew or job, or a past job is refused", async () => {
    const [first] = await queryRows<{ id: number; company_id: number }>(
      ctx.database.db,
      sql`select c.id, c.company_id from crews c
           where c.company_id = (select company_id from company_services order by id limit 1) and c.removed_at is null
           order by c.id limit 1`,
    );
    const token = await ownerOf(first?.company_id);
    const truck = (await call(token, 'POST', '', { name: `Van ${Date.now()}` })).json().data as { id: number };
    const at = (iso: string, crewId: number | undefined) =>
      createTicket(ctx.database.db, { crewId, holdsSlot: true, scheduledAt: new Date(iso) });
    const a = await at('2031-06-10T17:00:00Z', first?.id);
    await at('2031-06-10T17:30:00Z', truck.id);
    const c = await at('2031-06-11T17:00:00Z', first?.id);
    const past = await at('2020-06-11T17:00:00Z', first?.id);
    const assign = (ticketId: number, body: object, as = token) =>
      inject({ method: 'PUT', url: `/api/company/tickets/${ticketId}/crew`, headers: bearer(as), payload: body });

    const moved = await assign(c.id, { crewId: truck.id });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data).toMatchObject({ ticketId: c.id, crewId: truck.id });
    const [row] = await queryRows<{ crew_id: number }>(
      ctx.database.db,
      sql`select crew_id from tickets where id = ${c.id}`,
    );
    expect(row?.crew_id).toBe(truck.id);

    const busy = await assign(a.id, { crewId: truck.id });
    expect(busy.statusCode).toBe(409);
    expect(busy.json().code).toBe('crew-busy');
    expect(busy.json().message).toMatch(/is busy then/);

    const stranger = await ownerOf();
    const [theirCrew] = (await call(stranger, 'GET', '')).json().data as { id: number }[];
    const foreign = await assign(a.id, { crewId: theirCrew?.id });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors[0].field).toBe('crewId');
    expect((await assign(a.id, { crewId: theirCrew?.id }, stranger)).statusCode).toBe(404);
    expect((await assign(past.id, { crewId: truck.id })).statusCode).toBe(409);
    expect((await assign(a.id, { crewId: 'x' })).statusCode).toBe(400);
    expect((await assign(a.id, { crewId: truck.id, extra: 1 })).statusCode).toBe(400);
  });

  it('states each crew that may take a job, else why not; a crew that may not is refused (issue 46)', async () => {
    const [first] = await queryRows<{ id: number; company_id: number; service_id: number }>(
      ctx.database.db,
      sql`select c.id, c.company_id, cs.service_id from crews c
           join company_services cs on cs.company_id = c.company_id
           where c.company_id = (select company_id from company_services order by id limit 1) and c.removed_at is null
           order by c.id, cs.id limit 1`,
    );
    if (!first) throw new Error('no crew');
    const token = await ownerOf(first.company_id);
    const add = async (name: string, body: object = {}) => {
      const res = await call(token, 'POST', '', { name: `${name} ${Date.now()}`, ...body });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().data as { id: number; name: string };
    };
    const free = await add('Free');
    const busy = await add('Busy');
    const off = await add('Off');
    // A crew doing another service of the company's only.
    const [other] = await queryRows<{ service_id: number }>(
      ctx.database.db,
      sql`select service_id from company_services where company_id = ${first.company_id} and service_id <> ${first.service_id}
           order by id limit 1`,
    );
    const otherService =
      other?.service_id ?? (first.service_id === ServiceId.Plumbing ? ServiceId.Landscaping : ServiceId.Plumbing);
    if (!other) {
      await ctx.database.db.execute(
        sql`insert into company_services (company_id, service_id, service_call_price_cents)
             values (${first.company_id}, ${otherService}, 0)`,
      );
    }
    const elsewhere = await add('Other work', { serviceIds: [otherService] });
    const [jobService] = await queryRows<{ id: number }>(
      ctx.database.db,
      sql`select id from company_services where company_id = ${first.company_id} and service_id = ${first.service_id}`,
    );
    const job = await createTicket(ctx.database.db, {
      companyServiceId: jobService?.id,
      crewId: first.id,
      holdsSlot: true,
      scheduledAt: new Date('2031-07-08T17:00:00Z'),
    });
    await createTicket(ctx.database.db, {
      companyServiceId: jobService?.id,
      crewId: busy.id,
      holdsSlot: true,
      scheduledAt: new Date('2031-07-08T17:30:00Z'),
    });
    expect(
      (await call(token, 'POST', `/${off.id}/time-off`, { from: '2031-07-08', to: '2031-07-08' })).statusCode,
    ).toBe(201);
    const choices = async (ticketId: number, as = token) =>
      inject({ method: 'GET', url: `/api/company/tickets/${ticketId}/crew-choices`, headers: bearer(as) });
    const res = await choices(job.id);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data as {
      crewId: number;
      changeable: boolean;
      crews: { id: number; canTake: boolean; reason: string | null }[];
    };
    expect(data).toMatchObject({ crewId: first.id, changeable: true });
    const of = (id: number) => data.crews.find((c) => c.id === id);
    expect(of(first.id)).toMatchObject({ canTake: false, reason: null });
    expect(of(free.id)).toMatchObject({ canTake: true, reason: null });
    expect(of(busy.id)).toMatchObject({ canTake: false, reason: 'busy then' });
    expect(of(off.id)).toMatchObject({ canTake: false, reason: 'off that day' });
    expect(of(elsewhere.id)).toMatchObject({ canTake: false, reason: 'does not do this service' });

    const assign = (crewId: number) =>
      inject({
        method: 'PUT',
        url: `/api/company/tickets/${job.id}/crew`,
        headers: bearer(token),
        payload: { crewId },
      });
    for (const refused of [busy, off, elsewhere]) {
      const answer = await assign(refused.id);
      expect(answer.statusCode, refused.name).toBe(409);
    }
    const offAnswer = await assign(off.id);
    expect(offAnswer.json()).toMatchObject({ code: 'crew-cannot-take' });
    expect(offAnswer.json().message).toBe(`${off.name} cannot take this job: off that day. Choose another crew.`);
    expect((await assign(free.id)).statusCode).toBe(200);
    expect((await choices(job.id)).json().data.crewId).toBe(free.id);

    // A past job is not changeable; another company's job is not found.
    const past = await createTicket(ctx.database.db, {
      companyServiceId: jobService?.id,
      crewId: first.id,
      holdsSlot: true,
      scheduledAt: new Date('2020-07-08T17:00:00Z'),
    });
    const pastChoices = (await choices(past.id)).json().data as { changeable: boolean; crews: { canTake: boolean }[] };
    expect(pastChoices.changeable).toBe(false);
    expect(pastChoices.crews.every((c) => !c.canTake)).toBe(true);
    expect((await choices(job.id, await ownerOf())).statusCode).toBe(404);
  });

  it('offers a start only to the crews that do the service, work that time and are not off that day', async () => {
    const [cs] = await queryRows<{ id: number; company_id: number; service_id: number }>(
      ctx.database.db,
      sql`select cs.id, cs.company_id, cs.service_id from company_services cs join companies c on c.id = cs.company_id
           where cs.service_id = ${ServiceId.Landscaping} and cs.active and c.state = 'live' and c.active
           order by cs.id desc limit 1`,
    );
    if (!cs) throw new Error('no bookable company service');
    const token = await ownerOf(cs.company_id);
    const date = '2027-02-09'; // a Tuesday no other test books
    const slots = async () => {
      const res = await inject({
        method: 'POST',
        url: '/api/customer/company-calendar/schedules',
        payload: { CompanyServiceID: cs.id, Date: date, Duration: '01:00:00' },
      });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().data as { id: number; isAvailable: boolean }[]).map((s) => [s.id, s.isAvailable] as const);
    };
    const open = (await slots()).filter(([, free]) => free);
    expect(open.length).toBeGreaterThan(1);
    const crews = (await call(token, 'GET', '')).json().data as { id: number }[];

    // Every crew off that day: nothing is offered.
    const offs: number[] = [];
    for (const crew of crews) {
      const off = await call(token, 'POST', `/${crew.id}/time-off`, { from: date, to: date, reason: 'Training' });
      expect(off.statusCode, off.body).toBe(201);
      offs.push(off.json().data.id);
    }
    expect((await slots()).some(([, free]) => free)).toBe(false);
    // The offers for that day leave the company out; for another day, it is offered.
    const [zip] = await queryRows<{ zip_code: string }>(
      ctx.database.db,
      sql`select zip_code from company_zip_codes where company_id = ${cs.company_id} order by zip_code limit 1`,
    );
    const { form } = await yardForm(inject);
    const offered = async (day?: string) => {
      const res = await inject({
        method: 'POST',
        url: '/api/customer/offer/new',
        payload: {
          zipCode: zip?.zip_code,
          serviceID: ServiceId.Landscaping,
          idFeatures: [form],
          ...(day ? { date: day } : {}),
        },
      });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().data as { companyServiceID: number }[]).some((o) => o.companyServiceID === cs.id);
    };
    expect(await offered()).toBe(true);
    expect(await offered('2027-02-16')).toBe(true);
    expect(await offered(date)).toBe(false);
    const listed = (await call(token, 'GET', `/${crews[0]?.id}/time-off`)).json().data as { from: string }[];
    expect(listed).toContainEqual(expect.objectContaining({ from: date, reason: 'Training' }));

    // A crew for another service only: still nothing.
    const [other] = await queryRows<{ service_id: number }>(
      ctx.database.db,
      sql`select service_id from company_services where company_id = ${cs.company_id} and service_id <> ${cs.service_id} limit 1`,
    );
    const [firstOpen] = open[0] ?? [];
    const extra = await call(token, 'POST', '', {
      name: `Night crew ${Date.now()}`,
      ...(other ? { serviceIds: [other.service_id] } : { scheduleIds: [firstOpen] }),
    });
    expect(extra.statusCode, extra.body).toBe(201);
    const crew = extra.json().data as { id: number };
    if (other) expect((await slots()).some(([, free]) => free)).toBe(false);

    // Doing every service, at one start time only: that start is offered, the others not.
    const hours = await call(token, 'PUT', `/${crew.id}`, {
      name: 'Night crew',
      serviceIds: null,
      scheduleIds: [firstOpen],
    });
    expect(hours.statusCode, hours.body).toBe(200);
    expect(hours.json().data).toMatchObject({ serviceIds: null, scheduleIds: [firstOpen] });
    expect((await slots()).filter(([, free]) => free).map(([id]) => id)).toEqual([firstOpen]);

    // Ids the company does not have are refused, naming the field.
    const badService = await call(token, 'PUT', `/${crew.id}`, { name: 'Night crew', serviceIds: [999999] });
    expect(badService.json().errors?.[0]?.field).toBe('serviceIds');
    const badTime = await call(token, 'PUT', `/${crew.id}`, { name: 'Night crew', scheduleIds: [999999] });
    expect(badTime.json().errors?.[0]?.field).toBe('scheduleIds');
    expect((await call(token, 'POST', `/${crew.id}/time-off`, { from: date, to: '2027-02-08' })).statusCode).toBe(400);

    // Time off over the crew's jobs is refused, naming them.
    const job = await createTicket(ctx.database.db, {
      companyServiceId: cs.id,
      crewId: crew.id,
      holdsSlot: true,
      scheduledAt: new Date('2027-03-02T17:00:00Z'),
    });
    const over = await call(token, 'POST', `/${crew.id}/time-off`, { from: '2027-03-02', to: '2027-03-03' });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toContain(`#${job.id} (`);

    // The days off removed, every start is offered again.
    for (const [i, crewOf] of crews.entries()) {
      expect((await call(token, 'DELETE', `/${crewOf.id}/time-off/${offs[i]}`)).statusCode).toBe(200);
    }
    expect((await call(token, 'DELETE', `/${crews[0]?.id}/time-off/${offs[0]}`)).statusCode).toBe(404);
    expect((await slots()).filter(([, free]) => free).length).toBe(open.length);
    const stranger = await ownerOf();
    expect((await call(stranger, 'GET', `/${crew.id}/time-off`)).statusCode).toBe(404);
  });
});
