/**
 * A crew member's /pro/account in their account's language (issue 49), as their day: a Spanish account reads its
 * account screen in Spanish (the password and its checks, the authenticator's setup, passkeys, sessions, the title)
 * and asks the API in Spanish; an English crew account, an owner whose account says Spanish, and the console's
 * account screen (which shares its parts) read English.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type CompanyUser, type PasskeySummary, type StaffUser, valleyInstant, valleyToday } from '@upkeep/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ProAccountPage } from '../app/features/pro-portal/account-page';
import { StaffAccountPage } from '../app/features/staff-console/account-page';
import { activateLocale, i18n } from '../app/i18n/catalogs';
import { useCompanySession, useStaffSession } from '../app/session/realm-session';
import { envelope, mockApi } from './api-mock';
import { crewUser } from './company-fixtures';
import { renderScreen } from './render';

const user = crewUser;
const agent: StaffUser = { id: 4, name: 'Sam Support', email: 'support@upkeep.test', role: 'support' };
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const CODES = Array.from({ length: 10 }, (_, i) => `k7qm-2xv9-w${i}`);
const passkey: PasskeySummary = {
  id: 2,
  name: 'Teléfono del trabajo',
  createdDate: valleyInstant(valleyToday(), '08:30').toISOString(),
  lastUsedDate: null,
};

/** The account's calls, answered as for a member of a company that requires a second factor. */
function accountApi(realm: 'company' | 'staff' = 'company') {
  let enabled = false;
  return mockApi({
    [`GET /${realm}/auth/second-factor`]: () =>
      envelope(200, { enabled, recoveryCodesLeft: enabled ? 10 : 0, required: true }),
    [`GET /${realm}/auth/passkeys`]: () => envelope(200, [passkey]),
    [`POST /${realm}/auth/totp`]: () =>
      envelope(200, { secret: SECRET, otpauthUri: `otpauth://totp/UpKeep:x?secret=${SECRET}` }),
    [`POST /${realm}/auth/totp/confirm`]: () => {
      enabled = true;
      return envelope(200, { recoveryCodes: CODES });
    },
    [`POST /${realm}/auth/sign-out-others`]: () =>
      envelope(200, { token: 'fresh-token', user: realm === 'company' ? user({ locale: 'es' }) : agent }),
    // The API's refusal in English (its Spanish is another piece of work): the screen says the reason in its words.
    [`PUT /${realm}/auth/password`]: () =>
      envelope(400, null, 'currentPassword: is incorrect', {
        errors: [{ field: 'currentPassword', message: 'is incorrect' }],
      }),
  });
}

const signIn = (patch: Partial<CompanyUser>) =>
  act(() => useCompanySession.setState({ token: 'crew-token', user: user(patch) }));

