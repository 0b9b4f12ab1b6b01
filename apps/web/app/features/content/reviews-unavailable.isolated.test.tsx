/**
 * The reviews when their list's code cannot be fetched (offline, or a tab older than the release): said as a failed
 * fetch of the reviews is, with Try again, which asks again. Isolated: the failing import is this file's own mock.
 */
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/api-mock';
import { renderScreen } from '../../../test/render';
import { initialSession, useSession } from '../../session/store';
import { ReviewsPage } from './reviews-page';

/** What the screen says when a part's code or the API cannot be reached (ui/on-demand.ts). */
const PART_UNAVAILABLE = 'Could not reach UpKeep. Check your connection and try again.';

const attempts = vi.hoisted(() => ({ list: 0 }));
vi.mock('./reviews-list', () => {
  attempts.list += 1;
  throw new TypeError('Failed to fetch dynamically imported module');
});

describe('the reviews without their list’s code', () => {
  beforeEach(() => {
    localStorage.clear();
    useSession.setState({ ...initialSession });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('the reviews say so with Try again, which asks again', async () => {
    const api = mockApi({});
    renderScreen(<ReviewsPage />, { path: '/reviews' });
    expect(await screen.findByText('Could not load the reviews')).toBeInTheDocument();
    expect(screen.getByText(PART_UNAVAILABLE)).toBeInTheDocument();
    const before = attempts.list;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await vi.waitFor(() => expect(attempts.list).toBeGreaterThan(before));
    expect(await screen.findByText('Could not load the reviews')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });
});
