/**
 * UpKeep's staff members (GET /staff/users), read by the console's team screen and by the support screens that
 * assign a message. One query under one key, so a change to the team (an invitation, a deactivation, a new
 * role) refreshes every screen that shows the members.
 */
import { useQuery } from '@tanstack/react-query';
import { type StaffMember, staffConsoleEndpoints } from '@upkeep/contract';
import { api } from '../../lib/api';

/** The key of the members list: what a change to the team invalidates. */
export const staffMembersKey = (token: string) => ['staff', token, 'team'] as const;

function useStaffMembersQuery<T>(token: string, select: (members: StaffMember[]) => T) {
  return useQuery({
    queryKey: staffMembersKey(token),
    queryFn: ({ signal }) => api(staffConsoleEndpoints.staffMembers, { token, signal }),
    select: (r) => select(r.data),
  });
}

const everyone = (members: StaffMember[]) => members;
const assignable = (members: StaffMember[]) => members.filter((m) => m.active && !m.invited);

/** Every member, invited and deactivated ones included. */
export const useStaffMembers = (token: string) => useStaffMembersQuery(token, everyone);

/** The members a message can be assigned to: active ones who have chosen a password. */
export const useAssignableStaff = (token: string) => useStaffMembersQuery(token, assignable);
