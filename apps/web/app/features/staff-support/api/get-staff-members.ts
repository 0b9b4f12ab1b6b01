/** GET /staff/users: UpKeep's staff. */
import { useQuery } from '@tanstack/react-query';
import { staffConsoleEndpoints as endpoints } from '@upkeep/contract';
import { api } from '../../../lib/api';
import { supportKeys } from './keys';

/** UpKeep's staff, to assign a message to (invited and deactivated ones cannot take it). */
export function useStaffMembers(token: string) {
  return useQuery({
    queryKey: supportKeys.members(token),
    queryFn: ({ signal }) => api(endpoints.staffMembers, { token, signal }),
    select: (r) => r.data.filter((m) => m.active && !m.invited),
  });
}
