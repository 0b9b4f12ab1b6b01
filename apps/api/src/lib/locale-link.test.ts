import { describe, expect, it } from 'vitest';
import { linkIn } from './locale-link.ts';

describe("a link in its reader's language (issue 49)", () => {
  it("links a Spanish reader to the screen's Spanish twin, its query and token kept", () => {
    expect(linkIn('https://upkeep.test/my-booking/AbC_12-x?to=charge&charge=7', 'es')).toBe(
      'https://upkeep.test/es/my-booking/AbC_12-x?to=charge&charge=7',
    );
    expect(linkIn('http://127.0.0.1:3170/detail-ticket?TicketId=12', 'es')).toBe(
      'http://127.0.0.1:3170/es/detail-ticket?TicketId=12',
    );
    expect(linkIn('https://upkeep.test/home', 'es')).toBe('https://upkeep.test/es/home');
  });

  it('leaves a screen without a Spanish twin, an English link and anything else as they are', () => {
    expect(linkIn('https://upkeep.test/pro/jobs/4', 'es')).toBe('https://upkeep.test/pro/jobs/4');
    expect(linkIn('https://upkeep.test/detail-ticket?TicketId=12', 'en')).toBe(
      'https://upkeep.test/detail-ticket?TicketId=12',
    );
    expect(linkIn('https://upkeep.test/es/detail-ticket?TicketId=12', 'es')).toBe(
      'https://upkeep.test/es/detail-ticket?TicketId=12',
    );
    expect(linkIn('mailto:help@upkeep.test', 'es')).toBe('mailto:help@upkeep.test');
  });
});
