import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Messages } from '@upkeep/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, mockApi } from '../../../test/api-mock';
import { type Entry, renderScreen } from '../../../test/render';
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

function loginAnswers(tempPassword = false) {
  return mockApi({
    'POST /customer/auth/login': () => envelope(200, { user, token: 'customer-token', tempPassword }),
    'POST /customer/auth/guest-login': () => envelope(200, { token: 'guest-token' }),
  });
}

function renderSignIn(entries: Entry[] = ['/sign-in']) {
  return renderScreen(<SignInPage />, { path: '/sign-in', entries });
}

function signIn(email = 'dana@upkeep.test', password = 'correct horse') {
  fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: email } });
  fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('the sign-in screen', () => {
  beforeEach(() => {
    localStorage.clear();
    useSession.setState({ ...initialSession });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('needs both the e-mail and the password, and asks nothing of the server without them', async () => {
    const api = loginAnswers();
    renderSignIn();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls).toHaveLength(0);
  });

  it('links to Forgot Password and Sign Up, and hides Continue as guest unless a scheduled checkout sent here', () => {
    loginAnswers();
    renderSignIn();
    expect(screen.getByRole('link', { name: 'Forgot Password?' })).toHaveAttribute('href', '/recover-password');
    expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/sign-up');
    expect(screen.queryByRole('button', { name: 'Continue as guest' })).not.toBeInTheDocument();
  });

  it("says 'Invalid User or Password' on a 401", async () => {
    mockApi({ 'POST /customer/auth/login': () => envelope(401, null, 'Wrong credentials') });
    renderSignIn();
    signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent(Messages.invalidLogin);
    expect(useSession.getState().isLoggedIn).toBe(false);
  });

  it("shows the server's message on any other failure", async () => {
    mockApi({ 'POST /customer/auth/login': () => envelope(429, null, 'Too many attempts, try again in 15 minutes') });
    renderSignIn();
    signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts, try again in 15 minutes');
  });

  it('disables the button while signing in', async () => {
    let release: () => void = () => {};
    mockApi({
      'POST /customer/auth/login': () =>
        new Promise((resolve) => {
          release = () => resolve(envelope(401, null, 'no'));
        }),
    });
    renderSignIn();
    signIn();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign in' })).toBeDisabled());
    release();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled());
  });

  it('stores the session and goes home when opened directly', async () => {
    const api = loginAnswers();
    renderSignIn();
    signIn(' dana@upkeep.test ');
    expect(await screen.findByTestId('where')).toHaveTextContent(/^\/home\|/);
    expect(api.callsTo('POST /customer/auth/login')[0]?.body).toEqual({
      Email: 'dana@upkeep.test',
      Password: 'correct horse',
    });
    expect(useSession.getState()).toMatchObject({
      isLoggedIn: true,
      token: 'customer-token',
      user: { name: 'Dana Demo' },
      isTempPassword: false,
    });
  });

  it('goes back one page when another page of the app sent here', async () => {
    loginAnswers();
    renderSignIn(['/services', '/sign-in']);
    signIn();
    expect(await screen.findByTestId('where')).toHaveTextContent(/^\/services\|/);
  });

  it('goes to /booking when the estimate screen sent here', async () => {
    loginAnswers();
    renderSignIn(['/booking', { pathname: '/sign-in', state: { returnToBook: true } }]);
    signIn();
    expect(await screen.findByTestId('where')).toHaveTextContent(/^\/booking\|/);
  });

  it('goes to /reset-password after a sign-in with a temporary password', async () => {
    loginAnswers(true);
    renderSignIn(['/services', { pathname: '/sign-in', state: { returnToBook: true } }]);
    signIn();
    expect(await screen.findByTestId('where')).toHaveTextContent(/^\/reset-password\|/);
    expect(useSession.getState().isTempPassword).toBe(true);
  });

  it('returns to the private screen that sent here', async () => {
    loginAnswers();
    renderSignIn(['/home', { pathname: '/sign-in', state: { returnTo: '/profile' } }]);
    signIn();
    expect(await screen.findByTestId('where')).toHaveTextContent(/^\/profile\|/);
  });

  it('offers Continue as guest from a scheduled checkout, which stores a guest token and goes back', async () => {
    const api = loginAnswers();
    renderSignIn(['/scheduled-ticket/4/12', { pathname: '/sign-in', state: { ScheduledCheckout: true } }]);
    fireEvent.click(screen.getByRole('button', { name: 'Continue as guest' }));
    expect(await screen.findByTestId('where')).toHaveTextContent(/^\/scheduled-ticket\/4\/12\|/);
    expect(api.callsTo('POST /customer/auth/guest-login')).toHaveLength(1);
    expect(useSession.getState()).toMatchObject({
      isLoggedInAsGuest: true,
      tokenGuest: 'guest-token',
      isLoggedIn: false,
    });
  });
});
