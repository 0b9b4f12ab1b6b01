import { act, screen, waitFor } from '@testing-library/react';
import { TICKET_LINK_INVALID_MESSAGE } from '@upkeep/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, mockApi } from '../../../test/api-mock';
import { renderScreen } from '../../../test/render';
import { initialSession, ticketScreenToken, useSession } from '../../session/store';
import { MyBookingPage } from './my-booking-page';

const LINK_TOKEN = 'k'.repeat(43);
const SESSION = 'link-session-token';
const OPEN = 'POST /customer/ticket-links/session';

const renderLink = () =>
  renderScreen(<MyBookingPage />, { path: '/my-booking/:token', entries: [`/my-booking/${LINK_TOKEN}`] });

describe('a private ticket link', () => {
  beforeEach(async () => {
    localStorage.clear();
    useSession.setState({ ...initialSession });
    await act(async () => {
      await useSession.persist.rehydrate();
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it("is exchanged once for the ticket's session, then the ticket's screen replaces it", async () => {
    const api = mockApi({
      [OPEN]: () => envelope(200, { token: SESSION, ticketId: 41, expiresAt: '2026-11-26T10:00:00.000Z' }),
    });
    renderLink();
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/detail-ticket?TicketId=41'));
    expect(api.callsTo(OPEN)).toHaveLength(1);
    expect(api.callsTo(OPEN)[0]?.body).toEqual({ token: LINK_TOKEN });
    expect(useSession.getState().ticketLink).toEqual({ token: SESSION, ticketId: 41 });
    expect(ticketScreenToken(useSession.getState())).toBe(SESSION);
    // The link's own token is kept nowhere.
    expect(localStorage.getItem('upkeep-session') ?? '').not.toContain(LINK_TOKEN);
  });

  it('lands on the page its e-mail is about: the extra charge to pay, or the review (issue 46)', async () => {
    mockApi({
      [OPEN]: () => envelope(200, { token: SESSION, ticketId: 41, expiresAt: '2026-11-26T10:00:00.000Z' }),
    });
    const charge = renderScreen(<MyBookingPage />, {
      path: '/my-booking/:token',
      entries: [`/my-booking/${LINK_TOKEN}?to=charge&charge=7`],
    });
    await waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent('/payment-charge?TicketId=41|{"OpenChargeID":7}'),
    );
    charge.unmount();
    renderScreen(<MyBookingPage />, { path: '/my-booking/:token', entries: [`/my-booking/${LINK_TOKEN}?to=review`] });
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/create-review?TicketId=41'));
  });

  it("lands on the quote its e-mail or text is about (issue 50), in the link's language", async () => {
    mockApi({
      [OPEN]: () => envelope(200, { token: SESSION, ticketId: 41, expiresAt: '2026-11-26T10:00:00.000Z' }),
    });
    const english = renderScreen(<MyBookingPage />, {
      path: '/my-booking/:token',
      entries: [`/my-booking/${LINK_TOKEN}?to=quote&quote=7`],
    });
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/quote/7|null'));
    expect(useSession.getState().ticketLink).toEqual({ token: SESSION, ticketId: 41 });
    english.unmount();
    renderScreen(<MyBookingPage />, {
      path: '/es/my-booking/:token',
      entries: [`/es/my-booking/${LINK_TOKEN}?to=quote&quote=7`],
    });
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/es/quote/7|null'));
  });

  it('says an expired or unknown link is not valid, and offers Find my booking', async () => {
    mockApi({ [OPEN]: () => envelope(404, null, TICKET_LINK_INVALID_MESSAGE) });
    renderLink();
    expect(await screen.findByRole('heading', { level: 1, name: TICKET_LINK_INVALID_MESSAGE })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find my booking' })).toHaveAttribute('href', '/find-my-booking');
    expect(useSession.getState().ticketLink).toBeNull();
  });

  it('keeps a signed-in customer on their own token for the ticket screens', () => {
    useSession.getState().openedTicketLink(SESSION, 41);
    useSession.getState().login('customer-token', { name: 'Dana', email: 'd@example.com', phoneNumber: '' }, false);
    expect(ticketScreenToken(useSession.getState())).toBe('customer-token');
  });
});
