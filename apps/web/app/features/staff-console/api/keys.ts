/**
 * The console's cached answers, keyed under ['staff', token, ...] so another staff member signing in never reads
 * the first one's, and a 401 on any of them ends the session (session-upkeep.ts).
 */
import type { AuditLogQuery, PartnerRequestStatus } from '@upkeep/contract';

export const staffKeys = {
  me: (token: string) => ['staff', token, 'me'] as const,
  requests: (token: string) => ['staff', token, 'partner-requests'] as const,
  requestList: (token: string, status: PartnerRequestStatus | undefined) =>
    ['staff', token, 'partner-requests', status ?? 'all'] as const,
};

export const adminKeys = {
  settings: (token: string) => ['staff', token, 'settings'] as const,
  audit: (token: string) => ['staff', token, 'audit-log'] as const,
  auditPage: (token: string, query: AuditLogQuery) => ['staff', token, 'audit-log', query] as const,
};
