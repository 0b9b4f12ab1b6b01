import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope, mockApi } from '../../../test/api-mock';
import { renderScreen } from '../../../test/render';
import { GuestLinkCard } from './guest-link-card';

const LINKS = 'GET /staff/tickets/41/links';
const REVOKE = 'POST /staff/tickets/41/links/revoke';

describe("the console's guest link card (issue 26)", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says until when a live link opens the booking, and revokes it after asking', async () => {
    let revoked = false;
    const api = mockApi({
      [LINKS]: () =>
        envelope(
          200,
          revoked
            ? { guestBooking: true, liveCount: 0, liveUntil: null, lastUsedAt: null }
            : { guestBooking: true, liveCount: 2, liveUntil: '2026-12-24T17:00:00.000Z', lastUsedAt: null },
        ),
      [REVOKE]: () => {
        revoked = true;
        return envelope(200, { revoked: 2 });
      },
    });
    renderScreen(<GuestLinkCard token="staff-token" ticketId={41} />, { path: '/' });
    const card = await screen.findByRole('region', { name: "Guest's private link" });
    expect(await within(card).findByText(/A live link opens this booking until/)).toBeInTheDocument();
    fireEvent.click(within(card).getByRole('button', { name: "Revoke the guest's link" }));
    const dialog = await screen.findByRole('dialog', { name: "Revoke the guest's link?" });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(await within(card).findByText('No live link.')).toBeInTheDocument();
    expect(api.callsTo(REVOKE)).toHaveLength(1);
    expect(api.callsTo(REVOKE)[0]?.token).toBe('staff-token');
  });

  it('has nothing to revoke on a booking made with an account', async () => {
    mockApi({ [LINKS]: () => envelope(200, { guestBooking: false, liveCount: 0, liveUntil: null, lastUsedAt: null }) });
    renderScreen(<GuestLinkCard token="staff-token" ticketId={41} />, { path: '/' });
    expect(await screen.findByText('Booked with an account: no guest link.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: "Revoke the guest's link" })).not.toBeInTheDocument();
  });
});
