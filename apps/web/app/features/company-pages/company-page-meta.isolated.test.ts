/**
 * The head of a company's page computed from the data the server embedded (isolated: the embedded data is read
 * once per document, and this file writes its own): on a later page of reviews the JSON-LD lists the newest
 * reviews the server wrote, not the older ones the page shows, so the head hydrates as the server wrote it.
 */
import {
  COMPANY_PAGE_DATA_ID,
  type CompanyPage,
  type CompanyPageReview,
  type EmbeddedCompanyPage,
} from '@upkeep/contract';
import { describe, expect, it } from 'vitest';
import { companyPageMeta } from './company-page-meta';

const review = (id: number): CompanyPageReview => ({
  id,
  userName: 'Dana W.',
  score: 5,
  comment: `Review ${id}`,
  date: `2026-09-${String(id).padStart(2, '0')}T18:00:00.000Z`,
  reply: null,
  replyDate: null,
});

describe("a company page's head from the embedded data", () => {
  it('lists the newest reviews in the JSON-LD on page 2, with the rating of them all', () => {
    const page: CompanyPage = {
      id: 9,
      slug: 'meta-test-yards',
      name: 'Meta Test Yards',
      logo: '/images/companies/placeholder.svg',
      description: '',
      tags: [],
      services: [],
      location: { city: 'Henderson', zipCode: null },
      areas: { cities: [], zipCodes: [] },
      hours: [{ dayOfWeek: 1, opens: '08:00', closes: '16:30', lastStart: '15:00' }],
      liveSince: null,
      jobsCompleted: 0,
      replyTime: null,
      credentials: { licence: null, insurance: null },
      rating: { count: 12, average: 5, histogram: [] },
      reviews: [review(2), review(1)],
      photos: [],
      updatedAt: '2026-09-12T18:00:00.000Z',
    };
    const data: EmbeddedCompanyPage = {
      page,
      pages: { pageNumber: 2, pageSize: 10, totalCount: 12, totalPages: 2 },
      yearsOnUpKeep: 0,
      newestReviews: [12, 11, 10, 9, 8].map(review),
    };
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = COMPANY_PAGE_DATA_ID;
    script.textContent = JSON.stringify(data);
    document.body.append(script);

    const meta = companyPageMeta('meta-test-yards', 2);
    const ld = meta.find((tag) => 'script:ld+json' in tag)?.['script:ld+json'] as {
      aggregateRating: { reviewCount: number };
      review: { reviewBody: string }[];
      openingHoursSpecification: { opens: string; closes: string }[];
    };
    expect(ld.aggregateRating.reviewCount).toBe(12);
    expect(ld.review.map((r) => r.reviewBody)).toEqual(['Review 12', 'Review 11', 'Review 10', 'Review 9', 'Review 8']);
    expect(ld.openingHoursSpecification[0]).toMatchObject({ opens: '08:00', closes: '16:30' });
    expect(meta).toContainEqual({
      tagName: 'link',
      rel: 'canonical',
      href: expect.stringMatching(/\/pros\/meta-test-yards\?page=2$/),
    });
  });
});
