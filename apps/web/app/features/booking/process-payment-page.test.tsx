import { fireEvent, screen, waitFor } from '@testing-library/react';
import { PaymentMessages, required } from '@upkeep/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope, type Handler, mockApi } from '../../../test/api-mock';
import { type Entry, renderScreen } from '../../../test/render';
import { ProcessPaymentPage } from './process-payment-page';

const SECRET = 'pi_sbx_1_secret_x';
const AUTHENTICATE = 'POST /sandbox/payment-intents/pi_sbx_1/authenticate';

function challenge(
  returnUrl: string | null = '/payment-charge',
  returnState: unknown = { TicketId: 41, OpenChargeID: 7 },
) {
  const query = new URLSearchParams({ payment_intent: 'pi_sbx_1', payment_intent_client_secret: SECRET });
  if (returnUrl !== null) query.set('return_url', returnUrl);
  const entry: Entry = { pathname: '/process-payment', search: `?${query}`, state: { returnState } };
  return renderScreen(<ProcessPaymentPage />, { path: '/process-payment', entries: [entry] });
}

const answered =
  (status: string, error: { code: string; message: string } | null = null): Handler =>
  () =>
    envelope(200, { id: 'pi_sbx_1', status, error, nextAction: null });

const where = () => screen.getByTestId('where').textContent ?? '';

