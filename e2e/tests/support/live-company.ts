import type { APIRequestContext } from '@playwright/test';
import { type CompanyUser, ServiceId } from '@upkeep/contract';
import { bearer, ok, type RealmAccount } from './accounts';
import type { Order } from './tickets-api';

/**
 * A company of the test's own taken live through the API, as its owner's setup screens do: its profile, a
 * landscaping price list (every answer at 0 on top of a $150 base, one hour), one zip code no other spec books,
 * and a start at 9:00 AM on weekdays. Answers the order that books it there.
 */
export async function goLiveInZip(
  request: APIRequestContext,
  owner: RealmAccount<CompanyUser>,
  zip: string,
  description: string,
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
      data: { entries: [1, 2, 3, 4, 5].map((dayOfWeek) => ({ dayOfWeek, startTime: '09:00:00' })) },
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
