/**
 * The staff inbox (issue 15): every public form lands in one list with its kind, newest first, filterable by
 * kind, state and assignee, paged; a message shows every field its form took, its notes and replies; staff
 * assign it, change its state, add notes and reply by e-mail through the outbox; new messages are announced to
 * the team's address; a confirmed opt-out suppresses its e-mail and phone at the outbox, even for messages
 * queued before; partner decisions close their message. Every change is in the audit log.
 */
import { required, STAFF_PAGE_SIZE } from '@upkeep/contract';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { enqueue } from '../src/modules/messages/notifications/outbox.ts';
import { companyMember, liveCompany, signedInCustomer, signedInStaff, unique } from './factories.ts';
import { buildTestApp, databaseKinds, type TestContext } from './helpers.ts';
import { bearer, clientAddresses } from './sign-in.ts';

interface Item {
  id: number;
  kind: string;
  name: string;
  email: string;
  phone: string | null;
  message: string;
  subject: string;
  state: string;
  assignedTo: { id: number; name: string } | null;
  createdAt: string;
}

interface Detail extends Item {
  fields: { label: string; value: string }[];
  entries: { id: number; type: string; body: string; staffName: string; createdAt: string }[];
  confirmedAt: string | null;
}

interface Pages {
  pageNumber: number;
  pageSize: number;
  totalCount: number;
  totalPages: number;
}

