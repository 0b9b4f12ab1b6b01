/**
 * Passkeys on the web (issue 47): the account screen's section (the list with when each was added and last used, one
 * added under a name through the browser's prompt, renamed, removed after a confirmation, and its empty and failed
 * states), and the sign-in pages' "Sign in with a passkey" and "Use a passkey" as the second step. The browser's
 * WebAuthn calls are SimpleWebAuthn's, replaced here (the browser suite uses Chromium's virtual authenticator).
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CompanyUser, PasskeySummary, StaffUser } from '@upkeep/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ProSignInPage } from '../app/features/pro-portal/sign-in-page';
import { PASSKEY_CANCELLED } from '../app/lib/passkeys';
import { useCompanySession, useStaffSession } from '../app/session/realm-session';
import { PasskeysSection, suggestedPasskeyName } from '../app/shared/passkeys/passkeys-section';
import { envelope, mockApi } from './api-mock';
import { renderScreen } from './render';

const browser = vi.hoisted(() => ({ startRegistration: vi.fn(), startAuthentication: vi.fn() }));
vi.mock('@simplewebauthn/browser', () => browser);

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
const agent: StaffUser = { id: 4, name: 'Sam Support', email: 'support@upkeep.test', role: 'support' };
const REGISTRATION = {
  id: 'cred-1',
  rawId: 'cred-1',
  type: 'public-key',
  response: { clientDataJSON: 'e30', attestationObject: 'o2Nm', transports: ['internal'] },
  clientExtensionResults: {},
};
const ASSERTION = {
  id: 'cred-1',
  rawId: 'cred-1',
  type: 'public-key',
  response: { clientDataJSON: 'e30', authenticatorData: 'AAAA', signature: 'MEUC', userHandle: 'dXNlcg' },
  clientExtensionResults: {},
};
const laptop: PasskeySummary = {
  id: 1,
  name: 'Work laptop',
  createdDate: '2026-11-20T17:00:00.000Z',
  lastUsedDate: '2026-11-24T23:05:00.000Z',
};

beforeEach(() => {
  localStorage.clear();
  useCompanySession.getState().signedOut();
  useStaffSession.getState().signedOut();
  vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {});
  browser.startRegistration.mockReset();
  browser.startAuthentication.mockReset();
});
afterEach(() => vi.unstubAllGlobals());

describe('the passkeys section', () => {
  const renderFor = (realm: 'company' | 'staff') => {
    if (realm === 'company') useCompanySession.getState().signedIn({ token: 'pro-token', user: owner });
    else useStaffSession.getState().signedIn({ token: 'staff-token', user: agent });
    return renderScreen(<PasskeysSection realm={realm} />, { path: '/account' });
  };

  it('lists the passkeys, adds one under a name through the browser, renames and removes one', async () => {
    let list = [laptop];
    const api = mockApi({
      'GET /staff/auth/passkeys': () => envelope(200, list),
      'POST /staff/auth/passkeys/options': () => envelope(200, { challenge: 'c1', rp: { id: 'localhost' } }),
      'POST /staff/auth/passkeys': ({ body }) => {
        const added = {
          id: 2,
          name: (body as { name: string }).name,
          createdDate: laptop.createdDate,
          lastUsedDate: null,
        };
        list = [...list, added];
        return envelope(201, added);
      },
      'PUT /staff/auth/passkeys/1': ({ body }) => {
        list = list.map((p) => (p.id === 1 ? { ...p, name: (body as { name: string }).name } : p));
        return envelope(200, list[0]);
      },
      'DELETE /staff/auth/passkeys/2': () => {
        list = list.filter((p) => p.id !== 2);
        return envelope(200, null, 'Passkey removed');
      },
    });
    browser.startRegistration.mockResolvedValue(REGISTRATION);
    renderFor('staff');
    const items = await screen.findByRole('list', { name: 'Your passkeys' });
    expect(within(items).getByText('Work laptop')).toBeInTheDocument();
    expect(within(items).getByText('Added Fri, Nov 20, 2026, 9:00 AM')).toBeInTheDocument();
    expect(within(items).getByText('Last used Tue, Nov 24, 2026, 3:05 PM')).toBeInTheDocument();

    // Added under a name of the person's choosing, through the browser's prompt with the server's options.
    fireEvent.click(screen.getByRole('button', { name: 'Add a passkey' }));
    const name = screen.getByLabelText(/Passkey name/);
    fireEvent.change(name, { target: { value: '' } });
    expect(screen.getByRole('button', { name: 'Create passkey' })).toBeDisabled();
    fireEvent.change(name, { target: { value: 'Desk key' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create passkey' }));
    expect(await screen.findByText('Desk key')).toBeInTheDocument();
    expect(screen.getByText('Not used yet')).toBeInTheDocument();
    expect(browser.startRegistration).toHaveBeenCalledWith({
      optionsJSON: { challenge: 'c1', rp: { id: 'localhost' } },
    });
    expect(api.callsTo('POST /staff/auth/passkeys')[0]).toMatchObject({
      token: 'staff-token',
      body: { name: 'Desk key', response: REGISTRATION },
    });

    // Renamed in place.
    fireEvent.click(screen.getByRole('button', { name: 'Rename passkey Work laptop' }));
    const rename = screen.getByRole('form', { name: 'Rename passkey Work laptop' });
    fireEvent.change(within(rename).getByLabelText('Passkey name'), { target: { value: 'Office laptop' } });
    fireEvent.click(within(rename).getByRole('button', { name: 'Save name' }));
    expect(await screen.findByText('Office laptop')).toBeInTheDocument();

    // Removed after a confirmation; keeping it sends nothing.
    fireEvent.click(screen.getByRole('button', { name: 'Remove passkey Desk key' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Keep it' }));
    expect(api.callsTo('DELETE /staff/auth/passkeys/2')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Remove passkey Desk key' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Remove passkey' }));
    await waitFor(() => expect(screen.queryByText('Desk key')).not.toBeInTheDocument());
    expect(api.callsTo('DELETE /staff/auth/passkeys/2')).toHaveLength(1);
  });

  it('says when there are none, when the prompt was cancelled, and when the list failed', async () => {
    let fail = false;
    mockApi({
      'GET /company/auth/passkeys': () => (fail ? envelope(400, null, 'Nope') : envelope(200, [])),
      'POST /company/auth/passkeys/options': () => envelope(200, { challenge: 'c1' }),
    });
    browser.startRegistration.mockRejectedValue(Object.assign(new Error('cancelled'), { name: 'NotAllowedError' }));
    const view = renderFor('company');
    expect(await screen.findByText('You have no passkeys yet.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Add a passkey' }));
    fireEvent.click(screen.getByRole('button', { name: 'Create passkey' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PASSKEY_CANCELLED);
    view.unmount();
    fail = true;
    renderFor('company');
    expect(await screen.findByRole('alert')).toHaveTextContent('Nope');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('suggests a name from the device, numbered when taken', () => {
    const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)';
    expect(suggestedPasskeyName(iphone, [])).toBe('Passkey on iPhone');
    expect(suggestedPasskeyName(iphone, ['Passkey on iPhone'])).toBe('Passkey on iPhone 2');
    expect(suggestedPasskeyName('curl/8', ['Work laptop'])).toBe('Passkey 2');
  });
});

describe('signing in with a passkey on /pro/sign-in', () => {
  const session = { token: 'fresh-token', user: owner };

  it('signs in with a passkey alone', async () => {
    const api = mockApi({
      'POST /company/auth/passkey/options': () => envelope(200, { challenge: 'c2' }),
      'POST /company/auth/passkey': () => envelope(200, session),
    });
    browser.startAuthentication.mockResolvedValue(ASSERTION);
    renderScreen(<ProSignInPage />, { path: '/pro/sign-in' });
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in with a passkey' }));
    await waitFor(() => expect(useCompanySession.getState().token).toBe('fresh-token'));
    expect(browser.startAuthentication).toHaveBeenCalledWith({ optionsJSON: { challenge: 'c2' } });
    expect(api.callsTo('POST /company/auth/passkey')[0]?.body).toEqual({ response: ASSERTION });
  });

  it('offers "Use a passkey" as the second step when the user has one', async () => {
    const challenge = 'challenge-of-the-sign-in-0003';
    const api = mockApi({
      'POST /company/auth/login': () => envelope(200, { mfaRequired: true, challenge, methods: ['passkey'] }),
      'POST /company/auth/mfa/passkey-options': () => envelope(200, { challenge: 'c3', allowCredentials: [] }),
      'POST /company/auth/mfa': () => envelope(200, session),
    });
    browser.startAuthentication.mockResolvedValue(ASSERTION);
    renderScreen(<ProSignInPage />, { path: '/pro/sign-in' });
    fireEvent.change(await screen.findByLabelText(/Email/), { target: { value: owner.email } });
    fireEvent.change(screen.getByLabelText(/Password/), { target: { value: 'A-long-passphrase-2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    // A passkey is the user's only factor: no code field.
    fireEvent.click(await screen.findByRole('button', { name: 'Use a passkey' }));
    expect(screen.queryByLabelText('Authentication code')).not.toBeInTheDocument();
    await waitFor(() => expect(useCompanySession.getState().token).toBe('fresh-token'));
    expect(api.callsTo('POST /company/auth/mfa/passkey-options')[0]?.body).toEqual({ challenge });
    expect(api.callsTo('POST /company/auth/mfa')[0]?.body).toEqual({ challenge, passkey: ASSERTION });
  });
});
