/** GET /staff/settings: the settings (fee, reschedule policy, commission, holds and expiries, team e-mail). */
import { useQuery } from '@tanstack/react-query';
import { staffConsoleEndpoints } from '@upkeep/contract';
import { api } from '../../../lib/api';
import { adminKeys } from './keys';

export function getSettings(token: string, signal?: AbortSignal) {
  return api(staffConsoleEndpoints.staffSettings, { token, signal });
}

export function useSettings(token: string) {
  return useQuery({
    queryKey: adminKeys.settings(token),
    queryFn: ({ signal }) => getSettings(token, signal),
    select: (r) => r.data,
  });
}
