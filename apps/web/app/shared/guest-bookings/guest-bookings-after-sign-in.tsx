import { Modal } from '@mantine/core';
import { useState } from 'react';
import { getGuestBookings } from './api/get-guest-bookings';
import { GuestBookingsOffer } from './guest-bookings-offer';

/**
 * Right after signing up or in (issue 26): when guest bookings carry the account's e-mail, the offer to add them
 * comes before the customer goes on (Not now, or Close once added, goes on). Without any, or if the count cannot
 * be read, the customer goes on at once.
 */
export function useGuestBookingsAfterSignIn() {
  const [pending, setPending] = useState<{ token: string; next: () => void } | null>(null);

  const afterSignIn = (token: string, next: () => void) => {
    getGuestBookings(token)
      .then((count) => (count > 0 ? setPending({ token, next }) : next()))
      .catch(() => next());
  };

  const goOn = () => {
    const next = pending?.next;
    setPending(null);
    next?.();
  };

  const dialog = (
    <Modal opened={pending !== null} onClose={goOn} title="Your earlier bookings" centered>
      {pending && <GuestBookingsOffer token={pending.token} onDone={goOn} />}
    </Modal>
  );
  return { afterSignIn, dialog };
}
