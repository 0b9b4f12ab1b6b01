/** POST /customer/guest-bookings/proof: a 6-digit code sent to the account's e-mail. */
import { useMutation } from '@tanstack/react-query';
import { ticketLinkEndpoints } from '@upkeep/contract';
import { api } from '../../../lib/api';

export function sendGuestBookingsProof(token: string): Promise<{ email: string; expiresAt: string }> {
  return api(ticketLinkEndpoints.guestBookingsProof, { token }).then((r) => r.data);
}

export const useSendGuestBookingsProof = () => useMutation({ mutationFn: sendGuestBookingsProof });
