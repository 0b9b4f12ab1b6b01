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

  // Issue 47: the ways around the masking an attack used, and their neighbours. Each is hidden whole.
  const P = HIDDEN_CONTACT.phone;
  const E = HIDDEN_CONTACT.email;
  const ZW = '\u200b';
  it.each([
    ['702 - 555 - 0144', P],
    ['call 702 - 555 - 0144 now', `call ${P} now`],
    ['702 . 555 . 0144', P],
    ['702_555_0144', P],
    ['(702)555 0144', P],
    // The number is hidden; a bracket before it may stay.
    ['[702] 555-0144', `[${P}`],
    ['702 555 01 44', P],
    ['70 25 55 01 44', P],
    ['7 0 2 5 5 5 0 1 4 4', P],
    ['7-0-2-5-5-5-0-1-4-4', P],
    ['7.0.2.5.5.5.0.1.4.4', P],
    [`7${ZW}0${ZW}2${ZW}5${ZW}5${ZW}5${ZW}0${ZW}1${ZW}4${ZW}4`, P],
    [`702${ZW}555${ZW}0144`, P],
    ['702\u2060555\u20600144', P],
    ['702\u00ad555\u00ad0144', P],
    ['７０２５５５０１４６', P],
    ['text ７０２-５５５-０１４６ please', `text ${P} please`],
    ['702\u3000555\u30000144', P],
    ['seven zero two five five five zero one four four', P],
    ['Seven Zero Two Five Five Five Zero One Four Four', P],
    ['seven-zero-two five-five-five zero-one-four-four', P],
    ['seven oh two five five five oh one four four', P],
    ['call seven 0 two 555 zero one 4 four today', `call ${P} today`],
    ['siete cero dos cinco cinco cinco cero uno cuatro seis', P],
    ['llame al siete cero dos, cinco cinco cinco', 'llame al siete cero dos, cinco cinco cinco'],
    ['mi número: siete cero dos cinco cinco cinco cero uno cuatro seis gracias', `mi número: ${P} gracias`],
    ['one seven zero two five five five zero one four four', P],
    ['+1 (702) 555-0144', P],
    ['1-702-555-0144', P],
    ['1 702 555 0144', P],
    ['my cell is 702.555.0144.', `my cell is ${P}.`],
    ['rosa.sp @ gmail . com', E],
    ['write to rosa.sp @ gmail . com thanks', `write to ${E} thanks`],
    ['rosa.sp@gmail . com', E],
    ['rosa.sp ＠ gmail ． com', E],
    ['rosa＠gmail．com', E],
    [`rosa${ZW}@${ZW}gmail.com`, E],
    ['rosa arroba gmail punto com', E],
    ['rosa at gmail dot com', E],
    ['rosa (at) gmail (dot) com', E],
    ['ROSA.SP@GMAIL.COM', E],
  ])('hides %j', (body, hidden) => {
    expect(hideContacts(body)).toBe(hidden);
  });

  it('leaves what is not a way to reach someone: prices, times, dates, house numbers, quantities (issue 47)', () => {
    for (const body of [
      '$120',
      'It is $120 for the visit and $45 for the extra zone',
      '7:30 AM',
      'Between 7:30 AM and 9:00 AM',
      'Dec 2, 2026',
      'Tuesday, Dec 8, 2026 at 9:00 AM',
      '3 bedrooms',
      '3 bedrooms, 2 baths, 1 pool',
      '1200 Stewart Ave',
      '1200 Stewart Ave, Las Vegas, NV 89101',
      '11024 Summer Glen Dr, Las Vegas, NV 89135',
      'two dogs and one cat',
      'We need two or three hours',
      'uno o dos días',
      'tengo dos perros y un gato',
      '2026-12-08 - 2026-12-15',
      'from 12/08/2026 to 12/15/2026',
      'Order 4417 and 4418',
      'Serial 12345678',
      '14 SEER, 3 tons, 2 zones',
      'Gate code 2468#',
      'Room 101 and room 102',
      'We will be there on the 8th at 9',
      'It costs $1,250.00',
      'See you @ 5.30pm',
    ]) {
      expect(hideContacts(body), body).toBe(body);
    }
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
