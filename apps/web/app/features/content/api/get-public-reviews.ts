/**
 * GET /customer/reviews/up-keep: public reviews of UpKeep, newest first, twenty a page, from a minimum score.
 *
 * A plain request, not the API client: the client checks each answer with the contract's schemas, and loading
 * them (zod and every schema in their shared chunks) was the longest task on a phone opening /reviews or home
 * (issue 33, Lighthouse's Total Blocking Time). The answer is public and read-only; it is checked here as far as
 * the cards read it, and a failure is an error the list shows with Try again. A test holds the path equal to the
 * contract's reviewEndpoints.publicReviews.
 */
import { type Pages, type PublicReview, REVIEWS_PAGE_SIZE } from '@upkeep/contract';
import { API_BASE } from '../../../lib/api-base';
import { usePlainRead } from '../../../lib/plain-read';

export const PUBLIC_REVIEWS_PATH = '/customer/reviews/up-keep';

/** A page and a minimum score (1 to 5; the spec's default is 5), always chosen. */
export interface PublicReviewsQuery {
  PageNumber: number;
  MinScore: number;
}

export interface PublicReviewsPage {
  reviews: PublicReview[];
  pages: Pages;
}

const isReview = (value: unknown): value is PublicReview => {
  const r = value as Partial<PublicReview> | null;
  return (
    typeof r?.id === 'number' &&
    typeof r.userName === 'string' &&
    typeof r.upKeepScore === 'number' &&
    typeof r.upKeepComment === 'string' &&
    typeof r.reviewDate === 'string'
  );
};

export async function getPublicReviews(query: PublicReviewsQuery, signal?: AbortSignal): Promise<PublicReviewsPage> {
  const search = new URLSearchParams({
    PageNumber: String(query.PageNumber),
    MinScore: String(query.MinScore),
    _pageSize: String(REVIEWS_PAGE_SIZE),
  });
  const response = await fetch(`${API_BASE}${PUBLIC_REVIEWS_PATH}?${search}`, {
    headers: { accept: 'application/json' },
    signal,
  });
  const body = (await response.json().catch(() => null)) as {
    message?: unknown;
    data?: unknown;
    pages?: Pages;
  } | null;
  if (!response.ok) {
    throw new Error(
      typeof body?.message === 'string' ? body.message : `The reviews could not be loaded (${response.status}).`,
    );
  }
  if (!Array.isArray(body?.data) || !body.data.every(isReview)) throw new Error('Unexpected answer from the server.');
  return {
    reviews: body.data,
    pages: body.pages ?? { pageNumber: query.PageNumber, pageSize: REVIEWS_PAGE_SIZE, totalCount: 0, totalPages: 0 },
  };
}

/** How long an answer is shown again without asking (the app's query client's default). */
const FRESH_MS = 60_000;

/**
 * Fetched in the browser only: the prerendered page carries the heading and a loader, and effects do not run
 * while the page is prerendered. Without the query library (lib/plain-read.ts, issue 48); a page's answer stays
 * on screen while the next page or filter loads.
 */
export function usePublicReviews(query: PublicReviewsQuery) {
  return usePlainRead(`public-reviews:${query.PageNumber}:${query.MinScore}`, () => getPublicReviews(query), {
    staleTime: FRESH_MS,
    keepPrevious: true,
  });
}
