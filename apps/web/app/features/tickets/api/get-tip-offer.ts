/** GET /customer/tickets/{id}/tip: whether the job can be tipped now, the percents in dollars, the tip given. */
import { useQuery } from '@tanstack/react-query';
import { tipEndpoints } from '@upkeep/contract';
import { api } from '../../../lib/api';
import { ticketKeys } from './keys';

export function useTipOffer(ticketId: number, token: string) {
  return useQuery({
    queryKey: ticketKeys.tip(token, ticketId),
    queryFn: ({ signal }) =>
      api(tipEndpoints.ticketTipOffer, { params: { id: ticketId }, token, signal }).then((r) => r.data),
  });
}
