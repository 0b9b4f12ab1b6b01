import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useSessionHydrated } from '../../session/hydration';
import { type StoredBooking, useSession } from '../../session/store';
import { readBookingState } from './booking-model';

/**
 * The booking being made: the session's copy (it survives a reload and a trip through sign-in, with the
 * chosen slot), else the one the companies screen handed over in router state, which is then kept.
 * `ready` is false until the persisted session has been read back: before that nothing is known.
 */
export function useBooking(): { ready: boolean; booking: StoredBooking | null } {
  const hydrated = useSessionHydrated();
  const stored = useSession((s) => s.booking);
  const location = useLocation();
  const fromState = stored ? null : readBookingState(location.state);
  useEffect(() => {
    if (hydrated && fromState) useSession.getState().keepBooking(fromState);
  }, [hydrated, fromState]);
  return { ready: hydrated, booking: hydrated ? (stored ?? fromState) : null };
}

/** Updates the session's booking in place. */
export function patchBooking(patch: Partial<StoredBooking>) {
  useSession.getState().updateBooking(patch);
}
