/** GET /staff/users: UpKeep's staff, invited ones included. */
import { useQuery } from '@tanstack/react-query';
import { staffConsoleEndpoints } from '@upkeep/contract';
import { api } from '../../../lib/api';
import { adminKeys } from './keys';

export function useStaffMembers(token: string) {
  return useQuery({
    queryKey: adminKeys.team(token),
    queryFn: ({ signal }) => api(staffConsoleEndpoints.staffMembers, { token, signal }),
    select: (r) => r.data,
  });
}
