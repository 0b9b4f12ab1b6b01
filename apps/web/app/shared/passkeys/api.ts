/**
 * The signed-in user's passkeys for either realm (issue 47): list, add (the server's options, the browser's prompt,
 * the answer saved under a name), rename, remove. Cached under the realm's own keys (['pro', token, ...],
 * ['staff', token, ...]) so a 401 ends the session as every portal call does, and the second factor's state (which
 * counts passkeys) is read again after each change.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { passkeyEndpoints as e, type SecondFactorRealm } from '@upkeep/contract';
import { api } from '../../lib/api';
import { createPasskey } from '../../lib/passkeys';

const ENDPOINTS = {
  company: {
    list: e.companyPasskeys,
    options: e.companyPasskeyOptions,
    add: e.companyPasskeyAdd,
    rename: e.companyPasskeyRename,
    remove: e.companyPasskeyRemove,
  },
  staff: {
    list: e.staffPasskeys,
    options: e.staffPasskeyOptions,
    add: e.staffPasskeyAdd,
    rename: e.staffPasskeyRename,
    remove: e.staffPasskeyRemove,
  },
} as const;

const keyRoot = (realm: SecondFactorRealm, token: string) => [realm === 'company' ? 'pro' : 'staff', token] as const;

export const passkeyKeys = {
  list: (realm: SecondFactorRealm, token: string) => [...keyRoot(realm, token), 'passkeys'] as const,
};

/** GET /{realm}/auth/passkeys: the user's passkeys, oldest first. */
export function usePasskeys(realm: SecondFactorRealm, token: string) {
  return useQuery({
    queryKey: passkeyKeys.list(realm, token),
    queryFn: ({ signal }) => api(ENDPOINTS[realm].list, { token, signal }),
    select: (r) => r.data,
    enabled: Boolean(token),
  });
}

/** Reads the realm's passkeys and second factor again (the state counts passkeys). */
function useRefresh(realm: SecondFactorRealm, token: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: keyRoot(realm, token) });
}

/** Adds a passkey: the server's options, the browser's prompt, then the new passkey saved under its name. */
export function useAddPasskey(realm: SecondFactorRealm, token: string) {
  const refresh = useRefresh(realm, token);
  return useMutation({
    mutationFn: async (name: string) => {
      const options = (await api(ENDPOINTS[realm].options, { token })).data;
      const response = await createPasskey(options);
      return (await api(ENDPOINTS[realm].add, { token, body: { name, response } })).data;
    },
    onSuccess: refresh,
  });
}

export function useRenamePasskey(realm: SecondFactorRealm, token: string) {
  const refresh = useRefresh(realm, token);
  return useMutation({
    mutationFn: ({ id, name }: { id: number; name: string }) =>
      api(ENDPOINTS[realm].rename, { token, params: { id }, body: { name } }).then((r) => r.data),
    onSuccess: refresh,
  });
}

export function useRemovePasskey(realm: SecondFactorRealm, token: string) {
  const refresh = useRefresh(realm, token);
  return useMutation({
    mutationFn: (id: number) => api(ENDPOINTS[realm].remove, { token, params: { id } }),
    onSuccess: refresh,
  });
}
