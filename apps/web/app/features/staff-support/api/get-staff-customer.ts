/** GET /staff/customers/{id}: one customer with their tickets. */
import { useQuery } from '@tanstack/react-query';
import { staffConsoleEndpoints as endpoints } from '@upkeep/contract';
import { api } from '../../../lib/api';
import { supportKeys } from './keys';

export function getStaffCustomer(token: string, id: number, signal?: AbortSignal) {
  return api(endpoints.staffCustomer, { token, params: { id }, signal });
}

export function useStaffCustomer(token: string, id: number) {
  return useQuery({
    queryKey: supportKeys.customer(token, id),
    queryFn: ({ signal }) => getStaffCustomer(token, id, signal),
    select: (r) => r.data,
    staleTime: 0,
  });
}
