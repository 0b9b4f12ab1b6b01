import { describe, expect, it } from 'vitest';
import { priceTotals } from './pricing.ts';

const company = {
  basePriceCents: 2500,
  baseDurationMinutes: 30,
  serviceCallPriceCents: 7900,
  serviceCallDurationMinutes: 60,
  prices: new Map([
    [1, { priceCents: 4000, durationMinutes: 45 }],
    [2, { priceCents: 1500, durationMinutes: 20 }],
  ]),
};

describe('priceTotals', () => {
  it('adds the base and each form’s values times its quantity', () => {
    const t = priceTotals(company, false, [{ valueIds: [1, 2], quantity: 2 }]);
    expect(t).toMatchObject({ totalCents: 2500 + 5500 * 2, serviceMinutes: 30 + 65 * 2, durationMinutes: 180 });
  });
  it('prices a service call as the service call', () => {
    expect(priceTotals(company, true, [{ valueIds: [1], quantity: 1 }])).toMatchObject({
      isServiceCall: true,
      totalCents: 7900,
      durationMinutes: 60,
    });
  });
  it('answers null when a chosen value has no price', () => {
    expect(priceTotals(company, false, [{ valueIds: [3], quantity: 1 }])).toBeNull();
  });
});
