import { describe, expect, it } from 'vitest';
import { companyPageDate, companyPageHead, starsLabel, yearsOnUpKeep } from './company-page-head.ts';
import type { CompanyPage } from './company-pages.ts';
import { formatDate } from './dates.ts';

describe("a company page's words", () => {
  it('writes dates as formatDate does, in the valley', () => {
    for (const iso of ['2026-12-08T18:00:00Z', '2026-03-08T07:59:00Z', '2026-11-01T08:30:00Z', '2027-01-01T07:00:00Z'])
      expect(companyPageDate(iso), iso).toBe(formatDate(iso));
  });

  it('counts whole years on UpKeep', () => {
    const now = new Date('2026-11-26T12:00:00Z');
    expect(yearsOnUpKeep('2024-11-25T12:00:00Z', now)).toBe(2);
    expect(yearsOnUpKeep('2026-06-01T12:00:00Z', now)).toBe(0);
    expect(yearsOnUpKeep(null, now)).toBe(0);
  });

  it('gives the JSON-LD an aggregate rating only with reviews, and the newest five reviews whatever the page', () => {
    const page: CompanyPage = {
      id: 1,
      slug: 'red-rock-yard-works',
      name: 'Red Rock Yard Works',
      logo: '/images/companies/red-rock-yard-works.svg',
      description: '',
      tags: [],
      services: [{ serviceId: 4, name: 'Landscaping', startingPrice: 27 }],
      location: { city: 'Las Vegas', zipCode: '89135' },
      areas: { cities: ['Las Vegas'], zipCodes: [] },
      hours: [],
      liveSince: null,
      jobsCompleted: 0,
      replyTime: null,
      credentials: { licence: null, insurance: null },
      rating: { count: 0, average: null, histogram: [] },
      reviews: [],
      photos: [],
      updatedAt: '2026-11-26T00:00:00Z',
    };
    const bare = companyPageHead(page, 'https://upkeep.example/', []);
    expect(bare.jsonLd.aggregateRating).toBeUndefined();
    expect(bare.jsonLd.url).toBe('https://upkeep.example/pros/red-rock-yard-works');
    // A local business states its address (Google's rule): the office's city and zip code.
    expect(bare.jsonLd.address).toEqual({
      '@type': 'PostalAddress',
      addressLocality: 'Las Vegas',
      addressRegion: 'NV',
      postalCode: '89135',
      addressCountry: 'US',
    });
    expect(bare.description).toBe('Red Rock Yard Works: Landscaping in Las Vegas. Book on UpKeep.');
    const reviews = Array.from({ length: 7 }, (_, i) => ({
      id: i,
      userName: 'Dana W.',
      score: 4,
      comment: `c${i}`,
      date: `2026-11-0${i + 1}T18:00:00Z`,
      reply: null,
      replyDate: null,
    }));
    const rated = companyPageHead(
      { ...page, rating: { count: 12, average: 4.25, histogram: [] }, reviews: reviews.slice(0, 2) },
      'https://upkeep.example',
      reviews,
    );
    expect(rated.jsonLd.aggregateRating).toMatchObject({ ratingValue: starsLabel(4.25), reviewCount: 12 });
    // The newest five, not the reviews of the page shown.
    expect((rated.jsonLd.review as { reviewBody: string }[]).map((r) => r.reviewBody)).toEqual([
      'c0',
      'c1',
      'c2',
      'c3',
      'c4',
    ]);
  });
  it('says the Spanish page in Spanish: its path, description and the language of the page in the JSON-LD', () => {
    const page = {
      id: 1,
      slug: 'red-rock-yard-works',
      name: 'Red Rock Yard Works',
      logo: '/images/companies/red-rock-yard-works.svg',
      description: '',
      tags: [],
      services: [{ serviceId: 4, name: 'Jardinería', startingPrice: 27 }],
      location: { city: 'Las Vegas', zipCode: '89135' },
      areas: { cities: ['Las Vegas', 'Henderson'], zipCodes: [] },
      hours: [],
      liveSince: null,
      jobsCompleted: 0,
      replyTime: null,
      credentials: { licence: null, insurance: null },
      rating: { count: 1, average: 5, histogram: [] },
      reviews: [],
      photos: [],
      updatedAt: '2026-11-26T00:00:00Z',
    };
    const head = companyPageHead(page, 'https://upkeep.example', [], 'es');
    expect(head.path).toBe('/es/pros/red-rock-yard-works');
    expect(head.description).toBe(
      'Red Rock Yard Works: Jardinería en Las Vegas, Henderson. Calificación de 5.0 de 5 según 1 cliente. Reserve en UpKeep.',
    );
    expect(head.jsonLd.mainEntityOfPage).toEqual({
      '@type': 'WebPage',
      '@id': 'https://upkeep.example/es/pros/red-rock-yard-works',
      url: 'https://upkeep.example/es/pros/red-rock-yard-works',
      inLanguage: 'es-US',
    });
    expect(companyPageHead(page, 'https://upkeep.example', []).jsonLd.mainEntityOfPage).toBeUndefined();
  });
});
