/**
 * A crew member's one-time links in their language (issue 49): an invitation or a password e-mail written in Spanish
 * links /es/pro/accept-invite or /es/pro/reset-password, which say their words, their checks and the API's refusal in
 * Spanish and ask the API in Spanish; the English screens, which the owners, the office and the console's share,
 * read as before.
 */
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AcceptInvitePage } from '../app/features/pro-portal/accept-invite-page';
import { ProResetPasswordPage } from '../app/features/pro-portal/reset-password-page';
import { activateLocale } from '../app/i18n/catalogs';
import { useCompanySession } from '../app/session/realm-session';
import { envelope, mockApi } from './api-mock';
import { crewUser } from './company-fixtures';
import { renderScreen } from './render';

describe("a crew member's one-time links in Spanish", () => {
  beforeEach(async () => {
    localStorage.clear();
    useCompanySession.getState().signedOut();
    await act(() => activateLocale('es'));
  });
  afterEach(() => activateLocale('en'));

  it('accepts an invitation in Spanish: the words, the checks, then the crew day', async () => {
    const api = mockApi({
      'POST /company/auth/accept-invite': () =>
        envelope(200, { token: 'crew-token', user: crewUser({ locale: 'es' }) }),
    });
    renderScreen(<AcceptInvitePage />, {
      path: '/es/pro/accept-invite',
      entries: ['/es/pro/accept-invite?token=invite-token'],
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Acepte su invitación' })).toBeInTheDocument();
    expect(
      screen.getByText('Elija la contraseña con la que entrará al portal de empresas de UpKeep.'),
    ).toBeInTheDocument();
    const submit = screen.getByRole('button', { name: 'Guardar la contraseña e iniciar sesión' });
    fireEvent.change(screen.getByLabelText(/^Contraseña nueva/), { target: { value: 'short' } });
    fireEvent.click(submit);
    expect(await screen.findByText('La contraseña debe tener al menos 8 caracteres')).toBeInTheDocument();
    expect(screen.getByText('Escriba la contraseña otra vez')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/^Contraseña nueva/), { target: { value: 'desert-sage-42' } });
    fireEvent.change(screen.getByLabelText(/^Confirme la contraseña/), { target: { value: 'desert-sage-43' } });
    fireEvent.click(submit);
    expect(await screen.findByText('Las contraseñas no coinciden')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/^Confirme la contraseña/), { target: { value: 'desert-sage-42' } });
    fireEvent.click(submit);
    expect(await screen.findByTestId('where')).toHaveTextContent('/pro/my-jobs');
    expect(api.callsTo('POST /company/auth/accept-invite')[0]?.language).toBe('es');
  });

  it('says a link opened without its token in Spanish', () => {
    renderScreen(<AcceptInvitePage />, { path: '/es/pro/accept-invite' });
    expect(screen.getByRole('alert')).toHaveTextContent('Esta página necesita el enlace de su correo de invitación.');
    expect(screen.getByRole('link', { name: '¿Ya tiene contraseña? Inicie sesión' })).toBeInTheDocument();
  });

  it('chooses a new password in Spanish, and says the API’s refusal and the success in Spanish', async () => {
    let calls = 0;
    mockApi({
      'POST /company/auth/reset-password': () =>
        ++calls === 1 ? envelope(400, null, 'El enlace ya se usó.') : envelope(200, null, 'Password changed'),
    });
    renderScreen(<ProResetPasswordPage />, {
      path: '/es/pro/reset-password',
      entries: ['/es/pro/reset-password?token=reset-token'],
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Elija una nueva contraseña' })).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/^Contraseña nueva/), { target: { value: 'desert-sage-42' } });
    fireEvent.change(screen.getByLabelText(/^Confirme la contraseña/), { target: { value: 'desert-sage-42' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar la nueva contraseña' }));
    expect(await screen.findByText('El enlace ya se usó.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pida un enlace nuevo' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Guardar la nueva contraseña' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Se cambió su contraseña y se cerraron todas las sesiones de su cuenta.',
    );
    expect(screen.getByRole('link', { name: 'Iniciar sesión' })).toBeInTheDocument();
  });

  it('reads English on the English screen, as before', async () => {
    await act(() => activateLocale('en'));
    renderScreen(<AcceptInvitePage />, { path: '/pro/accept-invite', entries: ['/pro/accept-invite?token=t'] });
    expect(screen.getByRole('heading', { level: 1, name: 'Accept your invitation' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Set password and sign in' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Confirm password/)).toBeInTheDocument();
  });
});
