/** GET /staff/tickets/{id}/links: whether the guest's private link is live, and until when (issue 26). */
import { useQuery } from '@tanstack/react-query';
import { ticketLinkEndpoints } from '@upkeep/contract';
import { api } from '../../../lib/api';
import { supportKeys } from './keys';

export function getTicketLinks(token: string, id: number, signal?: AbortSignal) {
  return api(ticketLinkEndpoints.staffTicketLinks, { token, params: { id }, signal }).then((r) => r.data);
}

export function useTicketLinks(token: string, id: number) {
  return useQuery({
    queryKey: [...supportKeys.ticket(token, id), 'links'],
    queryFn: ({ signal }) => getTicketLinks(token, id, signal),
    staleTime: 0,
  });
}
