/** PUT /customer/ticket/{id}: the customer moves the ticket along the status flow (409 when not allowed). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type EndpointBody, ticketEndpoints } from '@upkeep/contract';
import { api } from '../../../lib/api';
import { ticketKeys } from './keys';

export interface StatusChange {
  ticketId: number;
  nextStatusId: number;
  comments: string;
  token: string;
}

/** What PUT /customer/ticket/{id} receives: the next status and the comments. */
export function statusChangeBody(
  nextStatusId: number,
  comments: string,
): EndpointBody<typeof ticketEndpoints.changeStatus> {
  return { TicketsStatusID: nextStatusId, Comments: comments };
}

export function updateStatus({ ticketId, nextStatusId, comments, token }: StatusChange) {
  return api(ticketEndpoints.changeStatus, {
    params: { id: ticketId },
    token,
    body: statusChangeBody(nextStatusId, comments),
  });
}

export function useUpdateStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateStatus,
    onSuccess: (_answer, { token }) => queryClient.invalidateQueries({ queryKey: ticketKeys.all(token) }),
  });
}
