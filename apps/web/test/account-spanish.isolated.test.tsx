/**
 * The customer's account in Spanish (issue 49): `/es/sign-up`, `/es/reset-password` and `/es/profile` say their words,
 * checks, the API's refusals and their notices in Spanish, ask the API in Spanish (so an account made here is
 * Spanish: the API's locale test), link each other and the sign-in in Spanish, and lead on to the Spanish screens;
 * the profile's language choice saves the account's language and shows the profile in it. Isolated: it switches the
 * language every message is said in.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ProfilePage } from '../app/features/accounts/profile-page';
import { ResetPasswordPage } from '../app/features/accounts/reset-password-page';
import { SignInPage } from '../app/features/accounts/sign-in-page';
import { SignUpPage } from '../app/features/accounts/sign-up-page';
import { activateLocale } from '../app/i18n/catalogs';
import { initialSession, useSession } from '../app/session/store';
import { envelope, mockApi } from './api-mock';
import { renderScreen } from './render';

const where = () => screen.getByTestId('where').textContent ?? '';
const type = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { selector: 'input' }), { target: { value } });

const customer = {
  id: 7,
  name: 'Rosa Díaz',
  email: 'rosa@upkeep.test',
  phoneNumber: '7025550100',
  address: '100 Main St, Las Vegas, NV 89101',
  zipCode: '89101',
  locale: 'es' as const,
};
const NO_SAVED_CARDS = { 'GET /customer/payment-methods': () => envelope(200, []) };

async function hydrate() {
  await act(async () => {
    await useSession.persist.rehydrate();
  });
}

describe("the customer's account screens in Spanish", () => {
  beforeAll(() => activateLocale('es'));
  afterAll(() => activateLocale('en'));
  beforeEach(async () => {
    localStorage.clear();
    useSession.setState({ ...initialSession });
    await hydrate();
  });
  afterEach(() => vi.unstubAllGlobals());

  describe('/es/sign-up', () => {
    const fill = (password = 'un lema largo y propio', repeat = password) => {
      type(/^Nombre/, 'Rosa Díaz');
      type(/^Correo electrónico/, 'rosa@upkeep.test');
      type(/^Teléfono/, '7025550100');
      type(/^Contraseña\s*\*?$/, password);
      type(/^Repita la contraseña/, repeat);
    };
    const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Registrarse' }));

    it('says its words and checks in Spanish, and links the Spanish sign-in', async () => {
      const api = mockApi({});
      renderScreen(<SignUpPage />, { path: '/es/sign-up' });
      expect(screen.getByRole('heading', { level: 1, name: 'Registrarse' })).toBeInTheDocument();
      expect(screen.getByText('Cree su cuenta gratuita de UpKeep.')).toBeInTheDocument();
      expect(screen.getByText('Solo números, 10 como máximo')).toBeInTheDocument();
      expect(screen.getByText('Al menos 8 caracteres')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Inicie sesión' })).toHaveAttribute('href', '/es/sign-in');
      submit();
      for (const check of [
        'El nombre es obligatorio',
        'El correo electrónico es obligatorio',
        'El teléfono es obligatorio',
        'La contraseña es obligatoria',
        'Repita la contraseña',
      ]) {
        expect(await screen.findAllByText(check)).not.toHaveLength(0);
      }
      type(/^Correo electrónico/, 'rosa@');
      type(/^Teléfono/, '70255');
      type(/^Contraseña\s*\*?$/, 'corta');
      submit();
      expect(await screen.findByText('Escriba un correo electrónico válido')).toBeInTheDocument();
      expect(screen.getByText('El teléfono debe tener 10 dígitos')).toBeInTheDocument();
      expect(screen.getByText('La contraseña debe tener al menos 8 caracteres')).toBeInTheDocument();
      expect(api.calls).toHaveLength(0);
    });

    it("says the passwords' mismatch in a Spanish dialog", async () => {
      mockApi({});
      renderScreen(<SignUpPage />, { path: '/es/sign-up' });
      fill('un lema largo y propio', 'un lema largo y propia');
      submit();
      const dialog = await screen.findByRole('dialog', { name: 'Las contraseñas no coinciden' });
      expect(dialog).toHaveTextContent('Escriba las contraseñas de nuevo');
      fireEvent.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    });

    it("says the API's refusals in Spanish: a field's reason, a registered e-mail, a server error", async () => {
      let answer = () =>
        envelope(400, null, 'Password: es demasiado fácil de adivinar.', {
          errors: [{ field: 'Password', message: 'es demasiado fácil de adivinar. Agregue otra palabra o dos.' }],
        });
      const api = mockApi({ 'POST /customer': () => answer() });
      renderScreen(<SignUpPage />, { path: '/es/sign-up' });
      fill();
      submit();
      expect(
        await screen.findByText('La contraseña es demasiado fácil de adivinar. Agregue otra palabra o dos.'),
      ).toBeInTheDocument();
      // The API is asked in the screen's language: what it answers, and the account it makes, are Spanish.
      expect(api.callsTo('POST /customer')[0]?.language).toMatch(/^es/);

      answer = () => envelope(400, null, 'Este usuario ya está registrado; inicie sesión, por favor');
      fill();
      submit();
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Este usuario ya está registrado; inicie sesión, por favor',
      );
      answer = () => envelope(500, null, 'Internal server error');
      fill();
      submit();
      await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Error del servidor'));
    });

    it('signs up and lands on the Spanish screen the customer came for', async () => {
      const api = mockApi({
        'POST /customer': () => envelope(201, { user: customer, token: 'new-token', tempPassword: false }),
        'GET /customer/guest-bookings': () => envelope(200, []),
      });
      renderScreen(<SignUpPage />, {
        path: '/es/sign-up',
        entries: ['/es/booking', { pathname: '/es/sign-up', state: { returnToBook: true } }],
      });
      fill();
      submit();
      await waitFor(() => expect(where()).toMatch(/^\/es\/booking\|/));
      expect(api.callsTo('POST /customer')[0]?.language).toMatch(/^es/);
      expect(useSession.getState()).toMatchObject({ isLoggedIn: true, token: 'new-token' });
    });

    it('goes to the Spanish home page after a sign-up from nowhere in particular', async () => {
      mockApi({
        'POST /customer': () => envelope(201, { user: customer, token: 'new-token', tempPassword: false }),
        'GET /customer/guest-bookings': () => envelope(200, []),
      });
      renderScreen(<SignUpPage />, { path: '/es/sign-up' });
      fill();
      submit();
      await waitFor(() => expect(where()).toMatch(/^\/es\/home\|/));
    });
  });

  it('the Spanish sign-in links the Spanish sign-up, and a temporary password leads to /es/reset-password', async () => {
    mockApi({
      'POST /customer/auth/login': () => envelope(200, { user: customer, token: 'temp-token', tempPassword: true }),
    });
    renderScreen(<SignInPage />, { path: '/es/sign-in' });
    expect(screen.getByRole('link', { name: 'Regístrese' })).toHaveAttribute('href', '/es/sign-up');
    type(/^Correo electrónico/, 'rosa@upkeep.test');
    type(/^Contraseña/, 'Ab3dEf6hJk9m');
    fireEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    await waitFor(() => expect(where()).toMatch(/^\/es\/reset-password\|/));
  });

  describe('/es/reset-password', () => {
    const CURRENT = /^Contraseña actual/;
    const NEW = /^Contraseña nueva/;
    const REPEAT = /^Repita la contraseña nueva/;
    beforeEach(async () => {
      useSession.getState().login('old-token', customer, true);
      await hydrate();
    });

    it('says its words, the live match and its checks in Spanish', async () => {
      const api = mockApi({});
      renderScreen(<ResetPasswordPage />, { path: '/es/reset-password' });
      expect(screen.getByRole('heading', { level: 1, name: 'Restablecer contraseña' })).toBeInTheDocument();
      expect(screen.getByRole('note')).toHaveTextContent(
        'Inició sesión con la contraseña temporal que le enviamos por correo electrónico. Elija su propia contraseña para continuar.',
      );
      const button = screen.getByRole('button', { name: 'Cambiar contraseña' });
      type(CURRENT, 'Ab3dEf6hJk9m');
      type(NEW, 'corta');
      type(REPEAT, 'corto');
      expect(screen.getByRole('status')).toHaveTextContent('Las contraseñas no coinciden');
      expect(button).toBeDisabled();
      type(REPEAT, 'corta');
      expect(screen.getByRole('status')).toHaveTextContent('Las contraseñas coinciden');
      fireEvent.submit(button.closest('form') as HTMLFormElement);
      expect(await screen.findByText('La contraseña nueva debe tener al menos 8 caracteres')).toBeInTheDocument();
      expect(api.calls).toHaveLength(0);
    });

    it("says the API's refusal in Spanish", async () => {
      mockApi({
        'PUT /customer/auth/change-password': () =>
          envelope(400, null, 'CurrentPassword: no es correcta', {
            errors: [{ field: 'CurrentPassword', message: 'no es correcta' }],
          }),
      });
      renderScreen(<ResetPasswordPage />, { path: '/es/reset-password' });
      type(CURRENT, 'otra-cosa');
      type(NEW, 'un lema nuevo y largo');
      type(REPEAT, 'un lema nuevo y largo');
      fireEvent.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('No se pudo cambiar la contraseña.');
      expect(screen.getByText('La contraseña actual no es correcta')).toBeInTheDocument();
    });

    it('confirms in Spanish and goes to the Spanish home page', async () => {
      mockApi({ 'PUT /customer/auth/change-password': () => envelope(200, { token: 'new-token' }) });
      renderScreen(<ResetPasswordPage />, { path: '/es/reset-password' });
      type(CURRENT, 'Ab3dEf6hJk9m');
      type(NEW, 'un lema nuevo y largo');
      type(REPEAT, 'un lema nuevo y largo');
      fireEvent.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
      expect(await screen.findByText('La contraseña se cambió correctamente.')).toBeInTheDocument();
      await waitFor(() => expect(where()).toMatch(/^\/es\/home\|/), { timeout: 4000 });
    });
  });

  describe('/es/profile', () => {
    beforeEach(async () => {
      useSession
        .getState()
        .login(
          'customer-token',
          { name: customer.name, email: customer.email, phoneNumber: customer.phoneNumber },
          false,
        );
      await hydrate();
    });

    it('sends a signed-out customer to the Spanish sign-in, and back', async () => {
      useSession.getState().logout();
      mockApi({});
      renderScreen(<ProfilePage />, { path: '/es/profile' });
      await waitFor(() => expect(where()).toBe('/es/sign-in|{"returnTo":"/es/profile"}'));
    });

    it('says its words, its saved cards and its check in Spanish, and links the Spanish new password', async () => {
      const api = mockApi({ ...NO_SAVED_CARDS, 'GET /customer': () => envelope(200, customer) });
      renderScreen(<ProfilePage />, { path: '/es/profile' });
      expect(await screen.findByLabelText(/^Nombre/)).toHaveValue('Rosa Díaz');
      expect(screen.getByRole('heading', { level: 1, name: 'Perfil' })).toBeInTheDocument();
      expect(screen.getByText('Su información personal.')).toBeInTheDocument();
      expect(screen.getByLabelText(/^Correo electrónico/)).toHaveAttribute('readonly');
      expect(screen.getByPlaceholderText('Empiece a escribir su dirección')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Cambiar contraseña' })).toHaveAttribute('href', '/es/reset-password');
      expect(screen.getByRole('heading', { level: 2, name: 'Tarjetas guardadas' })).toBeInTheDocument();
      expect(await screen.findByText('Todavía no tiene tarjetas guardadas.')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Agregar una tarjeta' })).toBeInTheDocument();
      type(/^Teléfono/, '70255');
      fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
      expect(await screen.findByText('El teléfono debe tener al menos 10 dígitos')).toBeInTheDocument();
      expect(api.callsTo('PUT /customer')).toHaveLength(0);
    });

    it("says the API's refusals in Spanish: the zip code's, a field's, any other", async () => {
      let answer = () =>
        envelope(400, null, 'El código postal de la dirección no coincide con el código postal indicado');
      const api = mockApi({
        ...NO_SAVED_CARDS,
        'GET /customer': () => envelope(200, customer),
        'PUT /customer': () => answer(),
      });
      renderScreen(<ProfilePage />, { path: '/es/profile' });
      await screen.findByLabelText(/^Teléfono/);
      fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'El código postal de la dirección no coincide con el código postal indicado',
      );
      expect(api.callsTo('PUT /customer')[0]?.language).toMatch(/^es/);
      answer = () =>
        envelope(400, null, 'address: debe tener como máximo 300 caracteres', {
          errors: [{ field: 'address', message: 'debe tener como máximo 300 caracteres' }],
        });
      fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
      expect(await screen.findByText('La dirección debe tener como máximo 300 caracteres')).toBeInTheDocument();
      answer = () => envelope(500, null, 'Internal server error');
      fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
      await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('No se pudo actualizar su información.'));
    });

    it('saves in Spanish and goes to the Spanish home page', async () => {
      mockApi({
        ...NO_SAVED_CARDS,
        'GET /customer': () => envelope(200, customer),
        'PUT /customer': (call) => envelope(200, { ...customer, ...(call.body as object) }),
      });
      renderScreen(<ProfilePage />, { path: '/es/profile' });
      await screen.findByLabelText(/^Teléfono/);
      fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
      expect(await screen.findByText('Información actualizada.')).toBeInTheDocument();
      await waitFor(() => expect(where()).toMatch(/^\/es\/home\|/), { timeout: 4000 });
    });

    it('changes the language to English: saved on the account, the profile shown in English at /profile', async () => {
      const api = mockApi({
        ...NO_SAVED_CARDS,
        'GET /customer': () => envelope(200, customer),
        'PUT /customer/locale': (call) => envelope(200, call.body),
      });
      renderScreen(<ProfilePage />, { path: '/es/profile' });
      const choice = await screen.findByRole('group', { name: 'Idioma' });
      expect(within(choice).getByRole('button', { name: 'Español' })).toHaveAttribute('aria-pressed', 'true');
      expect(
        screen.getByText('Los correos electrónicos y mensajes de texto que UpKeep le envía están en este idioma.'),
      ).toBeInTheDocument();
      fireEvent.click(within(choice).getByRole('button', { name: 'English' }));
      await waitFor(() => expect(where()).toMatch(/^\/profile\|/));
      expect(api.callsTo('PUT /customer/locale')[0]).toMatchObject({ token: 'customer-token', body: { locale: 'en' } });
      expect(document.cookie).toContain('upkeep_locale=en');
    });
  });
});
