/** POST /customer/guest-bookings/claim: the code adds the guest bookings; the count and the ticket lists change. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ticketLinkEndpoints } from '@upkeep/contract';
import { api } from '../../../lib/api';

export function claimGuestBookings({ token, code }: { token: string; code: string }): Promise<number> {
  return api(ticketLinkEndpoints.guestBookingsClaim, { token, body: { code } }).then((r) => r.data.added);
}

export function useClaimGuestBookings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimGuestBookings,
    // The count and My tickets (['customer', 'tickets', token]) both change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['customer'] }),
  });
}
