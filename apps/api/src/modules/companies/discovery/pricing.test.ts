import { required } from '@upkeep/contract';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../../lib/errors.ts';
import { checkAnswers, plainLine, priceAnswers, roundUpToHalfHour } from './pricing.ts';
import type { Questionnaire, QuestionnaireValue } from './questionnaire.ts';

/** A small lawn-care questionnaire: what (principal), size (revealed by what), access, an add-on. */
function questionnaire(): Questionnaire {
  const value = (id: number, featureId: number, text: string, extra: Partial<QuestionnaireValue> = {}) => ({
    id,
    featureId,
    value: text,
    active: true,
    isServiceCall: false,
    disclaimer: null,
    subServiceId: null,
    sortOrder: id,
    ...extra,
  });
  const features = [
    {
      id: 1,
      question: 'What do you need?',
      feature: 'Service',
      order: 1,
      isAddOn: false,
      isPrincipal: true,
      disclaimers: null,
      values: [
        value(10, 1, 'Mowing', { subServiceId: 100 }),
        value(11, 1, 'Tree removal', { subServiceId: 101 }),
        value(12, 1, 'Not sure', { isServiceCall: true }),
        value(13, 1, 'Retired option', { active: false }),
      ],
    },
    {
      id: 2,
      question: 'How big?',
      feature: 'Size',
      order: 2,
      isAddOn: false,
      isPrincipal: false,
      disclaimers: null,
      values: [value(20, 2, 'Small lawn'), value(21, 2, 'Large lawn'), value(22, 2, 'One tree')],
    },
    {
      id: 3,
      question: 'Haul away?',
      feature: 'Haul away',
      order: 3,
      isAddOn: true,
      isPrincipal: false,
      disclaimers: null,
      values: [value(30, 3, 'Yes'), value(31, 3, 'No')],
    },
  ];
  return {
    serviceId: 4,
    serviceName: 'Landscaping',
    comingSoon: false,
    features,
    valueById: new Map(features.flatMap((f) => f.values).map((v) => [v.id, v])),
    reveals: new Map([
      [10, [20, 21]],
      [11, [22]],
    ]),
    subServiceNames: new Map([
      [100, 'Lawn Care'],
      [101, 'Tree Services'],
    ]),
  };
}

const company = {
  basePriceCents: 2500,
  baseDurationMinutes: 30,
  serviceCallPriceCents: 7900,
  serviceCallDurationMinutes: 60,
  prices: new Map([
    [10, { priceCents: 0, durationMinutes: 0 }],
    [11, { priceCents: 0, durationMinutes: 0 }],
    [20, { priceCents: 4000, durationMinutes: 45 }],
    [21, { priceCents: 7000, durationMinutes: 90 }],
    [22, { priceCents: 45000, durationMinutes: 240 }],
    [30, { priceCents: 1500, durationMinutes: 20 }],
    [31, { priceCents: 0, durationMinutes: 0 }],
  ]),
};

const problem = (fn: () => unknown) => {
  try {
    fn();
  } catch (err) {
    if (err instanceof AppError) return { status: err.statusCode, errors: err.errors };
    throw err;
  }
  throw new Error('expected a 400');
};

describe('checking answers', () => {
  it('accepts a complete form, in question order, with or without the add-on', () => {
    const q = questionnaire();
    const checked = checkAnswers(
      q,
      [
        [30, 20, 10],
        [11, 22],
      ],
      [2, 1],
    );
    expect(checked.serviceCall).toBe(false);
    expect(required(checked.forms[0], 'form').values.map((v) => v.id)).toEqual([10, 20, 30]);
    expect(checked.forms.map((f) => f.quantity)).toEqual([2, 1]);
    expect(checked.valueIds.sort()).toEqual([10, 11, 20, 22, 30]);
  });

  it.each([
    ['a value of another service', [[10, 20, 999]], 'not an answer'],
    ['an inactive value', [[13, 20]], 'not an answer'],
    ['two answers to one question', [[10, 11, 20]], 'more than once'],
    ['a missing question', [[10]], 'does not answer the question "How big?"'],
    ['an answer the previous one did not reveal', [[11, 20]], 'does not go with'],
  ])('refuses %s, naming the form', (_label, idFeatures, message) => {
    const result = problem(() => checkAnswers(questionnaire(), idFeatures, 1));
    expect(result.status).toBe(400);
    expect(result.errors?.[0]?.field).toBe('idFeatures.0');
    expect(result.errors?.[0]?.message).toContain(message);
  });

  it('takes a service-call value without the other answers', () => {
    const checked = checkAnswers(questionnaire(), [[12]], 1);
    expect(checked.serviceCall).toBe(true);
  });
});

