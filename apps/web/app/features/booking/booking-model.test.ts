import { addDays, Messages } from '@upkeep/contract';
import { describe, expect, it } from 'vitest';
import { bookButtonLabel, contactDetailsValid, discountFor, missingToPay, orderTotals } from './booking-model';

describe('the order totals', () => {
  it('adds the fee to the price', () => {
    expect(orderTotals(129, 4.99, null)).toEqual({ price: 129, fee: 4.99, discount: 0, total: 133.99, isFree: false });
  });

  it('takes a percentage as a fraction of the price, and subtracts an amount', () => {
    expect(discountFor({ percentage: 0.15, amount: null }, 129)).toBe(19.35);
    expect(discountFor({ percentage: null, amount: 10 }, 129)).toBe(10);
    expect(orderTotals(129, 4.99, { percentage: 0.15, amount: null }).total).toBe(114.64);
  });

  it('never discounts more than the price, and never goes below zero', () => {
    expect(discountFor({ percentage: null, amount: 500 }, 129)).toBe(129);
    expect(orderTotals(129, 4.99, { percentage: null, amount: 500 })).toMatchObject({ total: 4.99, isFree: false });
    expect(discountFor({ percentage: null, amount: -5 }, 129)).toBe(0);
  });

  it('is free under $0.50, and charges no fee on unpriced work (a free on-site estimate)', () => {
    expect(orderTotals(0, 4.99, null)).toEqual({ price: 0, fee: 0, discount: 0, total: 0, isFree: true });
    expect(orderTotals(0.49, 0, null).isFree).toBe(true);
    expect(orderTotals(0.5, 0, null).isFree).toBe(false);
  });
});

describe(`the checkout data check ('${Messages.checkoutInvalidData}')`, () => {
  const good = { name: 'Gina Guest', email: 'gina@example.com', phone: '(702) 555-0177', address: '4820 Sahara Ave' };
  it('accepts a name, an e-mail, a phone of at least 10 digits and an address', () => {
    expect(contactDetailsValid(good)).toBe(true);
  });
  it.each([
    ['an empty name', { name: '  ' }],
    ['an e-mail without a domain', { email: 'gina@' }],
    ['an e-mail with spaces', { email: 'gina guest@example.com' }],
    ['a short phone', { phone: '555-0177' }],
    ['a phone with letters', { phone: '702555017x' }],
    ['an empty address', { address: '' }],
  ])('refuses %s', (_, patch) => {
    expect(contactDetailsValid({ ...good, ...patch })).toBe(false);
  });
});

describe('addDays', () => {
  it('crosses months, years and leap days', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-06-15', 365)).toBe('2027-06-15');
  });
});

describe('the booking screens’ words', () => {
  it('labels the booking button "Book" for a priced visit, "Request a free estimate" for an estimate', () => {
    expect(bookButtonLabel(129)).toBe('Book');
    expect(bookButtonLabel(0)).toBe('Request a free estimate');
  });

  it('says what the Pay button waits for', () => {
    const details = { name: 'Gina', email: 'gina@example.com', phone: '', address: ' ' };
    const base = { details, detailsLocked: false, cardMissing: false, termsAccepted: true, isFree: false };
    expect(missingToPay(base)).toBe('Fill in your phone number and address to pay');
    expect(missingToPay({ ...base, cardMissing: true, termsAccepted: false })).toBe(
      'Fill in your phone number, address and card details and accept the terms and conditions to pay',
    );
    // Once the ticket exists its details are no longer asked.
    expect(missingToPay({ ...base, detailsLocked: true, termsAccepted: false })).toBe(
      'Accept the terms and conditions to pay',
    );
    expect(missingToPay({ ...base, detailsLocked: true, isFree: true, termsAccepted: false })).toBe(
      'Accept the terms and conditions to get your estimate',
    );
    expect(missingToPay({ ...base, details: { ...details, phone: '702 555 0177', address: '1 Main St' } })).toBeNull();
  });
});
