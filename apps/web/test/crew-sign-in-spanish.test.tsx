/**
 * The portal's sign-in and its recovery in Spanish (issue 49): /es/pro/sign-in and /es/pro/recover-password, where a
 * Spanish crew member's one-time links, the switch and their sign-out lead. Their words, their checks, the second step
 * and the API's refusal (asked in Spanish) read Spanish; the English screens, the owners' and the console's, as before.
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { LOCALE_COOKIE } from '@upkeep/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ProLayout } from '../app/features/pro-portal/pro-layout';
import { ProRecoverPasswordPage } from '../app/features/pro-portal/recover-password-page';
import { ProSignInPage } from '../app/features/pro-portal/sign-in-page';
import { activateLocale } from '../app/i18n/catalogs';
import { rememberLocale } from '../app/i18n/locale';
import { useCompanySession } from '../app/session/realm-session';
import { AppLayout } from '../app/ui/app-layout';
import { envelope, mockApi } from './api-mock';
import { crewUser } from './company-fixtures';
import { renderScreen } from './render';

const CHALLENGE_OVER_ES = 'Este inicio de sesión venció o tuvo demasiados intentos. Inicie sesión de nuevo, por favor.';

function forgetLocale() {
  // biome-ignore lint/suspicious/noDocumentCookie: the test clears the cookie the switch sets
  document.cookie = `${LOCALE_COOKIE}=; path=/; max-age=0`;
}

describe("the portal's sign-in in Spanish", () => {
  beforeEach(async () => {
    localStorage.clear();
    forgetLocale();
    useCompanySession.getState().signedOut();
    await act(() => activateLocale('es'));
  });
  afterEach(async () => {
    forgetLocale();
    await act(() => activateLocale('en'));
  });

  it('says its words and checks in Spanish, asks the API in Spanish and shows its refusal, then the crew day', async () => {
    let calls = 0;
    const api = mockApi({
      'POST /company/auth/login': () =>
        ++calls === 1
          ? // A bare 401: the catalogue's 'Invalid User or Password' in Spanish.
            envelope(401, null, '')
          : envelope(200, { token: 'crew-token', user: crewUser({ locale: 'es' }) }),
    });
    renderScreen(<ProSignInPage />, { path: '/es/pro/sign-in' });
    expect(screen.getByRole('heading', { level: 1, name: 'Inicio de sesión de empresas' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Leer esta página en English' })).toHaveAttribute('href', '/pro/sign-in');
    expect(screen.getByRole('link', { name: '¿Olvidó su contraseña?' })).toHaveAttribute(
      'href',
      '/es/pro/recover-password',
    );
    const send = screen.getByRole('button', { name: 'Iniciar sesión' });
    fireEvent.click(send);
    expect(await screen.findByText('El correo electrónico es obligatorio')).toBeInTheDocument();
    expect(screen.getByText('La contraseña es obligatoria')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
    fireEvent.change(screen.getByLabelText(/^Correo electrónico/), { target: { value: 'luis@crew.test' } });
    fireEvent.change(screen.getByLabelText(/^Contraseña/), { target: { value: 'wrong-password' } });
    fireEvent.click(send);
    expect(await screen.findByRole('alert')).toHaveTextContent('Usuario o contraseña incorrectos');
    fireEvent.change(screen.getByLabelText(/^Contraseña/), { target: { value: 'desert-sage-42' } });
    fireEvent.click(send);
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/pro/jobs|'));
    expect(api.callsTo('POST /company/auth/login').map((call) => call.language)).toEqual(['es', 'es']);
    expect(useCompanySession.getState().token).toBe('crew-token');
  });

  it('asks for the second factor in Spanish, and starts over when the API says the step is over', async () => {
    mockApi({
      'POST /company/auth/login': () =>
        envelope(200, { mfaRequired: true, challenge: 'challenge-of-the-sign-in-0003', methods: ['totp'] }),
      'POST /company/auth/mfa': () => envelope(401, null, CHALLENGE_OVER_ES),
    });
    renderScreen(<ProSignInPage />, { path: '/es/pro/sign-in' });
    fireEvent.change(screen.getByLabelText(/^Correo electrónico/), { target: { value: 'luis@crew.test' } });
    fireEvent.change(screen.getByLabelText(/^Contraseña/), { target: { value: 'desert-sage-42' } });
    fireEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    const code = await screen.findByRole('textbox', { name: /^Código de autenticación/ });
    expect(screen.getByText(/^Escriba el código de 6 dígitos/)).toBeInTheDocument();
    fireEvent.change(code, { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verificar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(CHALLENGE_OVER_ES);
    fireEvent.click(screen.getByRole('button', { name: 'Iniciar sesión de nuevo' }));
    expect(await screen.findByLabelText(/^Contraseña/)).toHaveValue('');
  });

  it('recovers a password in Spanish: the same answer whatever happened, and the way back to the Spanish sign-in', async () => {
    const api = mockApi({ 'POST /company/auth/recover-password': () => envelope(200, null) });
    renderScreen(<ProRecoverPasswordPage />, { path: '/es/pro/recover-password' });
    expect(screen.getByRole('heading', { level: 1, name: 'Recupere su contraseña' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a iniciar sesión' })).toHaveAttribute('href', '/es/pro/sign-in');
    fireEvent.click(screen.getByRole('button', { name: 'Envíenme un enlace' }));
    expect(await screen.findByText('El correo electrónico es obligatorio')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/^Correo electrónico/), { target: { value: 'luis@crew.test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Envíenme un enlace' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Si este correo electrónico pertenece a una cuenta, le enviaremos un enlace para elegir una nueva contraseña.',
    );
    expect(api.calls.map((call) => call.language)).toEqual(['es']);
  });

  it('is a portal screen in its own frame: no customer navbar, one main', () => {
    renderScreen(
      <AppLayout>
        <ProSignInPage />
      </AppLayout>,
      { path: '/es/pro/sign-in' },
    );
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir al contenido' })).toHaveAttribute('href', '#main');
  });

  it('signs a Spanish crew member out to the Spanish sign-in, and a visitor who chose Spanish is sent there', async () => {
    mockApi({ 'POST /company/auth/logout': () => envelope(200, null) });
    useCompanySession.getState().signedIn({ token: 'crew-token', user: crewUser({ locale: 'es' }) });
    await act(async () => {
      await useCompanySession.persist.rehydrate();
    });
    const { unmount } = renderScreen(<ProLayout />, { path: '/pro/my-jobs' });
    fireEvent.click(await screen.findByRole('button', { name: 'Cerrar sesión' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/es/pro/sign-in|null'));
    expect(useCompanySession.getState().token).toBeNull();
    unmount();
    rememberLocale('es');
    renderScreen(<ProLayout />, { path: '/pro/my-jobs' });
    await waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent('/es/pro/sign-in|{"returnTo":"/pro/my-jobs"}'),
    );
  });
});

describe("the portal's sign-out, in the account's language", () => {
  beforeEach(() => {
    localStorage.clear();
    forgetLocale();
    useCompanySession.getState().signedOut();
  });

  it('leads a Spanish crew member to the Spanish sign-in even when a refused query ends the session first', async () => {
    mockApi({
      // The token is revoked at once: a query answered meanwhile is refused, and ends the session before this answer.
      'POST /company/auth/logout': () => {
        useCompanySession.getState().signedOut();
        return envelope(200, null);
      },
    });
    useCompanySession.getState().signedIn({ token: 'crew-token', user: crewUser({ locale: 'es' }) });
    await act(async () => {
      await useCompanySession.persist.rehydrate();
    });
    renderScreen(<ProLayout />, { path: '/pro/my-jobs' });
    fireEvent.click(await screen.findByRole('button', { name: /Sign out|Cerrar sesión/ }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/es/pro/sign-in|null'));
  });

  it('leads an owner to the English sign-in, whatever language their account holds (their portal is English)', async () => {
    mockApi({ 'POST /company/auth/logout': () => envelope(200, null) });
    useCompanySession
      .getState()
      .signedIn({ token: 'owner-token', user: crewUser({ role: 'owner', crewId: null, locale: 'es' }) });
    await act(async () => {
      await useCompanySession.persist.rehydrate();
    });
    renderScreen(<ProLayout />, { path: '/pro/jobs' });
    fireEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/pro/sign-in|null'));
  });
});

describe("the portal's sign-in in English, as before", () => {
  it('reads English, links the English recovery and offers Spanish', () => {
    renderScreen(<ProSignInPage />, { path: '/pro/sign-in' });
    expect(screen.getByRole('heading', { level: 1, name: 'Company sign-in' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/pro/recover-password',
    );
    expect(screen.getByRole('link', { name: 'Read this page in Español' })).toHaveAttribute('href', '/es/pro/sign-in');
  });
});
