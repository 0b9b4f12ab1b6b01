/**
 * Quotes through the API (decision 0039, slice 1): the company writes a draft on an estimate request, replaces it,
 * sends it (checked, the fee frozen, the customer told), revises it (the customer reads the sent revision until the
 * next is sent) and lists its quotes by status; the customer reads the live revision (viewed once) and declines it (the
 * company told). Strangers, other companies and crew members are refused; the sweep expires quotes and reminds the
 * company once.
 */
import { addDays, type CompanyQuote, type CustomerQuote, QUOTE_REMINDER_DAYS, valleyToday } from '@upkeep/contract';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { depsOf } from '../src/lib/deps.ts';
import { ticketFeeCents } from '../src/modules/operations/settings/settings.ts';
import { TicketStatusId as T } from '../src/modules/tickets/lifecycle/statuses.ts';
import { sweepQuotes } from '../src/modules/tickets/quotes/sweep.ts';
import { companyMember, estimateBooking, signedInCustomer } from './factories.ts';
import { TEST_NOW } from './fixed-time.ts';
import { buildTestApp, databaseKinds, type TestContext } from './helpers.ts';
import { bearer, clientAddresses } from './sign-in.ts';

const nextAddress = clientAddresses(131);
const DAY = 24 * 3600_000;
const TODAY = valleyToday(TEST_NOW);

/** Two options: a repair ($120 + $85, a $35 add-on) and new sod ($250 + $120). */
const body = (overrides: Record<string, unknown> = {}) => ({
  options: [
    {
      title: 'Lawn repair',
      durationMinutes: 120,
      lines: [
        { description: 'Mulch, per yard', quantity: 3, unitPrice: 40 },
        { description: 'Patch seeding', quantity: 1, unitPrice: 85 },
        { description: 'Haul away clippings', quantity: 1, unitPrice: 35, addOn: true },
      ],
    },
    {
      title: 'New sod',
      durationMinutes: 240,
      lines: [
        { description: 'Sod, per pallet', quantity: 5, unitPrice: 50 },
        { description: 'Mulch, per yard', quantity: 3, unitPrice: 40 },
      ],
    },
  ],
  terms: 'Prices hold for the dates shown.',
  expiresOn: addDays(TODAY, 14),
  deposit: { kind: 'percent', percent: 25 },
  ...overrides,
});

