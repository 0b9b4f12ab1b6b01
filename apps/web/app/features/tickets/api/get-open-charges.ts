/**
 * GET /customer/open-charges/ticket/{id}: the extra charges a company added to a ticket, asked again whenever the
 * screen opens.
 */
import { useQuery } from '@tanstack/react-query';
import { openChargeEndpoints } from '@upkeep/contract';
import { api } from '../../../lib/api';
import { takeEarlyTicketAnswer } from './early-ticket-data';
import { ticketKeys } from './keys';

export function getOpenCharges(id: number, token: string, signal?: AbortSignal) {
  return api(openChargeEndpoints.openCharges, {
    params: { id },
    token,
    signal,
    sent: takeEarlyTicketAnswer('charges', id, token),
  });
}

export function useOpenCharges(id: number, token: string) {
  return useQuery({
    queryKey: ticketKeys.charges(token, id),
    queryFn: ({ signal }) => getOpenCharges(id, token, signal),
    select: (r) => r.data,
    staleTime: 0,
  });
}