describe('pricing', () => {
  it('adds the base visit and each form’s values times its quantity', () => {
    const q = questionnaire();
    const priced = required(
      priceAnswers(
        q,
        checkAnswers(
          q,
          [
            [10, 20, 30],
            [11, 22, 31],
          ],
          [2, 1],
        ),
        company,
      ),
      'price',
    );
    // base 25 + (40 + 15) × 2 + 450 × 1
    expect(priced.totalCents).toBe(2500 + 5500 * 2 + 45000);
    expect(priced.lines.map((l) => [l.subServiceName, l.priceCents, l.quantity])).toEqual([
      ['Landscaping: service visit', 2500, 1],
      ['Lawn Care: Small lawn (x2)', 8000, 2],
      // An add-on chosen gets its own line; the "No" of an add-on is not worth a mention.
      ['Haul away (x2)', 3000, 2],
      ['Tree Services: One tree', 45000, 1],
    ]);
    expect(required(priced.lines[1], 'line 2').description).toBe('Service: Mowing; Size: Small lawn');
    expect(required(priced.lines[2], 'line 3').description).toBe('Haul away: Yes');
    expect(required(priced.lines[3], 'line 4').description).toBe('Service: Tree removal; Size: One tree');
    // The lines add up to the total.
    expect(priced.lines.reduce((sum, l) => sum + l.priceCents, 0)).toBe(priced.totalCents);
    // 30 + (45 + 20) × 2 + 240 = 400 minutes of work, booked as 6 h 30
    expect(priced.serviceMinutes).toBe(400);
    expect(priced.durationMinutes).toBe(420);
  });

  it('reads a line plainly, "{Sub-service}: {option}", without the sub-service repeated', () => {
    expect(plainLine('Artificial Turf', 'Turf: up to 250 sq ft')).toBe('Artificial Turf: up to 250 sq ft');
    expect(plainLine('General Maintenance', 'Small yard (under 2,000 sq ft)')).toBe(
      'General Maintenance: Small yard (under 2,000 sq ft)',
    );
    expect(plainLine('Pool Service', 'Filter: cartridge clean')).toBe('Pool Service: Filter: cartridge clean');
  });

  it('prices a service call as the company’s service call, whatever else', () => {
    const q = questionnaire();
    const priced = required(priceAnswers(q, checkAnswers(q, [[12]], 1), company, 'Brown patches by the pool'), 'price');
    expect(priced).toMatchObject({ isServiceCall: true, totalCents: 7900, serviceMinutes: 60, durationMinutes: 60 });
    expect(priced.lines[0]).toMatchObject({
      subServiceName: 'Landscaping: service call (diagnosis)',
      description: 'Brown patches by the pool',
    });
    const free = required(
      priceAnswers(q, checkAnswers(q, [[12]], 1), { ...company, serviceCallPriceCents: 0 }),
      'price',
    );
    expect(free.totalCents).toBe(0);
    expect(required(free.lines[0], 'line 1').subServiceName).toBe('Landscaping: free on-site estimate');
  });

  it('leaves out a company whose price list lacks a chosen value', () => {
    const q = questionnaire();
    const prices = new Map(company.prices);
    prices.delete(22);
    expect(priceAnswers(q, checkAnswers(q, [[11, 22]], 1), { ...company, prices })).toBeNull();
  });

  it('omits the base line when the company charges no base price', () => {
    const q = questionnaire();
    const priced = required(
      priceAnswers(q, checkAnswers(q, [[10, 21]], 1), { ...company, basePriceCents: 0 }),
      'price',
    );
    expect(priced.lines).toHaveLength(1);
    expect(priced.totalCents).toBe(7000);
  });

  it('rounds booked time up to half hours, at least 30 minutes', () => {
    expect([0, 1, 30, 31, 60, 61].map(roundUpToHalfHour)).toEqual([30, 30, 30, 60, 60, 90]);
  });
});
