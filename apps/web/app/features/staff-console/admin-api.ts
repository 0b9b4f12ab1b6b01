/**
 * The console's administration calls: the staff team (invite, deactivate or change a role; the list itself is
 * shared/staff/staff-members.ts, which the support screens read too), accepting a staff invitation, the
 * settings and the audit log. Queries are keyed under ['staff', token, ...] so a 401 on any of them ends the
 * session (session-upkeep.ts).
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type AcceptInviteRequest,
  type AuditLogQuery,
  type InviteStaffRequest,
  type SettingKey,
  type StaffSession,
  staffConsoleEndpoints,
  type UpdateStaffRequest,
} from '@upkeep/contract';
import { api } from '../../lib/api';
import { staffMembersKey } from '../../shared/staff/staff-members';

export const adminKeys = {
  settings: (token: string) => ['staff', token, 'settings'] as const,
  audit: (token: string) => ['staff', token, 'audit-log'] as const,
  auditPage: (token: string, query: AuditLogQuery) => ['staff', token, 'audit-log', query] as const,
};

// ---------------------------------------------------------------- team

export function useInviteStaff(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InviteStaffRequest) =>
      api(staffConsoleEndpoints.inviteStaff, { token, body }).then((r) => r.data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffMembersKey(token) }),
  });
}

export function useUpdateStaffMember(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: UpdateStaffRequest & { id: number }) =>
      api(staffConsoleEndpoints.updateStaffMember, { token, params: { id }, body }).then((r) => r.data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffMembersKey(token) }),
  });
}

/** An invited member's invitation sent again (a new link; the earlier ones stop working). */
export function useResendStaffInvitation(token: string) {
  return useMutation({
    mutationFn: (id: number) => api(staffConsoleEndpoints.resendStaffInvitation, { token, params: { id } }),
  });
}

/** POST /staff/auth/accept-invite: the invited member's password, answering their session. */
export function useAcceptStaffInvite() {
  return useMutation<StaffSession, Error, AcceptInviteRequest>({
    mutationFn: (body) => api(staffConsoleEndpoints.acceptStaffInvite, { body }).then((r) => r.data),
  });
}

// ---------------------------------------------------------------- settings

export function useSettings(token: string) {
  return useQuery({
    queryKey: adminKeys.settings(token),
    queryFn: ({ signal }) => api(staffConsoleEndpoints.staffSettings, { token, signal }),
    select: (r) => r.data,
  });
}

export function useUpdateSetting(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ key, value }: { key: SettingKey; value: unknown }) =>
      api(staffConsoleEndpoints.updateSetting, { token, params: { key }, body: { value } }).then((r) => r.data),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.settings(token) }),
        queryClient.invalidateQueries({ queryKey: adminKeys.audit(token) }),
      ]),
  });
}

// ---------------------------------------------------------------- audit log

export function useAuditLog(token: string, query: AuditLogQuery, enabled: boolean) {
  return useQuery({
    queryKey: adminKeys.auditPage(token, query),
    queryFn: ({ signal }) => api(staffConsoleEndpoints.auditLog, { token, query, signal }),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
