import { CHECKOUT_HOLD_MINUTES, required, SETTING_KEYS, SETTING_SCHEMAS, type SettingKey } from '@upkeep/contract';
/**
 * The seed against a real (in-memory PGlite) database: the catalogue the specs fix, coverage and price
 * lists complete enough for every search, demo tickets in every status with coherent money and
 * history, idempotence and determinism.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ServiceId, SubServiceId } from '../../../../../packages/contract/src/catalog-ids.ts';
import { BLOG_ARTICLE_SLUGS, LANDING_AREAS } from '../../../../../packages/contract/src/routes.ts';
import { openPgliteAt } from '../../../test/helpers.ts';
import { type DatabaseHandle, queryRows } from '../client.ts';
import {
  DEMO_CUSTOMER,
  type PasswordHasher,
  SECOND_CUSTOMER,
  seedDemo,
  seedReference,
  verifyScryptPassword,
} from './index.ts';
import { RESCHEDULE_DEMO_COMPANY } from './tickets.ts';
import { addDays, localDateOf, valleyTimeToUtc } from './time.ts';

const NOW = new Date('2026-06-15T17:00:00Z');
const FEATURED = [
  ServiceId.Plumbing,
  ServiceId.HomeCleaning,
  ServiceId.Landscaping,
  ServiceId.PoolService,
  ServiceId.HvacService,
];
const TABLES = [
  'services',
  'sub_services',
  'features',
  'feature_values',
  'feature_value_dependencies',
  'zip_codes',
  'user_types',
  'ticket_statuses',
  'status_flow',
  'settings',
  'blogs',
  'blog_sections',
  'companies',
  'company_zip_codes',
  'company_services',
  'company_service_sub_services',
  'price_list_items',
  'company_schedules',
  'discount_codes',
  'customers',
  'tickets',
  'ticket_services',
  'ticket_history',
  'open_charges',
  'payments',
  'reviews',
];

async function counts(handle: DatabaseHandle): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const table of TABLES) {
    const [row] = await queryRows<{ n: number }>(handle.db, sql.raw(`select count(*)::int as n from ${table}`));
    out[table] = required(row, `the count of ${table}`).n;
  }
  return out;
}

/** Everything the demo consists of, except password hashes (salted), as comparable JSON. */
async function snapshot(handle: DatabaseHandle): Promise<string> {
  const parts: unknown[] = [];
  for (const table of TABLES) {
    const rows = await queryRows(handle.db, sql.raw(`select * from ${table}`));
    const clean = rows.map((r) => {
      const { password_hash: _hash, ...rest } = r as Record<string, unknown>;
      return JSON.stringify(rest);
    });
    parts.push(table, clean.sort());
  }
  return JSON.stringify(parts);
}

async function seededDatabase(
  options: { hashPassword?: PasswordHasher; beforeDemo?: (handle: DatabaseHandle) => Promise<void> } = {},
): Promise<{ handle: DatabaseHandle; ms: number }> {
  // A new PGlite, migrated: opened from the dump of one the global setup migrated (a new one takes seconds to
  // initialise and migrate; the seed, this file's subject, starts from there).
  const handle = await openPgliteAt('migrated');
  const started = performance.now();
  await seedReference(handle.db);
  await options.beforeDemo?.(handle);
  await seedDemo(handle.db, { now: NOW, hashPassword: options.hashPassword });
  return { handle, ms: performance.now() - started };
}

