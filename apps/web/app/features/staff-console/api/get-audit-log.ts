/** GET /staff/audit-log: every change staff made, newest first (admins only), paged. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type AuditLogQuery, staffConsoleEndpoints } from '@upkeep/contract';
import { api } from '../../../lib/api';
import { adminKeys } from './keys';

export function getAuditLog(token: string, query: AuditLogQuery, signal?: AbortSignal) {
  return api(staffConsoleEndpoints.auditLog, { token, query, signal });
}

export function useAuditLog(token: string, query: AuditLogQuery, enabled: boolean) {
  return useQuery({
    queryKey: adminKeys.auditPage(token, query),
    queryFn: ({ signal }) => getAuditLog(token, query, signal),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
