/** POST /customer/ticket-links/resend: the same answer whether or not the e-mail and ticket number match. */
import { useMutation } from '@tanstack/react-query';
import { ticketLinkEndpoints } from '@upkeep/contract';
import { api } from '../../../lib/api';

export function resendTicketLink(body: { email: string; ticketId: number }): Promise<string> {
  return api(ticketLinkEndpoints.ticketLinkResend, { body }).then((r) => r.message);
}

export const useResendTicketLink = () => useMutation({ mutationFn: resendTicketLink });
