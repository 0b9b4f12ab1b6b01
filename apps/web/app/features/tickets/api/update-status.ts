/** PUT /customer/ticket/{id}: the customer moves the ticket along the status flow (409 when not allowed). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ticketEndpoints } from '@upkeep/contract';
import { api } from '../../../lib/api';
import { ticketKeys } from './keys';

export interface StatusChange {
  ticketId: number;
  nextStatusId: number;
  comments: string;
  token: string;
}

export function updateStatus({ ticketId, nextStatusId, comments, token }: StatusChange) {
  return api(ticketEndpoints.changeStatus, {
    params: { id: ticketId },
    token,
    body: { TicketsStatusID: nextStatusId, Comments: comments },
  });
}

export function useUpdateStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateStatus,
    onSuccess: (_answer, { token }) => queryClient.invalidateQueries({ queryKey: ticketKeys.all(token) }),
  });
}
