/** POST /company/tickets/{id}/move-request/decline: the booking keeps its time; the move's fee is refunded. */
import { useMutation } from '@tanstack/react-query';
import { rescheduleEndpoints } from '@upkeep/contract';
import { api } from '../../../lib/api';
import { useRefreshJobs } from './keys';

export function declineMoveRequest(id: number, reason: string, token: string) {
  return api(rescheduleEndpoints.companyDeclineMoveRequest, { params: { id }, token, body: { reason } });
}

export function useDeclineMoveRequest(id: number, token: string) {
  const refresh = useRefreshJobs(token);
  return useMutation({ mutationFn: (reason: string) => declineMoveRequest(id, reason, token), onSuccess: refresh });
}
