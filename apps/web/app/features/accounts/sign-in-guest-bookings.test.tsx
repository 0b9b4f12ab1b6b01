import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, mockApi } from '../../../test/api-mock';
import { renderScreen } from '../../../test/render';
import { initialSession, useSession } from '../../session/store';
import { SignInPage } from './sign-in-page';

const user = {
  id: 7,
  name: 'Dana Demo',
  email: 'dana@upkeep.test',
  phoneNumber: '7025550100',
  address: null,
  zipCode: null,
};

function signIn() {
  fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: user.email } });
  fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'correct horse' } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('signing in with the e-mail of earlier guest bookings (issue 26)', () => {
  beforeEach(() => {
    localStorage.clear();
    useSession.setState({ ...initialSession });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('offers to add them before going on; Not now goes on', async () => {
    mockApi({
      'POST /customer/auth/login': () => envelope(200, { user, token: 'customer-token', tempPassword: false }),
      'GET /customer/guest-bookings': () => envelope(200, { count: 2 }),
    });
    renderScreen(<SignInPage />, { path: '/sign-in', entries: ['/sign-in'] });
    signIn();
    const dialog = await screen.findByRole('dialog', { name: 'Your earlier bookings' });
    // The offer's panel is a lazy part (decision 0035): the dialog's frame can come first.
    await waitFor(() =>
      expect(dialog).toHaveTextContent(
        'You have 2 earlier bookings made as a guest with this e-mail. Add them to your account?',
      ),
    );
    expect(screen.queryByTestId('where')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(await screen.findByTestId('where')).toBeInTheDocument();
  });

  it('goes on at once when there are none', async () => {
    mockApi({
      'POST /customer/auth/login': () => envelope(200, { user, token: 'customer-token', tempPassword: false }),
      'GET /customer/guest-bookings': () => envelope(200, { count: 0 }),
    });
    renderScreen(<SignInPage />, { path: '/sign-in', entries: ['/sign-in'] });
    signIn();
    expect(await screen.findByTestId('where')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