describe("a crew member's account in the account's language", () => {
  beforeEach(() => {
    localStorage.clear();
    useStaffSession.getState().signedOut();
    document.title = 'Your account | UpKeep';
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    await act(() => activateLocale('en'));
  });

  it('shows a Spanish account its account in Spanish, checks included, and asks the API in Spanish', async () => {
    signIn({ locale: 'es' });
    const api = accountApi();
    const { unmount } = renderScreen(<ProAccountPage />, { path: '/pro/account' });
    const heading = await screen.findByRole('heading', { level: 1, name: 'Su cuenta' });
    expect(heading.closest('[lang]')).toHaveAttribute('lang', 'es');
    expect(document.title).toBe('Su cuenta | UpKeep');
    expect(
      screen.getByText('La cuenta con la que inició sesión, su contraseña y su segundo factor.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Red Rock Yard Works · Miembro del equipo')).toBeInTheDocument();

    // The password, its checks said before anything is sent, and the server's refusal under its field.
    const form = screen.getByRole('form', { name: 'Cambiar contraseña' });
    expect(screen.getByRole('heading', { level: 2, name: 'Cambiar contraseña' })).toBeInTheDocument();
    expect(within(form).getByText('Al menos 8 caracteres')).toBeInTheDocument();
    expect(within(form).getAllByRole('button', { name: 'Mostrar u ocultar la contraseña' })).toHaveLength(3);
    fireEvent.click(within(form).getByRole('button', { name: 'Cambiar contraseña' }));
    expect(await within(form).findByText('Escriba su contraseña actual')).toBeInTheDocument();
    expect(within(form).getByText('La contraseña nueva debe tener al menos 8 caracteres')).toBeInTheDocument();
    expect(within(form).getByText('Escriba otra vez la contraseña nueva')).toBeInTheDocument();
    fireEvent.change(within(form).getByLabelText(/^Contraseña actual/), { target: { value: 'old password 1' } });
    fireEvent.change(within(form).getByLabelText(/^Contraseña nueva/), { target: { value: 'a long new password' } });
    fireEvent.change(within(form).getByLabelText(/^Confirme la contraseña nueva/), {
      target: { value: 'another one' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Cambiar contraseña' }));
    expect(await within(form).findByText('Las contraseñas no coinciden')).toBeInTheDocument();
    expect(api.callsTo('PUT /company/auth/password')).toHaveLength(0);
    fireEvent.change(within(form).getByLabelText(/^Confirme la contraseña nueva/), {
      target: { value: 'a long new password' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Cambiar contraseña' }));
    expect(await within(form).findByText('La contraseña actual no es correcta')).toBeInTheDocument();

    // The authenticator: the company's requirement, its setup step, a code that is not six digits, the codes.
    const authenticator = screen.getByRole('region', { name: 'Aplicación de autenticación' });
    expect(
      await within(authenticator).findByText(
        'Su compañía pide a cada usuario que primero configure un segundo factor (una aplicación de autenticación o una llave de acceso).',
      ),
    ).toBeInTheDocument();
    fireEvent.click(within(authenticator).getByRole('button', { name: 'Configurar una aplicación de autenticación' }));
    const setup = await within(authenticator).findByRole('form', {
      name: 'Configurar una aplicación de autenticación',
    });
    expect(
      within(setup).getByText(
        '1. Escanee este código con su aplicación de autenticación, o escriba en ella la clave de abajo.',
      ),
    ).toBeInTheDocument();
    expect(
      await within(setup).findByRole('img', { name: 'Código QR para su aplicación de autenticación' }),
    ).toBeInTheDocument();
    expect(within(setup).getByRole('button', { name: 'Copiar clave' })).toBeInTheDocument();
    expect(within(setup).getByText('2. Escriba el código de 6 dígitos que muestra la aplicación.')).toBeInTheDocument();
    fireEvent.change(within(setup).getByLabelText('Código de 6 dígitos'), { target: { value: '12a' } });
    fireEvent.click(within(setup).getByRole('button', { name: 'Activar' }));
    expect(await within(setup).findByText('Escriba los 6 dígitos que muestra su aplicación')).toBeInTheDocument();
    fireEvent.change(within(setup).getByLabelText('Código de 6 dígitos'), { target: { value: '123456' } });
    fireEvent.click(within(setup).getByRole('button', { name: 'Activar' }));
    expect(await within(authenticator).findByRole('list', { name: 'Códigos de recuperación' })).toBeInTheDocument();
    fireEvent.click(within(authenticator).getByRole('button', { name: 'Ya guardé mis códigos' }));
    expect(await within(authenticator).findByText(/Le quedan 10 códigos de recuperación\./)).toHaveTextContent(
      'Activada. Al iniciar sesión se le pide un código de su aplicación. Le quedan 10 códigos de recuperación.',
    );

    // Passkeys: the list, its dates the Spanish way, what this browser cannot do.
    const passkeys = screen.getByRole('region', { name: 'Llaves de acceso' });
    const list = await within(passkeys).findByRole('list', { name: 'Sus llaves de acceso' });
    expect(
      within(list).getByText(/^Agregada: (dom|lun|mar|mié|jue|vie|sáb), \d{1,2} [a-z]{3,4} \d{4}, 8:30 a\. m\.$/),
    ).toBeInTheDocument();
    expect(within(list).getByText('Todavía sin usar')).toBeInTheDocument();
    expect(
      within(list).getByRole('button', { name: 'Cambiar el nombre de la llave de acceso Teléfono del trabajo' }),
    ).toBeInTheDocument();
    fireEvent.click(within(list).getByRole('button', { name: 'Quitar la llave de acceso Teléfono del trabajo' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Quitar esta llave de acceso?' });
    expect(dialog).toHaveTextContent('“Teléfono del trabajo” ya no le permitirá iniciar sesión.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Conservarla' }));
    expect(within(passkeys).getByText(/^Este navegador no puede crear llaves de acceso\./)).toBeInTheDocument();

    // Sessions: signing the others out, and its confirmation.
    const sessions = screen.getByRole('region', { name: 'Sesiones' });
    fireEvent.click(within(sessions).getByRole('button', { name: 'Cerrar las demás sesiones' }));
    expect(await within(sessions).findByRole('status')).toHaveTextContent('Se cerraron todas las demás sesiones.');
    await waitFor(() => expect(useCompanySession.getState().token).toBe('fresh-token'));

    // Every call asks for Spanish answers, though the path has no /es; no English left on the screen.
    expect(new Set(api.calls.map((c) => c.language))).toEqual(new Set(['es']));
    expect(document.body).not.toHaveTextContent(
      /Change password|Current password|Authenticator app|Passkeys|Sessions|Sign out|Turn on|Your account/,
    );

    // Leaving gives the portal its English and the route its title back.
    unmount();
    await waitFor(() => expect(i18n.locale).toBe('en'));
    expect(document.title).toBe('Your account | UpKeep');
  });

  it('adds a passkey under a name in Spanish, and says a name problem in Spanish', async () => {
    vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {});
    vi.stubGlobal('navigator', { ...navigator, userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)' });
    signIn({ locale: 'es' });
    accountApi();
    renderScreen(<ProAccountPage />, { path: '/pro/account' });
    const passkeys = await screen.findByRole('region', { name: 'Llaves de acceso' });
    fireEvent.click(await within(passkeys).findByRole('button', { name: 'Agregar una llave de acceso' }));
    const form = within(passkeys).getByRole('form', { name: 'Agregar una llave de acceso' });
    const name = within(form).getByLabelText('Nombre de la llave de acceso');
    expect(name).toHaveValue('Llave de acceso en iPhone');
    fireEvent.change(name, { target: { value: '  ' } });
    expect(within(form).getByText('Escriba un nombre')).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Crear llave de acceso' })).toBeDisabled();
  });

  it("keeps an English crew account's account in English", async () => {
    signIn({ locale: 'en' });
    const api = accountApi();
    renderScreen(<ProAccountPage />, { path: '/pro/account' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your account' })).toBeInTheDocument();
    expect(document.title).toBe('Your account | UpKeep');
    expect(screen.getByText('Red Rock Yard Works · Crew member')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Change password' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Set up an authenticator app' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Passkeys' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign out other sessions' })).toBeInTheDocument();
    await waitFor(() => expect(api.calls.length).toBeGreaterThan(0));
    expect(new Set(api.calls.map((c) => c.language))).toEqual(new Set(['en']));
  });

  it("keeps an owner's account in English whatever the account says (the crew's screens follow crew accounts)", async () => {
    signIn({ role: 'owner', crewId: null, locale: 'es' });
    accountApi();
    renderScreen(<ProAccountPage />, { path: '/pro/account' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your account' })).toBeInTheDocument();
    expect(i18n.locale).toBe('en');
    expect(screen.getByText('Red Rock Yard Works · Owner')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Current password is required')).toBeInTheDocument();
    expect(screen.getByText('New password must be at least 8 characters')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Set up an authenticator app' })).toBeInTheDocument();
  });

  it("keeps the console's account screen, which shares these parts, in English beside a Spanish crew session", async () => {
    signIn({ locale: 'es' });
    useStaffSession.getState().signedIn({ token: 'staff-token', user: agent });
    const api = accountApi('staff');
    renderScreen(<StaffAccountPage />, { path: '/staff/account' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your account' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Change password' })).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: 'Set up an authenticator app' }));
    expect(
      await screen.findByText('1. Scan this code with your authenticator app, or type the key below into it.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Passkeys' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Sign out other sessions' }));
    expect(await screen.findByText('Every other session is signed out.')).toBeInTheDocument();
    expect(i18n.locale).toBe('en');
    expect(new Set(api.calls.map((c) => c.language))).toEqual(new Set(['en']));
  });
});
