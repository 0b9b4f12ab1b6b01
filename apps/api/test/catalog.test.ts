import { PLAN_SERVICE_IDS, ServiceId } from '@upkeep/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { services as servicesTable } from '../src/db/schema.ts';
import { buildTestApp, databaseKinds, type TestContext } from './helpers.ts';

describe.each(databaseKinds())('catalogue on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp(kind);
  });
  afterAll(() => ctx.close());

  it('lists the 12 services with the spec ids', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/customer/services' });
    expect(res.statusCode).toBe(200);
    const services = res.json().data as { id: number; service: string; comingSoon: boolean }[];
    expect(services).toHaveLength(12);
    const byId = new Map(services.map((s) => [s.id, s.service]));
    expect(byId.get(ServiceId.Plumbing)).toBe('Plumbing');
    expect(byId.get(ServiceId.HomeCleaning)).toBe('Home Cleaning');
    expect(byId.get(ServiceId.Landscaping)).toBe('Landscaping');
    expect(byId.get(ServiceId.PoolService)).toBe('Pool Service');
    expect(byId.get(ServiceId.HvacService)).toBe('HVAC Service');
    expect([...byId.keys()].sort((a, b) => a - b)).toEqual(Object.values(ServiceId).sort((a, b) => a - b));
  });

  it('gives each bookable service its principal feature with values', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/customer/services/${ServiceId.Landscaping}` });
    expect(res.statusCode).toBe(200);
    const service = res.json().data;
    expect(service).toMatchObject({ id: 4, service: 'Landscaping', comingSoon: false });
    expect(typeof service.multiServices).toBe('boolean');
    expect(service.serviceUnit).toBeTruthy();
    expect(service.principalServiceFeature.values.length).toBeGreaterThan(0);
  });

  it("states per service whether it allows plans, as the database's flag says (issue 31's, issue 48)", async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/customer/services' });
    const listed = res.json().data as { id: number; plansAllowed: boolean }[];
    const flags = await ctx.app.db
      .select({ id: servicesTable.id, plansAllowed: servicesTable.plansAllowed })
      .from(servicesTable);
    expect(Object.fromEntries(listed.map((s) => [s.id, s.plansAllowed]))).toEqual(
      Object.fromEntries(flags.map((s) => [s.id, s.plansAllowed])),
    );
    // The seed's: regular pool care, yard work, cleaning and pest control; not a plumber's repair.
    expect(
      listed
        .filter((s) => s.plansAllowed)
        .map((s) => s.id)
        .sort(),
    ).toEqual([...PLAN_SERVICE_IDS].sort());

    // The flag is read from the database, not from a list in the code: one service's answer follows its row.
    await ctx.app.db.update(servicesTable).set({ plansAllowed: true }).where(eq(servicesTable.id, ServiceId.Plumbing));
    const plumbing = await ctx.app.inject({ method: 'GET', url: `/api/customer/services/${ServiceId.Plumbing}` });
    expect(plumbing.json().data).toMatchObject({ id: ServiceId.Plumbing, plansAllowed: true });
    await ctx.app.db
      .update(servicesTable)
      .set({ plansAllowed: false })
      .where(eq(servicesTable.id, ServiceId.PoolService));
    const pool = await ctx.app.inject({ method: 'GET', url: `/api/customer/services/${ServiceId.PoolService}` });
    expect(pool.json().data).toMatchObject({ id: ServiceId.PoolService, plansAllowed: false });
  });

  it('answers 404 for an unknown service', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/customer/services/999' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ statusCode: 404, message: 'Service not found', data: null });
  });

  it('lists sub-services: landscaping 7, plumbing 4, HVAC 5', async () => {
    const counts: Record<number, number> = {};
    for (const id of [ServiceId.Landscaping, ServiceId.Plumbing, ServiceId.HvacService]) {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/customer/services/subservices/${id}` });
      expect(res.statusCode).toBe(200);
      counts[id] = res.json().data.length;
    }
    expect(counts).toEqual({ [ServiceId.Landscaping]: 7, [ServiceId.Plumbing]: 4, [ServiceId.HvacService]: 5 });
  });
});
