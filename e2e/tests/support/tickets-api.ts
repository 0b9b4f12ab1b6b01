import { type APIRequestContext, expect } from '@playwright/test';
import { type Feature, type Offer, required, TEST_CARDS, type TimeSlot } from '@upkeep/contract';
import { asNewClient, bearer, type Customer, ok } from './accounts';
import { weekdayAhead } from './booking';

/**
 * Tickets of a test's own customer, made through the API as the web app's checkout makes them (offer, slot,
 * ticket, card payment), then moved by their company (a live company of the test's own, live-company.ts, through
 * its owner's API token) or by UpKeep: a test that needs tickets in given statuses makes them instead of reading the
 * demo customer's.
 */

export const Status = { Pending: 1, Scheduled: 2, InProgress: 3, Completed: 4 } as const;

/** What a booking is for: a service, its answers (value texts, one per question in order) and where. */
export interface Order {
  serviceId: number;
  answers: ((value: string) => boolean)[];
  zip: string;
  /** The company booked: the first (cheapest) offer when not named. */
  company?: string;
  /** What the customer describes, for a service call or an on-site estimate. */
  description?: string;
}

export interface BookedTicket {
  id: number;
  date: string;
  companyServiceId: number;
  duration: string;
}

interface PreparedOffer {
  offer: Offer;
  form: number[];
}

async function prepareOffer(request: APIRequestContext, order: Order): Promise<PreparedOffer> {
  const features = await ok<Feature[]>(await request.get(`/api/customer/features/${order.serviceId}`));
  const form = order.answers.map((matches, i) => {
    const feature = required(features[i], `question ${i + 1} of service ${order.serviceId}`);
    return required(feature.values.find((v) => matches(v.value))?.id, `an answer to "${feature.feature}"`);
  });
  const offers = await ok<Offer[]>(
    await request.post('/api/customer/offer/new', {
      data: { zipCode: order.zip, serviceID: order.serviceId, idFeatures: [form] },
    }),
  );
  const offer = required(
    order.company ? offers.find((o) => o.companyName === order.company) : offers[0],
    `${order.company ?? 'a company'} offering service ${order.serviceId} in ${order.zip}`,
  );
  return { offer, form };
}

/**
 * Books and pays `count` tickets of `order` for `customer`, each on the first free slot from `fromWeekday`
 * weekdays ahead on (a slot another test takes meanwhile is skipped). Answers them in booking order.
 */
export async function bookTickets(
  request: APIRequestContext,
  customer: Customer,
  count: number,
  {
    order,
    fromWeekday = 1,
    dates,
    fits = () => true,
  }: {
    /** What to book where (a live company of the test's own: live-company.ts). */
    order: Order;
    fromWeekday?: number;
    /** The dates to book on (YYYY-MM-DD), instead of weekdays from `fromWeekday`. */
    dates?: string[];
    /** Which free slots will do (all by default). */
    fits?: (slot: TimeSlot) => boolean;
  },
): Promise<BookedTicket[]> {
  const auth = bearer(customer.token);
  const { offer, form } = await prepareOffer(request, order);
  const booked: BookedTicket[] = [];
  const days =
    dates ??
    Array.from({ length: 60 }, (_, i) =>
      weekdayAhead(fromWeekday + i)
        .toISOString()
        .slice(0, 10),
    );
  for (const date of days) {
    if (booked.length >= count) break;
    const slots = await ok<TimeSlot[]>(
      await request.post('/api/customer/company-calendar/schedules', {
        data: { CompanyServiceID: offer.companyServiceID, Date: date, Duration: offer.duration },
      }),
    );
    for (const slot of slots.filter((s) => s.isAvailable && fits(s))) {
      if (booked.length >= count) break;
      const created = await request.post('/api/customer/ticket', {
        headers: { ...auth, ...asNewClient() },
        data: {
          ScheduledDate: date,
          ScheduleID: slot.id,
          CompanyServiceID: offer.companyServiceID,
          Name: customer.name,
          Email: customer.email,
          PhoneNumber: customer.phone,
          Address: `4820 W Sahara Ave, Las Vegas, NV ${order.zip}`,
          ZipCode: order.zip,
          Instructions: 'Gate code 1234',
          Origin: 'e2e',
          idFeatures: [form],
          DiscountCodeID: '',
          ...(order.description ? { description: order.description } : {}),
        },
      });
      // Taken by another test meanwhile: the next slot.
      if (created.status() === 409) continue;
      const ticket = await ok<{ id: number; isEstimate?: boolean }>(created);
      if (!ticket.isEstimate) await pay(request, customer.token, ticket.id);
      booked.push({ id: ticket.id, date, companyServiceId: offer.companyServiceID, duration: offer.duration });
    }
  }
  expect(booked, `${count} free slots of ${order.company}`).toHaveLength(count);
  return booked;
}

