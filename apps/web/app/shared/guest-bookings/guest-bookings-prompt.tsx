import { Modal } from '@mantine/core';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { useSession } from '../../session/store';
import { useGuestBookings } from './api/get-guest-bookings';
import { GuestBookingsOffer } from './guest-bookings-offer';

const DISMISSED_KEY = 'upkeep-guest-bookings-offered';

/** The sessions (by their token's tail) that were offered already in this tab: once per sign-in is enough. */
function offeredAlready(token: string): boolean {
  try {
    return sessionStorage.getItem(DISMISSED_KEY) === token.slice(-16);
  } catch {
    return false;
  }
}

function rememberOffered(token: string) {
  try {
    sessionStorage.setItem(DISMISSED_KEY, token.slice(-16));
  } catch {
    // Private mode: the offer may come again on a reload.
  }
}

/**
 * After signing up or in (issue 26): when guest bookings carry the account's e-mail, offer once to add them. My
 * tickets shows the same offer in its page, so it is not repeated there.
 */
export function GuestBookingsPrompt() {
  const token = useSession((s) => (s.isLoggedIn ? s.token : null));
  const { pathname } = useLocation();
  const count = useGuestBookings(token);
  const [closedFor, setClosedFor] = useState<string | null>(null);
  if (!token || pathname === '/my-tickets' || closedFor === token || offeredAlready(token)) return null;
  if (!count.data) return null;
  const close = () => {
    rememberOffered(token);
    setClosedFor(token);
  };
  return (
    <Modal opened onClose={close} title="Add your earlier bookings" centered>
      <GuestBookingsOffer token={token} onDone={close} />
    </Modal>
  );
}