describe.each(databaseKinds())('quotes on %s', (kind) => {
  let ctx: TestContext;
  const clock = { now: TEST_NOW };
  const db = () => ctx.database.db;
  const inject = (options: InjectOptions) => ctx.app.inject({ remoteAddress: nextAddress(), ...options });

  beforeAll(async () => {
    ctx = await buildTestApp(kind, { now: () => clock.now });
  });
  afterAll(() => ctx.close());

  /** An estimate booked through the API and its company's owner signed in. */
  async function estimateWithOwner(options: { guest?: boolean } = {}) {
    const estimate = await estimateBooking(inject, db(), options);
    const owner = await companyMember(inject, db(), { companyId: estimate.company.companyId });
    return { ...estimate, owner: owner.token };
  }

  const create = (token: string, ticketId: number, payload: object = body()) =>
    inject({ method: 'POST', url: `/api/company/tickets/${ticketId}/quotes`, headers: bearer(token), payload });
  const put = (token: string, quoteId: number, payload: object = body()) =>
    inject({ method: 'PUT', url: `/api/company/quotes/${quoteId}`, headers: bearer(token), payload });
  const sendIt = (token: string, quoteId: number) =>
    inject({ method: 'POST', url: `/api/company/quotes/${quoteId}/send`, headers: bearer(token) });
  const read = (token: string | null, quoteId: number) =>
    inject({ method: 'GET', url: `/api/customer/quotes/${quoteId}`, headers: token ? bearer(token) : {} });
  const decline = (token: string, quoteId: number, reason = 'Too expensive for us this year.') =>
    inject({
      method: 'POST',
      url: `/api/customer/quotes/${quoteId}/decline`,
      headers: bearer(token),
      payload: { reason },
    });

  async function sentQuoteOf(estimate: { ticketId: number; owner: string }) {
    const created = await create(estimate.owner, estimate.ticketId);
    expect(created.statusCode, created.body).toBe(201);
    const quote = created.json().data as CompanyQuote;
    const sent = await sendIt(estimate.owner, quote.id);
    expect(sent.statusCode, sent.body).toBe(200);
    return sent.json().data as CompanyQuote;
  }

  const history = async (ticketId: number) =>
    (
      await queryRows<{ comments: string; status_id: number }>(
        db(),
        sql`select comments, status_id from ticket_history where ticket_id = ${ticketId} order by id`,
      )
    ).map((r) => r.comments);

  const outbox = (ticketId: number) =>
    queryRows<{ channel: string; recipient: string; subject: string | null; body: string }>(
      db(),
      sql`select channel, recipient, subject, body from notification_outbox where ticket_id = ${ticketId} order by id`,
    );

  it('writes a draft on an estimate request, replaces it whole, and answers money in dollars computed by the server', async () => {
    const estimate = await estimateWithOwner();
    const created = await create(estimate.owner, estimate.ticketId);
    expect(created.statusCode, created.body).toBe(201);
    const quote = created.json().data as CompanyQuote;
    const fee = (await ticketFeeCents(db())) / 100;
    expect(quote).toMatchObject({ ticketId: estimate.ticketId, status: 'draft', liveRevision: null, draftRevision: 1 });
    const [draft] = quote.revisions;
    expect(draft).toMatchObject({ revision: 1, status: 'draft', deposit: { kind: 'percent', percent: 25 } });
    const repair = draft?.options[0];
    expect(repair?.lines.map((l) => l.lineTotal)).toEqual([120, 85]);
    expect(repair?.addOns.map((l) => [l.description, l.lineTotal])).toEqual([['Haul away clippings', 35]]);
    // The add-on is not counted until ticked; the fee is UpKeep's flat fee on an estimate's ticket.
    expect(repair?.totals).toEqual({
      services: 205,
      fee,
      total: 205 + fee,
      deposit: Math.round((205 + fee) * 25) / 100,
    });

    // The draft replaced whole: one option, no deposit.
    const replaced = await put(estimate.owner, quote.id, {
      ...body({ deposit: { kind: 'none' } }),
      options: [body().options[1]],
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    const after = replaced.json().data as CompanyQuote;
    expect(after.revisions).toHaveLength(1);
    expect(after.revisions[0]?.options.map((o) => o.title)).toEqual(['New sod']);
    expect(after.revisions[0]?.options[0]?.totals.deposit).toBe(0);
    expect(after.status).toBe('draft');
    // Never read by the customer before it is sent: 'Access denied', as a ticket of someone else's.
    expect((await read(estimate.token, quote.id)).statusCode).toBe(401);
    // Writing changes no status: a note.
    const [ticket] = await queryRows<{ status_id: number }>(
      db(),
      sql`select status_id from tickets where id = ${estimate.ticketId}`,
    );
    expect(ticket?.status_id).toBe(T.Pending);
    expect(await history(estimate.ticketId)).toContain(`Quote #${quote.id} written`);
  });

  it('sends the draft: the customer told with a link; a PUT after opens revision 2, read only once it is sent', async () => {
    const estimate = await estimateWithOwner();
    const quote = await sentQuoteOf(estimate);
    expect(quote).toMatchObject({ status: 'sent', liveRevision: 1, draftRevision: null });
    const messages = await outbox(estimate.ticketId);
    const mail = messages.find((m) => m.channel === 'email' && m.body.includes('/quote/'));
    expect(mail?.body).toContain(`/quote/${quote.id}`);
    expect(messages.some((m) => m.channel === 'sms' && m.body.includes(`/quote/${quote.id}`))).toBe(true);
    // The customer's ticket names the quote sent, so the ticket's page links it.
    const ticket = await inject({
      method: 'GET',
      url: `/api/customer/ticket/${estimate.ticketId}`,
      headers: bearer(estimate.token),
    });
    expect(ticket.statusCode, ticket.body).toBe(200);
    expect(ticket.json().data.quotes).toEqual([{ id: quote.id, status: 'sent', sentAt: TEST_NOW.toISOString() }]);

    const first = await read(estimate.token, quote.id);
    expect(first.statusCode, first.body).toBe(200);
    const live = first.json().data as CustomerQuote;
    expect(live).toMatchObject({ revision: 1, status: 'viewed', terms: 'Prices hold for the dates shown.' });
    expect(live.options).toHaveLength(2);
    expect(live.cancellationPolicy).toBeDefined();
    expect(live.company.name).toBe(estimate.company.company.name);

    // A PUT on a sent quote opens revision 2 as a draft; the sent one is kept.
    const revised = await put(estimate.owner, quote.id, body({ terms: 'Revised terms.' }));
    expect(revised.statusCode, revised.body).toBe(200);
    const withDraft = revised.json().data as CompanyQuote;
    expect(withDraft).toMatchObject({ status: 'viewed', liveRevision: 1, draftRevision: 2 });
    expect(withDraft.revisions.map((r) => [r.revision, r.status])).toEqual([
      [2, 'draft'],
      [1, 'sent'],
    ]);
    // Its draft replaced again: still revision 2.
    expect(
      ((await put(estimate.owner, quote.id, body({ terms: 'Revised again.' }))).json().data as CompanyQuote)
        .draftRevision,
    ).toBe(2);
    expect(((await read(estimate.token, quote.id)).json().data as CustomerQuote).terms).toBe(
      'Prices hold for the dates shown.',
    );
    const resent = await sendIt(estimate.owner, quote.id);
    expect(resent.statusCode, resent.body).toBe(200);
    expect((resent.json().data as CompanyQuote).revisions.map((r) => [r.revision, r.status])).toEqual([
      [2, 'sent'],
      [1, 'superseded'],
    ]);
    const second = (await read(estimate.token, quote.id)).json().data as CustomerQuote;
    expect(second).toMatchObject({ revision: 2, terms: 'Revised again.' });
    expect(await history(estimate.ticketId)).toEqual(
      expect.arrayContaining([
        `Quote #${quote.id} revision 1 sent`,
        `Quote #${quote.id} revision 1 viewed`,
        `Quote #${quote.id} revision 2 sent`,
      ]),
    );
  });

  it('marks a quote viewed once, at its owner’s first read', async () => {
    const estimate = await estimateWithOwner({ guest: true });
    const quote = await sentQuoteOf(estimate);
    const first = (await read(estimate.token, quote.id)).json().data as CustomerQuote;
    clock.now = new Date(TEST_NOW.getTime() + 3600_000);
    try {
      const again = (await read(estimate.token, quote.id)).json().data as CustomerQuote;
      expect(first.status).toBe('viewed');
      expect(again.viewedAt).toBe(first.viewedAt);
      expect(first.viewedAt).toBe(TEST_NOW.toISOString());
    } finally {
      clock.now = TEST_NOW;
    }
    const notes = (await history(estimate.ticketId)).filter((c) => c.endsWith('viewed'));
    expect(notes).toHaveLength(1);
  });

  it('declines with a reason: the company told, the quote answered', async () => {
    const estimate = await estimateWithOwner();
    const quote = await sentQuoteOf(estimate);
    const declined = await decline(estimate.token, quote.id);
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json().data).toMatchObject({
      status: 'declined',
      declineReason: 'Too expensive for us this year.',
    });
    expect(declined.json().data.answeredAt).toBe(TEST_NOW.toISOString());
    const told = (await outbox(estimate.ticketId)).filter(
      (m) => m.channel === 'email' && m.body.includes('declined the quote'),
    );
    expect(told.length).toBeGreaterThan(0);
    expect(told[0]?.body).toContain('Too expensive for us this year.');
    // Declined once: again is a conflict.
    expect((await decline(estimate.token, quote.id)).statusCode).toBe(409);
    // A reason is required, and named.
    const estimate2 = await estimateWithOwner();
    const quote2 = await sentQuoteOf(estimate2);
    const empty = await decline(estimate2.token, quote2.id, '');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors?.[0]?.field).toBe('reason');
  });

  it('lists the company’s quotes by status, paged, with the range of option totals', async () => {
    const estimate = await estimateWithOwner();
    const sent = await sentQuoteOf(estimate);
    const other = await estimateBooking(inject, db(), { company: estimate.company });
    const draft = (await create(estimate.owner, other.ticketId)).json().data as CompanyQuote;
    const list = (status?: string) =>
      inject({
        method: 'GET',
        url: `/api/company/quotes${status ? `?status=${status}` : ''}`,
        headers: bearer(estimate.owner),
      });
    const sentList = await list('sent');
    expect(sentList.statusCode, sentList.body).toBe(200);
    expect(sentList.json().data.map((q: { id: number }) => q.id)).toEqual([sent.id]);
    const fee = (await ticketFeeCents(db())) / 100;
    expect(sentList.json().data[0]).toMatchObject({
      ticketId: estimate.ticketId,
      customerName: 'Eve Estimate',
      status: 'sent',
      revision: 1,
      totalFrom: 205 + fee,
      totalTo: 370 + fee,
    });
    expect((await list('draft')).json().data.map((q: { id: number }) => q.id)).toEqual([draft.id]);
    const all = await list();
    expect(all.json().data.map((q: { id: number }) => q.id)).toEqual([draft.id, sent.id]);
    expect(all.json().pages).toMatchObject({ pageNumber: 1, totalCount: 2 });
    expect((await list('nonsense')).statusCode).toBe(400);
  });

  it('refuses another customer 401, another company 404 and a crew member 403', async () => {
    const estimate = await estimateWithOwner();
    const quote = await sentQuoteOf(estimate);
    const stranger = await signedInCustomer(inject, db());
    const denied = await read(stranger.token, quote.id);
    expect(denied.statusCode).toBe(401);
    expect(denied.json().message).toMatch(/Access denied/);
    expect((await read(null, quote.id)).statusCode).toBe(401);
    expect((await decline(stranger.token, quote.id)).statusCode).toBe(401);
    // An unknown quote reads as a stranger's.
    expect((await read(estimate.token, 2_000_000_000)).statusCode).toBe(401);

    const otherOwner = (await companyMember(inject, db())).token;
    expect((await create(otherOwner, estimate.ticketId)).statusCode).toBe(404);
    expect((await put(otherOwner, quote.id)).statusCode).toBe(404);
    expect((await sendIt(otherOwner, quote.id)).statusCode).toBe(404);
    const otherRead = await inject({
      method: 'GET',
      url: `/api/company/quotes/${quote.id}`,
      headers: bearer(otherOwner),
    });
    expect(otherRead.statusCode).toBe(404);

    const crew = (await companyMember(inject, db(), { companyId: estimate.company.companyId, role: 'crew' })).token;
    expect((await create(crew, estimate.ticketId)).statusCode).toBe(403);
    expect((await put(crew, quote.id)).statusCode).toBe(403);
    expect((await sendIt(crew, quote.id)).statusCode).toBe(403);
    expect((await inject({ method: 'GET', url: '/api/company/quotes', headers: bearer(crew) })).statusCode).toBe(403);
  });

  it('refuses a quote on a final ticket and a second open quote (409), and a PUT on an approved quote', async () => {
    const estimate = await estimateWithOwner();
    const quote = await sentQuoteOf(estimate);
    expect((await create(estimate.owner, estimate.ticketId)).statusCode).toBe(409);
    // Declined, it is no longer open: another may be written.
    expect((await decline(estimate.token, quote.id)).statusCode).toBe(200);
    const second = await create(estimate.owner, estimate.ticketId);
    expect(second.statusCode, second.body).toBe(201);
    // The declined one revised and sent again would be a second open quote.
    expect((await put(estimate.owner, quote.id)).statusCode).toBe(200);
    expect((await sendIt(estimate.owner, quote.id)).statusCode).toBe(409);

    const final = await estimateWithOwner();
    await db().execute(sql`update tickets set status_id = ${T.Cancelled} where id = ${final.ticketId}`);
    expect((await create(final.owner, final.ticketId)).statusCode).toBe(409);

    const approved = await estimateWithOwner();
    const approvedQuote = await sentQuoteOf(approved);
    await db().execute(sql`update quotes set status = 'approved' where id = ${approvedQuote.id}`);
    expect((await put(approved.owner, approvedQuote.id)).statusCode).toBe(409);
    expect((await sendIt(approved.owner, approvedQuote.id)).statusCode).toBe(409);
  });

  it('names the field of what keeps a draft from being sent', async () => {
    const estimate = await estimateWithOwner();
    // A draft may be saved with a past date, a deposit over a total, an option of add-ons only; sending checks them.
    const created = await create(estimate.owner, estimate.ticketId, {
      ...body({ expiresOn: TODAY, deposit: { kind: 'amount', amount: 300 } }),
      options: [
        body().options[0],
        {
          title: 'Add-ons only',
          durationMinutes: 30,
          lines: [{ description: 'Edging', quantity: 1, unitPrice: 20, addOn: true }],
        },
      ],
    });
    expect(created.statusCode, created.body).toBe(201);
    const quote = created.json().data as CompanyQuote;
    const refused = await sendIt(estimate.owner, quote.id);
    expect(refused.statusCode).toBe(400);
    const fields = (refused.json().errors as { field: string }[]).map((e) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['expiresOn', 'deposit.amount', 'options.1.lines']));
    // The schema's own: no option, a negative price.
    const bad = await put(estimate.owner, quote.id, body({ options: [] }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors?.[0]?.field).toBe('options');
    const badPrice = await put(estimate.owner, quote.id, {
      ...body(),
      options: [{ title: 'x', durationMinutes: 30, lines: [{ description: 'y', quantity: 1, unitPrice: -5 }] }],
    });
    expect(badPrice.statusCode).toBe(400);
    expect(badPrice.json().errors?.[0]?.field).toBe('options.0.lines.0.unitPrice');
    // A photo of another ticket is refused by name.
    const photo = await put(estimate.owner, quote.id, body({ photoIds: [2_000_000_000] }));
    expect(photo.statusCode).toBe(400);
    expect(photo.json().errors?.[0]?.field).toBe('photoIds.0');
  });

  it('expires a quote past its last day, and reminds the company once of each, however often the sweep runs', async () => {
    const deps = depsOf(ctx.app);
    // Sent now, its last day the day after tomorrow.
    const estimate = await estimateWithOwner();
    const created = (await create(estimate.owner, estimate.ticketId, body({ expiresOn: addDays(TODAY, 2) }))).json()
      .data as CompanyQuote;
    expect((await sendIt(estimate.owner, created.id)).statusCode).toBe(200);
    const reminders = async () =>
      (
        await queryRows<{ body: string }>(
          db(),
          sql`select body from notification_outbox where ticket_id = ${estimate.ticketId} and channel = 'email'`,
        )
      ).map((m) => m.body);
    const count = async (words: string) => (await reminders()).filter((b) => b.includes(words)).length;

    // The next day: its last day is tomorrow.
    const tomorrow = new Date(TEST_NOW.getTime() + DAY);
    await sweepQuotes(deps, tomorrow);
    await sweepQuotes(deps, tomorrow);
    expect(await count('can be approved until')).toBe(1);
    expect(await count('has not answered the quote')).toBe(0);

    // QUOTE_REMINDER_DAYS after sending: unanswered.
    const later = new Date(TEST_NOW.getTime() + QUOTE_REMINDER_DAYS * DAY);
    await sweepQuotes(deps, later);
    await sweepQuotes(deps, later);
    expect(await count('has not answered the quote')).toBe(1);
    expect(await count('can be approved until')).toBe(1);
    const [open] = await queryRows<{ status: string }>(db(), sql`select status from quotes where id = ${created.id}`);
    expect(open?.status).toBe('sent');

    // Past its last day: expired, and read so by both.
    const past = new Date(TEST_NOW.getTime() + 3 * DAY);
    expect((await sweepQuotes(deps, past)).expired).toBe(1);
    expect((await sweepQuotes(deps, past)).expired).toBe(0);
    const read2 = (await read(estimate.token, created.id)).json().data as CustomerQuote;
    expect(read2.status).toBe('expired');
    const company = await inject({
      method: 'GET',
      url: '/api/company/quotes?status=expired',
      headers: bearer(estimate.owner),
    });
    expect(company.json().data.map((q: { id: number }) => q.id)).toContain(created.id);
    expect(await history(estimate.ticketId)).toContain(`Quote #${created.id} expired`);
    // Expired, it cannot be declined; revised, it can be sent again.
    expect((await decline(estimate.token, created.id)).statusCode).toBe(409);
  });

  it('reminds nobody of a quote on a ticket that has become final (cancelled meanwhile)', async () => {
    const deps = depsOf(ctx.app);
    const estimate = await estimateWithOwner();
    const created = (await create(estimate.owner, estimate.ticketId, body({ expiresOn: addDays(TODAY, 2) }))).json()
      .data as CompanyQuote;
    expect((await sendIt(estimate.owner, created.id)).statusCode).toBe(200);
    // Cancelled by a path this test does not walk: the status is what the sweep reads.
    await db().execute(
      sql`update tickets set status_id = (select id from ticket_statuses where is_final and status = 'Cancelled')
          where id = ${estimate.ticketId}`,
    );
    const reminded = async () =>
      (
        await queryRows<{ body: string }>(
          db(),
          sql`select body from notification_outbox where ticket_id = ${estimate.ticketId} and channel = 'email'
              and (body like ${'%can be approved until%'} or body like ${'%has not answered the quote%'})`,
        )
      ).length;
    await sweepQuotes(deps, new Date(TEST_NOW.getTime() + DAY));
    await sweepQuotes(deps, new Date(TEST_NOW.getTime() + QUOTE_REMINDER_DAYS * DAY));
    expect(await reminded()).toBe(0);
  });
});
