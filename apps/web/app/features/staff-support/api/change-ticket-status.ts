/**
 * POST /staff/tickets/{id}/status: the staff moves a ticket along the flow; the answer is the ticket, kept as
 * its cached detail, and the lists read again.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffConsoleEndpoints as endpoints } from '@upkeep/contract';
import { api } from '../../../lib/api';
import { supportKeys } from './keys';

export interface StaffStatusChange {
  TicketsStatusID: number;
  Comments: string;
}

export function changeTicketStatus(token: string, id: number, body: StaffStatusChange) {
  return api(endpoints.staffTicketStatus, { token, params: { id }, body });
}

export function useStaffTicketStatus(token: string, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StaffStatusChange) => changeTicketStatus(token, id, body),
    onSuccess: (answer) => {
      queryClient.setQueryData(supportKeys.ticket(token, id), answer);
      void queryClient.invalidateQueries({ queryKey: [...supportKeys.tickets(token), 'list'] });
    },
  });
}
