/** GET /company/tickets/{id}: one job (customer, answers and lines, history, payments, open charges). */
import { useQuery } from '@tanstack/react-query';
import { companyJobEndpoints } from '@upkeep/contract';
import { api } from '../../../lib/api';
import { proKeys } from './keys';

export function getCompanyTicket(id: number, token: string, signal?: AbortSignal) {
  return api(companyJobEndpoints.companyTicket, { params: { id }, token, signal });
}

/** Another company's job is a 404, as if it did not exist: not asked again. */
export function useCompanyTicket(id: number, token: string) {
  return useQuery({
    queryKey: proKeys.job(token, id),
    queryFn: ({ signal }) => getCompanyTicket(id, token, signal),
    select: (r) => r.data,
    staleTime: 0,
    retry: (count, error) => (error as { statusCode?: number }).statusCode !== 404 && count < 2,
  });
}
