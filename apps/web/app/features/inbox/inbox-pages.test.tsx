import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Messages } from '@upkeep/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, mockApi } from '../../../test/api-mock';
import { renderScreen } from '../../../test/render';
import { initialSession, useSession } from '../../session/store';
import { ContactPage } from './contact-page';
import { OptOutPage } from './optout-page';
import { PartnerPage } from './partner-page';

const created = () => envelope(201, { id: 41 }, 'Created');
const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const send = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

beforeEach(() => {
  localStorage.clear();
  useSession.setState({ ...initialSession });
});
afterEach(() => vi.unstubAllGlobals());

describe('the contact form', () => {
  const renderContact = () => renderScreen(<ContactPage />, { path: '/contact' });
  const fillContact = () => {
    type(/^Name/, 'Rosa Díaz');
    type(/^Email/, 'rosa@example.com');
    type(/^Phone/, '7025550123');
    type(/^Message/, 'Can I book two services for the same morning?');
  };

  it('needs every field, checked as the server checks them, before it sends anything', async () => {
    const api = mockApi({});
    renderContact();
    expect(screen.getByRole('heading', { level: 1, name: 'Contact us' })).toBeInTheDocument();
    send('Send');
    for (const message of ['Name is required', 'Email must be a valid e-mail address', 'Message is required']) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.getByText('Phone must have at least 7 digits')).toBeInTheDocument();
    type(/^Email/, 'rosa@');
    send('Send');
    expect(await screen.findByText('Email must be a valid e-mail address')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('sends the message, thanks the visitor and goes home', async () => {
    const api = mockApi({ 'POST /customer/contact': created });
    renderContact();
    fillContact();
    send('Send');
    const dialog = await screen.findByRole('dialog', { name: Messages.contactSent.title });
    expect(dialog).toHaveTextContent(Messages.contactSent.text);
    expect(api.callsTo('POST /customer/contact')[0]?.body).toEqual({
      Name: 'Rosa Díaz',
      Email: 'rosa@example.com',
      Phone: '7025550123',
      Message: 'Can I book two services for the same morning?',
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/home|'));
  });

  it('keeps the phone to digits as it is typed or pasted', () => {
    mockApi({});
    renderContact();
    type(/^Phone/, '(702) 555-0123');
    expect(screen.getByLabelText(/^Phone/)).toHaveValue('7025550123');
  });

  it('prefills name, e-mail and phone for a signed-in customer', () => {
    mockApi({});
    useSession.setState({
      isLoggedIn: true,
      user: {
        id: 9,
        name: 'Sam Newman',
        email: 'sam@upkeep.test',
        phoneNumber: '7025550111',
        address: null,
        zipCode: null,
      },
    });
    renderContact();
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Sam Newman');
    expect(screen.getByLabelText(/^Email/)).toHaveValue('sam@upkeep.test');
    expect(screen.getByLabelText(/^Phone/)).toHaveValue('7025550111');
  });

  it('says "Service not available" when the server fails, and keeps what was typed', async () => {
    mockApi({ 'POST /customer/contact': () => envelope(500, null, 'Internal Server Error') });
    renderContact();
    fillContact();
    send('Send');
    const dialog = await screen.findByRole('dialog', { name: Messages.contactFailed.title });
    expect(dialog).toHaveTextContent(Messages.contactFailed.text);
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByLabelText(/^Message/)).toHaveValue('Can I book two services for the same morning?');
  });

  it('shows the server’s field errors on the fields, and asks to wait when rate-limited', async () => {
    let answer = envelope(400, null, 'Invalid request', { errors: [{ field: 'Email', message: 'is not accepted' }] });
    mockApi({ 'POST /customer/contact': () => answer });
    renderContact();
    fillContact();
    send('Send');
    expect(await screen.findByText('Email is not accepted')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid request');

    answer = envelope(429, null, 'Too many requests');
    send('Send');
    expect(await screen.findByRole('dialog', { name: 'Too many messages' })).toBeInTheDocument();
  });
});

describe('the partner form', () => {
  it('needs every field, the services and both yes/no answers', async () => {
    const api = mockApi({});
    renderScreen(<PartnerPage />, { path: '/partner-us' });
    send('Send request');
    for (const message of [
      'Company name is required',
      'Choose at least one service',
      'Say whether the company is insured',
      'Say whether the company is licensed',
      'City is required',
      'Zip code must be a 5-digit zip code',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.getByLabelText(/^State/)).toHaveValue('NV');
    expect(api.calls).toHaveLength(0);
  });

  it('sends the services as one line and the answers as booleans, then thanks the company', async () => {
    const api = mockApi({ 'POST /customer/contact/partner': created });
    renderScreen(<PartnerPage />, { path: '/partner-us' });
    type(/^Company name/, 'Desert Bloom Landscaping');
    type(/^Email/, 'office@desertbloom.example');
    type(/^Phone/, '702-555-0177');
    const services = screen.getByPlaceholderText('Choose one or more');
    // A click puts the browser's focus in the field (jsdom's click does not): the picker opens where the visitor is.
    services.focus();
    fireEvent.click(services);
    fireEvent.click(await screen.findByRole('option', { name: 'Landscaping' }));
    // The dropdown closes after a pick in jsdom (the browser suite picks from it twice); its options stay.
    fireEvent.click(screen.getByRole('option', { name: 'Pool Service', hidden: true }));
    const insured = screen.getByRole('radiogroup', { name: /insured/ });
    fireEvent.click(within(insured).getByRole('radio', { name: 'Yes' }));
    const licensed = screen.getByRole('radiogroup', { name: /licensed/ });
    fireEvent.click(within(licensed).getByRole('radio', { name: 'No' }));
    type(/^City/, 'Henderson');
    type(/^Zip code/, '89 014');
    send('Send request');
    const dialog = await screen.findByRole('dialog', { name: Messages.partnerSent.title });
    expect(dialog).toHaveTextContent(Messages.partnerSent.text);
    expect(api.callsTo('POST /customer/contact/partner')[0]?.body).toEqual({
      CompanyName: 'Desert Bloom Landscaping',
      Email: 'office@desertbloom.example',
      Phone: '7025550177',
      Services: 'Landscaping, Pool Service',
      IsInsured: true,
      IsLicensed: false,
      City: 'Henderson',
      State: 'NV',
      ZIPCode: '89014',
    });
  });
});

describe('the opt-out form', () => {
  it('needs every field, then sends the request and says it was sent', async () => {
    const api = mockApi({ 'POST /customer/optout-request': created });
    renderScreen(<OptOutPage />, { path: '/optout' });
    send('Submit');
    expect(await screen.findByText('Company name is required')).toBeInTheDocument();
    expect(screen.getByText('Your name is required')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);

    type(/^Company name/, 'Valley Pest Pros');
    type(/^Your name/, 'Lee Park');
    type(/^Phone/, '7025550199');
    type(/^Email/, 'lee@valleypest.example');
    type(/^Message/, 'Please remove 702-555-0199 from your call list.');
    send('Submit');
    const dialog = await screen.findByRole('dialog', { name: Messages.optOutSent.title });
    expect(dialog).toHaveTextContent(Messages.optOutSent.text);
    expect(api.callsTo('POST /customer/optout-request')[0]?.body).toEqual({
      companyName: 'Valley Pest Pros',
      name: 'Lee Park',
      phoneNumber: '7025550199',
      email: 'lee@valleypest.example',
      message: 'Please remove 702-555-0199 from your call list.',
    });
  });
});
