/**
 * The app's screens after sign-in as the benches load them (bench-web.ts for Lighthouse, web-bytes.ts for the
 * JavaScript a screen loads by itself): each screen's address in the seeded demo and what the visitor's browser
 * holds before it loads (the session the sign-in screen leaves, and the state another screen hands it). The data a
 * screen needs that the demo lacks (a plan, a question before booking) is made through the API first.
 */
import { type Feature, type Offer, ServiceId, TEST_CARDS, valleyToday } from '@upkeep/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type Database, queryRows } from '../apps/api/src/db/client.ts';
import { DEMO_CUSTOMER, DEMO_PRO } from '../apps/api/src/db/seed/index.ts';
import { bookingAwaitingPayment } from '../apps/api/test/factories.ts';
import { bookingOfOffer, type CompaniesNavigationState } from '../apps/web/app/features/discovery/companies-state.ts';
import type { SignedInVisit } from './lighthouse-signed-in.ts';

/** A screen to measure: its name in the figures, its address, and what the visitor's browser holds. */
export interface SignedInScreenVisit {
  page: SignedInScreen;
  path: string;
  visit: SignedInVisit;
}

/**
 * The app's screens after sign-in, on a phone (issues 33 and 48). Named here as the figures name them; the ids in
 * their addresses are the seeded demo's (or made by signedInScreens), found when the run starts.
 */
export const SIGNED_IN_SCREENS = [
  '/companies',
  '/booking',
  '/my-tickets',
  '/detail-ticket',
  '/my-plans',
  '/my-plans/{id}',
  '/my-question/{id}',
  '/pro/jobs',
  '/pro/jobs/{id}',
  '/pro/my-jobs',
] as const;
export type SignedInScreen = (typeof SIGNED_IN_SCREENS)[number];

/** The web app's persisted sessions (apps/web/app/session/store.ts and realm-session.ts). */
const CUSTOMER_SESSION_KEY = 'upkeep-session';
const COMPANY_SESSION_KEY = 'upkeep-company-session';

/**
 * The screens after sign-in, with what the visitor's browser holds on each: the demo customer's session (and on the
 * booking screen the booking of the first offer, as the offers screen leaves it), or the demo company owner's; the
 * offers screen gets the search the questionnaire hands it. Found (or made) through the API of the app under test.
 */
