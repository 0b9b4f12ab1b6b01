/**
 * The reviews' filter before the list's code is here (issue 33: the list, its request and cards load after the page
 * hydrates): it is the page's own native select (issue 48), so a choice made before the list comes is the list's
 * first request, and the visitor's focus stays where it is when the list comes. Isolated: the list's import is held
 * by this file's mock.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, mockApi } from '../../../test/api-mock';
import { renderScreen } from '../../../test/render';
import { publicReview } from '../../../test/ticket-fixtures';
import { initialSession, useSession } from '../../session/store';
import { ReviewsPage } from './reviews-page';

const held = vi.hoisted(() => {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { gate, release: () => release() };
});
vi.mock('./reviews-list', async (importOriginal) => {
  await held.gate;
  return importOriginal();
});

const FILTER = 'Minimum rating';

describe('the reviews’ filter before the list’s code is here', () => {
  beforeEach(() => {
    localStorage.clear();
    useSession.setState({ ...initialSession });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('is chosen from at once; the list asks for the choice, and the filter keeps the focus', async () => {
    const api = mockApi({
      'GET /customer/reviews/up-keep': () =>
        envelope(200, [publicReview(1, { upKeepScore: 4 })], 'OK', {
          pages: { pageNumber: 1, pageSize: 20, totalCount: 1, totalPages: 1 },
        }),
    });
    renderScreen(<ReviewsPage />, { path: '/reviews' });
    const filter = screen.getByRole('combobox', { name: FILTER });
    expect(filter.tagName).toBe('SELECT');
    expect(filter).toHaveValue('5');
    filter.focus();
    fireEvent.change(filter, { target: { value: '4' } });
    expect(screen.getByLabelText('Loading the reviews')).toBeInTheDocument();
    held.release();
    await screen.findByRole('article', { name: 'Review by Customer 1' });
    expect(screen.getByRole('combobox', { name: FILTER })).toBe(filter);
    expect(filter).toHaveValue('4');
    expect(filter).toHaveFocus();
    await waitFor(() => expect(api.callsTo('GET /customer/reviews/up-keep')).toHaveLength(1));
    expect(api.callsTo('GET /customer/reviews/up-keep')[0]?.query.get('MinScore')).toBe('4');
  });
});
