/**
 * GET /company/tickets/{id}/crew-choices: the job's crew and each crew of the company with whether it may take the
 * job (else why not); PUT /company/tickets/{id}/crew gives the job to one of them. Both sit under the jobs' key, so
 * a change reads every job screen again.
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import { crewEndpoints } from '@upkeep/contract';
import { api } from '../../../lib/api';
import { proKeys, useRefreshJobs } from './keys';

export function useCrewChoices(id: number, token: string) {
  return useQuery({
    queryKey: proKeys.crewChoices(token, id),
    queryFn: ({ signal }) => api(crewEndpoints.ticketCrewChoices, { params: { id }, token, signal }),
    select: (r) => r.data,
    staleTime: 0,
  });
}

export function useGiveJobToCrew(id: number, token: string) {
  const refresh = useRefreshJobs(token);
  return useMutation({
    mutationFn: (crewId: number) =>
      api(crewEndpoints.assignTicketCrew, { params: { id }, token, body: { crewId } }).then((r) => r.data),
    onSettled: refresh,
  });
}
