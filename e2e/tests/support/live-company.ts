import type { APIRequestContext } from '@playwright/test';
import { type CompanyUser, ServiceId } from '@upkeep/contract';
import { bearer, companyOwner, officeMemberOf, ok, type RealmAccount } from './accounts';
import type { Order } from './tickets-api';

/** A start of a company's weekly calendar (0 is Sunday). */
interface CalendarEntry {
  dayOfWeek: number;
  startTime: string;
}

/** The weekly calendar `goLiveInZip` gives unless told: a start at 9:00 AM on weekdays. */
const WEEKDAY_MORNINGS: CalendarEntry[] = [1, 2, 3, 4, 5].map((dayOfWeek) => ({ dayOfWeek, startTime: '09:00:00' }));

/**
 * A company of the test's own taken live through the API, as its owner's setup screens do: its profile, a
 * landscaping price list (every answer at 0 on top of a $150 base, one hour), one zip code no other spec books,
 * and its weekly calendar (a start at 9:00 AM on weekdays unless told). Answers the order that books it there.
 */
export async function goLiveInZip(
  request: APIRequestContext,
  owner: RealmAccount<CompanyUser>,
  zip: string,
  description: string,
  calendar: CalendarEntry[] = WEEKDAY_MORNINGS,
): Promise<Order> {
  const auth = bearer(owner.token);
  const profile = await ok<Record<string, unknown>>(await request.get('/api/company/profile', { headers: auth }));
  await ok(
    await request.put('/api/company/profile', {
      headers: auth,
      data: {
        name: profile.name,
        description,
        tags: [],
        phoneNumber: '7025550142',
        email: owner.email,
        address: '1200 W Sahara Ave',
        city: 'Las Vegas',
        zipCode: zip,
        isInsured: true,
        isLicensed: true,
      },
    }),
  );
  // Every answer priced (at 0 on top of the base price), as the price list screen saves it.
  const prices = await ok<{ features: { values: { id: number }[] }[] }>(
    await request.get(`/api/company/services/${ServiceId.Landscaping}/price-list`, { headers: auth }),
  );
  const items = prices.features.flatMap((f) =>
    f.values.map((v) => ({ featureValueId: v.id, price: 0, duration: '00:00:00' })),
  );
  await ok(
    await request.put(`/api/company/services/${ServiceId.Landscaping}/price-list`, {
      headers: auth,
      data: { basePrice: 150, baseDuration: '01:00:00', serviceCallPrice: 0, serviceCallDuration: '01:00:00', items },
    }),
  );
  await ok(await request.put('/api/company/zip-codes', { headers: auth, data: { zipCodes: [zip] } }));
  await ok(
    await request.put('/api/company/calendar', {
      headers: auth,
      data: { entries: calendar },
    }),
  );
  await ok(await request.post('/api/company/go-live', { headers: auth }));
  return {
    serviceId: ServiceId.Landscaping,
    answers: [(v) => v === 'General yard maintenance', (v) => v.startsWith('Small yard'), () => true],
    zip,
    company: owner.user.companyName,
  };
}

/**
 * The zip code where the companies of `liveCompanyOf` go live: a serviced one no spec searches or books otherwise
 * (each test books its own company there by name).
 */
const OWN_COMPANIES_ZIP = '89142';

/** Every day, a start each hour from 7:00 AM to 4:00 PM: a free time is always a few hours ahead. */
const EVERY_DAY_HOURLY: CalendarEntry[] = [0, 1, 2, 3, 4, 5, 6].flatMap((dayOfWeek) =>
  [7, 8, 9, 10, 11, 12, 13, 14, 15, 16].map((hour) => ({
    dayOfWeek,
    startTime: `${String(hour).padStart(2, '0')}:00:00`,
  })),
);

export interface LiveCompany {
  /** The company's owner (their token moves its jobs: tickets-api.ts `companyMoves`). */
  owner: RealmAccount<CompanyUser>;
  /** The order that books the company (bookTickets's `order`). */
  order: Order;
}

/**
 * A company of the test's own that customers book: its owner approved (accounts.ts `companyOwner`), the company
 * taken live in OWN_COMPANIES_ZIP with a start every hour of every day. A test that needs its jobs books them with
 * `bookTickets(..., { order: company.order })`.
 */
export async function liveCompanyOf(request: APIRequestContext): Promise<LiveCompany> {
  const owner = await companyOwner(request);
  const order = await goLiveInZip(
    request,
    owner,
    OWN_COMPANIES_ZIP,
    'Yards kept every day in Sunrise Manor.',
    EVERY_DAY_HOURLY,
  );
  return { owner, order };
}

/** An office member of a live company of the test's own (`liveCompanyOf`), invited by its owner and accepted. */
export interface CompanyMember extends RealmAccount<CompanyUser>, LiveCompany {}

export async function liveCompanyMember(request: APIRequestContext): Promise<CompanyMember> {
  const company = await liveCompanyOf(request);
  const member = await officeMemberOf(request, company.owner);
  return { ...member, ...company };
}
