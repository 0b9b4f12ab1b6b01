/**
 * The minimum-star filters of the companies screen and the reviews page: one wording for both, singular
 * for one star ('1 star and up'), and the top score alone ('5 stars': nothing is above it).
 */
import { plural } from '@lingui/core/macro';

export const TOP_SCORE = 5;
/** The spec's default minimum star rating of the public reviews (spec 000 section 5). */
export const DEFAULT_MIN_SCORE = 5;

/** In the active language (issue 49): call it while rendering, not when a module loads. */
export function minimumRatingLabel(score: number): string {
  if (score >= TOP_SCORE) return plural(TOP_SCORE, { one: '# star', other: '# stars' });
  return plural(score, { one: '# star and up', other: '# stars and up' });
}

/** Select options for the given minimum scores, in the order given. */
export function minimumRatingOptions(scores: readonly number[]): { value: string; label: string }[] {
  return scores.map((score) => ({ value: String(score), label: minimumRatingLabel(score) }));
}
