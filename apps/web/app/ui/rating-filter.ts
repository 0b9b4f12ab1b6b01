/**
 * The minimum-star filters of the companies screen and the reviews page: one wording for both, singular
 * for one star ('1 star and up'), and the top score alone ('5 stars': nothing is above it).
 */
export const TOP_SCORE = 5;
/** The spec's default minimum star rating of the public reviews (spec 000 section 5). */
export const DEFAULT_MIN_SCORE = 5;

export function minimumRatingLabel(score: number): string {
  if (score >= TOP_SCORE) return `${TOP_SCORE} stars`;
  return `${score} ${score === 1 ? 'star' : 'stars'} and up`;
}

/** Select options for the given minimum scores, in the order given. */
export function minimumRatingOptions(scores: readonly number[]): { value: string; label: string }[] {
  return scores.map((score) => ({ value: String(score), label: minimumRatingLabel(score) }));
}
