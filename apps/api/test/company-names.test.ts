/**
 * Names that cannot pass for another company's (issue 24): a name is compared with the others through its key
 * (companyNameKey), so a look-alike of a taken name (Cyrillic letters, a zero-width space, a double space, a
 * trailing dot, another case) is refused with 409 like the exact name, on the profile and on a partner
 * request's approval; a live company's rename waits for UpKeep's approval while customers see the old name;
 * staff approve or decline it (audited, the company told by e-mail); the start fills in missing keys.
 */
import { type Offer, required, ServiceId } from '@upkeep/contract';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { companyNameKey } from '../src/lib/company-name-key.ts';
import { fillCompanyNameKeys } from '../src/modules/companies/renames/backfill.ts';
import {
  companyMember,
  createCompany,
  createCompanyUser,
  liveCompany,
  signedInStaff,
  unique,
  yardForm,
} from './factories.ts';
import { TEST_NOW } from './fixed-time.ts';
import { buildTestApp, databaseKinds, type TestContext } from './helpers.ts';
import { bearer, clientAddresses, signInCompanyUser } from './sign-in.ts';

const nextAddress = clientAddresses(224);
const ZIP = '89102';
/** The name of the live company the test makes (a demo company's name would rest the test on the demo). */
const TAKEN = 'Copper Rock Yard Works';

/** The look-alikes of a taken name ("Red Rock Yard Works" there). */
const LOOK_ALIKES: [string, string][] = [
  ['Cyrillic о and а', 'Copper R\u043eck Y\u0430rd Works'],
  ['a zero-width space', 'Copper Rock\u200b Yard Works'],
  ['a double space', 'Copper Rock  Yard Works'],
  ['a trailing dot', 'Copper Rock Yard Works.'],
  ['another case', 'copper rock YARD works'],
  ['all at once', 'COPPER R\u043eck\u200b  Y\u0430rd works.'],
];

