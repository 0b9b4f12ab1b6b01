import { describe, expect, it } from 'vitest';
import { minimumRatingLabel, minimumRatingOptions } from './rating-filter';

describe('the minimum-rating labels', () => {
  it('say "star" for one, "stars" for more, and the top score alone', () => {
    expect([1, 2, 3, 4, 5].map(minimumRatingLabel)).toEqual([
      '1 star and up',
      '2 stars and up',
      '3 stars and up',
      '4 stars and up',
      '5 stars',
    ]);
  });

  it('make select options in the order asked', () => {
    expect(minimumRatingOptions([5, 1])).toEqual([
      { value: '5', label: '5 stars' },
      { value: '1', label: '1 star and up' },
    ]);
  });
});
