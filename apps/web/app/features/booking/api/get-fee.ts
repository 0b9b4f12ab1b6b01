/** GET /customer/ticket/fee: the UpKeep booking fee, in dollars. */
import { useQuery } from '@tanstack/react-query';
import { feeResponse } from '@upkeep/contract';
import { apiRequest } from '../../../lib/api';

export function getTicketFee(signal?: AbortSignal): Promise<number> {
  return apiRequest('/customer/ticket/fee', { schema: feeResponse, signal }).then((r) => r.data.fee);
}

export const useTicketFee = () =>
  useQuery({ queryKey: ['booking', 'fee'], queryFn: ({ signal }) => getTicketFee(signal), staleTime: 5 * 60_000 });
