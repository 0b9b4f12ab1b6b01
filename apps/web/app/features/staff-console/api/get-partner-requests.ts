/** GET /staff/partner-requests: partner requests, newest first (optionally of one status). */
import { useQuery } from '@tanstack/react-query';
import { onboardingEndpoints, type PartnerRequestStatus } from '@upkeep/contract';
import { api } from '../../../lib/api';
import { staffKeys } from './keys';

export function getPartnerRequests(token: string, status: PartnerRequestStatus | undefined, signal?: AbortSignal) {
  return api(onboardingEndpoints.partnerRequests, { token, query: status ? { Status: status } : {}, signal });
}

export function usePartnerRequests(token: string, status: PartnerRequestStatus | undefined) {
  return useQuery({
    queryKey: staffKeys.requestList(token, status),
    queryFn: ({ signal }) => getPartnerRequests(token, status, signal),
    select: (r) => r.data,
    staleTime: 0,
  });
}
