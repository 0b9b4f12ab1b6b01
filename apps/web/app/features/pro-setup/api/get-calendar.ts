/** GET /company/calendar: the weekly hours, the bookable start times per weekday (0 = Sunday). */
import { useQuery } from '@tanstack/react-query';
import { companySetupEndpoints } from '@upkeep/contract';
import { api } from '../../../lib/api';
import { setupKeys } from './keys';

export function getCalendar(token: string, signal?: AbortSignal) {
  return api(companySetupEndpoints.companyCalendar, { token, signal });
}

export function useCalendar(token: string) {
  return useQuery({
    queryKey: setupKeys.calendar(token),
    queryFn: ({ signal }) => getCalendar(token, signal),
    select: (r) => r.data,
  });
}
