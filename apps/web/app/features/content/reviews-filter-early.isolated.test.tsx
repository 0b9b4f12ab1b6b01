/**
 * The reviews' filter while its code is on its way (issue 33: the Select, the list and the query library load after
 * the page hydrates): its stand-in reads as the list box it will be, and when the Select comes it takes the focus
 * and opens only if the visitor is still in the stand-in. Isolated: the list's import is held by this file's mock.
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

describe('the reviews’ filter before its code is here', () => {
  beforeEach(() => {
    localStorage.clear();
    useSession.setState({ ...initialSession });
    mockApi({
      'GET /customer/reviews/up-keep': () =>
        envelope(200, [publicReview(1)], 'OK', {
          pages: { pageNumber: 1, pageSize: 20, totalCount: 1, totalPages: 1 },
        }),
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('reads as a closed list box; a visitor who clicked it and left is not pulled back when the Select comes', async () => {
    renderScreen(
      <>
        <ReviewsPage />
        <button type="button">Elsewhere</button>
      </>,
      { path: '/reviews' },
    );
    const standIn = screen.getByRole('combobox', { name: FILTER });
    expect(standIn).toHaveAttribute('aria-expanded', 'false');
    expect(standIn).toHaveAttribute('aria-haspopup', 'listbox');
    standIn.focus();
    fireEvent.click(standIn);
    const elsewhere = screen.getByRole('button', { name: 'Elsewhere' });
    elsewhere.focus();
    fireEvent.blur(standIn);
    held.release();
    await screen.findByRole('article', { name: 'Review by Customer 1' });
    await waitFor(() => expect(screen.getByRole('combobox', { name: FILTER })).not.toBe(standIn));
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(elsewhere).toHaveFocus();
  });
});
