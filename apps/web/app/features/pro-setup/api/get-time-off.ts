/** GET /company/time-off: time off to come (and the last 30 days). */
import { useQuery } from '@tanstack/react-query';
import { companySetupEndpoints } from '@upkeep/contract';
import { api } from '../../../lib/api';
import { setupKeys } from './keys';

export function getTimeOff(token: string, signal?: AbortSignal) {
  return api(companySetupEndpoints.companyTimeOff, { token, signal });
}

export function useTimeOff(token: string) {
  return useQuery({
    queryKey: setupKeys.timeOff(token),
    queryFn: ({ signal }) => getTimeOff(token, signal),
    select: (r) => r.data,
  });
}
