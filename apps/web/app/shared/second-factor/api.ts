/**
 * The second factor's calls for either realm (issue 47): its state, setting up an authenticator, turning it off,
 * signing out other sessions; the owner's view of the team; UpKeep's views and resets. Answers are cached under the
 * realm's own keys (['pro', token, ...], ['staff', token, ...]), so a 401 ends the session as every portal call does.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { secondFactorEndpoints as e, type SecondFactorRealm } from '@upkeep/contract';
import { api } from '../../lib/api';

const ENDPOINTS = {
  company: {
    state: e.companySecondFactor,
    enrol: e.companyTotpEnrol,
    confirm: e.companyTotpConfirm,
    disable: e.companyTotpDisable,
    signOutOthers: e.companySignOutOthers,
  },
  staff: {
    state: e.staffSecondFactor,
    enrol: e.staffTotpEnrol,
    confirm: e.staffTotpConfirm,
    disable: e.staffTotpDisable,
    signOutOthers: e.staffSignOutOthers,
  },
} as const;

const keyRoot = (realm: SecondFactorRealm, token: string) => [realm === 'company' ? 'pro' : 'staff', token] as const;

export const secondFactorKeys = {
  state: (realm: SecondFactorRealm, token: string) => [...keyRoot(realm, token), 'second-factor'] as const,
  team: (realm: SecondFactorRealm, token: string, companyId?: number) =>
    [...keyRoot(realm, token), 'second-factors', companyId ?? 'own'] as const,
};

/** GET /{realm}/auth/second-factor: whether the user has one, how many recovery codes are left, whether one is required. */
export function useSecondFactorState(realm: SecondFactorRealm, token: string | null) {
  return useQuery({
    queryKey: secondFactorKeys.state(realm, token ?? ''),
    queryFn: ({ signal }) => api(ENDPOINTS[realm].state, { token: token ?? '', signal }),
    select: (r) => r.data,
    enabled: Boolean(token),
    staleTime: 60_000,
  });
}

export function useTotpEnrol(realm: SecondFactorRealm, token: string) {
  return useMutation({
    mutationFn: () => api(ENDPOINTS[realm].enrol, { token }).then((r) => r.data),
  });
}

export function useTotpConfirm(realm: SecondFactorRealm, token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => api(ENDPOINTS[realm].confirm, { token, body: { code } }).then((r) => r.data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keyRoot(realm, token) }),
  });
}

export function useTotpDisable(realm: SecondFactorRealm, token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => api(ENDPOINTS[realm].disable, { token, body: { code } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keyRoot(realm, token) }),
  });
}

/** POST /{realm}/auth/sign-out-others: answers this session's new token. */
export function useSignOutOthers(realm: SecondFactorRealm, token: string) {
  return useMutation({
    mutationFn: () => api(ENDPOINTS[realm].signOutOthers, { token }).then((r) => r.data.token),
  });
}

/** The owner's view of the team's factors (GET /company/second-factors), or a company's in the console. */
export function useTeamSecondFactors(realm: SecondFactorRealm, token: string | null, companyId?: number) {
  return useQuery({
    queryKey: secondFactorKeys.team(realm, token ?? '', companyId),
    queryFn: ({ signal }) =>
      realm === 'company'
        ? api(e.companyTeamSecondFactors, { token: token ?? '', signal })
        : companyId === undefined
          ? api(e.staffSecondFactors, { token: token ?? '', signal })
          : api(e.staffCompanySecondFactors, { token: token ?? '', signal, params: { id: companyId } }),
    select: (r) => r.data,
    enabled: Boolean(token),
  });
}

/** PUT /company/second-factors (owner): require a second factor of the team, or not. */
export function useSecondFactorPolicy(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (required: boolean) => api(e.companySecondFactorPolicy, { token, body: { required } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keyRoot('company', token) }),
  });
}

/** UpKeep's staff reset a lost factor: a staff member's (administrators) or a company user's. */
export function useResetSecondFactor(token: string, companyId?: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) =>
      companyId === undefined
        ? api(e.staffResetStaffSecondFactor, { token, params: { id: userId } })
        : api(e.staffResetCompanySecondFactor, { token, params: { id: companyId, userId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keyRoot('staff', token) }),
  });
}