/** Pays a ticket with the test card, as the checkout does (intent, the provider's confirmation, validation). */
/** The customer's card pays a payment intent on the sandbox's page, as the card form does. */
export async function payIntentByCard(
  request: APIRequestContext,
  intent: { paymentIntentId: string; clientSecret: string },
) {
  await ok(
    await request.post(`/api/sandbox/payment-intents/${intent.paymentIntentId}/confirm`, {
      data: {
        clientSecret: intent.clientSecret,
        cardNumber: TEST_CARDS.succeeds,
        expMonth: 12,
        expYear: 2034,
        cvc: '123',
      },
    }),
  );
}

async function pay(request: APIRequestContext, token: string, ticketId: number) {
  // One client per booking: a test's own checkout budget (20 a minute) stays its own.
  const auth = { ...bearer(token), ...asNewClient() };
  const intent = await ok<{ paymentIntentId: string; clientSecret: string }>(
    await request.post('/api/customer/payment', { headers: auth, data: { TicketID: ticketId } }),
  );
  await payIntentByCard(request, intent);
  await ok(
    await request.post('/api/customer/payment/validate', {
      headers: auth,
      data: { TicketID: ticketId, PaymentIntentID: intent.paymentIntentId },
    }),
  );
}

/**
 * Brings a test's own Pending or Scheduled ticket's visit within its start window (a free time of its company
 * just past), through the server's test hook (UPKEEP_TEST_HOOKS, set in playwright.config.ts): its company may
 * start a job only hours before the visit (issue 26), and the journeys book days ahead. Answers the new start.
 */
export async function bringVisitNow(request: APIRequestContext, ticketId: number): Promise<string> {
  const moved = await ok<{ scheduledAt: string }>(await request.post(`/api/dev/tickets/${ticketId}/visit-now`));
  return moved.scheduledAt;
}

/**
 * Moves a job of a company (its owner's token) through the company's steps up to `status` (Scheduled, In Progress,
 * Completed); its visit is brought within the start window before it is started.
 */
export async function companyMoves(request: APIRequestContext, companyToken: string, ticketId: number, status: number) {
  for (let next: number = Status.Scheduled; next <= status; next++) {
    if (next === Status.InProgress) await bringVisitNow(request, ticketId);
    await ok(
      await request.put(`/api/company/tickets/${ticketId}`, {
        headers: bearer(companyToken),
        data: { TicketsStatusID: next, Comments: '' },
      }),
    );
  }
}

/** The company asks the customer to pay an extra charge on a Scheduled or In Progress job. */
export async function addExtraCharge(
  request: APIRequestContext,
  companyToken: string,
  ticketId: number,
  description: string,
  price: number,
) {
  await ok(
    await request.post(`/api/company/tickets/${ticketId}/open-charges`, {
      headers: bearer(companyToken),
      data: { Description: description, Price: price, Duration: '00:30:00' },
    }),
  );
}

/** UpKeep confirms a pending ticket of any company (the flow table's UpKeep row). */
export async function upkeepConfirms(request: APIRequestContext, staffToken: string, ticketId: number) {
  await ok(
    await request.post(`/api/staff/tickets/${ticketId}/status`, {
      headers: bearer(staffToken),
      data: { TicketsStatusID: Status.Scheduled, Comments: 'Confirmed for the customer (e2e).' },
    }),
  );
}
