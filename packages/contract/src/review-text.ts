/**
 * How the public review lists page and cut their texts, without zod: the reviews page and the home page's carousel
 * import these without evaluating the contract's schemas (issue 33).
 */

/** Reviews a page of the public list (spec 000 section 5). */
export const REVIEWS_PAGE_SIZE = 20;

/** Review text over 90 characters is cut to 80 plus an ellipsis (spec 000 section 5). */
export function truncateReview(text: string): string {
  return text.length > 90 ? `${text.slice(0, 80)}…` : text;
}
