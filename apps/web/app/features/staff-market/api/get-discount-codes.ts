/** GET /staff/discount-codes: the discount codes with their limits and uses, newest first. */
import { useQuery } from '@tanstack/react-query';
import { staffConsoleEndpoints } from '@upkeep/contract';
import { api } from '../../../lib/api';
import { marketKeys } from './keys';

export function getDiscountCodes(token: string, signal?: AbortSignal) {
  return api(staffConsoleEndpoints.staffDiscountCodes, { token, signal });
}

export function useDiscountCodes(token: string) {
  return useQuery({
    queryKey: marketKeys.codes(token),
    queryFn: ({ signal }) => getDiscountCodes(token, signal),
    select: (r) => r.data,
    staleTime: 0,
  });
}
