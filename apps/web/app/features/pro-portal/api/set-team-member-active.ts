/** PUT /company/users/{id}: the owner deactivates or reactivates a member of the team. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { onboardingEndpoints } from '@upkeep/contract';
import { api } from '../../../lib/api';
import { proKeys } from './keys';

export interface TeamMemberActivation {
  userId: number;
  active: boolean;
}

export function setTeamMemberActive({ userId, active }: TeamMemberActivation, token: string) {
  return api(onboardingEndpoints.updateCompanyUser, { token, params: { id: userId }, body: { active } }).then(
    (r) => r.data,
  );
}

/**
 * The owner deactivates a member (signed out everywhere at once, sign-in refused, a pending invitation dies)
 * or reactivates them; the team is read again either way (a 409 says why not: themself, the last owner).
 */
export function useSetTeamMemberActive(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (activation: TeamMemberActivation) => setTeamMemberActive(activation, token),
    onSettled: () => queryClient.invalidateQueries({ queryKey: proKeys.team(token) }),
  });
}
