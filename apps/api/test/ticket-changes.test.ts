/**
 * Rescheduling (free and with a fee) and extra charges (paid and declined) through the API, with their
 * money recorded once and the slot guarantee under concurrency.
 */
import {
  Messages,
  PaymentMessages,
  required,
  ServiceId,
  TEST_CARDS,
  type TimeSlot,
  valleyDateTime,
} from '@upkeep/contract';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { TicketStatusId } from '../src/modules/tickets/lifecycle/statuses.ts';
import { createTicket, liveCompany, signedInCustomer } from './factories.ts';
import { TEST_NOW } from './fixed-time.ts';
import { buildTestApp, databaseKinds, type TestContext } from './helpers.ts';
import { bearer, clientAddresses, signInAsGuest } from './sign-in.ts';

describe.each(databaseKinds())('ticket changes on %s', (kind) => {
  let ctx: TestContext;
  /** The customer whose tickets change, and another customer (a stranger to them). */
  let dana: string;
  let danaId: number;
  let sam: string;
  /** The live company of the test's own that does the customer's jobs. */
  let company: Awaited<ReturnType<typeof liveCompany>>;
  const nextAddress = clientAddresses(2);

  const inject = (options: InjectOptions) => ctx.app.inject({ remoteAddress: nextAddress(), ...options });
  const db = () => ctx.database.db;

  beforeAll(async () => {
    ctx = await buildTestApp(kind, { now: () => TEST_NOW });
    const customer = await signedInCustomer(inject, db(), { name: 'Dana Rivera' });
    dana = customer.token;
    danaId = customer.id;
    sam = (await signedInCustomer(inject, db(), { name: 'Sam Ortiz' })).token;
    company = await liveCompany(db());
  });
  afterAll(() => ctx.close());

  /** A ticket of the customer's at the company, in `statusId`, scheduled `hoursAhead` from now. */
  function ticketOf(statusId: number, hoursAhead: number) {
    return createTicket(db(), {
      customerId: danaId,
      companyServiceId: company.companyServiceId,
      companyId: company.companyId,
      zipCode: company.zipCode,
      statusId,
      confirmedAt: TEST_NOW,
      holdsSlot: statusId === TicketStatusId.Scheduled,
      scheduledAt: new Date(TEST_NOW.getTime() + hoursAhead * 3600_000),
    });
  }

  /** A Scheduled ticket of the customer's, `hoursAhead` from now, with its company service. */
  async function liveTicket(hoursAhead: number) {
    const ticket = await ticketOf(TicketStatusId.Scheduled, hoursAhead);
    const { date, time } = valleyDateTime(ticket.scheduledAt);
    return { id: ticket.id, date, time, duration: ticket.durationMinutes, companyServiceId: company.companyServiceId };
  }

  /** An available slot of the ticket's company on a date a few days ahead. */
  async function freeSlot(companyServiceId: number, duration: number, daysAhead = 5) {
    for (let d = daysAhead; d < daysAhead + 7; d++) {
      const date = valleyDateTime(new Date(TEST_NOW.getTime() + d * 86_400_000)).date;
      const res = await inject({
        method: 'POST',
        url: '/api/customer/company-calendar/schedules',
        payload: { CompanyServiceID: companyServiceId, Date: date, Duration: duration },
      });
      const slot = (res.json().data as TimeSlot[]).find((s) => s.isAvailable);
      if (slot) return { date, slot };
    }
    throw new Error('no free slot');
  }

  async function paySandbox(intentUrl: string, validateUrl: string, payload: Record<string, unknown>, token = dana) {
    const intent = await inject({ method: 'POST', url: intentUrl, headers: bearer(token), payload });
    expect(intent.statusCode, intent.body).toBe(200);
    const { paymentIntentId, clientSecret } = intent.json().data;
    await inject({
      method: 'POST',
      url: `/api/sandbox/payment-intents/${paymentIntentId}/confirm`,
      payload: { clientSecret, cardNumber: TEST_CARDS.succeeds, expMonth: 12, expYear: 2030, cvc: '123' },
    });
    return inject({
      method: 'POST',
      url: validateUrl,
      headers: bearer(token),
      payload: { ...payload, PaymentIntentID: paymentIntentId },
    });
  }

  /**
   * A payment with the 3-D Secure card: the intent, the card (which leaves it waiting for authentication),
   * a validation while it waits, then the challenge answered with each outcome in turn and validated.
   */
  async function payWith3ds(
    intentUrl: string,
    validateUrl: string,
    payload: Record<string, unknown>,
    outcomes: ('complete' | 'fail')[],
  ) {
    const intent = await inject({ method: 'POST', url: intentUrl, headers: bearer(dana), payload });
    expect(intent.statusCode, intent.body).toBe(200);
    const { paymentIntentId, clientSecret } = intent.json().data;
    const validate = () =>
      inject({
        method: 'POST',
        url: validateUrl,
        headers: bearer(dana),
        payload: { ...payload, PaymentIntentID: paymentIntentId },
      });
    const answers: { status: number; message: string }[] = [];
    for (const outcome of outcomes) {
      const confirm = await inject({
        method: 'POST',
        url: `/api/sandbox/payment-intents/${paymentIntentId}/confirm`,
        payload: {
          clientSecret,
          cardNumber: TEST_CARDS.authenticationRequired,
          expMonth: 12,
          expYear: 2030,
          cvc: '123',
          returnUrl: '/payment-charge',
        },
      });
      expect(confirm.json().data.status).toBe('requires_action');
      const waiting = await validate();
      expect(waiting.statusCode).toBe(402);
      expect(waiting.json().code).toBe('payment_requires_action');
      const answered = await inject({
        method: 'POST',
        url: `/api/sandbox/payment-intents/${paymentIntentId}/authenticate`,
        payload: { clientSecret, outcome },
      });
      expect(answered.statusCode).toBe(200);
      const validated = await validate();
      answers.push({ status: validated.statusCode, message: validated.json().message });
    }
    return answers;
  }

  describe('rescheduling', () => {
    it('is free more than 48 hours ahead and moves the ticket, releasing the old time', async () => {
      const t = await liveTicket(24 * 6);
      const fee = await inject({
        method: 'GET',
        url: `/api/customer/ticket/reschedule-fee/${t.id}`,
        headers: bearer(dana),
      });
      expect(fee.json().data).toMatchObject({ fee: 0, feePaid: false });
      const cs = await inject({
        method: 'GET',
        url: `/api/customer/company-services/ticket/${t.id}`,
        headers: bearer(dana),
      });
      expect(cs.json().data.id).toBe(t.companyServiceId);
      const { date, slot } = await freeSlot(t.companyServiceId, t.duration, 2);
      const res = await inject({
        method: 'PUT',
        url: `/api/customer/ticket/reschedule/${t.id}`,
        headers: bearer(dana),
        payload: { ScheduleID: slot.id, newDate: date },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().message).toBe(Messages.rescheduled);
      expect(res.json().data.scheduledDate).toBe(slot.startsAt);
      const history = (
        await inject({ method: 'GET', url: `/api/customer/ticket-history/ticket/${t.id}`, headers: bearer(dana) })
      ).json().data;
      expect(history.at(-1).comments).toMatch(/^Rescheduled from .* to /);
    });

    it('costs the policy’s fee within 48 hours: paid first, recorded once, used once', async () => {
      const t = await liveTicket(20);
      const fee = (
        await inject({ method: 'GET', url: `/api/customer/ticket/reschedule-fee/${t.id}`, headers: bearer(dana) })
      ).json().data;
      expect(fee).toMatchObject({ fee: 25, feeCents: 2500, feePaid: false });
      const { date, slot } = await freeSlot(t.companyServiceId, t.duration);
      const unpaid = await inject({
        method: 'PUT',
        url: `/api/customer/ticket/reschedule/${t.id}`,
        headers: bearer(dana),
        payload: { ScheduleID: slot.id, newDate: date },
      });
      expect(unpaid.statusCode).toBe(402);

      const [beforeRow] = await queryRows<{ total_cents: number; paid_cents: number }>(
        db(),
        sql`select total_cents, paid_cents from tickets where id = ${t.id}`,
      );
      const before = required(beforeRow, 'the ticket before');
      const validate = await paySandbox(
        '/api/customer/payment/reschedule',
        '/api/customer/payment/validate-reschedule',
        { TicketID: t.id },
      );
      expect(validate.statusCode).toBe(200);
      const again = await inject({
        method: 'POST',
        url: '/api/customer/payment/validate-reschedule',
        headers: bearer(dana),
        payload: { TicketID: t.id },
      });
      expect(again.statusCode).toBe(200);
      const [afterRow] = await queryRows<{ total_cents: number; paid_cents: number }>(
        db(),
        sql`select total_cents, paid_cents from tickets where id = ${t.id}`,
      );
      const after = required(afterRow, 'the ticket after');
      expect(after.total_cents - before.total_cents).toBe(2500);
      expect(after.paid_cents - before.paid_cents).toBe(2500);

      const moved = await inject({
        method: 'PUT',
        url: `/api/customer/ticket/reschedule/${t.id}`,
        headers: bearer(dana),
        payload: { ScheduleID: slot.id, newDate: date },
      });
      expect(moved.statusCode, moved.body).toBe(200);
      expect(moved.json().data.feePaid).toBe(25);
      const [payment] = await queryRows<{ status: string }>(
        db(),
        sql`select status from payments where ticket_id = ${t.id} and purpose = 'reschedule'`,
      );
      expect(payment?.status).toBe('applied');
    });

    /** A guest's checkout of `slot` on `date` with the ticket's company service (a service call, so priced). */
    async function guestCheckout(t: { id: number; companyServiceId: number }, date: string, slot: { id: number }) {
      const guest = await signInAsGuest(inject);
      const [offerValues] = await queryRows<{ ids: number[] }>(
        db(),
        sql`select array_agg(p.feature_value_id order by p.feature_value_id) as ids
              from price_list_items p join feature_values v on v.id = p.feature_value_id
             where p.company_service_id = ${t.companyServiceId} and v.is_service_call`,
      );
      const [{ zip }] = (await queryRows<{ zip: string }>(
        db(),
        sql`select zip_code as zip from tickets where id = ${t.id}`,
      )) as [{ zip: string }];
      return inject({
        method: 'POST',
        url: '/api/customer/ticket',
        headers: bearer(guest),
        payload: {
          ScheduledDate: date,
          ScheduleID: slot.id,
          CompanyServiceID: t.companyServiceId,
          Name: 'Race Guest',
          Email: 'race@example.com',
          PhoneNumber: '7025550199',
          // In the booking's zip code, as the checkout requires (issue 26).
          Address: `1 Main St, Las Vegas, NV ${zip}`,
          ZipCode: zip,
          idFeatures: [[offerValues?.ids[0]]],
        },
      });
    }
    const rescheduleTo = (t: { id: number }, date: string, slot: { id: number }) =>
      inject({
        method: 'PUT',
        url: `/api/customer/ticket/reschedule/${t.id}`,
        headers: bearer(dana),
        payload: { ScheduleID: slot.id, newDate: date },
      });

    it('takes the fee with a 3-D Secure card once the challenge is completed', async () => {
      const t = await liveTicket(30);
      const answers = await payWith3ds(
        '/api/customer/payment/reschedule',
        '/api/customer/payment/validate-reschedule',
        { TicketID: t.id },
        ['fail', 'complete'],
      );
      expect(answers.map((a) => a.status)).toEqual([402, 200]);
      expect(answers[0]?.message).toBe(PaymentMessages.authenticationFailed);
      const fee = (
        await inject({ method: 'GET', url: `/api/customer/ticket/reschedule-fee/${t.id}`, headers: bearer(dana) })
      ).json().data;
      expect(fee).toMatchObject({ feePaid: true });
    });

    it('gives a contested time to exactly one of a reschedule and a new booking', async () => {
      const t = await liveTicket(24 * 8);
      const { date, slot } = await freeSlot(t.companyServiceId, t.duration, 3);
      const [rescheduled, booked] = await Promise.all([rescheduleTo(t, date, slot), guestCheckout(t, date, slot)]);
      // One wins (200 for the reschedule, or 201 for the booking); the other is told the time was taken.
      const outcome = [rescheduled.statusCode, booked.statusCode];
      expect(
        [
          [200, 409],
          [409, 201],
        ],
        `${rescheduled.body} / ${booked.body}`,
      ).toContainEqual(outcome);
    });

    it('takes a time whose checkout hold lapsed, as a new booking would', async () => {
      const t = await liveTicket(24 * 9);
      const { date, slot } = await freeSlot(t.companyServiceId, t.duration, 4);
      const held = await guestCheckout(t, date, slot);
      expect(held.statusCode, held.body).toBe(201);
      const holdId = held.json().data.id as number;
      expect((await rescheduleTo(t, date, slot)).statusCode).toBe(409);
      await db().execute(
        sql`update tickets set hold_expires_at = ${new Date(TEST_NOW.getTime() - 60_000).toISOString()}::timestamptz
             where id = ${holdId}`,
      );
      const moved = await rescheduleTo(t, date, slot);
      expect(moved.statusCode, moved.body).toBe(200);
      const [lapsed] = await queryRows<{ holds_slot: boolean; status_id: number }>(
        db(),
        sql`select holds_slot, status_id from tickets where id = ${holdId}`,
      );
      expect(lapsed).toEqual({ holds_slot: false, status_id: 5 });
    });

    it('refuses a ticket that cannot be rescheduled and a stranger', async () => {
      const done = await ticketOf(TicketStatusId.Completed, -24 * 3);
      const res = await inject({
        method: 'PUT',
        url: `/api/customer/ticket/reschedule/${done.id}`,
        headers: bearer(dana),
        payload: { ScheduleID: 1, newDate: '2026-06-20' },
      });
      expect(res.statusCode).toBe(409);
      const stranger = await inject({
        method: 'GET',
        url: `/api/customer/ticket/reschedule-fee/${done.id}`,
        headers: bearer(sam),
      });
      expect(stranger.statusCode).toBe(401);
      expect(stranger.json().message).toBe(Messages.accessDeniedTicket);
    });
  });

  describe('extra charges', () => {
    async function pendingCharge() {
      // A job under way, to which the company adds work.
      const withCharge = await ticketOf(TicketStatusId.InProgress, -1);
      const [charge] = await queryRows<{ id: number; price_cents: number }>(
        db(),
        sql`insert into open_charges (ticket_id, description, price_cents, duration_minutes)
            values (${withCharge.id}, 'Replace a cracked sprinkler valve', 8500, 30) returning id, price_cents`,
      );
      return {
        ticketId: withCharge.id,
        serviceId: ServiceId.Landscaping,
        chargeId: charge?.id,
        cents: charge?.price_cents,
      };
    }

    it('lists them, shows the scheduled-service page, and records a paid charge once', async () => {
      const c = await pendingCharge();
      const list = await inject({
        method: 'GET',
        url: `/api/customer/open-charges/ticket/${c.ticketId}`,
        headers: bearer(dana),
      });
      expect(list.json().data.find((x: { id: number }) => x.id === c.chargeId)).toMatchObject({
        price: 85,
        status: 'pending',
        duration: '00:30:00',
      });
      const page = await inject({
        method: 'GET',
        url: `/api/customer/open-charges/service/${c.serviceId}/${c.ticketId}`,
        headers: bearer(dana),
      });
      expect(page.statusCode).toBe(200);
      expect(page.json().data.openCharges.some((x: { id: number }) => x.id === c.chargeId)).toBe(true);
      const wrongService = await inject({
        method: 'GET',
        url: `/api/customer/open-charges/service/999/${c.ticketId}`,
        headers: bearer(dana),
      });
      expect(wrongService.statusCode).toBe(401);

      const [beforeRow] = await queryRows<{ total_cents: number }>(
        db(),
        sql`select total_cents from tickets where id = ${c.ticketId}`,
      );
      const before = required(beforeRow, 'the ticket before');
      const payload = { TicketID: c.ticketId, OpenChargeID: c.chargeId };
      const paid = await paySandbox(
        '/api/customer/payment/open-charges',
        '/api/customer/payment/validate-open-charges',
        payload,
      );
      expect(paid.statusCode).toBe(200);
      expect(paid.json().message).toBe(Messages.openChargePaid);
      const retried = await Promise.all(
        [0, 1].map(() =>
          inject({
            method: 'POST',
            url: '/api/customer/payment/validate-open-charges',
            headers: bearer(dana),
            payload,
          }),
        ),
      );
      expect(retried.map((r) => r.statusCode)).toEqual([200, 200]);
      const [afterRow] = await queryRows<{ total_cents: number }>(
        db(),
        sql`select total_cents from tickets where id = ${c.ticketId}`,
      );
      const after = required(afterRow, 'the ticket after');
      expect(after.total_cents - before.total_cents).toBe(c.cents);
      const [count] = await queryRows<{ n: number }>(
        db(),
        sql`select count(*)::int as n from payments where open_charge_id = ${c.chargeId} and status = 'succeeded'`,
      );
      expect(count?.n).toBe(1);
      const decline = await inject({
        method: 'PUT',
        url: `/api/customer/open-charges/${c.chargeId}`,
        headers: bearer(dana),
        payload: { decline: true },
      });
      expect(decline.statusCode).toBe(409);
    });

    it('is paid with a 3-D Secure card once the customer completes the challenge, not when they fail it', async () => {
      const c = await pendingCharge();
      const answers = await payWith3ds(
        '/api/customer/payment/open-charges',
        '/api/customer/payment/validate-open-charges',
        { TicketID: c.ticketId, OpenChargeID: c.chargeId },
        ['fail', 'complete'],
      );
      expect(answers).toEqual([
        { status: 402, message: PaymentMessages.authenticationFailed },
        { status: 200, message: Messages.openChargePaid },
      ]);
      const [count] = await queryRows<{ n: number }>(
        db(),
        sql`select count(*)::int as n from payments where open_charge_id = ${c.chargeId} and status = 'succeeded'`,
      );
      expect(count?.n).toBe(1);
    });

    it('declines a charge once', async () => {
      const c = await pendingCharge();
      const declined = await inject({
        method: 'PUT',
        url: `/api/customer/open-charges/${c.chargeId}`,
        headers: bearer(dana),
        payload: { decline: true },
      });
      expect(declined.statusCode).toBe(200);
      expect(declined.json()).toMatchObject({ message: Messages.openChargeDeclined, data: { status: 'declined' } });
      expect(
        (
          await inject({
            method: 'PUT',
            url: `/api/customer/open-charges/${c.chargeId}`,
            headers: bearer(dana),
            payload: { decline: true },
          })
        ).statusCode,
      ).toBe(409);
      const pay = await inject({
        method: 'POST',
        url: '/api/customer/payment/open-charges',
        headers: bearer(dana),
        payload: { TicketID: c.ticketId, OpenChargeID: c.chargeId },
      });
      expect(pay.statusCode).toBe(409);
    });

    it('declines only on an explicit decline: false, another value or no body leave the charge to pay', async () => {
      const c = await pendingCharge();
      for (const payload of [{ decline: false }, { decline: 'maybe' }, { decline: 0 }, {}, undefined]) {
        const res = await inject({
          method: 'PUT',
          url: `/api/customer/open-charges/${c.chargeId}`,
          headers: bearer(dana),
          ...(payload === undefined ? {} : { payload }),
        });
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
        expect(res.json().errors?.[0]?.field ?? 'body', JSON.stringify(payload)).toMatch(/decline|body/);
      }
      const [row] = await queryRows<{ status: string }>(
        db(),
        sql`select status from open_charges where id = ${c.chargeId}`,
      );
      expect(row?.status).toBe('pending');
    });

    it('answers Access denied to a stranger and for a charge that does not exist', async () => {
      const c = await pendingCharge();
      for (const call of [
        {
          method: 'PUT' as const,
          url: `/api/customer/open-charges/${c.chargeId}`,
          headers: bearer(sam),
          payload: { decline: true },
        },
        {
          method: 'PUT' as const,
          url: '/api/customer/open-charges/987654',
          headers: bearer(dana),
          payload: { decline: true },
        },
        { method: 'GET' as const, url: `/api/customer/open-charges/ticket/${c.ticketId}`, headers: bearer(sam) },
        {
          method: 'POST' as const,
          url: '/api/customer/payment/open-charges',
          headers: bearer(sam),
          payload: { TicketID: c.ticketId, OpenChargeID: c.chargeId },
        },
        {
          method: 'POST' as const,
          url: '/api/customer/payment/open-charges',
          headers: {},
          payload: { TicketID: c.ticketId, OpenChargeID: c.chargeId },
        },
      ]) {
        const res = await inject(call);
        expect(res.statusCode, call.url).toBe(401);
        expect(res.json().message).toBe(Messages.accessDeniedTicket);
      }
    });
  });
});
