/** POST /customer/ticket-links/session: a private link's token for a session that opens its one ticket. */
import { useMutation } from '@tanstack/react-query';
import { type TicketLinkSession, ticketLinkEndpoints } from '@upkeep/contract';
import { api } from '../../../lib/api';

export function openTicketLink(token: string): Promise<TicketLinkSession> {
  return api(ticketLinkEndpoints.ticketLinkSession, { body: { token } }).then((r) => r.data);
}

export const useOpenTicketLink = () => useMutation({ mutationFn: openTicketLink });
