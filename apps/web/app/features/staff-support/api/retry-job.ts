/** POST /staff/jobs/{id}/retry: a failed job runs again (admins); the list is read again. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffJobEndpoints } from '@upkeep/contract';
import { api } from '../../../lib/api';
import { supportKeys } from './keys';

export function retryJob(token: string, id: string) {
  return api(staffJobEndpoints.retryStaffJob, { token, params: { id } }).then((r) => r.data);
}

export function useRetryJob(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => retryJob(token, id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: supportKeys.failedJobs(token) }),
  });
}
