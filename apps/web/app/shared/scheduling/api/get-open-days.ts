/**
 * POST /customer/company-calendar/days: the dates of a span (at most OPEN_DAYS_MAX_SPAN days) with at least
 * one free slot of a company service for a duration. The date pickers mark the other days and open on the
 * first free one.
 */
import { skipToken, useQuery } from '@tanstack/react-query';
import { bookingEndpoints } from '@upkeep/contract';
import { api } from '../../../lib/api';

export interface OpenDaysQuery {
  companyServiceId: number;
  /** YYYY-MM-DD in the valley, both included. */
  from: string;
  to: string;
  /** 'hh:mm:ss'. */
  duration: string;
}

export function getOpenDays(query: OpenDaysQuery, signal?: AbortSignal): Promise<string[]> {
  return api(bookingEndpoints.openDays, {
    body: { CompanyServiceID: query.companyServiceId, From: query.from, To: query.to, Duration: query.duration },
    signal,
  }).then((r) => r.data);
}

export const openDaysQueryKey = (query: OpenDaysQuery) =>
  ['booking', 'open-days', query.companyServiceId, query.from, query.to, query.duration] as const;

/** Days fill up as other customers book: asked again when the screen opens. Off while `query` is null. */
export function useOpenDays(query: OpenDaysQuery | null) {
  return useQuery({
    queryKey: query ? openDaysQueryKey(query) : ['booking', 'open-days', 'off'],
    queryFn: query ? ({ signal }) => getOpenDays(query, signal) : skipToken,
    staleTime: 30_000,
    refetchOnMount: 'always',
  });
}
