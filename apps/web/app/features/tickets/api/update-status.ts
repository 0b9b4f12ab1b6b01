/** PUT /customer/ticket/{id}: the customer moves the ticket along the status flow (409 when not allowed). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { envelope, ticketDetail } from '@upkeep/contract';
import { apiRequest } from '../../../lib/api';
import { ticketKeys } from './keys';

/** The answer carries the ticket's new status. */
const statusChangedResponse = envelope(ticketDetail.pick({ statusId: true, status: true }));

export interface StatusChange {
  ticketId: number;
  nextStatusId: number;
  comments: string;
  token: string;
}

export function updateStatus({ ticketId, nextStatusId, comments, token }: StatusChange) {
  return apiRequest(`/customer/ticket/${ticketId}`, {
    method: 'PUT',
    token,
    body: { TicketsStatusID: nextStatusId, Comments: comments },
    schema: statusChangedResponse,
  });
}

export function useUpdateStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateStatus,
    onSuccess: (_answer, { token }) => queryClient.invalidateQueries({ queryKey: ticketKeys.all(token) }),
  });
}
