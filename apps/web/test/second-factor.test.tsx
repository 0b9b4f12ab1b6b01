/**
 * The account screens' second factor (issue 47): setting up an authenticator (QR code and key, a first code, the
 * recovery codes shown once), turning it off, signing out other sessions, the owner's team switch, and the portal
 * that leads a user who must have a factor to the account screen.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type CompanyUser, SECOND_FACTOR_MESSAGES, type StaffUser } from '@upkeep/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ProAccountPage } from '../app/features/pro-portal/account-page';
import { StaffAccountPage } from '../app/features/staff-console/account-page';
import { StaffLayout } from '../app/features/staff-console/staff-layout';
import { useCompanySession, useStaffSession } from '../app/session/realm-session';
import { groupedSecret } from '../app/shared/second-factor/authenticator-section';
import { SecondFactorsResetSection } from '../app/shared/second-factor/reset-section';
import { envelope, mockApi } from './api-mock';
import { renderScreen } from './render';

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
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const CODES = Array.from({ length: 10 }, (_, i) => `k7qm-2xv9-w${i}`);

beforeEach(() => {
  localStorage.clear();
  useCompanySession.getState().signedOut();
  useStaffSession.getState().signedOut();
});
afterEach(() => vi.unstubAllGlobals());

describe('the authenticator on /staff/account', () => {
  const render = () => {
    useStaffSession.getState().signedIn({ token: 'staff-token', user: agent });
    return renderScreen(<StaffAccountPage />, { path: '/staff/account' });
  };

  it('sets one up with its QR code and key, asks for the 6 digits, then shows the recovery codes once', async () => {
    let enabled = false;
    const api = mockApi({
      'GET /staff/auth/second-factor': () =>
        envelope(200, { enabled, recoveryCodesLeft: enabled ? 10 : 0, required: true }),
      'POST /staff/auth/totp': () =>
        envelope(200, { secret: SECRET, otpauthUri: `otpauth://totp/UpKeep:x?secret=${SECRET}` }),
      'POST /staff/auth/totp/confirm': ({ body }) => {
        if ((body as { code: string }).code !== '123456') {
          return envelope(400, null, 'code: nope', { errors: [{ field: 'code', message: 'nope' }] });
        }
        enabled = true;
        return envelope(200, { recoveryCodes: CODES });
      },
    });
    render();
    expect(await screen.findByText(SECOND_FACTOR_MESSAGES.required)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Set up an authenticator app' }));
    expect(await screen.findByTestId('totp-secret')).toHaveTextContent(groupedSecret(SECRET));
    expect(await screen.findByRole('img', { name: 'QR code for your authenticator app' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/png;base64,/),
    );
    // Not six digits: said at the field, nothing sent.
    fireEvent.change(screen.getByLabelText('6-digit code'), { target: { value: '12a' } });
    fireEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText('Enter the 6 digits your app shows')).toBeInTheDocument();
    expect(api.callsTo('POST /staff/auth/totp/confirm')).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('6-digit code'), { target: { value: '123 456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CODES);
    expect(api.callsTo('POST /staff/auth/totp/confirm')[0]?.body).toEqual({ code: '123456' });
    fireEvent.click(screen.getByRole('button', { name: 'I have saved my codes' }));
    expect(await screen.findByText(/10 recovery codes left/)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Recovery codes' })).not.toBeInTheDocument();
  });

  it('turns it off with a code, and says the server refused a wrong one', async () => {
    let enabled = true;
    mockApi({
      'GET /staff/auth/second-factor': () => envelope(200, { enabled, recoveryCodesLeft: 2, required: false }),
      'DELETE /staff/auth/totp': ({ body }) => {
        if ((body as { code: string }).code !== '654321') {
          return envelope(400, null, 'code: That code is not right', {
            errors: [{ field: 'code', message: 'That code is not right' }],
          });
        }
        enabled = false;
        return envelope(200, null);
      },
    });
    render();
    expect(await screen.findByText(/2 recovery codes left/)).toBeInTheDocument();
    expect(screen.getByText(/Few recovery codes are left/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Turn off…' }));
    const field = screen.getByLabelText('A code from your app, or a recovery code');
    fireEvent.change(field, { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText(/That code is not right/)).toBeInTheDocument();
    fireEvent.change(field, { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByRole('button', { name: 'Set up an authenticator app' })).toBeInTheDocument();
  });

  it('signs out other sessions and keeps this one with the new token', async () => {
    mockApi({
      'GET /staff/auth/second-factor': () => envelope(200, { enabled: false, recoveryCodesLeft: 0, required: false }),
      'POST /staff/auth/sign-out-others': () => envelope(200, { token: 'new-token', user: agent }),
    });
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Sign out other sessions' }));
    expect(await screen.findByText('Every other session is signed out.')).toBeInTheDocument();
    await waitFor(() => expect(useStaffSession.getState().token).toBe('new-token'));
  });
});

describe("the owner's team on /pro/account", () => {
  it('lists who has which factor, and the switch waits for the owner’s own factor', async () => {
    let required = false;
    const api = mockApi({
      'GET /company/auth/second-factor': () => envelope(200, { enabled: true, recoveryCodesLeft: 10, required }),
      'GET /company/second-factors': () =>
        envelope(200, {
          required,
          users: [
            {
              id: 3,
              name: 'Rosa Rock',
              email: owner.email,
              role: 'owner',
              active: true,
              authenticator: true,
              passkeys: 0,
            },
            {
              id: 5,
              name: 'Omar Office',
              email: 'o@x.test',
              role: 'staff',
              active: true,
              authenticator: false,
              passkeys: 2,
            },
            {
              id: 6,
              name: 'Cruz Crew',
              email: 'c@x.test',
              role: 'crew',
              active: true,
              authenticator: false,
              passkeys: 0,
            },
          ],
        }),
      'PUT /company/second-factors': ({ body }) => {
        required = (body as { required: boolean }).required;
        return envelope(200, { required, users: [] });
      },
    });
    useCompanySession.getState().signedIn({ token: 'owner-token', user: owner });
    renderScreen(<ProAccountPage />, { path: '/pro/account' });
    const table = await screen.findByRole('table', { name: 'Team members and their second factors' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[2]?.textContent)).toEqual([
      'Authenticator app',
      '2 passkeys',
      'None',
    ]);
    const toggle = screen.getByRole('switch', { name: /^Require a second factor of everyone in the company/ });
    expect(toggle).not.toBeDisabled();
    fireEvent.click(toggle);
    await waitFor(() => expect(api.callsTo('PUT /company/second-factors')[0]?.body).toEqual({ required: true }));
  });
});

describe('a console that requires a second factor', () => {
  it('takes a member without one to their account screen, whatever screen they asked for', async () => {
    mockApi({
      'GET /staff/me': () => envelope(200, agent),
      'GET /staff/auth/second-factor': () => envelope(200, { enabled: false, recoveryCodesLeft: 0, required: true }),
    });
    useStaffSession.getState().signedIn({ token: 'staff-token', user: agent });
    await act(async () => {
      await useStaffSession.persist.rehydrate();
    });
    renderScreen(<StaffLayout />, { path: '/staff/tickets' });
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/staff/account|'));
  });
});

describe("UpKeep's reset of a lost factor", () => {
  it('lists the company users with their factors and resets one after asking', async () => {
    let authenticator = true;
    const api = mockApi({
      'GET /staff/companies/9/second-factors': () =>
        envelope(200, {
          required: true,
          users: [
            { id: 3, name: 'Rosa Rock', email: owner.email, role: 'owner', active: true, authenticator, passkeys: 0 },
            {
              id: 5,
              name: 'Omar Office',
              email: 'o@x.test',
              role: 'staff',
              active: true,
              authenticator: false,
              passkeys: 0,
            },
          ],
        }),
      'DELETE /staff/companies/9/users/3/second-factor': () => {
        authenticator = false;
        return envelope(200, null);
      },
    });
    useStaffSession.getState().signedIn({ token: 'staff-token', user: agent });
    renderScreen(<SecondFactorsResetSection token="staff-token" companyId={9} canReset roleLabel={(r) => r} />, {
      path: '/staff/companies/9',
    });
    expect(await screen.findByText('Required: anyone without one can only set it up.')).toBeInTheDocument();
    // Only someone with a factor has one to reset.
    expect(screen.queryByRole('button', { name: 'Reset second factor of Omar Office' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Reset second factor of Rosa Rock' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset this second factor?' });
    expect(api.callsTo('DELETE /staff/companies/9/users/3/second-factor')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reset second factor' }));
    await waitFor(() => expect(api.callsTo('DELETE /staff/companies/9/users/3/second-factor')).toHaveLength(1));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Reset second factor of Rosa Rock' })).not.toBeInTheDocument(),
    );
  });
});
