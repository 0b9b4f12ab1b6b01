/**
 * The team's crews (GET /company/crews, for the owner's choices: the same cache as /pro/crews) and a crew
 * member moved to another crew (PUT /company/users/{id}/crew); the team is read again.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { crewDayEndpoints, crewEndpoints } from '@upkeep/contract';
import { api } from '../../../lib/api';
import { proKeys } from './keys';

export function useTeamCrews(token: string, enabled: boolean) {
  return useQuery({
    queryKey: ['company', token, 'crews'],
    queryFn: ({ signal }) => api(crewEndpoints.companyCrews, { token, signal }),
    select: (r) => r.data.map((c) => ({ id: c.id, name: c.name, color: c.color })),
    enabled,
  });
}

export function useMoveCrewMember(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, crewId }: { userId: number; crewId: number }) =>
      api(crewDayEndpoints.moveCrewMember, { token, params: { id: userId }, body: { crewId } }).then((r) => r.data),
    onSettled: () => queryClient.invalidateQueries({ queryKey: proKeys.team(token) }),
  });
}
