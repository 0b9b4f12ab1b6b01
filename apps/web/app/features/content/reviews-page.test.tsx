import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Messages, required, truncateReview } from '@upkeep/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, mockApi } from '../../../test/api-mock';
import { renderScreen } from '../../../test/render';
import { publicReview } from '../../../test/ticket-fixtures';
import { setMobileViewport } from '../../../test/viewport';
import { initialSession, useSession } from '../../session/store';
import { truncateReviewMobile } from './review-card';
import { ReviewsPage } from './reviews-page';

const LONG =
  'The crew came early, fixed the leak under the sink and explained everything. Booking took two minutes, truly.';

function answer(reviews = [publicReview(1), publicReview(2, { upKeepComment: LONG })], totalCount = reviews.length) {
  return envelope(200, reviews, 'OK', {
    pages: { pageNumber: 1, pageSize: 20, totalCount, totalPages: Math.ceil(totalCount / 20) },
  });
}

const renderReviews = () => renderScreen(<ReviewsPage />, { path: '/reviews' });

describe('review truncation', () => {
  it('cuts over 90 characters to 80 plus an ellipsis, and on phones over 20 to half', () => {
    expect(truncateReview('a'.repeat(90))).toBe('a'.repeat(90));
    expect(truncateReview('a'.repeat(91))).toBe(`${'a'.repeat(80)}…`);
    expect(truncateReviewMobile('a'.repeat(20))).toBe('a'.repeat(20));
    expect(truncateReviewMobile('abcdefghijklmnopqrstuv')).toBe('abcdefghijk…');
  });
});

describe('the public reviews', () => {
  beforeEach(() => {
    localStorage.clear();
    useSession.setState({ ...initialSession });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('loads five-star reviews twenty at a time, with long texts cut and a way to read them whole', async () => {
    const api = mockApi({ 'GET /customer/reviews/up-keep': () => answer() });
    renderReviews();
    expect(screen.getByRole('heading', { level: 1, name: 'Reviews' })).toBeInTheDocument();
    expect(screen.getByLabelText('Loading the reviews')).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'Review by Customer 2' });
    expect(card).toHaveTextContent(truncateReview(LONG));
    expect(card).toHaveTextContent('5 of 5 stars');
    fireEvent.click(within(card).getByRole('button', { name: 'Read more' }));
    expect(card).toHaveTextContent(LONG);
    expect(within(screen.getByRole('article', { name: 'Review by Customer 1' })).queryByRole('button')).toBeNull();
    expect(
      Object.fromEntries(required(api.callsTo('GET /customer/reviews/up-keep')[0], 'a reviews call').query),
    ).toEqual({
      PageNumber: '1',
      MinScore: '5',
      _pageSize: '20',
    });
  });

  it('cuts texts to half on phones', async () => {
    setMobileViewport(true);
    mockApi({ 'GET /customer/reviews/up-keep': () => answer() });
    renderReviews();
    const card = await screen.findByRole('article', { name: 'Review by Customer 2' });
    expect(card).toHaveTextContent(truncateReviewMobile(LONG));
  });

  it(`filters by a minimum star rating and says '${Messages.reviewsNotFound.title}' when none match`, async () => {
    const api = mockApi({
      'GET /customer/reviews/up-keep': (call) =>
        call.query.get('MinScore') === '5' ? answer([], 0) : answer([publicReview(3, { upKeepScore: 3 })]),
    });
    renderReviews();
    expect(await screen.findByText(Messages.reviewsNotFound.title)).toBeInTheDocument();
    expect(screen.getByText(Messages.reviewsNotFound.text)).toBeInTheDocument();

    const filter = screen.getByRole('combobox', { name: 'Minimum rating' });
    expect(filter).toHaveValue('5');
    expect(within(filter).getByRole('option', { name: '5 stars' })).toHaveProperty('selected', true);
    fireEvent.change(filter, { target: { value: '3' } });
    expect(await screen.findByRole('article', { name: 'Review by Customer 3' })).toHaveTextContent('3 of 5 stars');
    await waitFor(() => expect(api.callsTo('GET /customer/reviews/up-keep').at(-1)?.query.get('MinScore')).toBe('3'));
  });

  it('shows an error with a retry', async () => {
    let fail = true;
    mockApi({ 'GET /customer/reviews/up-keep': () => (fail ? 'network-error' : answer()) });
    renderReviews();
    expect(await screen.findByText('Could not load the reviews', {}, { timeout: 4000 })).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Review by Customer 1' })).toBeInTheDocument();
  });
});
