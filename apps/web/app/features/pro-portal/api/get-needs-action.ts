/**
 * GET /company/tickets/needs-action: what needs the company now: jobs (Pending to confirm, moves to answer) and plans
 * (plans to confirm, plan moves to answer).
 */
import { useQuery } from '@tanstack/react-query';
import { bookingAlertEndpoints } from '@upkeep/contract';
import { api } from '../../../lib/api';
import { proKeys } from './keys';

/**
 * Asked again every minute, after every job change (its key sits under the jobs': useRefreshJobs) and after a plan
 * is confirmed or its move answered.
 */
export const NEEDS_ACTION_REFETCH_MS = 60_000;

export function getNeedsAction(token: string, signal?: AbortSignal) {
  return api(bookingAlertEndpoints.companyNeedsAction, { token, signal }).then((r) => r.data);
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

/** 'Plans, 1 needs action' (the nav item) and '1 plan needs action' (beside the phone's menu). */
export function plansNeedingActionWords(count: number) {
  return {
    label: `Plans, ${count} ${count === 1 ? 'needs' : 'need'} action`,
    menuLabel: `${count} ${count === 1 ? 'plan needs' : 'plans need'} action`,
  };
}
