/** POST /staff/jobs/{id}/discard: a failed job given up for good (admins); the list is read again. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffJobEndpoints } from '@upkeep/contract';
import { api } from '../../../lib/api';
import { supportKeys } from './keys';

export function discardJob(token: string, id: string) {
  return api(staffJobEndpoints.discardStaffJob, { token, params: { id } }).then((r) => r.data);
}

export function useDiscardJob(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => discardJob(token, id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: supportKeys.failedJobs(token) }),
  });
}
