import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { looksSecret, redactUrl } from './redact.ts';

const token = () => randomBytes(32).toString('base64url');
const JWT = 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiI0MiIsImtpbmQiOiJjdXN0b21lciJ9.c2lnbmF0dXJlLXNpZ25hdHVyZQ';

describe('redacting URLs for the logs (issue 47)', () => {
  it('redacts a secret in a path by the route that carries it and by its shape', () => {
    const link = token();
    expect(redactUrl(`/my-booking/${link}`)).toBe('/my-booking/[redacted]');
    expect(redactUrl(`/my-booking/${link}?to=charge&charge=12`)).toBe('/my-booking/[redacted]?to=charge&charge=12');
    expect(redactUrl(`/api/anything/${token()}/more`)).toBe('/api/anything/[redacted]/more');
    expect(redactUrl(`/api/feeds/${'ab12'.repeat(10)}.ics`)).toBe('/api/feeds/[redacted]');
  });

  it('redacts query values by their name and by their shape', () => {
    expect(redactUrl('/api/company/calendar.ics?token=abc')).toBe('/api/company/calendar.ics?token=[redacted]');
    expect(redactUrl(`/x?access_token=${JWT}&jwt=${JWT}&page=2`)).toBe(
      '/x?access_token=[redacted]&jwt=[redacted]&page=2',
    );
    expect(redactUrl('/reset-password?Code=123456&email=a%40b.c')).toBe(
      '/reset-password?Code=[redacted]&email=a%40b.c',
    );
    expect(redactUrl(`/x?t=${token()}`)).toBe('/x?t=[redacted]');
    expect(redactUrl('/x?link=https%3A%2F%2Fexample.com')).toBe('/x?link=[redacted]');
  });

  it('keeps what is not secret: ids, slugs, words, dates', () => {
    for (const url of [
      '/api/customer/tickets/41/messages/stream',
      '/pros/red-rock-yard-works',
      '/hvac-in-summerlin',
      '/api/customer/offer/new',
      '/detail-ticket?TicketId=18',
      '/api/staff/tickets?status=Pending&from=2026-12-01&page=3',
      '/api/sandbox/payment-intents/pi_sbx_0123456789abcdef01234567/confirm',
      '/assets/entry.client-B4x9.js',
    ]) {
      expect(redactUrl(url), url).toBe(url);
    }
  });

  it('knows a credential by its shape', () => {
    expect(looksSecret(token())).toBe(true);
    expect(looksSecret(JWT)).toBe(true);
    expect(looksSecret('0123456789abcdef0123456789abcdef')).toBe(true);
    expect(looksSecret('red-rock-yard-works-las-vegas')).toBe(false);
    expect(looksSecret('short1A')).toBe(false);
  });
});
