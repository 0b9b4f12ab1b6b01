/** GET /customer/ticket/fee: the UpKeep booking fee, in dollars. */
import { useQuery } from '@tanstack/react-query';
import { bookingEndpoints } from '@upkeep/contract';
import { api } from '../../../lib/api';

export function getTicketFee(signal?: AbortSignal): Promise<number> {
  return api(bookingEndpoints.ticketFee, { signal }).then((r) => r.data.fee);
}

export const useTicketFee = () =>
  useQuery({ queryKey: ['booking', 'fee'], queryFn: ({ signal }) => getTicketFee(signal), staleTime: 5 * 60_000 });
