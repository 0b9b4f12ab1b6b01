import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, mockApi } from '../../../test/api-mock';
import { renderScreen } from '../../../test/render';
import { useStaffSession } from '../../session/realm-session';
import { StaffAcceptInvitePage } from './accept-invite-page';

const user = { id: 7, name: 'Nia New', email: 'nia@upkeep.test', role: 'support' as const };

const render = (search = '?token=abc123') =>
  renderScreen(<StaffAcceptInvitePage />, {
    path: '/staff/accept-invite',
    entries: [`/staff/accept-invite${search}`],
  });

function choose(password: string, confirm = password) {
  fireEvent.change(screen.getByLabelText(/^New password/), { target: { value: password } });
  fireEvent.change(screen.getByLabelText(/^Confirm password/), { target: { value: confirm } });
  fireEvent.click(screen.getByRole('button', { name: 'Set password and sign in' }));
}

beforeEach(() => {
  localStorage.clear();
  useStaffSession.getState().signedOut();
});
afterEach(() => vi.unstubAllGlobals());

describe('accepting a staff invitation', () => {
  it('sets the password, stores the session and opens the inbox', async () => {
    const api = mockApi({ 'POST /staff/auth/accept-invite': () => envelope(200, { token: 'new-token', user }) });
    render();
    expect(screen.getByText('UpKeep Staff')).toBeInTheDocument();
    choose('a long password');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/staff/inbox|'));
    expect(api.callsTo('POST /staff/auth/accept-invite')[0]?.body).toEqual({
      Token: 'abc123',
      Password: 'a long password',
    });
    expect(useStaffSession.getState()).toMatchObject({ token: 'new-token', user });
  });

  it('asks nothing of the server when the passwords are short or differ', async () => {
    const api = mockApi({});
    render();
    choose('short');
    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
    choose('a long password', 'another one');
    expect(await screen.findByText('The passwords do not match')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it("shows the server's message for a used, expired or unknown link, with a way to sign in", async () => {
    mockApi({
      'POST /staff/auth/accept-invite': () => envelope(400, null, 'This invitation was already used or has expired'),
    });
    render();
    choose('a long password');
    expect(await screen.findByRole('alert')).toHaveTextContent('This invitation was already used or has expired');
    expect(screen.getByRole('link', { name: 'Go to sign-in' })).toHaveAttribute('href', '/staff/sign-in');
    expect(useStaffSession.getState().token).toBeNull();
  });

  it('says what to do without a token', () => {
    mockApi({});
    render('');
    expect(screen.getByRole('alert')).toHaveTextContent('This page needs the link from your invitation e-mail');
    expect(screen.getByRole('link', { name: /Sign in/ })).toHaveAttribute('href', '/staff/sign-in');
    expect(screen.queryByRole('button', { name: 'Set password and sign in' })).not.toBeInTheDocument();
  });
});
