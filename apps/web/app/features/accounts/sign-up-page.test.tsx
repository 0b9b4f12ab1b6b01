import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Messages } from '@upkeep/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, mockApi } from '../../../test/api-mock';
import { type Entry, renderScreen } from '../../../test/render';
import { initialSession, useSession } from '../../session/store';
import { SignUpPage } from './sign-up-page';

const user = {
  id: 9,
  name: 'Sam Newman',
  email: 'sam@upkeep.test',
  phoneNumber: '7025550111',
  address: null,
  zipCode: null,
};

function renderSignUp(entries: Entry[] = ['/sign-up']) {
  return renderScreen(<SignUpPage />, { path: '/sign-up', entries });
}

const field = (label: RegExp) => screen.getByLabelText(label);
const type = (label: RegExp, value: string) => fireEvent.change(field(label), { target: { value } });

function fill({ password = 'a long passphrase', repeat = password }: { password?: string; repeat?: string } = {}) {
  type(/^Name/, 'Sam Newman');
  type(/^Email/, 'sam@upkeep.test');
  type(/^Phone/, '7025550111');
  type(/^Password\s*\*?$/, password);
  type(/^Repeat password/, repeat);
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));

describe('the sign-up screen', () => {
  beforeEach(() => {
    localStorage.clear();
    useSession.setState({ ...initialSession });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('needs all five fields', async () => {
    const api = mockApi({});
    renderSignUp();
    submit();
    for (const message of ['Name is required', 'Email is required', 'Phone is required', 'Password is required']) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.getByText('Repeat the password')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('keeps the phone to digits, 10 at most, as it is typed', () => {
    mockApi({});
    renderSignUp();
    type(/^Phone/, '(702) 555-01');
    expect(field(/^Phone/)).toHaveValue('70255501');
    type(/^Phone/, '702-555-0111-99');
    expect(field(/^Phone/)).toHaveValue('7025550111');
  });

  it('prefills the e-mail the home page carried', () => {
    mockApi({});
    renderSignUp([{ pathname: '/sign-up', state: { inputEmail: 'from-home@upkeep.test' } }]);
    expect(field(/^Email/)).toHaveValue('from-home@upkeep.test');
  });

  it("opens 'Passwords do not match' / 'Write the passwords again' when they differ, and sends nothing", async () => {
    const api = mockApi({});
    renderSignUp();
    fill({ password: 'a long passphrase', repeat: 'a long passphrasf' });
    submit();
    const dialog = await screen.findByRole('dialog', { name: Messages.passwordsDoNotMatch.title });
    expect(dialog).toHaveTextContent(Messages.passwordsDoNotMatch.text);
    expect(field(/^Password\s*\*?$/)).toHaveValue('');
    expect(api.calls).toHaveLength(0);
  });

  it("says 'User already registered, please log in' on a 400", async () => {
    mockApi({ 'POST /customer': () => envelope(400, null, Messages.userAlreadyRegistered) });
    renderSignUp();
    fill();
    submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(Messages.userAlreadyRegistered);
    expect(useSession.getState().isLoggedIn).toBe(false);
  });

  it("says 'Server error' on a 5xx", async () => {
    mockApi({ 'POST /customer': () => envelope(500, null, 'Internal server error') });
    renderSignUp();
    fill();
    submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(Messages.serverError);
  });

  it("puts the server's password-policy answer on the password field", async () => {
    mockApi({
      'POST /customer': () =>
        envelope(400, null, 'Password: is too easy to guess', {
          errors: [{ field: 'Password', message: 'is one of the most common passwords' }],
        }),
    });
    renderSignUp();
    fill({ password: 'password123' });
    submit();
    expect(await screen.findByText('Password is one of the most common passwords')).toBeInTheDocument();
    expect(screen.queryByText(Messages.userAlreadyRegistered)).not.toBeInTheDocument();
  });

  it('creates the customer with the marketing source as Origin, signs in and goes home', async () => {
    useSession.setState({ source: 'flyer' });
    const api = mockApi({ 'POST /customer': () => envelope(201, { user, token: 'new-token', tempPassword: false }) });
    renderSignUp();
    fill();
    submit();
    expect(await screen.findByTestId('where')).toHaveTextContent(/^\/home\|/);
    expect(api.callsTo('POST /customer')[0]?.body).toEqual({
      Name: 'Sam Newman',
      Email: 'sam@upkeep.test',
      PhoneNumber: '7025550111',
      Password: 'a long passphrase',
      Origin: 'flyer',
    });
    expect(useSession.getState()).toMatchObject({ isLoggedIn: true, token: 'new-token', user: { name: 'Sam Newman' } });
  });

  it("sends Origin 'upkeep' without a source, and goes to /booking when the estimate screen sent here", async () => {
    const api = mockApi({ 'POST /customer': () => envelope(201, { user, token: 'new-token', tempPassword: false }) });
    renderSignUp(['/booking', { pathname: '/sign-up', state: { returnToBook: true } }]);
    fill();
    submit();
    expect(await screen.findByTestId('where')).toHaveTextContent(/^\/booking\|/);
    await waitFor(() => expect(api.callsTo('POST /customer')[0]?.body).toMatchObject({ Origin: 'upkeep' }));
  });
});
