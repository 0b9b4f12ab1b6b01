import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Messages } from '@upkeep/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, mockApi } from '../../../test/api-mock';
import { renderScreen } from '../../../test/render';
import { initialSession, SESSION_STORAGE_KEY, useSession } from '../../session/store';
import { canChangePassword, passwordMatchMessage } from './change-password-form';
import { ResetPasswordPage } from './reset-password-page';

const user = { id: 7, name: 'Dana Demo', email: 'dana@upkeep.test', phoneNumber: '7025550100' };

async function hydrate() {
  await act(async () => {
    await useSession.persist.rehydrate();
  });
}

const renderReset = () => renderScreen(<ResetPasswordPage />, { path: '/reset-password' });
const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const CURRENT = /^Current password/;
const NEW = /^New password/;
const REPEAT = /^Repeat new password/;

describe('the change-password rules', () => {
  it("says 'Password match' or 'Password did not match' once something is repeated", () => {
    expect(passwordMatchMessage('abcdefgh', '')).toBeNull();
    expect(passwordMatchMessage('abcdefgh', 'abcdefg')).toBe(Messages.passwordDidNotMatch);
    expect(passwordMatchMessage('abcdefgh', 'abcdefgh')).toBe(Messages.passwordMatch);
  });

  it('needs the three fields filled and the new password repeated', () => {
    const ok = { currentPassword: 'old', newPassword: 'new password', repeatPassword: 'new password' };
    expect(canChangePassword(ok)).toBe(true);
    expect(canChangePassword({ ...ok, currentPassword: '' })).toBe(false);
    expect(canChangePassword({ ...ok, repeatPassword: 'new passwore' })).toBe(false);
  });
});

describe('the reset-password screen', () => {
  beforeEach(() => {
    localStorage.clear();
    useSession.setState({ ...initialSession });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('decides nothing before the stored session is read back, then shows the form to the customer', async () => {
    vi.resetModules();
    const fresh = await import('../../session/store');
    const { ResetPasswordPage: FreshPage } = await import('./reset-password-page');
    localStorage.setItem(
      SESSION_STORAGE_KEY,
      JSON.stringify({ state: { ...initialSession, isLoggedIn: true, token: 't', user }, version: 1 }),
    );
    renderScreen(<FreshPage />, { path: '/reset-password' });
    expect(screen.getByLabelText('Loading')).toBeInTheDocument();
    expect(screen.queryByTestId('where')).not.toBeInTheDocument();
    await act(async () => {
      await fresh.useSession.persist.rehydrate();
    });
    expect(await screen.findByLabelText(CURRENT)).toBeInTheDocument();
  });

  it('sends anonymous visitors and guests to /', async () => {
    mockApi({});
    useSession.getState().loginAsGuest('guest-token');
    await hydrate();
    renderReset();
    expect(await screen.findByTestId('where')).toHaveTextContent(/^\/\|/);
  });

  describe('for a signed-in customer', () => {
    beforeEach(async () => {
      useSession.getState().login('old-token', user, true);
      await hydrate();
    });

    it('says whether the passwords match as they are typed, and enables the button only then', async () => {
      mockApi({});
      renderReset();
      const button = await screen.findByRole('button', { name: 'Change password' });
      type(CURRENT, 'Temp-1234');
      type(NEW, 'a new passphrase');
      expect(button).toBeDisabled();
      type(REPEAT, 'a new pass');
      expect(screen.getByRole('status')).toHaveTextContent(Messages.passwordDidNotMatch);
      expect(button).toBeDisabled();
      type(REPEAT, 'a new passphrase');
      expect(screen.getByRole('status')).toHaveTextContent(Messages.passwordMatch);
      expect(button).toBeEnabled();
    });

    it("says 'Could not update password.' when the server refuses", async () => {
      mockApi({ 'PUT /customer/auth/change-password': () => envelope(400, null, 'Current password is wrong') });
      renderReset();
      type(CURRENT, 'wrong-one');
      type(NEW, 'a new passphrase');
      type(REPEAT, 'a new passphrase');
      fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(Messages.passwordUpdateFailed);
      expect(useSession.getState()).toMatchObject({ token: 'old-token', isTempPassword: true });
    });

    it('stores the new token, clears the temporary flag, confirms, and goes home a moment later', async () => {
      const api = mockApi({ 'PUT /customer/auth/change-password': () => envelope(200, { token: 'new-token' }) });
      renderReset();
      type(CURRENT, 'Temp-1234');
      type(NEW, 'a new passphrase');
      type(REPEAT, 'a new passphrase');
      fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
      expect(await screen.findByText(Messages.passwordUpdated)).toBeInTheDocument();
      const [call] = api.callsTo('PUT /customer/auth/change-password');
      expect(call).toMatchObject({
        token: 'old-token',
        body: { CurrentPassword: 'Temp-1234', NewPassword: 'a new passphrase' },
      });
      expect(useSession.getState()).toMatchObject({ isLoggedIn: true, token: 'new-token', isTempPassword: false });
      // The confirmation stays on screen first (spec 000 section 4: 2 to 3.5 seconds).
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(screen.queryByTestId('where')).not.toBeInTheDocument();
      await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/home\|/), { timeout: 2500 });
    });
  });
});
