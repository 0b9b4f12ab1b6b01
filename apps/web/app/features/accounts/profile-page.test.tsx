import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Messages } from '@upkeep/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, mockApi } from '../../../test/api-mock';
import { renderScreen } from '../../../test/render';
import { initialSession, useSession } from '../../session/store';
import { canSaveProfile, ProfilePage } from './profile-page';

const customer = {
  id: 7,
  name: 'Dana Demo',
  email: 'dana@upkeep.test',
  phoneNumber: '7025550100',
  address: '100 Main St, Las Vegas, NV 89101',
  zipCode: '89101',
};
/** The saved cards' section (issue 31) reads the customer's cards below the form: none here. */
const NO_SAVED_CARDS = { 'GET /customer/payment-methods': () => envelope(200, []) };
const SAHARA = { description: '1234 W Sahara Ave, Las Vegas, NV 89102', zipCode: '89102', city: 'Las Vegas' };
const SAHARA_EAST = { description: '1234 E Sahara Ave, Las Vegas, NV 89104', zipCode: '89104', city: 'Las Vegas' };

async function hydrate() {
  await act(async () => {
    await useSession.persist.rehydrate();
  });
}

const renderProfile = () => renderScreen(<ProfilePage />, { path: '/profile' });
const input = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });
const type = (label: RegExp, value: string) => fireEvent.change(input(label), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));

describe('the profile rules', () => {
  it('saving needs the name and the e-mail', () => {
    expect(canSaveProfile({ name: 'Dana', email: 'd@x.co' })).toBe(true);
    expect(canSaveProfile({ name: ' ', email: 'd@x.co' })).toBe(false);
    expect(canSaveProfile({ name: 'Dana', email: '' })).toBe(false);
  });
});

