/** POST /company/users: the owner invites a member by e-mail; the team is read again. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { onboardingEndpoints } from '@upkeep/contract';
import { api } from '../../../lib/api';
import { proKeys } from './keys';

export interface CompanyInvitation {
  name: string;
  email: string;
  /** Office staff (the default) or a crew member of `crewId`. */
  role?: 'staff' | 'crew';
  crewId?: number;
}

export function inviteUser(body: CompanyInvitation, token: string) {
  return api(onboardingEndpoints.inviteCompanyUser, { token, body });
}

export function useInviteUser(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CompanyInvitation) => inviteUser(body, token),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: proKeys.team(token) }),
  });
}
