/** GET /customer/company-services/ticket/{ticketId}: the ticket's company service, for the slots to move it to. */
import { useQuery } from '@tanstack/react-query';
import { rescheduleEndpoints } from '@upkeep/contract';
import { api } from '../../../lib/api';
import { ticketKeys } from './keys';

export function getTicketCompanyService(id: number, token: string, signal?: AbortSignal) {
  return api(rescheduleEndpoints.ticketCompanyService, { params: { ticketId: id }, token, signal });
}

export function useTicketCompanyService(id: number, token: string) {
  return useQuery({
    queryKey: ticketKeys.companyService(token, id),
    queryFn: ({ signal }) => getTicketCompanyService(id, token, signal),
    select: (r) => r.data,
  });
}
