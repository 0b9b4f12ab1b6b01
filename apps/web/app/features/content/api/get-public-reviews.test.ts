import { pathOf, REVIEWS_PAGE_SIZE, reviewEndpoints } from '@upkeep/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope, mockApi } from '../../../../test/api-mock';
import { getPublicReviews, PUBLIC_REVIEWS_PATH } from './get-public-reviews';

const review = {
  id: 1,
  userName: 'Dana R.',
  upKeepScore: 5,
  upKeepComment: 'On time.',
  reviewDate: '2026-11-20T17:00:00Z',
};
const pages = { pageNumber: 2, pageSize: REVIEWS_PAGE_SIZE, totalCount: 21, totalPages: 2 };

describe('the public reviews, asked without the API client', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("asks the contract's path for a page from a minimum score, and answers the reviews with their pages", async () => {
    expect(PUBLIC_REVIEWS_PATH).toBe(pathOf(reviewEndpoints.publicReviews));
    const api = mockApi({ 'GET /customer/reviews/up-keep': () => envelope(200, [review], 'OK', { pages }) });
    await expect(getPublicReviews({ PageNumber: 2, MinScore: 4 })).resolves.toEqual({ reviews: [review], pages });
    const [call] = api.callsTo('GET /customer/reviews/up-keep');
    expect(Object.fromEntries(call?.query ?? [])).toEqual({
      PageNumber: '2',
      MinScore: '4',
      _pageSize: String(REVIEWS_PAGE_SIZE),
    });
  });

  it("fails with the server's message, or says the answer was unexpected", async () => {
    mockApi({ 'GET /customer/reviews/up-keep': () => envelope(400, null, 'MinScore must be at most 5') });
    await expect(getPublicReviews({ PageNumber: 1, MinScore: 9 })).rejects.toThrow('MinScore must be at most 5');
    mockApi({ 'GET /customer/reviews/up-keep': () => envelope(200, [{ id: 'x' }]) });
    await expect(getPublicReviews({ PageNumber: 1, MinScore: 5 })).rejects.toThrow(
      'Unexpected answer from the server.',
    );
    mockApi({ 'GET /customer/reviews/up-keep': () => 'network-error' });
    await expect(getPublicReviews({ PageNumber: 1, MinScore: 5 })).rejects.toThrow('Failed to fetch');
  });
});
