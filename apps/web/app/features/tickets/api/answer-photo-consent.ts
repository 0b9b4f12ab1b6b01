/**
 * PUT /customer/ticket/{id}/photo-consent: the customer (or the guest of the ticket's link) allows or refuses the
 * company to show this job's photos on its public page. Writes the answer into the cached ticket.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { companyPageEndpoints, type TicketDetail } from '@upkeep/contract';
import { api } from '../../../lib/api';
import { ticketKeys } from './keys';

export function answerPhotoConsent(id: number, allow: boolean, token: string) {
  return api(companyPageEndpoints.answerPhotoConsent, { params: { id }, token, body: { allow } }).then((r) => r.data);
}

export function useAnswerPhotoConsent(id: number, token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (allow: boolean) => answerPhotoConsent(id, allow, token),
    onSuccess: (answer) => {
      queryClient.setQueryData<TicketDetail>(ticketKeys.detail(token, id), (ticket) =>
        ticket ? { ...ticket, photoConsent: answer.photoConsent } : ticket,
      );
    },
  });
}