describe.each(databaseKinds())('company names on %s', (kind) => {
  let ctx: TestContext;
  let staff: string;
  let form: number[];
  const inject = (options: InjectOptions) => ctx.app.inject({ remoteAddress: nextAddress(), ...options });
  const as = (token: string, options: InjectOptions) =>
    inject({ ...options, headers: { ...bearer(token), ...options.headers } });
  const rows = <R extends Record<string, unknown>>(query: ReturnType<typeof sql>) =>
    queryRows<R>(ctx.database.db, query);
  const companyRow = async (id: number) =>
    required(
      (
        await rows<{ name: string; name_key: string | null; pending_name: string | null; slug: string }>(
          sql`select name, name_key, pending_name, slug from companies where id = ${id}`,
        )
      )[0],
      `company ${id}`,
    );

  const profileBody = (name: string) => ({
    name,
    description: 'Yard care in the valley.',
    tags: ['Landscaping'],
    phoneNumber: '7025550142',
    email: 'office@example.com',
    address: '4820 W Sahara Ave',
    city: 'Las Vegas',
    zipCode: ZIP,
    isInsured: true,
    isLicensed: true,
  });
  const saveProfile = (token: string, name: string) =>
    as(token, { method: 'PUT', url: '/api/company/profile', payload: profileBody(name) });

  /** A company user signed in, of a new company in this state. */
  const companyUser = async (state: 'setting_up' | 'live') => {
    const company = await createCompany(ctx.database.db, {
      state,
      liveAt: state === 'live' ? new Date('2026-01-05T18:00:00Z') : null,
    });
    const user = await createCompanyUser(ctx.database.db, { companyId: company.id });
    return {
      companyId: company.id,
      email: user.email,
      token: await signInCompanyUser(inject, user.email, user.password),
    };
  };

  const partnerRequest = async (companyName: string): Promise<number> => {
    const res = await inject({
      method: 'POST',
      url: '/api/customer/contact/partner',
      payload: {
        CompanyName: companyName,
        Email: `names-${unique()}@example.com`,
        Phone: '(702) 555-0123',
        Services: 'Yard care',
        IsInsured: true,
        IsLicensed: true,
        City: 'Las Vegas',
        State: 'NV',
        ZIPCode: ZIP,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data.id;
  };
  const approve = (id: number) =>
    as(staff, { method: 'POST', url: `/api/staff/partner-requests/${id}/approve`, payload: {} });
  const requestStatus = async (id: number) =>
    required((await rows<{ status: string }>(sql`select status from partner_requests where id = ${id}`))[0], 'request')
      .status;

  const offerNames = async () => {
    const res = await inject({
      method: 'POST',
      url: '/api/customer/offer/new',
      payload: { zipCode: ZIP, serviceID: ServiceId.Landscaping, idFeatures: [form] },
    });
    expect(res.statusCode, res.body).toBe(200);
    return new Map((res.json().data as Offer[]).map((o) => [o.companyID, o.companyName]));
  };
  const renames = async () => {
    const res = await as(staff, { method: 'GET', url: '/api/staff/company-renames' });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { companyId: number; name: string; pendingName: string }[];
  };
  const outboxTo = (recipient: string) =>
    rows<{ subject: string; body: string }>(
      sql`select subject, body from notification_outbox where recipient = ${recipient} order by id`,
    );
  const auditOf = (target: string) =>
    rows<{ action: string; before: unknown; after: unknown }>(
      sql`select action, before, after from staff_audit_log where target = ${target} order by id`,
    );

  /** A live company of the test's own offered in ZIP, with its owner (to whom the decisions are mailed). */
  let live: { companyId: number; name: string; mailTo: string; token: string };

  beforeAll(async () => {
    ctx = await buildTestApp(kind, { now: () => new Date(TEST_NOW) });
    staff = (await signedInStaff(inject, ctx.database.db)).token;
    form = (await yardForm(inject)).form;
    await liveCompany(ctx.database.db, { zipCode: ZIP, company: { name: TAKEN } });
    const { company, companyId } = await liveCompany(ctx.database.db, { zipCode: ZIP });
    const owner = await companyMember(inject, ctx.database.db, { companyId });
    live = { companyId, name: company.name, mailTo: owner.email, token: owner.token };
  });
  afterAll(() => ctx.close());

  it('fills every company’s name key, and the taken name is a company’s', async () => {
    const [missing] = await rows<{ n: number }>(sql`select count(*)::int as n from companies where name_key is null`);
    expect(missing?.n).toBe(0);
    const [holder] = await rows<{ name_key: string }>(sql`select name_key from companies where name = ${TAKEN}`);
    expect(holder?.name_key).toBe(companyNameKey(TAKEN));
  });

  describe('a company setting up', () => {
    it.each(LOOK_ALIKES)(
      'is refused a look-alike of a taken name (%s) with 409, like the exact name',
      async (_, name) => {
        const { token, companyId } = await companyUser('setting_up');
        const before = await companyRow(companyId);
        for (const attempt of [TAKEN, name]) {
          const res = await saveProfile(token, attempt);
          expect(res.statusCode, res.body).toBe(409);
          expect(res.json().message).toBe(
            `A company named "${attempt.trim()}" is already on UpKeep. Please choose another name.`,
          );
          expect(res.json().code).toBe('company-name-taken');
        }
        expect((await companyRow(companyId)).name).toBe(before.name);
      },
    );

    it('renames at once to a free name, its key and address following', async () => {
      const { token, companyId } = await companyUser('setting_up');
      const name = `Sunrise Yards ${unique()}`;
      const res = await saveProfile(token, name);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({ name, pendingName: null });
      const row = await companyRow(companyId);
      expect(row).toMatchObject({ name, name_key: companyNameKey(name), pending_name: null });
      expect(row.slug).toBe(name.toLowerCase().replace(/[^a-z0-9]+/g, '-'));
    });

    it('refuses a name of nothing visible with 400 naming the field', async () => {
      const { token } = await companyUser('setting_up');
      const res = await saveProfile(token, '\u200b\u200b.');
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errors[0].field).toBe('name');
    });
  });

  describe('approving a partner request', () => {
    it.each(LOOK_ALIKES)(
      'answers 409 for a look-alike of a taken name (%s); the request stays new',
      async (_, name) => {
        const id = await partnerRequest(name);
        const res = await approve(id);
        expect(res.statusCode, res.body).toBe(409);
        expect(res.json().message).toBe(`A company named "${name.trim()}" already exists on UpKeep.`);
        expect(res.json().code).toBe('company-name-taken');
        expect(await requestStatus(id)).toBe('new');
      },
    );

    it('creates the company with its key; of two look-alike requests approved at once, one is refused', async () => {
      const name = `Mesa Verde Lawns ${unique()}`;
      const first = await partnerRequest(name);
      const twin = await partnerRequest(name.replace('e', '\u0435').toUpperCase());
      const answers = await Promise.all([approve(first), approve(twin)]);
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const created = required(answers.find((r) => r.statusCode === 200)?.json().data.companyId, 'the company');
      expect((await companyRow(created)).name_key).toBe(companyNameKey(name));
    });
  });

  describe('a live company', () => {
    it('is refused a look-alike of another company’s name with 409, nothing waiting', async () => {
      const res = await saveProfile(live.token, 'RED R\u043eCK YARD WORKS');
      expect(res.statusCode, res.body).toBe(409);
      expect((await companyRow(live.companyId)).pending_name).toBeNull();
    });

    it('renames only once UpKeep approves: customers see the old name until then', async () => {
      const newName = `Canyon Shade Gardens ${unique()}`;
      const res = await saveProfile(live.token, newName);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().message).toMatch(/approval/);
      expect(res.json().data).toMatchObject({ name: live.name, pendingName: newName });
      const profile = await as(live.token, { method: 'GET', url: '/api/company/profile' });
      expect(profile.json().data).toMatchObject({ name: live.name, pendingName: newName });
      expect((await offerNames()).get(live.companyId)).toBe(live.name);

      // Saving the profile again with the name asked for keeps the rename waiting.
      expect((await saveProfile(live.token, newName)).statusCode).toBe(200);
      expect((await renames()).filter((r) => r.companyId === live.companyId)).toEqual([
        expect.objectContaining({ companyId: live.companyId, name: live.name, pendingName: newName }),
      ]);

      // The rename waiting holds its name: another company cannot take a look-alike of it.
      const other = await companyUser('setting_up');
      const lookAlike = await saveProfile(other.token, `${newName.toUpperCase()}.`);
      expect(lookAlike.statusCode, lookAlike.body).toBe(409);
      const request = await approve(await partnerRequest(newName.replace('a', '\u0430')));
      expect(request.statusCode, request.body).toBe(409);

      const approved = await as(staff, {
        method: 'POST',
        url: `/api/staff/companies/${live.companyId}/rename/approve`,
        payload: {},
      });
      expect(approved.statusCode, approved.body).toBe(200);
      expect(approved.json().data.name).toBe(newName);
      expect((await offerNames()).get(live.companyId)).toBe(newName);
      expect(await companyRow(live.companyId)).toMatchObject({
        name: newName,
        name_key: companyNameKey(newName),
        pending_name: null,
      });
      expect((await renames()).some((r) => r.companyId === live.companyId)).toBe(false);
      expect(await auditOf(`company:${live.companyId}`)).toContainEqual({
        action: 'company.rename.approve',
        before: { name: live.name, pendingName: newName },
        after: { name: newName },
      });
      const mails = await outboxTo(live.mailTo);
      expect(mails.at(-1)?.subject).toBe(`Your company is now called ${newName} on UpKeep`);
      // Approved once: nothing is waiting any more.
      const again = await as(staff, {
        method: 'POST',
        url: `/api/staff/companies/${live.companyId}/rename/approve`,
        payload: {},
      });
      expect(again.statusCode).toBe(409);
      live.name = newName;
    });

    it('keeps its name when UpKeep declines, the reason mailed', async () => {
      const asked = `Joshua Tree Yard Care ${unique()}`;
      expect((await saveProfile(live.token, asked)).statusCode).toBe(200);
      const decline = (payload: Record<string, string>) =>
        as(staff, { method: 'POST', url: `/api/staff/companies/${live.companyId}/rename/decline`, payload });
      const noReason = await decline({});
      expect(noReason.statusCode).toBe(400);
      expect(noReason.json().errors[0].field).toBe('reason');

      const reason = 'The new name belongs to a franchise you are not part of.';
      const res = await decline({ reason });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.name).toBe(live.name);
      expect(await companyRow(live.companyId)).toMatchObject({ name: live.name, pending_name: null });
      expect((await offerNames()).get(live.companyId)).toBe(live.name);
      const profile = (await as(live.token, { method: 'GET', url: '/api/company/profile' })).json().data;
      expect(profile.pendingName).toBeNull();
      expect(await auditOf(`company:${live.companyId}`)).toContainEqual({
        action: 'company.rename.decline',
        before: { name: live.name, pendingName: asked },
        after: { name: live.name, reason },
      });
      const mail = (await outboxTo(live.mailTo)).at(-1);
      expect(mail?.subject).toBe(`UpKeep declined the new name ${asked}`);
      expect(mail?.body).toContain(reason);
      expect((await decline({ reason })).statusCode).toBe(409);
    });

    it('withdraws a rename waiting when its current name is sent back', async () => {
      expect((await saveProfile(live.token, `Palo Verde Yards ${unique()}`)).statusCode).toBe(200);
      const res = await saveProfile(live.token, live.name);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.pendingName).toBeNull();
      expect((await companyRow(live.companyId)).pending_name).toBeNull();
    });

    it('answers 404 for a company that does not exist', async () => {
      const res = await as(staff, { method: 'POST', url: '/api/staff/companies/999999/rename/approve', payload: {} });
      expect(res.statusCode).toBe(404);
    });
  });

  describe('the start', () => {
    it('fills in missing keys; of two look-alikes the older keeps the key, the younger is warned of', async () => {
      const db = ctx.database.db;
      const stem = `Silver State Lawns ${unique()}`;
      const older = await createCompany(db, { name: stem, createdAt: new Date('2024-01-01T00:00:00Z'), nameKey: null });
      const younger = await createCompany(db, {
        name: `${stem.replace('S', '\u0405')}.`,
        createdAt: new Date('2025-01-01T00:00:00Z'),
        nameKey: null,
      });
      const alone = await createCompany(db, { name: `Lone Mountain Lawns ${unique()}`, nameKey: null });
      const warn = vi.fn();
      const first = await fillCompanyNameKeys(db, warn);
      expect(first).toEqual({ filled: 2, clashes: [younger.id] });
      expect((await companyRow(older.id)).name_key).toBe(companyNameKey(stem));
      expect((await companyRow(alone.id)).name_key).toBe(companyNameKey(alone.name));
      expect((await companyRow(younger.id)).name_key).toBeNull();
      expect(warn).toHaveBeenCalledTimes(1);
      expect(warn.mock.calls[0]?.[1]).toMatchObject({ companyId: younger.id, olderCompanyId: older.id });

      // Again: nothing more to fill, the same warning, no failure.
      const second = await fillCompanyNameKeys(db, warn);
      expect(second).toEqual({ filled: 0, clashes: [younger.id] });
    });
  });
});