describe.each(databaseKinds())('staff inbox on %s', (kind) => {
  let ctx: TestContext;
  let staff: string;
  let staffEmail: string;
  let admin: string;
  let adminEmail: string;
  let staffId: number;
  let adminId: number;
  // Each form posted moves the clock a second on, so "newest first" never depends on the machine's speed.
  let skewMs = 0;
  const nextAddress = clientAddresses(91);

  beforeAll(async () => {
    ctx = await buildTestApp(kind, { now: () => new Date(Date.now() + skewMs) });
    ({ token: staff, email: staffEmail } = await signedInStaff(ctx.app, ctx.database.db));
    ({ token: admin, email: adminEmail } = await signedInStaff(ctx.app, ctx.database.db, 'admin'));
    staffId = await staffIdOf(staffEmail);
    adminId = await staffIdOf(adminEmail);
  });
  afterAll(() => ctx.close());

  const inject = (options: InjectOptions) => ctx.app.inject({ remoteAddress: nextAddress(), ...options });
  const rows = <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) =>
    queryRows<T>(ctx.database.db, query);

  async function staffIdOf(email: string): Promise<number> {
    const [row] = await rows<{ id: number }>(sql`select id from staff_users where email = ${email}`);
    return required(row, email).id;
  }

  const call = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object, token = staff) =>
    inject({ method, url: `/api${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });

  async function list(query = '', token = staff): Promise<{ data: Item[]; pages: Pages }> {
    const res = await call('GET', `/staff/inbox${query}`, undefined, token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  }

  async function detail(kindOf: string, id: number): Promise<Detail> {
    const res = await call('GET', `/staff/inbox/${kindOf}/${id}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  }

  /** Posts a public form as anyone may, and answers the new message's id. */
  async function post(url: string, payload: object): Promise<number> {
    skewMs += 1000;
    const res = await inject({ method: 'POST', url: `/api${url}`, payload });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data.id;
  }

  const postContact = (email = `ann-${unique()}@example.com`) =>
    post('/customer/contact', { Name: 'Ann Contact', Email: email, Phone: '7025550102', Message: 'Hello UpKeep' });
  const postLead = (email = `lead-${unique()}@example.com`) =>
    post('/customer/leads', {
      name: 'Lou Lead',
      email,
      phoneNumber: '7025550103',
      wishedService: 'Irrigation repair',
      origin: 'landscaping-las-vegas',
      isExclusiveLead: true,
    });
  const postPartner = (email = `partner-${unique()}@example.com`) =>
    post('/customer/contact/partner', {
      CompanyName: `Mesa Sprinkler ${unique()}`,
      Email: email,
      Phone: '7025550104',
      Services: 'Sprinkler repair, drip irrigation',
      IsInsured: true,
      IsLicensed: false,
      City: 'Henderson',
      State: 'NV',
      ZIPCode: '89052',
    });
  const postOptOut = (email = `optout-${unique()}@example.com`, phoneNumber = '(702) 555-0105') =>
    post('/customer/optout-request', {
      companyName: 'Desert Bloom LLC',
      name: 'Olive Owner',
      phoneNumber,
      email,
      message: 'Please stop contacting us.',
    });
  async function postCompanyLead(email = `question-${unique()}@example.com`) {
    const { companyServiceId } = await liveCompany(ctx.database.db, { zipCode: '89102' });
    const [target] = await rows<{ id: number; company: string; service: string }>(
      sql`select cs.id, c.name as company, s.name as service
            from company_services cs join companies c on c.id = cs.company_id join services s on s.id = cs.service_id
           where cs.id = ${companyServiceId}`,
    );
    const cs = required(target, 'an offered company service');
    const id = await post('/customer/leads/service', {
      name: 'Quinn Question',
      email,
      phoneNumber: '7025550106',
      zipCode: '89102',
      message: 'Do you also trim palms?',
      companyServiceID: cs.id,
    });
    return { id, company: cs.company, service: cs.service };
  }

  const auditRows = (target: string) =>
    rows<{ action: string; staff_email: string; before: unknown; after: unknown }>(
      sql`select action, staff_email, before, after from staff_audit_log where target = ${target} order by id`,
    );

  const outboxTo = (recipient: string) =>
    rows<{ id: number; channel: string; subject: string; body: string; status: string }>(
      sql`select id, channel, subject, body, status from notification_outbox where recipient = ${recipient} order by id`,
    );

  /** Runs outbox delivery until nothing is due (suppressed messages are claimed and dropped on the way). */
  async function deliverAll() {
    for (let round = 0; round < 50; round++) {
      if ((await ctx.app.outbox.runOnce()) === 0) return;
    }
  }

  describe('the list', () => {
    it('shows each public form with its kind, newest first across kinds, new and unassigned', async () => {
      const contactEmail = `ann-${unique()}@example.com`;
      const leadEmail = `lead-${unique()}@example.com`;
      const partnerEmail = `partner-${unique()}@example.com`;
      const optOutEmail = `optout-${unique()}@example.com`;
      const questionEmail = `question-${unique()}@example.com`;
      const contact = await postContact(contactEmail);
      const lead = await postLead(leadEmail);
      const companyLead = await postCompanyLead(questionEmail);
      const partner = await postPartner(partnerEmail);
      const optOut = await postOptOut(optOutEmail);

      const { data } = await list();
      const mine = data.filter((i) =>
        [contactEmail, leadEmail, partnerEmail, optOutEmail, questionEmail].includes(i.email),
      );
      expect(mine.map((i) => [i.kind, i.id])).toEqual([
        ['optout', optOut],
        ['partner', partner],
        ['company-lead', companyLead.id],
        ['lead', lead],
        ['contact', contact],
      ]);
      for (const item of mine) {
        expect(item.state).toBe('new');
        expect(item.assignedTo).toBeNull();
        expect(Number.isNaN(Date.parse(item.createdAt))).toBe(false);
      }
      const byKind = Object.fromEntries(mine.map((i) => [i.kind, i]));
      expect(byKind.contact).toMatchObject({ name: 'Ann Contact', message: 'Hello UpKeep', phone: '7025550102' });
      expect(byKind.lead?.message).toContain('Irrigation repair');
      expect(byKind.lead?.message).toContain('landscaping-las-vegas');
      expect(byKind['company-lead']?.subject).toContain(companyLead.company);
      expect(byKind['company-lead']?.subject).toContain(companyLead.service);
      expect(byKind['company-lead']?.message).toBe('Do you also trim palms?');
      expect(byKind.partner?.message).toContain('Sprinkler repair, drip irrigation');
      expect(byKind.partner?.message).toContain('Henderson');
      expect(byKind.optout).toMatchObject({ name: 'Olive Owner', message: 'Please stop contacting us.' });
      // The list is newest first as a whole, too.
      const times = data.map((i) => Date.parse(i.createdAt));
      expect(times).toEqual([...times].sort((a, b) => b - a));
    });

    it('announces every new message to the team, with the link to it in the console', async () => {
      const ids = {
        contact: await postContact(),
        lead: await postLead(),
        'company-lead': (await postCompanyLead()).id,
        optout: await postOptOut(),
        partner: await postPartner(),
      };
      const mails = await outboxTo('team@upkeep.test');
      for (const [k, id] of Object.entries(ids)) {
        const link = `${ctx.app.config.publicUrl.replace(/\/+$/, '')}/staff/inbox/${k}/${id}`;
        const announced = mails.filter((m) => m.body.includes(link));
        expect(announced, k).toHaveLength(1);
        expect(announced[0]?.subject).toMatch(/^New .+ from /);
      }
      // The address is a setting.
      await ctx.database.db.execute(sql`update settings set value = '"ops@example.com"' where key = 'team_email'`);
      try {
        const id = await postContact();
        const [mail] = await outboxTo('ops@example.com');
        expect(mail?.body).toContain(`/staff/inbox/contact/${id}`);
        expect(mail?.subject).toBe('New contact message from Ann Contact');
      } finally {
        await ctx.database.db.execute(sql`update settings set value = '"team@upkeep.test"' where key = 'team_email'`);
      }
    });

    it('answers the public forms as before', async () => {
      const res = await inject({
        method: 'POST',
        url: '/api/customer/contact',
        payload: { Name: 'Ann', Email: 'ann@example.com', Phone: '7025550102', Message: 'Hi' },
      });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({
        statusCode: 201,
        message: 'We will review your message!',
        data: { id: expect.any(Number) },
      });
    });

    it('filters by kind, state and assignee', async () => {
      const optOut = await postOptOut();
      const contact = await postContact();
      const byKind = await list('?Kind=optout');
      expect(byKind.data.length).toBeGreaterThan(0);
      expect(byKind.data.every((i) => i.kind === 'optout')).toBe(true);
      expect(byKind.data.some((i) => i.id === optOut)).toBe(true);

      expect((await call('PUT', `/staff/inbox/contact/${contact}`, { state: 'in_progress' })).statusCode).toBe(200);
      const inProgress = await list('?State=in_progress');
      expect(inProgress.data.every((i) => i.state === 'in_progress')).toBe(true);
      expect(inProgress.data.some((i) => i.kind === 'contact' && i.id === contact)).toBe(true);
      const fresh = await list('?State=new&Kind=contact');
      expect(fresh.data.some((i) => i.id === contact)).toBe(false);
      expect(fresh.data.every((i) => i.state === 'new' && i.kind === 'contact')).toBe(true);

      expect((await call('PUT', `/staff/inbox/optout/${optOut}`, { assignedTo: staffId })).statusCode).toBe(200);
      const mine = await list('?Assigned=me');
      expect(mine.data.map((i) => [i.kind, i.id])).toContainEqual(['optout', optOut]);
      expect(mine.data.every((i) => i.assignedTo?.id === staffId)).toBe(true);
      // The same filter is someone else's list for the admin.
      expect((await list('?Assigned=me', admin)).data.some((i) => i.id === optOut && i.kind === 'optout')).toBe(false);
      expect((await list(`?Assigned=${staffId}`, admin)).data.map((i) => [i.kind, i.id])).toContainEqual([
        'optout',
        optOut,
      ]);
      const unassigned = await list('?Assigned=unassigned');
      expect(unassigned.data.every((i) => i.assignedTo === null)).toBe(true);
      expect(unassigned.data.some((i) => i.kind === 'optout' && i.id === optOut)).toBe(false);
      expect(unassigned.data.some((i) => i.kind === 'contact' && i.id === contact)).toBe(true);
      // Blank filters are no filters.
      expect((await list('?Kind=&State=&Assigned=')).pages.totalCount).toBe((await list()).pages.totalCount);
      expect((await call('GET', '/staff/inbox?Kind=fax')).statusCode).toBe(400);
      expect((await call('GET', '/staff/inbox?Assigned=someone')).statusCode).toBe(400);
    });

    it('pages the list, STAFF_PAGE_SIZE at a time, with the pages in the envelope', async () => {
      // Old messages, so they come after every message the other tests post.
      await ctx.database.db.execute(
        sql`insert into contact_messages (name, email, phone, message, created_at)
            select 'Old ' || n, 'old-' || n || '@example.com', '7025550100', 'An old message',
                   timestamptz '2020-01-01T00:00:00Z' + n * interval '1 minute'
              from generate_series(1, ${STAFF_PAGE_SIZE + 10}) n`,
      );
      const first = await list('?Kind=contact');
      const total = first.pages.totalCount;
      expect(total).toBeGreaterThanOrEqual(STAFF_PAGE_SIZE + 10);
      expect(first.data).toHaveLength(STAFF_PAGE_SIZE);
      expect(first.pages).toEqual({
        pageNumber: 1,
        pageSize: STAFF_PAGE_SIZE,
        totalCount: total,
        totalPages: Math.ceil(total / STAFF_PAGE_SIZE),
      });
      const second = await list('?Kind=contact&Page=2');
      expect(second.pages.pageNumber).toBe(2);
      expect(second.data).toHaveLength(total - STAFF_PAGE_SIZE);
      expect(second.data.at(-1)?.email).toBe('old-1@example.com');
      const seen = new Set([...first.data, ...second.data].map((i) => i.id));
      expect(seen.size).toBe(total);
      const beyond = await list('?Kind=contact&Page=3');
      expect(beyond.data).toEqual([]);
      expect(beyond.pages.totalCount).toBe(total);
    });

    it('shows a partner request already decided, or an opt-out already confirmed, as done', async () => {
      const [partner] = await rows<{ id: number }>(
        sql`insert into partner_requests (company_name, email, phone, services, is_insured, is_licensed, city, state,
                                          zip_code, status, decline_reason, decided_at)
            values ('Decided Co', 'decided@example.com', '7025550107', 'Pools', true, true, 'Las Vegas', 'NV',
                    '89102', 'declined', 'Outside our area', now())
            returning id`,
      );
      const [optOut] = await rows<{ id: number }>(
        sql`insert into optout_requests (company_name, name, phone_number, email, message, confirmed_at)
            values ('Quiet Co', 'Quincy', '7025550108', 'quiet@example.com', 'Stop', now()) returning id`,
      );
      expect((await detail('partner', required(partner, 'partner').id)).state).toBe('done');
      expect((await detail('optout', required(optOut, 'opt-out').id)).state).toBe('done');
    });
  });

  describe('one message', () => {
    it('shows every field its form took', async () => {
      const partnerEmail = `partner-${unique()}@example.com`;
      const partner = await detail('partner', await postPartner(partnerEmail));
      const fieldsOf = (d: Detail) => Object.fromEntries(d.fields.map((f) => [f.label, f.value]));
      expect(fieldsOf(partner)).toMatchObject({
        'E-mail': partnerEmail,
        Phone: '7025550104',
        Services: 'Sprinkler repair, drip irrigation',
        City: 'Henderson',
        State: 'NV',
        'ZIP code': '89052',
        Insured: 'Yes',
        Licensed: 'No',
      });
      expect(partner).toMatchObject({ kind: 'partner', entries: [], confirmedAt: null, state: 'new' });

      const lead = await detail('lead', await postLead());
      expect(fieldsOf(lead)).toMatchObject({
        Name: 'Lou Lead',
        Phone: '7025550103',
        'Wished service': 'Irrigation repair',
        Origin: 'landscaping-las-vegas',
        'Exclusive lead': 'Yes',
      });

      const question = await postCompanyLead();
      const companyLead = await detail('company-lead', question.id);
      expect(fieldsOf(companyLead)).toMatchObject({
        Company: question.company,
        Service: question.service,
        'ZIP code': '89102',
        Message: 'Do you also trim palms?',
      });

      const optOut = await detail('optout', await postOptOut());
      expect(fieldsOf(optOut)).toMatchObject({ Company: 'Desert Bloom LLC', Name: 'Olive Owner' });

      const contact = await detail('contact', await postContact());
      expect(fieldsOf(contact)).toMatchObject({ Name: 'Ann Contact', Message: 'Hello UpKeep' });
    });

    it('answers 404 for an unknown id and 400 for an unknown kind, on every call', async () => {
      const unknown = '/staff/inbox/contact/999999';
      expect((await call('GET', unknown)).statusCode).toBe(404);
      expect((await call('PUT', unknown, { state: 'done' })).statusCode).toBe(404);
      expect((await call('POST', `${unknown}/notes`, { message: 'x' })).statusCode).toBe(404);
      expect((await call('POST', `${unknown}/reply`, { message: 'x' })).statusCode).toBe(404);
      expect((await call('POST', '/staff/inbox/optout/999999/confirm')).statusCode).toBe(404);
      const res = await call('GET', '/staff/inbox/fax/1');
      expect(res.statusCode).toBe(400);
      expect(res.json().data).toBeNull();
      expect((await call('GET', '/staff/inbox/contact/abc')).statusCode).toBe(400);
      expect((await call('PUT', '/staff/inbox/fax/1', { state: 'done' })).statusCode).toBe(400);
    });

    it('is assigned to me, to another staff member or to nobody, and changes state, each change audited', async () => {
      const id = await postContact();
      const target = `inbox:contact:${id}`;
      const url = `/staff/inbox/contact/${id}`;

      const toMe = await call('PUT', url, { assignedTo: staffId });
      expect(toMe.statusCode, toMe.body).toBe(200);
      expect(toMe.json().data.assignedTo).toEqual({ id: staffId, name: expect.any(String) });

      const toAdmin = await call('PUT', url, { assignedTo: adminId, state: 'in_progress' });
      expect(toAdmin.json().data).toMatchObject({ assignedTo: { id: adminId }, state: 'in_progress' });

      const unknown = await call('PUT', url, { assignedTo: 999999 });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().message).toContain('assignedTo');
      expect(unknown.json().errors).toEqual([{ field: 'assignedTo', message: expect.any(String) }]);

      const nobody = await call('PUT', url, { assignedTo: null, state: 'done' });
      expect(nobody.json().data).toMatchObject({ assignedTo: null, state: 'done' });
      expect((await detail('contact', id)).state).toBe('done');

      expect((await call('PUT', url, { state: 'closed' })).statusCode).toBe(400);

      const audit = await auditRows(target);
      expect(audit).toEqual([
        {
          action: 'inbox.update',
          staff_email: staffEmail,
          before: { state: 'new', assignedTo: null },
          after: { state: 'new', assignedTo: staffId },
        },
        {
          action: 'inbox.update',
          staff_email: staffEmail,
          before: { state: 'new', assignedTo: staffId },
          after: { state: 'in_progress', assignedTo: adminId },
        },
        {
          action: 'inbox.update',
          staff_email: staffEmail,
          before: { state: 'in_progress', assignedTo: adminId },
          after: { state: 'done', assignedTo: null },
        },
      ]);
    });

    it('keeps an internal note, never sent, audited', async () => {
      const email = `noted-${unique()}@example.com`;
      const id = await postLead(email);
      const res = await call('POST', `/staff/inbox/lead/${id}/notes`, { message: 'Called back, no answer.' }, admin);
      expect(res.statusCode, res.body).toBe(201);
      const noteId = res.json().data.id;
      expect(noteId).toEqual(expect.any(Number));
      const item = await detail('lead', id);
      expect(item.entries).toEqual([
        {
          id: noteId,
          type: 'note',
          body: 'Called back, no answer.',
          staffName: expect.any(String),
          createdAt: expect.any(String),
        },
      ]);
      expect(item.state).toBe('new');
      expect(await outboxTo(email)).toEqual([]);
      expect((await call('POST', `/staff/inbox/lead/${id}/notes`, { message: '   ' })).statusCode).toBe(400);
      const audit = await auditRows(`inbox:lead:${id}`);
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({ action: 'inbox.note', staff_email: adminEmail });
    });

    it('mails a reply to the sender through the outbox, keeps it with the message and moves a new message on', async () => {
      const email = `reply-${unique()}@example.com`;
      const id = await postContact(email);
      await call('POST', `/staff/inbox/contact/${id}/notes`, { message: 'A first, internal note.' });
      const res = await call('POST', `/staff/inbox/contact/${id}/reply`, {
        message: 'Thanks for writing.\nWe will call you tomorrow.',
      });
      expect(res.statusCode, res.body).toBe(200);
      const replyId = res.json().data.id;

      const mails = await outboxTo(email);
      expect(mails).toHaveLength(1);
      const mail = required(mails[0], 'the reply');
      expect(mail.channel).toBe('email');
      expect(mail.subject).toBe('Re: your message to UpKeep');
      expect(mail.body).toContain('Hello Ann Contact');
      expect(mail.body).toContain('Thanks for writing.\nWe will call you tomorrow.');
      expect(mail.body).toContain('UpKeep Support');

      const item = await detail('contact', id);
      expect(item.state).toBe('in_progress');
      expect(item.entries.map((e) => [e.type, e.body])).toEqual([
        ['note', 'A first, internal note.'],
        ['reply', 'Thanks for writing.\nWe will call you tomorrow.'],
      ]);
      const [entry] = await rows<{ outbox_id: number }>(sql`select outbox_id from inbox_entries where id = ${replyId}`);
      expect(entry?.outbox_id).toBe(mail.id);

      // A message done stays done when answered again.
      await call('PUT', `/staff/inbox/contact/${id}`, { state: 'done' });
      expect((await call('POST', `/staff/inbox/contact/${id}/reply`, { message: 'One more thing.' })).statusCode).toBe(
        200,
      );
      expect((await detail('contact', id)).state).toBe('done');

      const actions = (await auditRows(`inbox:contact:${id}`)).map((a) => a.action);
      expect(actions).toEqual(['inbox.note', 'inbox.reply', 'inbox.update', 'inbox.reply']);
      const [reply] = (await auditRows(`inbox:contact:${id}`)).filter((a) => a.action === 'inbox.reply');
      expect(reply).toMatchObject({ before: { state: 'new' }, after: { state: 'in_progress', outboxId: mail.id } });
    });
  });

  describe('opt-outs', () => {
    it('once confirmed, suppress its e-mail and phone at the outbox, even for messages queued before', async () => {
      const email = `Opt.Out-${unique()}@Example.com`;
      const lower = email.toLowerCase();
      const id = await postOptOut(email, '(702) 555-0199');
      const db = ctx.database.db;
      const now = ctx.app.now();
      const queued = [
        await enqueue(
          ctx.app.jobs,
          db,
          { channel: 'email', recipient: lower, subject: 'Before', body: 'Queued before' },
          now,
        ),
        await enqueue(
          ctx.app.jobs,
          db,
          { channel: 'email', recipient: email, subject: 'Before', body: 'Other case' },
          now,
        ),
        await enqueue(
          ctx.app.jobs,
          db,
          { channel: 'sms', recipient: '+17025550199', body: 'A text queued before' },
          now,
        ),
      ];
      const other = await enqueue(
        ctx.app.jobs,
        db,
        { channel: 'email', recipient: 'someone-else@example.com', body: 'Hi' },
        now,
      );

      const res = await call('POST', `/staff/inbox/optout/${id}/confirm`);
      expect(res.statusCode, res.body).toBe(200);
      const { confirmedAt, suppressed } = res.json().data;
      expect(Number.isNaN(Date.parse(confirmedAt))).toBe(false);
      expect(suppressed).toEqual([
        { channel: 'email', recipient: lower },
        { channel: 'sms', recipient: '+17025550199' },
      ]);
      const after = [
        await enqueue(
          ctx.app.jobs,
          db,
          { channel: 'email', recipient: lower, subject: 'After', body: 'Queued after' },
          now,
        ),
        await enqueue(
          ctx.app.jobs,
          db,
          { channel: 'sms', recipient: '+17025550199', body: 'A text queued after' },
          now,
        ),
      ];

      await deliverAll();
      const statuses = await rows<{ id: number; status: string }>(
        sql`select id, status from notification_outbox where id in ${sql.raw(`(${[...queued, ...after, other].join(',')})`)}
            order by id`,
      );
      expect(Object.fromEntries(statuses.map((r) => [r.id, r.status]))).toEqual({
        ...Object.fromEntries([...queued, ...after].map((q) => [q, 'suppressed'])),
        [other]: 'sent',
      });

      const item = await detail('optout', id);
      expect(item.confirmedAt).toBe(confirmedAt);
      expect(item.state).toBe('done');
      const kept = await rows<{ channel: string; recipient: string; optout_request_id: number }>(
        sql`select channel, recipient, optout_request_id from contact_suppressions where optout_request_id = ${id}
             order by channel`,
      );
      expect(kept).toEqual([
        { channel: 'email', recipient: lower, optout_request_id: id },
        { channel: 'sms', recipient: '+17025550199', optout_request_id: id },
      ]);
      const [request] = await rows<{ confirmed_by: number }>(
        sql`select confirmed_by from optout_requests where id = ${id}`,
      );
      expect(request?.confirmed_by).toBe(staffId);

      // Once only.
      const again = await call('POST', `/staff/inbox/optout/${id}/confirm`);
      expect(again.statusCode).toBe(409);
      // Nobody replies to the address any more, whichever message it wrote.
      const reply = await call('POST', `/staff/inbox/optout/${id}/reply`, { message: 'Done.' });
      expect(reply.statusCode).toBe(409);
      expect(reply.json().message).toMatch(/opt-out/i);
      const contact = await postContact(lower.toUpperCase());
      expect((await call('POST', `/staff/inbox/contact/${contact}/reply`, { message: 'Hi' })).statusCode).toBe(409);

      const audit = await auditRows(`optout:${id}`);
      expect(audit).toEqual([
        {
          action: 'optout.confirm',
          staff_email: staffEmail,
          before: { confirmedAt: null },
          after: { confirmedAt, suppressed },
        },
      ]);
    });

    it('suppresses only the e-mail when the phone is not a North American number', async () => {
      const email = `abroad-${unique()}@example.com`;
      const id = await postOptOut(email, '1234567');
      const res = await call('POST', `/staff/inbox/optout/${id}/confirm`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.suppressed).toEqual([{ channel: 'email', recipient: email }]);
    });

    it('can be answered before it is confirmed', async () => {
      const email = `polite-${unique()}@example.com`;
      const id = await postOptOut(email);
      expect((await call('POST', `/staff/inbox/optout/${id}/reply`, { message: 'We will.' })).statusCode).toBe(200);
      expect((await outboxTo(email)).map((m) => m.subject)).toEqual(['Re: your opt-out request to UpKeep']);
    });
  });

  describe('partner requests', () => {
    it('approved or declined: audited, and their message is done', async () => {
      const approved = await postPartner();
      const declined = await postPartner();
      const approve = await call('POST', `/staff/partner-requests/${approved}/approve`, {});
      expect(approve.statusCode, approve.body).toBe(200);
      const decline = await call('POST', `/staff/partner-requests/${declined}/decline`, {
        reason: 'We have enough sprinkler companies in Henderson.',
      });
      expect(decline.statusCode, decline.body).toBe(200);

      expect((await detail('partner', approved)).state).toBe('done');
      expect((await detail('partner', declined)).state).toBe('done');
      const [approval] = await auditRows(`partner:${approved}`);
      expect(approval).toMatchObject({
        action: 'partner.approve',
        staff_email: staffEmail,
        before: { status: 'new' },
        after: { status: 'approved', companyId: approve.json().data.companyId },
      });
      const [refusal] = await auditRows(`partner:${declined}`);
      expect(refusal).toMatchObject({
        action: 'partner.decline',
        before: { status: 'new' },
        after: { status: 'declined', reason: 'We have enough sprinkler companies in Henderson.' },
      });
    });
  });

  describe('who may', () => {
    it('refuses company and customer tokens, and no token, on every inbox call', async () => {
      const id = await postOptOut();
      const tokens = [
        (await companyMember(ctx.app, ctx.database.db)).token,
        (await signedInCustomer(ctx.app, ctx.database.db)).token,
      ];
      const calls: [method: 'GET' | 'PUT' | 'POST', url: string, payload?: object][] = [
        ['GET', '/staff/inbox'],
        ['GET', `/staff/inbox/optout/${id}`],
        ['PUT', `/staff/inbox/optout/${id}`, { state: 'done' }],
        ['POST', `/staff/inbox/optout/${id}/notes`, { message: 'x' }],
        ['POST', `/staff/inbox/optout/${id}/reply`, { message: 'x' }],
        ['POST', `/staff/inbox/optout/${id}/confirm`],
      ];
      for (const [method, url, payload] of calls) {
        for (const token of tokens) {
          const res = await call(method, url, payload, token);
          expect(res.statusCode, `${method} ${url}`).toBe(401);
        }
        const anonymous = await inject({ method, url: `/api${url}`, ...(payload ? { payload } : {}) });
        expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
      }
      expect((await detail('optout', id)).state).toBe('new');
      expect(await auditRows(`optout:${id}`)).toEqual([]);
    });
  });
});