describe('the profile screen', () => {
  beforeEach(() => {
    localStorage.clear();
    useSession.setState({ ...initialSession });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sends anonymous visitors to /sign-in, to come back after signing in', async () => {
    mockApi({});
    await hydrate();
    renderProfile();
    expect(await screen.findByTestId('where')).toHaveTextContent('/sign-in|{"returnTo":"/profile"}');
  });

  it('is not for guests', async () => {
    const api = mockApi({});
    useSession.getState().loginAsGuest('guest-token');
    await hydrate();
    renderProfile();
    expect(await screen.findByTestId('where')).toHaveTextContent(/^\/sign-in\|/);
    expect(api.calls).toHaveLength(0);
  });

  describe('for a signed-in customer', () => {
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

    it('shows a loader, then the profile with name and e-mail read-only', async () => {
      let answer: () => void = () => {};
      const api = mockApi({
        'GET /customer': () =>
          new Promise((resolve) => {
            answer = () => resolve(envelope(200, customer));
          }),
      });
      renderProfile();
      expect(await screen.findByLabelText('Loading')).toBeInTheDocument();
      await waitFor(() => expect(api.callsTo('GET /customer')).toHaveLength(1));
      answer();
      expect(await screen.findByLabelText(/^Name/)).toHaveValue('Dana Demo');
      expect(screen.getByLabelText(/^Name/)).toHaveAttribute('readonly');
      expect(screen.getByLabelText(/^Email/)).toHaveAttribute('readonly');
      expect(screen.getByLabelText(/^Phone/)).toHaveValue('7025550100');
      expect(input(/^Address/)).toHaveValue(customer.address);
      expect(api.callsTo('GET /customer')[0]?.token).toBe('customer-token');
      expect(screen.getByRole('link', { name: 'Change password' })).toHaveAttribute('href', '/reset-password');
    });

    it('shows an error with a retry when the profile cannot be loaded', async () => {
      let fail = true;
      mockApi({
        'GET /customer': () => (fail ? envelope(500, null, 'Internal server error') : envelope(200, customer)),
      });
      renderProfile();
      expect(await screen.findByText('Could not load your profile', {}, { timeout: 4000 })).toBeInTheDocument();
      fail = false;
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
      expect(await screen.findByLabelText(/^Name/)).toHaveValue('Dana Demo');
    });

    it('disables Save when the name or the e-mail is empty', async () => {
      mockApi({ 'GET /customer': () => envelope(200, { ...customer, name: '' }) });
      renderProfile();
      await screen.findByLabelText(/^Phone/);
      expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    });

    it('suggests addresses once typing pauses, and sends the chosen one with its zip code', async () => {
      const api = mockApi({
        'GET /customer': () => envelope(200, customer),
        'GET /geo/address-suggestions': () => envelope(200, [SAHARA, SAHARA_EAST]),
        'PUT /customer': (call) => envelope(200, { ...customer, ...(call.body as object), zipCode: '89102' }),
      });
      renderProfile();
      await screen.findByLabelText(/^Address/, { selector: 'input' });
      type(/^Phone/, '(702) 555-0199');
      expect(screen.getByLabelText(/^Phone/)).toHaveValue('7025550199');
      type(/^Address/, '12');
      type(/^Address/, '123');
      type(/^Address/, '1234 Sah');
      // (jsdom runs no CSS transitions, so the dropdown counts as hidden to the accessibility tree.)
      fireEvent.click(await screen.findByRole('option', { name: SAHARA.description, hidden: true }));
      const lookups = api.callsTo('GET /geo/address-suggestions');
      expect(lookups.map((c) => c.query.get('q'))).toEqual(['1234 Sah']);
      expect(input(/^Address/)).toHaveValue(SAHARA.description);

      save();
      expect(await screen.findByText(Messages.profileUpdated)).toBeInTheDocument();
      expect(api.callsTo('PUT /customer')[0]).toMatchObject({
        token: 'customer-token',
        body: { phoneNumber: '7025550199', address: SAHARA.description, zipCode: '89102' },
      });
      expect(useSession.getState().user).toMatchObject({ phoneNumber: '7025550199', address: SAHARA.description });
      await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/home\|/), { timeout: 4000 });
    });

    it("shows the server's zip-code message when the address and the zip code disagree", async () => {
      mockApi({
        ...NO_SAVED_CARDS,
        'GET /customer': () => envelope(200, customer),
        'PUT /customer': () => envelope(400, null, Messages.profileZipMismatch),
      });
      renderProfile();
      await screen.findByLabelText(/^Address/, { selector: 'input' });
      save();
      expect(await screen.findByRole('alert')).toHaveTextContent(Messages.profileZipMismatch);
    });

    it("says 'Could not update your information.' on any other failure", async () => {
      const api = mockApi({
        ...NO_SAVED_CARDS,
        'GET /customer': () => envelope(200, customer),
        'PUT /customer': () => envelope(500, null, 'Internal server error'),
      });
      renderProfile();
      await screen.findByLabelText(/^Address/, { selector: 'input' });
      save();
      expect(await screen.findByRole('alert')).toHaveTextContent(Messages.profileUpdateFailed);
      // Untouched address: no zip code to check it against.
      expect(api.callsTo('PUT /customer')[0]?.body).toEqual({ phoneNumber: '7025550100', address: customer.address });
    });

    it('leaves the navigation to whoever ends the session while the profile is shown (no race to /sign-in)', async () => {
      mockApi({ 'GET /customer': () => envelope(200, customer) });
      renderProfile();
      await screen.findByLabelText(/^Phone/);
      act(() => useSession.getState().logout());
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(screen.queryByTestId('where')).not.toBeInTheDocument();
      expect(screen.queryByLabelText(/^Phone/)).not.toBeInTheDocument();
    });

    it('keeps the language on the account: English pressed; Español saves it and shows the profile at /es/profile', async () => {
      const api = mockApi({
        ...NO_SAVED_CARDS,
        'GET /customer': () => envelope(200, { ...customer, locale: 'en' }),
        'PUT /customer/locale': (call) => envelope(200, call.body),
      });
      renderProfile();
      const choice = await screen.findByRole('group', { name: 'Language' });
      expect(within(choice).getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
      expect(screen.getByText("UpKeep's e-mails and texts to you are in this language.")).toBeInTheDocument();
      fireEvent.click(within(choice).getByRole('button', { name: 'Español' }));
      await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/es\/profile\|/));
      expect(api.callsTo('PUT /customer/locale')[0]).toMatchObject({ token: 'customer-token', body: { locale: 'es' } });
    });

    it('needs a phone number', async () => {
      const api = mockApi({ 'GET /customer': () => envelope(200, customer) });
      renderProfile();
      await screen.findByLabelText(/^Phone/);
      type(/^Phone/, '');
      save();
      expect(await screen.findByText('Phone is required')).toBeInTheDocument();
      expect(api.callsTo('PUT /customer')).toHaveLength(0);
    });
  });
});
