/** GET /staff/companies/{id}: a company, its recent jobs and a month's earnings (the current month by default). */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { staffConsoleEndpoints } from '@upkeep/contract';
import { api } from '../../../lib/api';
import { marketKeys } from './keys';

export function getStaffCompany(token: string, id: number, month: string | undefined, signal?: AbortSignal) {
  return api(staffConsoleEndpoints.staffCompany, {
    token,
    params: { id },
    query: month ? { Month: month } : {},
    signal,
  });
}

export function useStaffCompany(token: string, id: number, month: string | undefined) {
  return useQuery({
    queryKey: marketKeys.company(token, id, month),
    queryFn: ({ signal }) => getStaffCompany(token, id, month, signal),
    select: (r) => r.data,
    placeholderData: keepPreviousData,
    staleTime: 0,
    enabled: id > 0,
  });
}