export async function signedInScreens(
  app: FastifyInstance,
  db: Database,
  screens: readonly SignedInScreen[],
): Promise<SignedInScreenVisit[]> {
  const call = async <T>(method: 'GET' | 'POST', url: string, token?: string, payload?: object): Promise<T> => {
    const res = await app.inject({
      method,
      url,
      payload,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    if (res.statusCode >= 300) throw new Error(`${method} ${url} answered ${res.statusCode}: ${res.body}`);
    return (res.json() as { data: T }).data;
  };
  const customer = await call<{ token: string; user: unknown }>('POST', '/api/customer/auth/login', undefined, {
    Email: DEMO_CUSTOMER.email,
    Password: DEMO_CUSTOMER.password,
  });
  const company = await call<{ token: string; user: unknown }>('POST', '/api/company/auth/login', undefined, {
    Email: DEMO_PRO.email,
    Password: DEMO_PRO.password,
  });

  // A Landscaping search in 89102 as the questionnaire hands it to the offers screen (companies-state.ts).
  const features = await call<Feature[]>('GET', `/api/customer/features/${ServiceId.Landscaping}`);
  const form = features
    .filter((f) => !f.isAddOn)
    .map((f) => {
      const value = f.values[0];
      if (!value) throw new Error(`no answer to "${f.feature}"`);
      return value.id;
    });
  const date = valleyToday(new Date(Date.now() + 86_400_000));
  const search: CompaniesNavigationState = {
    service: 'Landscaping',
    zipCode: '89102',
    serviceId: ServiceId.Landscaping,
    subServiceId: null,
    multiServices: false,
    serviceUnit: 'Service',
    date,
    quantity: [1],
    idFeatures: [form],
    isServiceCall: false,
  };
  const [offer] = await call<Offer[]>('POST', '/api/customer/offer/new', undefined, {
    zipCode: search.zipCode,
    serviceID: search.serviceId,
    idFeatures: search.idFeatures,
    date,
  });
  if (!offer) throw new Error('no Landscaping offer in 89102');
  // The booking the offers screen stores when the visitor picks the first offer.
  const booking = bookingOfOffer(search, offer, date);
  const customerSession = (extra: object = {}) => ({
    [CUSTOMER_SESSION_KEY]: JSON.stringify({
      state: { isLoggedIn: true, token: customer.token, user: customer.user, isTempPassword: false, ...extra },
      version: 1,
    }),
  });
  const companySession = {
    [COMPANY_SESSION_KEY]: JSON.stringify({ state: { token: company.token, user: company.user }, version: 0 }),
  };
  const tickets = await call<{ id: number }[]>('GET', '/api/customer/ticket', customer.token);
  const jobs = await call<{ id: number }[]>('GET', '/api/company/tickets', company.token);
  const ticketId = tickets[0]?.id;
  const jobId = jobs[0]?.id;
  if (!ticketId || !jobId) throw new Error('the demo customer has no ticket, or the demo company no job');

  const wants = (...some: SignedInScreen[]) => some.some((screen) => screens.includes(screen));
  const planId = wants('/my-plans', '/my-plans/{id}') ? await weeklyPlan(app, call, customer.token) : 0;
  const questionId = wants('/my-question/{id}') ? await question(call, db, customer.token, offer) : 0;

  const all: Record<SignedInScreen, Omit<SignedInScreenVisit, 'page'>> = {
    '/companies': { path: '/companies', visit: { storage: customerSession(), historyState: search } },
    '/booking': { path: '/booking', visit: { storage: customerSession({ booking }) } },
    '/my-tickets': { path: '/my-tickets', visit: { storage: customerSession() } },
    '/detail-ticket': { path: `/detail-ticket?TicketId=${ticketId}`, visit: { storage: customerSession() } },
    '/my-plans': { path: '/my-plans', visit: { storage: customerSession() } },
    '/my-plans/{id}': { path: `/my-plans/${planId}`, visit: { storage: customerSession() } },
    '/my-question/{id}': { path: `/my-question/${questionId}`, visit: { storage: customerSession() } },
    '/pro/jobs': { path: '/pro/jobs', visit: { storage: companySession } },
    '/pro/jobs/{id}': { path: `/pro/jobs/${jobId}`, visit: { storage: companySession } },
    '/pro/my-jobs': { path: '/pro/my-jobs', visit: { storage: companySession } },
  };
  return screens.map((page) => ({ page, ...all[page] }));
}

type Call = <T>(method: 'GET' | 'POST', url: string, token?: string, payload?: object) => Promise<T>;

/** A weekly plan of the demo customer, as a checkout starts it: a card saved, a booking not paid yet, then the plan. */
async function weeklyPlan(app: FastifyInstance, call: Call, token: string): Promise<number> {
  const setup = await call<{ setupIntentId: string; clientSecret: string }>(
    'POST',
    '/api/customer/payment-methods',
    token,
  );
  await call('POST', `/api/sandbox/setup-intents/${setup.setupIntentId}/confirm`, undefined, {
    clientSecret: setup.clientSecret,
    cardNumber: TEST_CARDS.succeeds,
    expMonth: 12,
    expYear: 34,
    cvc: '123',
  });
  const [card] = await call<{ id: number }[]>('GET', '/api/customer/payment-methods', token);
  if (!card) throw new Error('no card saved');
  // A weekday a week and a half ahead: the company's hours leave free starts then.
  let day = Date.now() + 10 * 86_400_000;
  while ([0, 6].includes(new Date(day).getUTCDay())) day += 86_400_000;
  const booked = await bookingAwaitingPayment(app, { customerToken: token, date: valleyToday(new Date(day)) });
  const plan = await call<{ id: number }>('POST', '/api/customer/plans', token, {
    ticketId: booked.ticketId,
    intervalWeeks: 1,
    savedCardId: card.id,
  });
  return plan.id;
}

/** A question before booking asked by the signed-in demo customer from the offers: the conversation's id. */
async function question(call: Call, db: Database, token: string, offer: Offer): Promise<number> {
  await call('POST', '/api/customer/leads/service', token, {
    name: 'Dana Demo',
    email: DEMO_CUSTOMER.email,
    phoneNumber: '7025550142',
    zipCode: '89102',
    message: 'Do you haul the clippings away?',
    companyServiceID: offer.companyServiceID,
  });
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`select id from conversations where ticket_id is null order by id desc limit 1`,
  );
  if (!row) throw new Error('the question was not stored');
  return row.id;
}
