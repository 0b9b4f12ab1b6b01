/**
 * The company's live calendar links (issue 29; their makers and last use, issue 47): listed on /pro/crews, where
 * they are made, and on /pro/team; stopped from either.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { crewEndpoints } from '@upkeep/contract';
import { api } from '../../../lib/api';

export const calendarFeedsKey = (token: string) => ['company', token, 'calendar-feeds'] as const;

export function useCalendarFeeds(token: string) {
  return useQuery({
    queryKey: calendarFeedsKey(token),
    queryFn: ({ signal }) => api(crewEndpoints.calendarFeeds, { token, signal }),
    select: (r) => r.data,
  });
}

/** Stops a calendar link (the owner any, another user their own): the list is asked again. */
export function useRevokeCalendarFeed(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api(crewEndpoints.revokeCalendarFeed, { token, params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarFeedsKey(token) }),
  });
}
