import { describe, expect, it } from 'vitest';
import { LANDSCAPING_FEATURES, SERVICES } from '../../../test/discovery-fixtures';
import { findService, offerInput, randomFormId, readEntry } from './questionnaire-model';

describe('questionnaire rules', () => {
  it('gives each form a random id from 0 to 99 that no other form holds', () => {
    expect(randomFormId([], () => 0)).toBe(0);
    expect(randomFormId([], () => 0.9999)).toBe(99);
    expect(randomFormId([0, 1, 2], () => 0)).toBe(3);
    const taken = Array.from({ length: 99 }, (_, i) => i);
    expect(randomFormId(taken, () => 0.5)).toBe(99);
  });

  it('reads a link: Service by id, name or slug; ZipCode digits; DiscountCode and Source', () => {
    const entry = readEntry(
      null,
      new URLSearchParams('Service=Pool%20Service&ZipCode=89-102&DiscountCode=SPRING10&Source=mail&SubService=4'),
    );
    expect(entry).toMatchObject({
      kind: 'query',
      service: 'Pool Service',
      zipCode: '89102',
      discountCode: 'SPRING10',
      source: 'mail',
      subServiceId: 4,
    });
    expect(findService(SERVICES, '4')?.service).toBe('Landscaping');
    expect(findService(SERVICES, 'hvac service')?.id).toBe(15);
    expect(findService(SERVICES, 'HVAC-Service')?.id).toBe(15);
    expect(findService(SERVICES, 'car-wash')?.comingSoon).toBe(true);
    expect(findService(SERVICES, 'Gardening')).toBeUndefined();
    expect(readEntry(null, new URLSearchParams(''))).toEqual({ kind: 'none' });
  });

  it('prefers the search card state over the query', () => {
    const state = {
      serviceId: 4,
      service: 'Landscaping',
      zipCode: '89102',
      multiServices: true,
      serviceUnit: 'Service',
      searchId: 'abc',
    };
    expect(readEntry(state, new URLSearchParams('Service=1'))).toMatchObject({ kind: 'state', key: 'search:abc' });
  });

  it('sends one list per form, add-on Yes values included, and only the service call when one is chosen', () => {
    const form = (answers: Record<number, number>, addOns: Record<number, boolean> = {}, revealed = {}) => ({
      formId: 1,
      answers,
      addOns,
      quantity: 1,
      revealed,
    });
    expect(offerInput(LANDSCAPING_FEATURES, [form({ 10: 100 })])).toBeNull();
    expect(offerInput(LANDSCAPING_FEATURES, [])).toBeNull();
    // An answer outside what the previous answer revealed does not count.
    expect(offerInput(LANDSCAPING_FEATURES, [form({ 10: 100, 11: 112 }, {}, { 11: [110, 111] })])).toBeNull();
    expect(offerInput(LANDSCAPING_FEATURES, [form({ 10: 100, 11: 110 }, { 12: true })])).toEqual({
      idFeatures: [[100, 110, 120]],
      quantity: [1],
      subServiceId: 1,
      isServiceCall: false,
    });
    expect(offerInput(LANDSCAPING_FEATURES, [form({ 10: 100, 11: 110 }), form({ 10: 102 })])).toEqual({
      idFeatures: [[102]],
      quantity: [1],
      subServiceId: null,
      isServiceCall: true,
    });
  });
});
