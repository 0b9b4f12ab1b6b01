import { describe, expect, it } from 'vitest';
import { zipCodeOfAddress } from './accounts.ts';
import { checkoutAddressProblem } from './booking.ts';
import { confirmDeadline, confirmWithinHours, requestSentText, ticketPdfFileName } from './tickets.ts';

describe('the ticket PDF file name', () => {
  it('keeps the ticket id and the service name apart', () => {
    expect(ticketPdfFileName(9, 'HVAC Service')).toBe('Ticket 9 - HVAC Service.pdf');
  });

  it('drops what a file name cannot hold and collapses spaces', () => {
    expect(ticketPdfFileName(12, ' Pool / Spa:  "Deluxe"\u0000\n')).toBe('Ticket 12 - Pool Spa Deluxe.pdf');
    expect(ticketPdfFileName(3, '..\\..\\etc')).toBe('Ticket 3 - .. .. etc.pdf');
  });

  it('cuts a very long service name and never ends the name on a dot or a space', () => {
    const name = ticketPdfFileName(7, `${'A'.repeat(79)} .bcdef`);
    expect(name).toBe(`Ticket 7 - ${'A'.repeat(79)}.pdf`);
  });

  it('falls back to the id alone when nothing of the name is left', () => {
    expect(ticketPdfFileName(5, ' /// ')).toBe('Ticket 5.pdf');
  });
});

describe('"They confirm within {n} hours"', () => {
  const now = new Date('2026-06-15T17:00:00Z');
  const inHours = (h: number) => new Date(now.getTime() + h * 3_600_000);

  it('counts the whole hours until the booking would expire unconfirmed (request_expiry_hours before its start)', () => {
    // Starts in 10 h 30 min; expires 2 h before: 8 h 30 min left, rounded down.
    expect(confirmWithinHours(inHours(10.5), 2, now)).toBe(8);
    expect(confirmWithinHours(inHours(12).toISOString(), 2, now)).toBe(10);
  });

  it('is at least 1, and never less than the company has (issue 46: no 24-hour cap)', () => {
    expect(confirmWithinHours(inHours(2.5), 2, now)).toBe(1);
    expect(confirmWithinHours(inHours(1), 2, now)).toBe(1);
    expect(confirmWithinHours(inHours(26), 2, now)).toBe(24);
    // A visit 3½ days off: the company's deadline is 82 hours away, and so the customer is told.
    expect(confirmWithinHours(inHours(84), 2, now)).toBe(82);
    expect(confirmWithinHours(inHours(24 * 30), 2, now)).toBe(24 * 30 - 2);
  });

  it("counts to the company's deadline: confirmDeadline, request_expiry_hours before the start", () => {
    expect(confirmDeadline(inHours(84), 2)).toEqual(inHours(82));
    expect(confirmWithinHours(inHours(84), 2, now)).toBe(
      (confirmDeadline(inHours(84), 2).getTime() - now.getTime()) / 3_600_000,
    );
  });

  it('writes the words the page, the e-mail, the text and the ticket share', () => {
    expect(requestSentText('Red Rock Yard Works', 24)).toBe(
      'Request sent to Red Rock Yard Works. They confirm within 24 hours.',
    );
    expect(requestSentText('Red Rock Yard Works', 1)).toBe(
      'Request sent to Red Rock Yard Works. They confirm within 1 hour.',
    );
  });
});

describe('the checkout address', () => {
  it('takes a whole address in the zip code searched', () => {
    expect(checkoutAddressProblem('4820 Sahara Ave, Las Vegas, NV 89102', '89102')).toBeNull();
    expect(checkoutAddressProblem('10847 Sundown Ridge Dr, Las Vegas, NV 89135-1234', '89135')).toBeNull();
  });

  it('refuses one in another zip code, or without a city or zip, and says what to fix', () => {
    expect(checkoutAddressProblem('10847 Sundown Ridge Dr, Las Vegas, NV 89135', '89117')).toBe(
      'This address is in 89135, not 89117. Choose an address in 89117 from the suggestions.',
    );
    const whole = 'Choose an address in 89117 from the suggestions, with its street, city and zip code.';
    expect(checkoutAddressProblem('1200 Fremont', '89117')).toBe(whole);
    expect(checkoutAddressProblem('1200 Fremont, NV 89117', '89117')).toBe(whole);
    expect(checkoutAddressProblem('89117', '89117')).toBe(whole);
  });

  it('reads the zip code where the address says it, not from a five-digit house number (issue 46)', () => {
    // Most valley house numbers have five digits: 11024 is the number, 89135 the zip code.
    expect(checkoutAddressProblem('11024 Summer Glen Dr, Las Vegas, NV 89135', '89135')).toBeNull();
    expect(checkoutAddressProblem('11024 Summer Glen Dr, Las Vegas, NV 89135-2210, USA', '89135')).toBeNull();
    expect(checkoutAddressProblem('11024 Summer Glen Dr, Las Vegas 89135', '89135')).toBeNull();
    expect(checkoutAddressProblem('10000 W Charleston Blvd, Las Vegas, Nevada 89135', '89135')).toBeNull();
    expect(zipCodeOfAddress('11024 Summer Glen Dr')).toBeNull();
    expect(zipCodeOfAddress('11024')).toBeNull();
    expect(zipCodeOfAddress('11024 Summer Glen Dr Las Vegas NV 89135')).toBe('89135');
    expect(zipCodeOfAddress('11024 Summer Glen Dr Las Vegas 89135')).toBe('89135');
    expect(zipCodeOfAddress('11024 Summer Glen Dr, Las Vegas, NV 89135, USA')).toBe('89135');
    // Without a zip code it is an incomplete address, not one "in 11024".
    expect(checkoutAddressProblem('11024 Summer Glen Dr', '89135')).toBe(
      'Choose an address in 89135 from the suggestions, with its street, city and zip code.',
    );
    // A zip code that is not the one searched is still named.
    expect(checkoutAddressProblem('11024 Summer Glen Dr, Las Vegas, NV 89117', '89135')).toBe(
      'This address is in 89117, not 89135. Choose an address in 89135 from the suggestions.',
    );
  });

  it('refuses an address without a house number', () => {
    const numberFirst = 'Start the address with the house number, as in "11024 Summer Glen Dr".';
    expect(checkoutAddressProblem('Summer Glen Dr, Las Vegas, NV 89135', '89135')).toBe(numberFirst);
    expect(checkoutAddressProblem('Sahara Ave, Las Vegas, NV 89102', '89102')).toBe(numberFirst);
    for (const address of ['4820 W Sahara Ave', '4820-B Sahara Ave', '4820 B Sahara Ave', '12 1/2 Main St']) {
      expect(checkoutAddressProblem(`${address}, Las Vegas, NV 89102`, '89102'), address).toBeNull();
    }
  });
});
