/** POST /company/tickets/{id}/move-request/accept: the job moves to the time the customer asked (409 when it is no longer free). */
import { useMutation } from '@tanstack/react-query';
import { rescheduleEndpoints } from '@upkeep/contract';
import { api } from '../../../lib/api';
import { useRefreshJobs } from './keys';

export function acceptMoveRequest(id: number, token: string) {
  return api(rescheduleEndpoints.companyAcceptMoveRequest, { params: { id }, token });
}

export function useAcceptMoveRequest(id: number, token: string) {
  const refresh = useRefreshJobs(token);
  return useMutation({ mutationFn: () => acceptMoveRequest(id, token), onSuccess: refresh });
}
