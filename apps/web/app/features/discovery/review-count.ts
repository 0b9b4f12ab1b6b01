/** "1 review", "12 reviews": an offer's count of reviews, on its card and in its reviews' dialog. */
export const reviewCountText = (count: number) => `${count} ${count === 1 ? 'review' : 'reviews'}`;
