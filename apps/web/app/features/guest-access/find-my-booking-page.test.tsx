import { fireEvent, screen } from '@testing-library/react';
import { TICKET_LINK_RESEND_MESSAGE } from '@upkeep/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope, mockApi } from '../../../test/api-mock';
import { renderScreen } from '../../../test/render';
import { FindMyBookingPage } from './find-my-booking-page';

const RESEND = 'POST /customer/ticket-links/resend';
const fill = (email: string, ticket: string) => {
  fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: email } });
  fireEvent.change(screen.getByLabelText(/^Ticket number/), { target: { value: ticket } });
  fireEvent.click(screen.getByRole('button', { name: 'Send me the link' }));
};

describe('the find-my-booking screen', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for the e-mail and the ticket number before sending anything', async () => {
    const api = mockApi({});
    renderScreen(<FindMyBookingPage />, { path: '/find-my-booking' });
    fireEvent.click(screen.getByRole('button', { name: 'Send me the link' }));
    expect(await screen.findByText('Enter the e-mail of the booking')).toBeInTheDocument();
    expect(screen.getByText('Enter the ticket number (digits, as in #1234)')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it("says the server's one answer, and sends the e-mail and number (a leading # allowed)", async () => {
    const api = mockApi({ [RESEND]: () => envelope(202, null, TICKET_LINK_RESEND_MESSAGE) });
    renderScreen(<FindMyBookingPage />, { path: '/find-my-booking' });
    fill(' guest@example.com ', '#1234');
    expect(await screen.findByRole('status')).toHaveTextContent(TICKET_LINK_RESEND_MESSAGE);
    expect(api.callsTo(RESEND)[0]?.body).toEqual({ email: 'guest@example.com', ticketId: 1234 });
  });

  it("shows a limit's message, and a field the server names beside it", async () => {
    mockApi({ [RESEND]: () => envelope(429, null, 'Too many requests for this e-mail. Try again in 40 minutes.') });
    renderScreen(<FindMyBookingPage />, { path: '/find-my-booking' });
    fill('guest@example.com', '12');
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests for this e-mail.');

    vi.unstubAllGlobals();
    mockApi({
      [RESEND]: () =>
        envelope(400, null, 'email: must be a valid e-mail address', {
          errors: [{ field: 'email', message: 'must be a valid e-mail address' }],
        }),
    });
    fill('guest@example.co', '12');
    expect(await screen.findByText('must be a valid e-mail address')).toBeInTheDocument();
  });
});
