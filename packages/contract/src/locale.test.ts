import { describe, expect, it } from 'vitest';
import { formatDateEs, formatDateTimeEs, formatValleyClockEs, formatVisitEs } from './dates-es.ts';
import { isLocale, LOCALE_COOKIE, LOCALE_TAGS, localeFromCookie, preferredLocale } from './locale.ts';

describe('the languages', () => {
  it('reads the language an Accept-Language header prefers among ours, by weight then order', () => {
    expect(preferredLocale('es-MX,es;q=0.9,en;q=0.8')).toBe('es');
    expect(preferredLocale('en-US,en;q=0.9,es;q=0.8')).toBe('en');
    expect(preferredLocale('fr-FR, es;q=0.5, en;q=0.4')).toBe('es');
    expect(preferredLocale('en;q=0.2, ES-us;q=0.7')).toBe('es');
    expect(preferredLocale('es;q=0, en')).toBe('en');
    expect(preferredLocale('fr')).toBeNull();
    expect(preferredLocale('')).toBeNull();
    expect(preferredLocale(undefined)).toBeNull();
    expect(preferredLocale(';;,q=abc')).toBeNull();
  });

  it('knows its languages and their US tags', () => {
    expect(isLocale('es')).toBe(true);
    expect(isLocale('es-US')).toBe(false);
    expect(isLocale(undefined)).toBe(false);
    expect(LOCALE_TAGS).toEqual({ en: 'en-US', es: 'es-US' });
  });
});

describe('moments in Spanish, in the valley', () => {
  // 2026-12-08 09:00 in the valley (PST, UTC-8).
  const morning = new Date('2026-12-08T17:00:00Z');

  it("writes a moment as the valley's Spanish reads it", () => {
    expect(formatDateTimeEs(morning)).toBe('mar, 8 dic 2026, 9:00 a. m.');
    expect(formatDateEs('2026-09-06')).toBe('dom, 6 sept 2026');
    expect(formatValleyClockEs(new Date('2026-07-04T19:05:00Z'))).toBe('12:05 p. m.');
    expect(formatValleyClockEs(new Date('2026-07-04T07:30:00Z'))).toBe('12:30 a. m.');
  });

  it('writes a visit from its start to its end, across noon', () => {
    expect(formatVisitEs(new Date('2026-12-08T19:30:00Z'), 150)).toBe('mar, 8 dic 2026, 11:30 a. m. - 2:00 p. m.');
  });

  it('takes the valley day of an instant, not the UTC one', () => {
    // 23:30 on Dec 31 in the valley is already Jan 1 in UTC.
    expect(formatDateEs(new Date('2027-01-01T07:30:00Z'))).toBe('jue, 31 dic 2026');
  });
});

describe('the remembered language', () => {
  it('is read from a Cookie header or document.cookie, and only ours', () => {
    expect(localeFromCookie('a=1; upkeep_locale=es; b=2')).toBe('es');
    expect(localeFromCookie(`${LOCALE_COOKIE}=en`)).toBe('en');
    expect(localeFromCookie('upkeep_locale=fr')).toBeNull();
    expect(localeFromCookie('xupkeep_locale=es')).toBeNull();
    expect(localeFromCookie(undefined)).toBeNull();
  });
});
