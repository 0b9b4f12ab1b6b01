import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { BOOKING_WITH_SLOT, ticket } from '../../../test/booking-fixtures';
import { renderScreen } from '../../../test/render';
import { initialSession, useSession } from '../../session/store';
import type { ConfirmationState } from './booking-model';
import { ConfirmationPage } from './confirmation-page';

const CONFIRMED: ConfirmationState = {
  fee: 4.99,
  ticketId: 501,
  isEstimate: false,
  total: 133.99,
  companyName: 'Desert Bloom Landscaping',
  service: 'Landscaping',
  date: '2030-01-02',
  slotLabel: '7:30 AM - 10:00 AM',
  email: 'gina@example.com',
  phone: '7025550177',
  isCustomer: false,
  // Decades ahead: the company has its whole day to confirm.
  scheduledAt: '2030-01-02T15:30:00.000Z',
  requestExpiryHours: 2,
};

function renderConfirmation(state: unknown = CONFIRMED) {
  return renderScreen(<ConfirmationPage />, {
    path: '/payment-confirmation',
    entries: [{ pathname: '/payment-confirmation', state }],
  });
}

describe('the payment confirmation', () => {
  beforeEach(async () => {
    localStorage.clear();
    useSession.setState({ ...initialSession });
    await useSession.persist.rehydrate();
  });

  it('shows the ticket number and what comes next, and ends a guest login with the checkout', async () => {
    useSession.setState({
      isLoggedInAsGuest: true,
      tokenGuest: 'guest-token',
      booking: { ...BOOKING_WITH_SLOT, ticket: ticket() },
      ticketId: 501,
      paymentIntent: { id: 'pi_sbx_1', clientSecret: 'secret' },
    });
    renderConfirmation();
    // Not "Booking confirmed": the company has not confirmed yet.
    expect(screen.getByRole('heading', { level: 1, name: 'Booking requested' })).toBeInTheDocument();
    expect(screen.queryByText(/Booking confirmed/)).not.toBeInTheDocument();
    // The whole hours until the company's deadline, however many (the fixture's visit is days off).
    expect(
      screen.getByText(/^Request sent to Desert Bloom Landscaping\. They confirm within \d+ hours\.$/),
    ).toBeInTheDocument();
    expect(screen.getByText(/Your ticket number is/)).toHaveTextContent('#501');
    expect(screen.getByText(/Paid/)).toHaveTextContent('Paid $133.99, including the UpKeep fee of $4.99.');
    expect(screen.getByText(/We sent an e-mail/)).toHaveTextContent(
      'We sent an e-mail to gina@example.com and a text message to 7025550177.',
    );
    expect(screen.queryByRole('link', { name: 'My tickets' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/home');
    await waitFor(() =>
      expect(useSession.getState()).toMatchObject({
        isLoggedInAsGuest: false,
        tokenGuest: null,
        booking: null,
        ticketId: null,
        paymentIntent: null,
      }),
    );
  });

  it('counts the hours left before the booking would expire unconfirmed', () => {
    const inFiveHours = new Date(Date.now() + 5 * 3_600_000 + 30 * 60_000).toISOString();
    renderConfirmation({ ...CONFIRMED, scheduledAt: inFiveHours });
    expect(
      screen.getByText('Request sent to Desert Bloom Landscaping. They confirm within 3 hours.'),
    ).toBeInTheDocument();
  });

  it('links a customer to My tickets and keeps them signed in', async () => {
    useSession.setState({ isLoggedIn: true, token: 'customer-token', booking: BOOKING_WITH_SLOT });
    renderConfirmation({ ...CONFIRMED, isCustomer: true });
    expect(screen.getByRole('link', { name: 'My tickets' })).toHaveAttribute('href', '/my-tickets');
    await waitFor(() => expect(useSession.getState().booking).toBeNull());
    expect(useSession.getState()).toMatchObject({ isLoggedIn: true, token: 'customer-token' });
  });

  it('says a free estimate request costs nothing and waits for the company to confirm it', () => {
    renderConfirmation({ ...CONFIRMED, isEstimate: true, total: 0, fee: 0 });
    expect(screen.getByRole('heading', { level: 1, name: 'Estimate requested' })).toBeInTheDocument();
    expect(screen.getByText('Free estimate: nothing to pay now.')).toBeInTheDocument();
    expect(screen.getByText(/will confirm the visit on/)).toHaveTextContent(/we will let you know\.$/);
    expect(screen.getByText(/^We sent an e-mail/)).toBeInTheDocument();
  });

  it('has nothing to confirm without a checkout, and resets nothing', async () => {
    useSession.setState({ isLoggedInAsGuest: true, tokenGuest: 'guest-token', booking: BOOKING_WITH_SLOT });
    renderConfirmation(null);
    expect(screen.getByRole('heading', { level: 1, name: 'Nothing to confirm' })).toBeInTheDocument();
    expect(useSession.getState()).toMatchObject({ isLoggedInAsGuest: true, booking: BOOKING_WITH_SLOT });
  });
});
