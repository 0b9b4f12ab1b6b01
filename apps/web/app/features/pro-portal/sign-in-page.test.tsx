import { fireEvent, screen, waitFor } from '@testing-library/react';
import { type CompanyUser, SECOND_FACTOR_MESSAGES } from '@upkeep/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, mockApi } from '../../../test/api-mock';
import { type Entry, renderScreen } from '../../../test/render';
import { useCompanySession } from '../../session/realm-session';
import { AcceptInvitePage } from './accept-invite-page';
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

function renderSignIn(entries: Entry[] = ['/pro/sign-in']) {
  return renderScreen(<ProSignInPage />, { path: '/pro/sign-in', entries });
}

function signIn(email = 'pro@upkeep.test', password = 'UpKeepPro2026!') {
  fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: email } });
  fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

beforeEach(() => {
  localStorage.clear();
  useCompanySession.getState().signedOut();
});
afterEach(() => vi.unstubAllGlobals());

describe('the company sign-in', () => {
  it('checks the fields with the contract before asking the server', async () => {
    const api = mockApi({});
    renderSignIn();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('stores the session and goes to the jobs', async () => {
    const api = mockApi({ 'POST /company/auth/login': () => envelope(200, { token: 'pro-token', user: owner }) });
    renderSignIn();
    signIn(' PRO@upkeep.test ');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/pro/jobs|'));
    expect(api.callsTo('POST /company/auth/login')[0]?.body).toEqual({
      Email: 'PRO@upkeep.test',
      Password: 'UpKeepPro2026!',
    });
    expect(useCompanySession.getState()).toMatchObject({ token: 'pro-token', user: owner });
  });

  it('goes back to the portal screen that sent here', async () => {
    mockApi({ 'POST /company/auth/login': () => envelope(200, { token: 'pro-token', user: owner }) });
    renderSignIn([{ pathname: '/pro/sign-in', state: { returnTo: '/pro/jobs/41' } }]);
    signIn();
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/pro/jobs/41|'));
  });

  it("shows the server's message on a wrong password, and keeps what was typed", async () => {
    mockApi({ 'POST /company/auth/login': () => envelope(401, null, 'Invalid e-mail or password') });
    renderSignIn();
    signIn('pro@upkeep.test', 'wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid e-mail or password');
    expect(screen.getByLabelText(/^Email/)).toHaveValue('pro@upkeep.test');
    expect(useCompanySession.getState().token).toBeNull();
  });

  it('asks an account with a second factor for its code, then stores the session (issue 47)', async () => {
    const api = mockApi({
      'POST /company/auth/login': () =>
        envelope(200, { mfaRequired: true, challenge: 'challenge-of-the-sign-in-0001' }),
      'POST /company/auth/mfa': (call) =>
        (call.body as { code: string }).code === '654321'
          ? envelope(200, { token: 'pro-token', user: owner })
          : envelope(401, null, SECOND_FACTOR_MESSAGES.invalidCode),
    });
    renderSignIn();
    signIn();
    const code = await screen.findByRole('textbox', { name: /^Authentication code/ });
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(useCompanySession.getState().token).toBeNull();
    fireEvent.change(code, { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(SECOND_FACTOR_MESSAGES.invalidCode);
    fireEvent.change(code, { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/pro/jobs|'));
    expect(api.callsTo('POST /company/auth/mfa').map((c) => c.body)).toEqual([
      { challenge: 'challenge-of-the-sign-in-0001', code: '123456' },
      { challenge: 'challenge-of-the-sign-in-0001', code: '654321' },
    ]);
    expect(useCompanySession.getState()).toMatchObject({ token: 'pro-token', user: owner });
  });

  it('starts over when the second step has expired', async () => {
    mockApi({
      'POST /company/auth/login': () =>
        envelope(200, { mfaRequired: true, challenge: 'challenge-of-the-sign-in-0002' }),
      'POST /company/auth/mfa': () => envelope(401, null, SECOND_FACTOR_MESSAGES.challengeOver),
    });
    renderSignIn();
    signIn();
    fireEvent.change(await screen.findByRole('textbox', { name: /^Authentication code/ }), {
      target: { value: '123456' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in again' }));
    expect(await screen.findByLabelText(/^Password/)).toHaveValue('');
  });

  it('says to wait when rate-limited', async () => {
    mockApi({ 'POST /company/auth/login': () => envelope(429, null, 'Too many attempts, try again in 15 minutes') });
    renderSignIn();
    signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts');
  });
});

describe('accepting an invitation', () => {
  const renderAccept = (search = '?token=abc123') =>
    renderScreen(<AcceptInvitePage />, { path: '/pro/accept-invite', entries: [`/pro/accept-invite${search}`] });

  function choose(password: string, confirm = password) {
    fireEvent.change(screen.getByLabelText(/^New password/), { target: { value: password } });
    fireEvent.change(screen.getByLabelText(/^Confirm password/), { target: { value: confirm } });
    fireEvent.click(screen.getByRole('button', { name: 'Set password and sign in' }));
  }

  it('sets the password, signs in, and sends an owner setting up to the setup', async () => {
    const user = { ...owner, companyState: 'setting_up' as const };
    const api = mockApi({ 'POST /company/auth/accept-invite': () => envelope(200, { token: 'new-token', user }) });
    renderAccept();
    choose('a long password');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/pro/setup|'));
    expect(api.callsTo('POST /company/auth/accept-invite')[0]?.body).toEqual({
      Token: 'abc123',
      Password: 'a long password',
    });
    expect(useCompanySession.getState().token).toBe('new-token');
  });

  it('sends invited staff to the jobs', async () => {
    const user = { ...owner, role: 'staff' as const, companyState: 'setting_up' as const };
    mockApi({ 'POST /company/auth/accept-invite': () => envelope(200, { token: 'new-token', user }) });
    renderAccept();
    choose('a long password');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/pro/jobs|'));
  });

  it('asks nothing of the server when the passwords are short or differ', async () => {
    const api = mockApi({});
    renderAccept();
    choose('short');
    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
    choose('a long password', 'another one');
    expect(await screen.findByText('The passwords do not match')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it("shows the server's message for a used link, with a way to sign in", async () => {
    mockApi({
      'POST /company/auth/accept-invite': () => envelope(400, null, 'This invitation was already used or has expired'),
    });
    renderAccept();
    choose('a long password');
    expect(await screen.findByRole('alert')).toHaveTextContent('This invitation was already used or has expired');
    expect(screen.getByRole('link', { name: 'Go to sign-in' })).toHaveAttribute('href', '/pro/sign-in');
    expect(useCompanySession.getState().token).toBeNull();
  });

  it('says what to do without a token', () => {
    mockApi({});
    renderAccept('');
    expect(screen.getByRole('alert')).toHaveTextContent('This page needs the link from your invitation e-mail');
    expect(screen.queryByRole('button', { name: 'Set password and sign in' })).not.toBeInTheDocument();
  });
});
