/** GET /staff/jobs?state=failed: background jobs whose retries are used up, newest first (at most 100, and the count). */
import { useQuery } from '@tanstack/react-query';
import { staffJobEndpoints } from '@upkeep/contract';
import { api } from '../../../lib/api';
import { supportKeys } from './keys';

export function getFailedJobs(token: string, signal?: AbortSignal) {
  return api(staffJobEndpoints.staffJobs, { token, query: { state: 'failed' }, signal }).then((r) => r.data);
}

export function useFailedJobs(token: string) {
  return useQuery({
    queryKey: supportKeys.failedJobs(token),
    queryFn: ({ signal }) => getFailedJobs(token, signal),
    refetchInterval: 60_000,
    staleTime: 0,
  });
}
