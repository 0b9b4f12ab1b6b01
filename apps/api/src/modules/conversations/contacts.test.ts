import { HIDDEN_CONTACT } from '@upkeep/contract';
import { describe, expect, it } from 'vitest';
import { hideContacts } from './contacts.ts';

describe('contact details hidden before a booking', () => {
  it.each([
    ['Call me at (702) 555-0142 please', `Call me at ${HIDDEN_CONTACT.phone} please`],
    ['702.555.0142', HIDDEN_CONTACT.phone],
    ['+1 702 555 0142.', `${HIDDEN_CONTACT.phone}.`],
    ['mail rosa@example.com today', `mail ${HIDDEN_CONTACT.email} today`],
    ['rosa at example dot com', HIDDEN_CONTACT.email],
    ['see https://example.com/yard?x=1 ok', `see ${HIDDEN_CONTACT.link} ok`],
    ['www.redrockyards.com', HIDDEN_CONTACT.link],
    ['redrockyards.com/quote', HIDDEN_CONTACT.link],
    ['702/555/0142', HIDDEN_CONTACT.phone],
    ['text 7025550142 ok', `text ${HIDDEN_CONTACT.phone} ok`],
    ['see bit.ly/yard', `see ${HIDDEN_CONTACT.link}`],
    ['rosa[at]example[dot]com', HIDDEN_CONTACT.email],
  ])('%s', (body, hidden) => {
    expect(hideContacts(body)).toBe(hidden);
  });

  it('leaves the rest: times, prices, gate codes, counts', () => {
    for (const body of [
      'Gate code 2468',
      'See you at 9:30 AM',
      'It was $150.00',
      'Two dogs, 3 trees, 12 sprinklers',
      'See you at 9. Thanks!',
      'Back at 10.30 tomorrow',
      'We are at St. Rose Pkwy',
      'Done @ 5.30pm',
      'Visit on 2024-06-12',
      'Between 8.30 - 10.30',
      'Invoice 1234567',
      'A quote of $12500.00',
      'Due 06/12/2026',
    ]) {
      expect(hideContacts(body)).toBe(body);
    }
  });
});
