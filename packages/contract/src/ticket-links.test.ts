/** Where a link about a booking lands (issue 46), a quote's included (issue 50): the same place both ways. */
import { describe, expect, it } from 'vitest';
import { customerLandingPath, guestLandingOf, landingQuery } from './ticket-links.ts';

describe('the landings of links about a booking', () => {
  it('lands a quote’s link on the quote’s page, for a customer and through a guest’s private link', () => {
    const landing = { to: 'quote', quoteId: 42 } as const;
    expect(customerLandingPath(7, landing)).toBe('/quote/42');
    expect(landingQuery(landing)).toBe('?to=quote&quote=42');
    expect(guestLandingOf(7, new URLSearchParams(landingQuery(landing)))).toEqual({ path: '/quote/42' });
  });

  it('lands a quote’s link without a usable quote on the ticket', () => {
    for (const query of ['?to=quote', '?to=quote&quote=abc', '?to=quote&quote=-3', '?to=quote&quote=1.5']) {
      expect(guestLandingOf(7, new URLSearchParams(query))).toEqual({ path: '/detail-ticket?TicketId=7' });
    }
  });

  it('keeps the other landings as they were', () => {
    expect(landingQuery({ to: 'review' })).toBe('?to=review');
    expect(landingQuery({ to: 'charge', serviceId: 3, chargeId: 9 })).toBe('?to=charge&charge=9');
    expect(landingQuery({ to: 'ticket' })).toBe('');
    expect(guestLandingOf(7, new URLSearchParams('?to=charge&charge=9'))).toEqual({
      path: '/payment-charge?TicketId=7',
      state: { OpenChargeID: 9 },
    });
  });
});