describe('seed', () => {
  let handle: DatabaseHandle;
  let firstCounts: Record<string, number>;
  const rows = <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) => queryRows<T>(handle.db, query);

  beforeAll(async () => {
    const seeded = await seededDatabase();
    handle = seeded.handle;
    console.log(`seed time (reference + demo, PGlite in memory): ${Math.round(seeded.ms)} ms`);
    firstCounts = await counts(handle);
  }, 60_000);
  afterAll(() => handle.close());

  it('is idempotent: seeding again changes nothing', async () => {
    const before = await snapshot(handle);
    await seedReference(handle.db);
    await seedDemo(handle.db, { now: new Date('2030-01-01T00:00:00Z') });
    expect(await counts(handle)).toEqual(firstCounts);
    expect(await snapshot(handle)).toBe(before);
  });

  // One second database for both (seeding one is most of this file's time): the snapshot leaves the hashes out.
  it('is deterministic: a second database seeded at the same instant holds the same data, hashed by the hasher it is given', async () => {
    let staffSecondFactorRequired: unknown;
    const other = await seededDatabase({
      hashPassword: async (plain) => `test$${plain.length}`,
      beforeDemo: async ({ db }) => {
        const [setting] = await queryRows<{ value: unknown }>(
          db,
          sql`select value from settings where key = 'staff_second_factor_required'`,
        );
        staffSecondFactorRequired = setting?.value;
      },
    });
    try {
      // Without the demo, a second factor is required of UpKeep's staff (production's default).
      expect(staffSecondFactorRequired).toBe(true);
      expect(await snapshot(other.handle)).toBe(await snapshot(handle));
      const hashes = await queryRows<{ password_hash: string }>(
        other.handle.db,
        sql`select password_hash from customers`,
      );
      expect(hashes.map((h) => h.password_hash)).toEqual(['test$15', 'test$15']);
    } finally {
      await other.handle.close();
    }
  }, 60_000);

  it('has the 12 services with the spec ids, three of them coming soon', async () => {
    const services = await rows<{ id: number; name: string; slug: string; coming_soon: boolean; image: string }>(
      sql`select id, name, slug, coming_soon, image from services order by id`,
    );
    expect(services.map((s) => s.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 15]);
    const byId = new Map(services.map((s) => [s.id, s]));
    expect(byId.get(ServiceId.Plumbing)?.name).toBe('Plumbing');
    expect(byId.get(ServiceId.HomeCleaning)?.name).toBe('Home Cleaning');
    expect(byId.get(ServiceId.Landscaping)?.name).toBe('Landscaping');
    expect(byId.get(ServiceId.PoolService)?.name).toBe('Pool Service');
    expect(byId.get(ServiceId.HvacService)?.name).toBe('HVAC Service');
    expect(services.filter((s) => s.coming_soon).map((s) => s.id)).toEqual([3, 6, 7]);
    for (const s of services) expect(s.image).toBe(`/images/services/${s.slug}.svg`);
  });

  it('has sub-services 7 / 4 / 5 with the shared ids, and 2 to 4 for the other bookable services', async () => {
    const subs = await rows<{ id: number; service_id: number; slug: string }>(
      sql`select id, service_id, slug from sub_services order by id`,
    );
    const of = (serviceId: number) => subs.filter((s) => s.service_id === serviceId).map((s) => s.id);
    expect(of(ServiceId.Landscaping)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(of(ServiceId.Plumbing)).toEqual([8, 9, 10, 11]);
    expect(of(ServiceId.HvacService)).toEqual([12, 13, 14, 15, 16]);
    expect(subs.find((s) => s.id === SubServiceId.PlumbingRepairs)?.slug).toBe('plumbing-repairs');
    expect(subs.find((s) => s.id === SubServiceId.HvacRepairs)?.slug).toBe('hvac-repairs');
    for (const serviceId of [ServiceId.HomeCleaning, 5, 8, 9, 10, 11]) {
      expect(of(serviceId).length).toBeGreaterThanOrEqual(2);
      expect(of(serviceId).length).toBeLessThanOrEqual(4);
      expect(Math.min(...of(serviceId))).toBeGreaterThanOrEqual(17);
    }
    for (const serviceId of [3, 6, 7]) expect(of(serviceId)).toEqual([]);
  });

  it('gives every bookable service a full questionnaire', async () => {
    const bookable = await rows<{ id: number }>(sql`select id from services where not coming_soon`);
    for (const { id } of bookable) {
      const features = await rows<{ id: number; sort_order: number; is_principal: boolean; is_add_on: boolean }>(
        sql`select id, sort_order, is_principal, is_add_on from features where service_id = ${id} order by sort_order`,
      );
      expect(features.length, `service ${id}`).toBeGreaterThanOrEqual(3);
      expect(features.length, `service ${id}`).toBeLessThanOrEqual(5);
      expect(features.map((f) => f.sort_order)).toEqual(features.map((_, i) => i + 1));
      expect(features[0]?.is_principal, `service ${id} principal first`).toBe(true);
      expect(features.filter((f) => f.is_principal)).toHaveLength(1);
      const addOns = features.filter((f) => f.is_add_on);
      expect(addOns.length, `service ${id} add-on`).toBeGreaterThanOrEqual(1);
      for (const addOn of addOns) {
        const values = await rows<{ value: string }>(
          sql`select value from feature_values where feature_id = ${addOn.id} order by sort_order`,
        );
        expect(values.map((v) => v.value)).toEqual(['Yes', 'No']);
      }
      const [calls] = await rows<{ n: number }>(
        sql`select count(*)::int as n from feature_values v join features f on f.id = v.feature_id
            where f.service_id = ${id} and v.is_service_call`,
      );
      expect(calls?.n, `service ${id} service call`).toBeGreaterThanOrEqual(1);
      // Principal values map to this service's sub-services, and every sub-service is reachable.
      const principal = await rows<{
        sub_service_id: number | null;
        is_service_call: boolean;
        sub_service: number | null;
      }>(
        sql`select v.sub_service_id, v.is_service_call, s.service_id as sub_service
            from feature_values v left join sub_services s on s.id = v.sub_service_id
            where v.feature_id = ${features[0]?.id}`,
      );
      const subs = await rows<{ id: number }>(sql`select id from sub_services where service_id = ${id}`);
      for (const v of principal.filter((p) => !p.is_service_call)) expect(v.sub_service).toBe(id);
      expect(new Set(principal.map((p) => p.sub_service_id).filter((s) => s !== null))).toEqual(
        new Set(subs.map((s) => s.id)),
      );
    }
  });

  it('has disclaimers and next-value dependencies that stay within a service and point one question ahead', async () => {
    const [d] = await rows<{ questions: number; values: number }>(
      sql`select (select count(*)::int from features where disclaimers is not null) as questions,
                 (select count(*)::int from feature_values where disclaimer is not null) as values`,
    );
    expect(d?.questions).toBeGreaterThan(0);
    expect(d?.values).toBeGreaterThan(0);
    const bad = await rows(
      sql`select 1 from feature_value_dependencies d
          join feature_values a on a.id = d.value_id join features fa on fa.id = a.feature_id
          join feature_values b on b.id = d.next_value_id join features fb on fb.id = b.feature_id
          where fa.service_id <> fb.service_id or fb.sort_order <> fa.sort_order + 1`,
    );
    expect(bad).toEqual([]);
    const [deps] = await rows<{ n: number }>(sql`select count(*)::int as n from feature_value_dependencies`);
    expect(deps?.n).toBeGreaterThan(0);
  });

  it('covers the landing areas and leaves known zips outside the valley unserviced', async () => {
    const zips = await rows<{ code: string; community: string; is_serviced: boolean }>(
      sql`select code, community, is_serviced from zip_codes`,
    );
    for (const area of LANDING_AREAS) {
      expect(
        zips.some((z) => z.community === area.name && z.is_serviced),
        area.name,
      ).toBe(true);
    }
    for (const code of ['89048', '89027', '89029']) {
      expect(zips.find((z) => z.code === code)?.is_serviced).toBe(false);
    }
    expect(zips.filter((z) => z.is_serviced).length).toBeGreaterThanOrEqual(50);
  });

  it('has at least 40 companies, each offering 1 to 3 services, with logos and valley addresses', async () => {
    const companies = await rows<{
      id: number;
      slug: string;
      logo: string;
      phone_number: string;
      email: string;
      n: number;
      serviced: boolean;
    }>(
      sql`select c.id, c.slug, c.logo, c.phone_number, c.email, z.is_serviced as serviced,
                 (select count(*)::int from company_services cs where cs.company_id = c.id) as n
          from companies c join zip_codes z on z.code = c.zip_code`,
    );
    expect(companies.length).toBeGreaterThanOrEqual(40);
    for (const c of companies) {
      expect(c.n).toBeGreaterThanOrEqual(1);
      expect(c.n).toBeLessThanOrEqual(3);
      expect(c.logo).toBe(`/images/companies/${c.slug}.svg`);
      expect(c.phone_number).toMatch(/^(702|725)\d{7}$/);
      expect(c.email).toMatch(/^[a-z0-9]+@example\.com$/);
      expect(c.serviced).toBe(true);
    }
    expect(new Set(companies.map((c) => c.email)).size).toBe(companies.length);
  });

  it('has at least 3 active companies for each featured service in every Las Vegas and Henderson zip', async () => {
    const gaps = await rows<{ code: string; service_id: number; n: number }>(
      sql`select z.code, s.id as service_id,
                 (select count(distinct c.id)::int from companies c
                    join company_services cs on cs.company_id = c.id and cs.service_id = s.id and cs.active
                    join company_zip_codes cz on cz.company_id = c.id and cz.zip_code = z.code
                  where c.active) as n
          from zip_codes z cross join services s
          where z.is_serviced and z.city in ('Las Vegas', 'Henderson') and s.id in (${sql.join(FEATURED, sql`, `)})`,
    );
    expect(gaps.length).toBeGreaterThan(5 * 40);
    expect(gaps.filter((g) => g.n < 3)).toEqual([]);
    // Every bookable service has companies; every serviced zip has some company for it.
    const empty = await rows(
      sql`select z.code, s.id from zip_codes z cross join services s
          where z.is_serviced and not s.coming_soon and not exists (
            select 1 from company_services cs join companies c on c.id = cs.company_id and c.active
            join company_zip_codes cz on cz.company_id = c.id and cz.zip_code = z.code where cs.service_id = s.id)`,
    );
    expect(empty).toEqual([]);
  });

  it('prices every questionnaire value for every company service', async () => {
    const missing = await rows(
      sql`select cs.id, v.id from company_services cs
          join features f on f.service_id = cs.service_id join feature_values v on v.feature_id = f.id
          left join price_list_items p on p.company_service_id = cs.id and p.feature_value_id = v.id
          where p.company_service_id is null`,
    );
    expect(missing).toEqual([]);
    const foreign = await rows(
      sql`select 1 from price_list_items p join company_services cs on cs.id = p.company_service_id
          join feature_values v on v.id = p.feature_value_id join features f on f.id = v.feature_id
          where f.service_id <> cs.service_id`,
    );
    expect(foreign).toEqual([]);
    const freeButShouldNot = await rows(
      sql`select 1 from price_list_items p join feature_values v on v.id = p.feature_value_id
          join features f on f.id = v.feature_id
          where (v.is_service_call or (f.is_add_on and v.value = 'No')) and p.price_cents <> 0`,
    );
    expect(freeButShouldNot).toEqual([]);
    // Prices differ between companies.
    const [spread] = await rows<{ n: number }>(
      sql`select count(distinct p.price_cents)::int as n from price_list_items p
          join feature_values v on v.id = p.feature_value_id where v.value = 'AC tune-up'`,
    );
    expect(spread?.n).toBeGreaterThan(3);
    // Every company service offers sub-services of its own service, and has a calendar.
    const badSubs = await rows(
      sql`select 1 from company_service_sub_services x join company_services cs on cs.id = x.company_service_id
          join sub_services s on s.id = x.sub_service_id where s.service_id <> cs.service_id`,
    );
    expect(badSubs).toEqual([]);
    const noCalendar = await rows(
      sql`select c.id from companies c where not exists (select 1 from company_schedules s where s.company_id = c.id)`,
    );
    expect(noCalendar).toEqual([]);
  });

  it('has statuses with a coherent lifecycle and flow', async () => {
    const statuses = await rows<{ status: string; holds_slot: boolean; reviewable: boolean; is_final: boolean }>(
      sql`select status, holds_slot, reviewable, is_final from ticket_statuses`,
    );
    const completed = required(
      statuses.find((s) => s.status === 'Completed'),
      'the Completed status',
    );
    expect(completed).toMatchObject({ reviewable: true, is_final: true, holds_slot: false });
    expect(statuses.find((s) => s.status === 'Cancelled')).toMatchObject({ is_final: true, holds_slot: false });
    const flow = await rows<{ action: string; from_status: string; to_status: string }>(
      sql`select f.action, a.status as from_status, b.status as to_status from status_flow f
          join ticket_statuses a on a.id = f.from_status_id join ticket_statuses b on b.id = f.to_status_id
          where f.user_type_id = 1`,
    );
    expect(flow).toContainEqual({ action: 'Cancel Service', from_status: 'Pending', to_status: 'Cancelled' });
    expect(flow).toContainEqual({ action: 'Mark as Completed', from_status: 'In Progress', to_status: 'Completed' });
    const finalOut = await rows(
      // The one way out of a final status: the System revives a never-confirmed checkout paid late (0009).
      sql`select 1 from status_flow f join ticket_statuses s on s.id = f.from_status_id
           where s.is_final and not (f.user_type_id = 5 and f.from_status_id = 5 and f.to_status_id = 1)`,
    );
    expect(finalOut).toEqual([]);
    const settings = await rows<{ key: string; value: unknown; description: string }>(
      sql`select key, value, description from settings order by key`,
    );
    // Every key the staff console edits (the contract's SETTING_SCHEMAS), each valid by its own schema.
    expect(settings.map((s) => s.key)).toEqual([...SETTING_KEYS].sort());
    for (const setting of settings) {
      expect(SETTING_SCHEMAS[setting.key as SettingKey].safeParse(setting.value).success, setting.key).toBe(true);
      expect(setting.description.length, setting.key).toBeGreaterThan(20);
    }
    expect(settings.map(({ key, value }) => ({ key, value }))).toEqual([
      { key: 'auto_complete_days', value: 3 },
      { key: 'checkout_hold_minutes', value: CHECKOUT_HOLD_MINUTES },
      { key: 'marketplace_commission_percent', value: 15 },
      { key: 'move_approval', value: { withinHours: 24, askedWithinHours: 48 } },
      { key: 'request_expiry_hours', value: 2 },
      { key: 'reschedule_policy', value: { freeHoursBefore: 48, feeCents: 2500 } },
      // The demo's staff sign in with their password alone (README); seedReference's default, production's, is on.
      { key: 'staff_second_factor_required', value: false },
      { key: 'start_window_hours', value: 2 },
      { key: 'team_email', value: 'team@upkeep.test' },
      { key: 'ticket_fee_cents', value: 499 },
    ]);
  });

  it('gives the demo customer a ticket in every status, and Sam tickets of his own', async () => {
    const [missing] = await rows<{ n: number }>(
      sql`select count(*)::int as n from ticket_statuses s where not exists (
            select 1 from tickets t join customers c on c.id = t.customer_id
            where t.status_id = s.id and c.email = ${DEMO_CUSTOMER.email})`,
    );
    expect(missing?.n).toBe(0);
    const perCustomer = await rows<{ email: string; n: number }>(
      sql`select c.email, count(t.id)::int as n from customers c left join tickets t on t.customer_id = c.id
          group by c.email order by c.email`,
    );
    const dana = perCustomer.find((c) => c.email === DEMO_CUSTOMER.email)?.n;
    expect(dana).toBeGreaterThanOrEqual(12);
    expect(dana).toBeLessThanOrEqual(15);
    const sam = perCustomer.find((c) => c.email === SECOND_CUSTOMER.email)?.n;
    expect(sam).toBeGreaterThanOrEqual(1);
    expect(sam).toBeLessThanOrEqual(2);
  });

  it('keeps demo tickets coherent: money, lines, slots, history, company and zip', async () => {
    const tickets = await rows<{
      id: number;
      status: string;
      price_cents: number;
      fee_cents: number;
      discount_cents: number;
      total_cents: number;
      paid_cents: number;
      is_estimate: boolean;
      lines: number;
      holds_slot: boolean;
      status_holds: boolean;
      slot_ok: boolean;
      scheduled_at: Date;
      company_ok: boolean;
      zip_ok: boolean;
      schedule_ok: boolean;
      last_status: number;
      status_id: number;
      booking_paid: number;
    }>(
      sql`select t.id, s.status, t.price_cents, t.fee_cents, t.discount_cents, t.total_cents, t.paid_cents, t.is_estimate,
                 t.holds_slot, s.holds_slot as status_holds, t.status_id, t.scheduled_at,
                 (select coalesce(sum(price_cents), 0)::int from ticket_services x where x.ticket_id = t.id) as lines,
                 lower(t.slot) = t.scheduled_at and upper(t.slot) = t.scheduled_at + make_interval(mins => t.duration_minutes) as slot_ok,
                 cs.company_id = t.company_id as company_ok,
                 exists (select 1 from company_zip_codes cz where cz.company_id = t.company_id and cz.zip_code = t.zip_code) as zip_ok,
                 exists (select 1 from company_schedules sc where sc.id = t.schedule_id and sc.company_id = t.company_id
                         and sc.day_of_week = extract(dow from t.scheduled_at at time zone 'America/Los_Angeles')
                         and sc.start_time = (t.scheduled_at at time zone 'America/Los_Angeles')::time) as schedule_ok,
                 (select h.status_id from ticket_history h where h.ticket_id = t.id order by h.created_at desc, h.id desc limit 1) as last_status,
                 (select coalesce(sum(p.amount_cents), 0)::int from payments p where p.ticket_id = t.id and p.purpose = 'booking'
                    and p.status = 'succeeded' and p.provider = 'sandbox' and p.provider_intent_id like 'pi_demo_%') as booking_paid
          from tickets t join ticket_statuses s on s.id = t.status_id join company_services cs on cs.id = t.company_service_id
          order by t.id`,
    );
    for (const t of tickets) {
      const label = `ticket ${t.id} (${t.status})`;
      expect(t.total_cents, label).toBe(t.price_cents + t.fee_cents - t.discount_cents);
      expect(t.lines, label).toBe(t.price_cents);
      expect(t.paid_cents, label).toBe(t.is_estimate ? 0 : t.total_cents);
      expect(t.booking_paid, label).toBe(t.paid_cents);
      if (t.is_estimate) expect(t.total_cents, label).toBe(0);
      expect(t.holds_slot, label).toBe(t.status_holds);
      expect(t.slot_ok && t.company_ok && t.zip_ok && t.schedule_ok, label).toBe(true);
      expect(t.last_status, label).toBe(t.status_id);
      if (t.status === 'Completed') expect(new Date(t.scheduled_at) < NOW, label).toBe(true);
      if (t.status === 'Scheduled' || t.status === 'Pending') expect(new Date(t.scheduled_at) > NOW, label).toBe(true);
    }
    const future = await rows(
      sql`select 1 from ticket_history h join tickets t on t.id = h.ticket_id
          where h.created_at > ${NOW.toISOString()}::timestamptz or h.created_at < t.created_at`,
    );
    expect(future).toEqual([]);
    const overlapping = await rows(
      sql`select 1 from tickets a join tickets b on a.company_id = b.company_id and a.id < b.id and a.slot && b.slot`,
    );
    expect(overlapping).toEqual([]);
    expect(tickets.some((t) => t.discount_cents > 0)).toBe(true);
  });

  it('gives Dana a ticket the reschedule journey can move within 48 hours at any hour of any day', async () => {
    const HOUR = 3_600_000;
    const [ticket] = await rows<{ scheduled_at: Date }>(
      sql`select t.scheduled_at from tickets t join companies co on co.id = t.company_id
          join customers c on c.id = t.customer_id join ticket_statuses s on s.id = t.status_id
          where co.slug = ${RESCHEDULE_DEMO_COMPANY} and c.email = ${DEMO_CUSTOMER.email} and s.status = 'Scheduled'`,
    );
    // Free to move: more than 48 hours ahead.
    expect(new Date(required(ticket, 'the ticket').scheduled_at).getTime() - NOW.getTime()).toBeGreaterThan(48 * HOUR);
    const entries = await rows<{ day_of_week: number; start_time: string }>(
      sql`select cs.day_of_week, cs.start_time from company_schedules cs join companies co on co.id = cs.company_id
          where co.slug = ${RESCHEDULE_DEMO_COMPANY} and co.active and cs.active`,
    );
    // Every half hour of a plain week and of the weeks around both daylight-saving changes: a start of the
    // company's calendar more than 1 and less than 46 hours ahead, on one of the next three valley dates.
    const misses: string[] = [];
    for (const weekStart of ['2026-06-13T07:00:00Z', '2026-03-06T08:00:00Z', '2026-10-30T07:00:00Z']) {
      for (let step = 0; step < 8 * 48; step++) {
        const now = new Date(Date.parse(weekStart) + (step * HOUR) / 2);
        const today = localDateOf(now);
        const found = [0, 1, 2].some((d) => {
          const date = addDays(today, d);
          return entries.some((e) => {
            if (e.day_of_week !== date.getUTCDay()) return false;
            const ahead = valleyTimeToUtc(date, e.start_time).getTime() - now.getTime();
            return ahead > HOUR && ahead < 46 * HOUR;
          });
        });
        if (!found) misses.push(now.toISOString());
      }
    }
    expect(misses).toEqual([]);
  });

  it('has pending and paid open charges, payments for them, and reviewed and unreviewed completed tickets', async () => {
    const charges = await rows<{ status: string; paid: number }>(
      sql`select o.status, (select count(*)::int from payments p where p.open_charge_id = o.id and p.purpose = 'open_charge') as paid
          from open_charges o`,
    );
    expect(charges.some((c) => c.status === 'pending' && c.paid === 0)).toBe(true);
    expect(charges.some((c) => c.status === 'paid' && c.paid === 1)).toBe(true);
    const completed = await rows<{ reviewed: boolean }>(
      sql`select exists (select 1 from reviews r where r.ticket_id = t.id) as reviewed
          from tickets t join ticket_statuses s on s.id = t.status_id join customers c on c.id = t.customer_id
          where s.status = 'Completed' and c.email = ${DEMO_CUSTOMER.email}`,
    );
    expect(completed.some((c) => c.reviewed)).toBe(true);
    expect(completed.some((c) => !c.reviewed)).toBe(true);
  });

  it('has 60+ public reviews spread over companies, with differing averages', async () => {
    const reviews = await rows<{
      company_id: number;
      company_score: number;
      upkeep_score: number;
      upkeep_comment: string;
      created_at: Date;
      user_name: string;
    }>(
      sql`select company_id, company_score, upkeep_score, upkeep_comment, created_at, user_name from reviews
          where is_public and ticket_id is null`,
    );
    expect(reviews.length).toBeGreaterThanOrEqual(60);
    const [active] = await rows<{ n: number }>(sql`select count(*)::int as n from companies where active`);
    expect(new Set(reviews.map((r) => r.company_id)).size).toBeGreaterThanOrEqual(
      required(active, 'the active companies').n,
    );
    expect(reviews.some((r) => r.upkeep_comment.length > 90)).toBe(true);
    expect(reviews.some((r) => r.company_score === 3)).toBe(true);
    expect(reviews.filter((r) => r.company_score >= 4).length).toBeGreaterThan(reviews.length * 0.7);
    const oldest = NOW.getTime() - 548 * 86_400_000;
    for (const r of reviews) {
      expect(new Date(r.created_at).getTime()).toBeGreaterThan(oldest);
      expect(new Date(r.created_at).getTime()).toBeLessThan(NOW.getTime());
      expect(r.user_name).toMatch(/^[A-Z][a-z]+ [A-Z]\.$/);
    }
    const averages = await rows<{ avg: string }>(
      sql`select round(avg(company_score), 1)::text as avg from reviews group by company_id`,
    );
    expect(new Set(averages.map((a) => a.avg)).size).toBeGreaterThan(3);
  });

  it('has discount codes of each kind', async () => {
    const codes = await rows<{
      code: string;
      amount_cents: number | null;
      percentage: number | null;
      service_id: number | null;
      expired: boolean;
    }>(
      sql`select code, amount_cents, percentage::float8 as percentage, service_id,
                 expiration_date < ${NOW.toISOString().slice(0, 10)}::date as expired from discount_codes`,
    );
    const byCode = new Map(codes.map((c) => [c.code, c]));
    expect(byCode.get('WELCOME15')).toMatchObject({ percentage: 0.15, amount_cents: null, expired: false });
    expect(byCode.get('SAVE20')).toMatchObject({ amount_cents: 2000, percentage: null, expired: false });
    expect(byCode.get('SUMMER2024')).toMatchObject({ expired: true });
    expect(byCode.get('POOL10')).toMatchObject({ service_id: ServiceId.PoolService, expired: false });
  });

  it('has the nine blog articles with sections', async () => {
    const blogs = await rows<{ slug: string; brief: string; image_url: string; sections: number; year: number }>(
      sql`select b.slug, b.brief, b.image_url, extract(year from b.created_at)::int as year,
                 (select count(*)::int from blog_sections s where s.blog_id = b.id) as sections
          from blogs b order by b.created_at`,
    );
    expect(blogs.map((b) => b.slug)).toEqual([...BLOG_ARTICLE_SLUGS]);
    for (const b of blogs) {
      expect(b.sections, b.slug).toBeGreaterThanOrEqual(3);
      expect(b.sections, b.slug).toBeLessThanOrEqual(6);
      expect(b.brief.length, b.slug).toBeGreaterThanOrEqual(250);
      expect(b.brief.length, b.slug).toBeLessThanOrEqual(400);
      expect(b.image_url).toBe(`/images/blog/${b.slug}.svg`);
      expect([2025, 2026]).toContain(b.year);
    }
  });

  it('stores the demo passwords as scrypt hashes of the demo password', async () => {
    const customers = await rows<{ email: string; password_hash: string }>(
      sql`select email, password_hash from customers order by email`,
    );
    expect(customers.map((c) => c.email)).toEqual([DEMO_CUSTOMER.email, SECOND_CUSTOMER.email]);
    for (const c of customers) {
      expect(c.password_hash).toMatch(/^scrypt\$N=16384,r=8,p=1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
      expect(await verifyScryptPassword(DEMO_CUSTOMER.password, c.password_hash)).toBe(true);
      expect(await verifyScryptPassword('wrong password', c.password_hash)).toBe(false);
    }
  });
});
