/**
 * The sign-in screen when its calls' code cannot be fetched (offline, or a tab older than the release): it says
 * so and frees its button, and the next send tries again. Isolated: the failing import is this file's own mock.
 */
import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../test/render';
import { initialSession, useSession } from '../../session/store';
import { SignInPage } from './sign-in-page';

/** What the screen says when a part's code or the API cannot be reached (ui/on-demand.ts). */
const PART_UNAVAILABLE = 'Could not reach UpKeep. Check your connection and try again.';

vi.mock('./sign-in-calls', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

describe('the sign-in screen without its calls', () => {
  beforeEach(() => {
    localStorage.clear();
    useSession.setState({ ...initialSession });
  });

  it('says the connection failed and lets the visitor send again', async () => {
    renderScreen(<SignInPage />, { path: '/sign-in', entries: ['/sign-in'] });
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'dana@upkeep.test' } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'correct horse' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PART_UNAVAILABLE);
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    expect(useSession.getState().token).toBeNull();
  });
});
