/**
 * GET /{realm}/auth/second-factor (issue 47): whether the signed-in user has a second factor and whether one is
 * required. Apart from the other calls (api.ts): the portal's and the console's frames ask it on every screen and
 * load only this.
 */
import { useQuery } from '@tanstack/react-query';
import { type SecondFactorRealm, secondFactorStateEndpoints } from '@upkeep/contract';
import { api } from '../../lib/api';

/** The realm's cache root: ['pro', token] or ['staff', token], whose 401s end the session. */
export const keyRoot = (realm: SecondFactorRealm, token: string) =>
  [realm === 'company' ? 'pro' : 'staff', token] as const;

export function useSecondFactorState(realm: SecondFactorRealm, token: string | null) {
  return useQuery({
    queryKey: [...keyRoot(realm, token ?? ''), 'second-factor'] as const,
    queryFn: ({ signal }) => api(secondFactorStateEndpoints[realm], { token: token ?? '', signal }),
    select: (r) => r.data,
    enabled: Boolean(token),
    staleTime: 60_000,
  });
}
