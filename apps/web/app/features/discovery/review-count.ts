import { plural } from '@lingui/core/macro';

/** "1 review", "12 reviews" ("1 reseña"...): an offer's count of reviews, on its card and in its reviews' dialog. */
export const reviewCountText = (count: number) => plural(count, { one: '# review', other: '# reviews' });
