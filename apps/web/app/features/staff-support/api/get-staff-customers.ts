/** GET /staff/customers: the customers, searched and paged (the whole envelope: `data` and `pages`). */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { staffConsoleEndpoints as endpoints, type StaffCustomersQuery } from '@upkeep/contract';
import { api } from '../../../lib/api';
import { supportKeys } from './keys';

export function getStaffCustomers(token: string, query: StaffCustomersQuery, signal?: AbortSignal) {
  return api(endpoints.staffCustomers, { token, query, signal });
}

export function useStaffCustomers(token: string, query: StaffCustomersQuery) {
  return useQuery({
    queryKey: supportKeys.customerList(token, query),
    queryFn: ({ signal }) => getStaffCustomers(token, query, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
