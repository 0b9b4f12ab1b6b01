/** PUT /company/tickets/{id}: the company moves a job along the flow table (409 when the move is not allowed). */
import { useMutation } from '@tanstack/react-query';
import { companyJobEndpoints } from '@upkeep/contract';
import { api } from '../../../lib/api';
import { useRefreshJobs } from './keys';

export interface JobStatusChange {
  nextStatusId: number;
  comments: string;
}

export function changeJobStatus(id: number, { nextStatusId, comments }: JobStatusChange, token: string) {
  return api(companyJobEndpoints.companyChangeStatus, {
    params: { id },
    token,
    body: { TicketsStatusID: nextStatusId, Comments: comments },
  });
}

export function useChangeStatus(id: number, token: string) {
  const refresh = useRefreshJobs(token);
  return useMutation({
    mutationFn: (change: JobStatusChange) => changeJobStatus(id, change, token),
    onSuccess: refresh,
  });
}
