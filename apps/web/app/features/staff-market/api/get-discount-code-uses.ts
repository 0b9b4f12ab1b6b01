/** GET /staff/discount-codes/{id}/uses: the bookings that used a code. */
import { useQuery } from '@tanstack/react-query';
import { staffConsoleEndpoints } from '@upkeep/contract';
import { api } from '../../../lib/api';
import { marketKeys } from './keys';

export function getDiscountCodeUses(token: string, id: number, signal?: AbortSignal) {
  return api(staffConsoleEndpoints.discountCodeUses, { token, params: { id }, signal });
}

export function useDiscountCodeUses(token: string, id: number | null) {
  return useQuery({
    queryKey: marketKeys.uses(token, id ?? 0),
    queryFn: ({ signal }) => getDiscountCodeUses(token, id ?? 0, signal),
    select: (r) => r.data,
    enabled: id !== null,
    staleTime: 0,
  });
}
