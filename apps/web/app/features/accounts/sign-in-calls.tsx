/**
 * What the sign-in screen loads when the visitor first engages with it (focus in the form, a send, "Continue as
 * guest"), not with the page: the API client with the contract's schemas (zod), the failure messages, the
 * problem's alert and the earlier guest bookings' offer with its query client and dialog (issue 33's byte
 * budgets, decision 0016).
 */
import { Alert } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { WithQueries } from '../../lib/query-client';
import { guestLogin } from '../../shared/accounts/api/guest-login';
import { useGuestBookingsAfterSignIn } from '../../shared/guest-bookings/guest-bookings-after-sign-in';
import { login } from './api/session';

export { errorMessage } from '../../lib/errors';
export { signInErrorMessage } from './errors';
export { guestLogin, login };

/** Why the sign-in failed (the server's answer, said as the catalogue says it). */
export function SignInProblem({ message }: { message: string }) {
  return (
    <Alert color="red" variant="light">
      {message}
    </Alert>
  );
}

/**
 * Right after signing in (issue 26): the offer of the earlier guest bookings with this e-mail, before `next`;
 * without any, `next` at once (useGuestBookingsAfterSignIn).
 */
export function GuestBookingsAfterSignIn({ token, next }: { token: string; next: () => void }) {
  return (
    <WithQueries>
      <GuestBookingsOfferStep token={token} next={next} />
    </WithQueries>
  );
}

function GuestBookingsOfferStep({ token, next }: { token: string; next: () => void }) {
  const guestBookings = useGuestBookingsAfterSignIn();
  const asked = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: asked once, for the sign-in that mounted this.
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    guestBookings.afterSignIn(token, next);
  }, []);
  return guestBookings.dialog;
}
