import { lazy, Suspense, useState } from 'react';
import { useGuestBookings } from './api/get-guest-bookings';

/** The offer's code (its form, its calls), loaded once there are bookings to add: most customers have none (issue 48). */
const GuestBookingsOfferPanel = lazy(() =>
  import('./guest-bookings-offer-panel').then((m) => ({ default: m.GuestBookingsOfferPanel })),
);

/**
 * The offer to add the guest bookings made with the account's e-mail (issue 26): a code is sent to the e-mail,
 * the customer types it, the bookings join the account (My tickets lists them). Nothing shows while there are
 * none, and after they were added it says how many (the offer stays once shown, so it can say so).
 */
export function GuestBookingsOffer({ token, onDone }: { token: string; onDone?: () => void }) {
  const count = useGuestBookings(token);
  const n = count.data ?? 0;
  const [shown, setShown] = useState(false);
  if (n > 0 && !shown) setShown(true);
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <GuestBookingsOfferPanel token={token} count={n} onDone={onDone} />
    </Suspense>
  );
}
