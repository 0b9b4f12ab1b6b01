/** GET /company/tickets/needs-action: how many jobs need the company now (Pending to confirm, moves to answer). */
import { useQuery } from '@tanstack/react-query';
import { bookingAlertEndpoints } from '@upkeep/contract';
import { api } from '../../../lib/api';
import { proKeys } from './keys';

/** Asked again every minute, and after every job change (its key sits under the jobs': useRefreshJobs). */
export const NEEDS_ACTION_REFETCH_MS = 60_000;

export function getNeedsAction(token: string, signal?: AbortSignal) {
  return api(bookingAlertEndpoints.companyNeedsAction, { token, signal }).then((r) => r.data.count);
}

export function useNeedsAction(token: string | null) {
  return useQuery({
    queryKey: proKeys.needsAction(token ?? ''),
    queryFn: ({ signal }) => getNeedsAction(token ?? '', signal),
    enabled: Boolean(token),
    refetchInterval: NEEDS_ACTION_REFETCH_MS,
    staleTime: 0,
  });
}

/** 'Jobs, 3 need action' (the nav item) and '3 jobs need action' (beside the phone's menu). */
export function needsActionWords(count: number) {
  return {
    label: `Jobs, ${count} ${count === 1 ? 'needs' : 'need'} action`,
    menuLabel: `${count} ${count === 1 ? 'job needs' : 'jobs need'} action`,
  };
}
