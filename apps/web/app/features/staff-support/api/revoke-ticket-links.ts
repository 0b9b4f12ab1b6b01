/** POST /staff/tickets/{id}/links/revoke: every live private link of the ticket stops, with its sessions. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ticketLinkEndpoints } from '@upkeep/contract';
import { api } from '../../../lib/api';
import { supportKeys } from './keys';

export function revokeTicketLinks(token: string, id: number) {
  return api(ticketLinkEndpoints.staffRevokeTicketLinks, { token, params: { id } }).then((r) => r.data);
}

export function useRevokeTicketLinks(token: string, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => revokeTicketLinks(token, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: supportKeys.ticket(token, id) }),
  });
}
