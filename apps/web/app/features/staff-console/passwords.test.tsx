/** The staff member's own password: "Forgot your password?", the link's page, and Change password (issue 24). */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Messages, type StaffUser } from '@upkeep/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, mockApi } from '../../../test/api-mock';
import { renderScreen } from '../../../test/render';
import { useStaffSession } from '../../session/realm-session';
import { StaffAccountPage } from './account-page';
import { StaffRecoverPasswordPage } from './recover-password-page';
import { StaffResetPasswordPage } from './reset-password-page';
import { StaffSignInPage } from './sign-in-page';
import { STAFF_NAV } from './staff-layout';

const admin: StaffUser = { id: 2, name: 'Ada Admin', email: 'admin@upkeep.test', role: 'admin' };

beforeEach(() => {
  localStorage.clear();
  useStaffSession.getState().signedOut();
});
afterEach(() => vi.unstubAllGlobals());

describe("the staff console's passwords", () => {
  it('the sign-in links to the recovery page, and the console to the account screen', () => {
    mockApi({});
    renderScreen(<StaffSignInPage />, { path: '/staff/sign-in' });
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/staff/recover-password',
    );
    expect(STAFF_NAV).toContainEqual({ to: '/staff/account', label: 'Your account' });
  });

  it('asks for a link and says the same whatever the answer', async () => {
    const api = mockApi({ 'POST /staff/auth/recover-password': () => 'network-error' });
    renderScreen(<StaffRecoverPasswordPage />, { path: '/staff/recover-password' });
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'admin@upkeep.test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send me a link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(Messages.recoverPassword);
    expect(api.callsTo('POST /staff/auth/recover-password')[0]?.body).toEqual({ email: 'admin@upkeep.test' });
  });

  it('sets a new password with the link and leads to the staff sign-in', async () => {
    const api = mockApi({ 'POST /staff/auth/reset-password': () => envelope(200, null, Messages.passwordReset) });
    renderScreen(<StaffResetPasswordPage />, {
      path: '/staff/reset-password',
      entries: ['/staff/reset-password?token=staff-link'],
    });
    expect(screen.getByText('UpKeep Staff')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/^New password/), { target: { value: 'a long password' } });
    fireEvent.change(screen.getByLabelText(/^Confirm password/), { target: { value: 'a long password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByRole('status')).toHaveTextContent(Messages.passwordReset);
    expect(api.callsTo('POST /staff/auth/reset-password')[0]?.body).toEqual({
      token: 'staff-link',
      newPassword: 'a long password',
    });
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/staff/sign-in');
  });

  it('changes the password on the account screen and keeps the session with the fresh token', async () => {
    const api = mockApi({
      'PUT /staff/auth/password': () => envelope(200, { token: 'fresh-staff-token' }, Messages.passwordUpdated),
    });
    useStaffSession.getState().signedIn({ token: 'old-staff-token', user: admin });
    renderScreen(<StaffAccountPage />, { path: '/staff/account' });
    expect(screen.getByText('admin@upkeep.test')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/^Current password/), { target: { value: 'old password 1' } });
    fireEvent.change(screen.getByLabelText(/^New password/), { target: { value: 'a long new password' } });
    fireEvent.change(screen.getByLabelText(/^Confirm new password/), { target: { value: 'a long new password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('status')).toHaveTextContent(Messages.passwordUpdated);
    const [call] = api.callsTo('PUT /staff/auth/password');
    expect(call?.token).toBe('old-staff-token');
    expect(call?.body).toEqual({ currentPassword: 'old password 1', newPassword: 'a long new password' });
    await waitFor(() => expect(useStaffSession.getState().token).toBe('fresh-staff-token'));
  });
});
