/** POST /customer/company-calendar/schedules: a company's time slots on a date, for the booking's duration. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { bookingEndpoints, type TimeSlot } from '@upkeep/contract';
import { api } from '../../../lib/api';

export interface SlotsQuery {
  companyServiceId: number;
  /** YYYY-MM-DD in the valley. */
  date: string;
  /** 'hh:mm:ss'. */
  duration: string;
}

export function getSlots(query: SlotsQuery, signal?: AbortSignal): Promise<TimeSlot[]> {
  return api(bookingEndpoints.slots, {
    body: { CompanyServiceID: query.companyServiceId, Date: query.date, Duration: query.duration },
    signal,
  }).then((r) => r.data);
}

export const slotsQueryKey = (query?: SlotsQuery) =>
  query ? ['booking', 'slots', query.companyServiceId, query.date, query.duration] : ['booking', 'slots'];

/**
 * Slots change as other customers book: always asked again when the screen opens. `enabled: false` holds the
 * call back while the screen is still choosing its day.
 */
export function useSlots(query: SlotsQuery, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: slotsQueryKey(query),
    queryFn: ({ signal }) => getSlots(query, signal),
    enabled,
    staleTime: 0,
    refetchOnMount: 'always',
    placeholderData: keepPreviousData,
  });
}
