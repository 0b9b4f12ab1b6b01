/** GET /customer/guest-bookings: how many guest bookings carry the signed-in customer's e-mail. */
import { useQuery } from '@tanstack/react-query';
import { ticketLinkEndpoints } from '@upkeep/contract';
import { api } from '../../../lib/api';
import { guestBookingKeys } from './keys';

export function getGuestBookings(token: string, signal?: AbortSignal): Promise<number> {
  return api(ticketLinkEndpoints.guestBookings, { token, signal }).then((r) => r.data.count);
}

export function useGuestBookings(token: string | null) {
  return useQuery({
    queryKey: guestBookingKeys.count(token ?? ''),
    queryFn: ({ signal }) => getGuestBookings(token ?? '', signal),
    enabled: Boolean(token),
    staleTime: 60_000,
  });
}
