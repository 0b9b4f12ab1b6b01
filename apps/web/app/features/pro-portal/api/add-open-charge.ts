/** POST /company/tickets/{id}/open-charges: an extra charge the customer is asked to pay (409, 429 past the limits). */
import { useMutation } from '@tanstack/react-query';
import { type AddOpenChargeRequest, companyJobEndpoints } from '@upkeep/contract';
import { api } from '../../../lib/api';
import { useRefreshJobs } from './keys';

export function addOpenCharge(id: number, body: AddOpenChargeRequest, token: string) {
  return api(companyJobEndpoints.companyAddOpenCharge, { params: { id }, token, body });
}

export function useAddOpenCharge(id: number, token: string) {
  const refresh = useRefreshJobs(token);
  return useMutation({
    mutationFn: (body: AddOpenChargeRequest) => addOpenCharge(id, body, token),
    onSuccess: refresh,
  });
}
