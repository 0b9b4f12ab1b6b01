/** The company's crews: GET/POST /company/crews, PUT/DELETE /company/crews/{id}; the list is read again after each change. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type CrewRequest, crewEndpoints } from '@upkeep/contract';
import { api } from '../../lib/api';

const crewsKey = (token: string) => ['company', token, 'crews'] as const;

export function useCrews(token: string) {
  return useQuery({
    queryKey: crewsKey(token),
    queryFn: ({ signal }) => api(crewEndpoints.companyCrews, { token, signal }),
    select: (r) => r.data,
  });
}

/** Adds a crew (no `id`) or saves one; the list is read again. */
export function useSaveCrew(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: CrewRequest & { id?: number }) =>
      id === undefined
        ? api(crewEndpoints.addCompanyCrew, { token, body })
        : api(crewEndpoints.updateCompanyCrew, { token, params: { id }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: crewsKey(token) }),
  });
}

export function useRemoveCrew(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api(crewEndpoints.removeCompanyCrew, { token, params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: crewsKey(token) }),
  });
}