describe('the 3-D Secure challenge page (/process-payment)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says it is test mode and offers to complete or fail the authentication', async () => {
    mockApi({});
    challenge();
    expect(screen.getByRole('heading', { name: 'Authenticate your payment' })).toBeInTheDocument();
    expect(screen.getByText('Test mode')).toBeInTheDocument();
    expect(screen.getByText(/no card is charged/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Complete authentication' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Fail authentication' })).toBeEnabled();
  });

  it('completes the authentication and brings the customer back to the page that paid, with its state', async () => {
    const api = mockApi({ [AUTHENTICATE]: answered('succeeded') });
    challenge('/payment-charge?ServiceID=1');
    fireEvent.click(screen.getByRole('button', { name: 'Complete authentication' }));
    await waitFor(() => expect(where()).toMatch(/^\/payment-charge\?/));
    expect(api.callsTo(AUTHENTICATE).map((c) => c.body)).toEqual([{ clientSecret: SECRET, outcome: 'complete' }]);
    const [path, state] = where().split('|');
    const back = new URL(required(path, 'path'), 'http://upkeep.test');
    expect(Object.fromEntries(back.searchParams)).toEqual({
      ServiceID: '1',
      payment_intent: 'pi_sbx_1',
      payment_intent_client_secret: SECRET,
      redirect_status: 'succeeded',
    });
    expect(JSON.parse(required(state, 'state'))).toEqual({ TicketId: 41, OpenChargeID: 7 });
  });

  it('fails the authentication and brings the customer back to see the failure', async () => {
    const api = mockApi({
      [AUTHENTICATE]: answered('requires_payment_method', {
        code: 'payment_intent_authentication_failure',
        message: PaymentMessages.authenticationFailed,
      }),
    });
    challenge('/payment-information', null);
    fireEvent.click(screen.getByRole('button', { name: 'Fail authentication' }));
    await waitFor(() => expect(where()).toMatch(/^\/payment-information\?/));
    expect(api.callsTo(AUTHENTICATE)[0]?.body).toEqual({ clientSecret: SECRET, outcome: 'fail' });
    expect(where()).toContain('redirect_status=failed');
  });

  it('goes back when the payment was already answered, for the paying page to say how it went', async () => {
    mockApi({
      [AUTHENTICATE]: () => ({
        status: 409,
        body: { statusCode: 409, message: 'Already answered', data: null, code: 'payment_intent_unexpected_state' },
      }),
    });
    challenge('/payment-information');
    fireEvent.click(screen.getByRole('button', { name: 'Complete authentication' }));
    await waitFor(() => expect(where()).toMatch(/^\/payment-information\?.*redirect_status=failed/));
  });

  it('never sends the customer to another site', async () => {
    mockApi({ [AUTHENTICATE]: answered('succeeded') });
    challenge('//evil.example/steal');
    fireEvent.click(screen.getByRole('button', { name: 'Complete authentication' }));
    expect(await screen.findByRole('status')).toHaveTextContent('The payment is authenticated.');
    expect(screen.queryByTestId('where')).not.toBeInTheDocument();
  });

  it('keeps the buttons when the answer could not be sent, and says so', async () => {
    let fail = true;
    mockApi({ [AUTHENTICATE]: (call) => (fail ? 'network-error' : answered('succeeded')(call)) });
    challenge('/payment-information');
    fireEvent.click(screen.getByRole('button', { name: 'Complete authentication' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The answer could not be sent. Please try again.');
    fail = false;
    await waitFor(() => expect(screen.getByRole('button', { name: 'Complete authentication' })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: 'Complete authentication' }));
    await waitFor(() => expect(where()).toMatch(/^\/payment-information\?.*redirect_status=succeeded/));
  });

  describe('of a card being saved (a setup intent, issue 31)', () => {
    const SETUP_SECRET = 'seti_sbx_1_secret_y';
    const AUTHENTICATE_SETUP = 'POST /sandbox/setup-intents/seti_sbx_1/authenticate';
    const setupChallenge = () => {
      const query = new URLSearchParams({
        payment_intent: 'seti_sbx_1',
        payment_intent_client_secret: SETUP_SECRET,
        return_url: '/profile',
      });
      return renderScreen(<ProcessPaymentPage />, {
        path: '/process-payment',
        entries: [{ pathname: '/process-payment', search: `?${query}`, state: { returnState: null } }],
      });
    };

    it('authenticates the setup intent, not a payment, and brings the customer back to their profile', async () => {
      const api = mockApi({
        [AUTHENTICATE_SETUP]: () =>
          envelope(200, { id: 'seti_sbx_1', status: 'succeeded', error: null, nextAction: null }),
      });
      setupChallenge();
      expect(screen.getByRole('heading', { name: 'Authenticate your card' })).toBeInTheDocument();
      expect(screen.getByText(/before it is saved/)).toBeInTheDocument();
      fireEvent.click(screen.getByRole('button', { name: 'Complete authentication' }));
      await waitFor(() => expect(where()).toMatch(/^\/profile\?/));
      expect(api.callsTo(AUTHENTICATE_SETUP).map((c) => c.body)).toEqual([
        { clientSecret: SETUP_SECRET, outcome: 'complete' },
      ]);
      expect(api.callsTo(AUTHENTICATE)).toHaveLength(0);
      const back = new URL(required(where().split('|')[0], 'path'), 'http://upkeep.test');
      expect(Object.fromEntries(back.searchParams)).toEqual({
        payment_intent: 'seti_sbx_1',
        payment_intent_client_secret: SETUP_SECRET,
        redirect_status: 'succeeded',
      });
    });

    it('brings the customer back with the failure when they fail it', async () => {
      const api = mockApi({
        [AUTHENTICATE_SETUP]: () =>
          envelope(200, {
            id: 'seti_sbx_1',
            status: 'requires_payment_method',
            error: { code: 'setup_intent_authentication_failure', message: PaymentMessages.authenticationFailed },
            nextAction: null,
          }),
      });
      setupChallenge();
      fireEvent.click(screen.getByRole('button', { name: 'Fail authentication' }));
      await waitFor(() => expect(where()).toMatch(/^\/profile\?.*redirect_status=failed/));
      expect(api.callsTo(AUTHENTICATE_SETUP)[0]?.body).toEqual({ clientSecret: SETUP_SECRET, outcome: 'fail' });
    });
  });

  it('says there is nothing to authenticate without a payment', () => {
    mockApi({});
    renderScreen(<ProcessPaymentPage />, { path: '/process-payment' });
    expect(screen.getByText('There is no payment to authenticate here.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Complete authentication' })).not.toBeInTheDocument();
  });
});
