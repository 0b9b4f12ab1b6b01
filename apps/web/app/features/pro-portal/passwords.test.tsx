/** The company user's own password: "Forgot your password?", the link's page, and Change password (issue 24). */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { type CompanyUser, Messages } from '@upkeep/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, mockApi } from '../../../test/api-mock';
import { renderScreen } from '../../../test/render';
import { useCompanySession } from '../../session/realm-session';
import { ProAccountPage } from './account-page';
import { ProRecoverPasswordPage } from './recover-password-page';
import { ProResetPasswordPage } from './reset-password-page';
import { ProSignInPage } from './sign-in-page';

const owner: CompanyUser = {
  id: 3,
  name: 'Rosa Rock',
  email: 'pro@upkeep.test',
  role: 'owner',
  crewId: null,
  companyId: 9,
  companyName: 'Red Rock Yard Works',
  companyState: 'live',
  locale: 'en',
  hasSecondFactor: false,
};

beforeEach(() => {
  localStorage.clear();
  useCompanySession.getState().signedOut();
});
afterEach(() => vi.unstubAllGlobals());

describe('forgot password in the company portal', () => {
  it('the sign-in links to the recovery page', () => {
    mockApi({});
    renderScreen(<ProSignInPage />, { path: '/pro/sign-in' });
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/pro/recover-password',
    );
  });

  it('asks for a link with the e-mail and says the same whatever the server answers', async () => {
    const api = mockApi({ 'POST /company/auth/recover-password': () => envelope(200, null, Messages.recoverPassword) });
    renderScreen(<ProRecoverPasswordPage />, { path: '/pro/recover-password' });
    fireEvent.click(screen.getByRole('button', { name: 'Send me a link' }));
    expect(await screen.findByText(/^Email /)).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);

    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: ' Pro@UpKeep.test ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send me a link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(Messages.recoverPassword);
    expect(api.callsTo('POST /company/auth/recover-password')[0]?.body).toEqual({ email: 'Pro@UpKeep.test' });
    expect(screen.getByRole('link', { name: 'Back to sign-in' })).toHaveAttribute('href', '/pro/sign-in');
  });

  it('a refusal or a limit reads the same as a success', async () => {
    mockApi({ 'POST /company/auth/recover-password': () => envelope(429, null, 'Too many requests') });
    renderScreen(<ProRecoverPasswordPage />, { path: '/pro/recover-password' });
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'pro@upkeep.test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send me a link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(Messages.recoverPassword);
    expect(screen.queryByText('Too many requests')).not.toBeInTheDocument();
  });
});

describe("the password link's page", () => {
  const render = (search = '?token=link-token') =>
    renderScreen(<ProResetPasswordPage />, {
      path: '/pro/reset-password',
      entries: [`/pro/reset-password${search}`],
    });
  function choose(password: string, confirm = password) {
    fireEvent.change(screen.getByLabelText(/^New password/), { target: { value: password } });
    fireEvent.change(screen.getByLabelText(/^Confirm password/), { target: { value: confirm } });
    fireEvent.click(screen.getByRole('button', { name: 'Set new password' }));
  }

  it('sets the new password with the token and leads to sign-in', async () => {
    const api = mockApi({ 'POST /company/auth/reset-password': () => envelope(200, null, Messages.passwordReset) });
    render();
    choose('short');
    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
    choose('a long password', 'another one');
    expect(await screen.findByText('The passwords do not match')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);

    choose('a long password');
    expect(await screen.findByRole('status')).toHaveTextContent(Messages.passwordReset);
    expect(api.callsTo('POST /company/auth/reset-password')[0]?.body).toEqual({
      token: 'link-token',
      newPassword: 'a long password',
    });
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/pro/sign-in');
    // Nobody is signed in by the link.
    expect(useCompanySession.getState().token).toBeNull();
  });

  it("shows the server's words for a used or expired link, with a way to a new one", async () => {
    mockApi({ 'POST /company/auth/reset-password': () => envelope(400, null, Messages.passwordLink.used) });
    render();
    choose('a long password');
    expect(await screen.findByRole('alert')).toHaveTextContent(Messages.passwordLink.used);
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/pro/recover-password');
  });

  it('shows a refused password under its field', async () => {
    mockApi({
      'POST /company/auth/reset-password': () =>
        envelope(400, null, 'newPassword: is too easy to guess.', {
          errors: [{ field: 'newPassword', message: 'is too easy to guess.' }],
        }),
    });
    render();
    choose('password1234');
    expect(await screen.findByText('Password is too easy to guess.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says where the link is when the page was opened without one', () => {
    mockApi({});
    render('');
    expect(screen.getByRole('alert')).toHaveTextContent('needs the link from your password e-mail');
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/pro/recover-password');
  });
});

describe('Change password on the account screen', () => {
  const render = () => {
    useCompanySession.getState().signedIn({ token: 'old-token', user: owner });
    return renderScreen(<ProAccountPage />, { path: '/pro/account' });
  };
  function change(current: string, next: string, confirm = next) {
    fireEvent.change(screen.getByLabelText(/^Current password/), { target: { value: current } });
    fireEvent.change(screen.getByLabelText(/^New password/), { target: { value: next } });
    fireEvent.change(screen.getByLabelText(/^Confirm new password/), { target: { value: confirm } });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
  }

  it('changes it and keeps this session with the fresh token', async () => {
    const api = mockApi({
      'PUT /company/auth/password': () => envelope(200, { token: 'fresh-token' }, Messages.passwordUpdated),
    });
    render();
    expect(screen.getByRole('heading', { name: 'Your account', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('pro@upkeep.test')).toBeInTheDocument();
    change('old password 1', 'a long new password', 'a different one');
    expect(await screen.findByText('The passwords do not match')).toBeInTheDocument();
    expect(api.callsTo('PUT /company/auth/password')).toHaveLength(0);

    change('old password 1', 'a long new password');
    expect(await screen.findByRole('status')).toHaveTextContent(Messages.passwordUpdated);
    const [call] = api.callsTo('PUT /company/auth/password');
    expect(call?.body).toEqual({ currentPassword: 'old password 1', newPassword: 'a long new password' });
    expect(call?.token).toBe('old-token');
    await waitFor(() => expect(useCompanySession.getState()).toMatchObject({ token: 'fresh-token', user: owner }));
  });

  it('names a wrong current password under its field, and keeps the session', async () => {
    mockApi({
      'PUT /company/auth/password': () =>
        envelope(400, null, 'currentPassword: is incorrect', {
          errors: [{ field: 'currentPassword', message: 'is incorrect' }],
        }),
    });
    render();
    change('wrong password', 'a long new password');
    expect(await screen.findByText('Current password is incorrect')).toBeInTheDocument();
    expect(useCompanySession.getState().token).toBe('old-token');
  });
});
