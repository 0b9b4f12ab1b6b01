/** GET /company/earnings?Month=YYYY-MM: a month's statement (jobs, commission, adjustments, totals). */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { companyInsightEndpoints } from '@upkeep/contract';
import { api } from '../../../lib/api';
import { insightKeys } from './keys';

export function getEarnings(token: string, month: string, signal?: AbortSignal) {
  return api(companyInsightEndpoints.companyEarnings, { token, signal, query: { Month: month } });
}

/** The month before stays on screen while the next one loads. */
export function useEarnings(token: string, month: string) {
  return useQuery({
    queryKey: insightKeys.earnings(token, month),
    queryFn: ({ signal }) => getEarnings(token, month, signal),
    select: (r) => r.data,
    placeholderData: keepPreviousData,
  });
}
