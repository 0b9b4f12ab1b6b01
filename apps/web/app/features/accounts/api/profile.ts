/** The signed-in customer's profile: GET and PUT /customer, and their language (PUT /customer/locale). */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { accountEndpoints, type CustomerUser, type Locale, type ProfileUpdateRequest } from '@upkeep/contract';
import { api } from '../../../lib/api';

/** Every cached profile sits under this key; log out and sign-in forget them. */
export const PROFILE_QUERY_KEY = ['customer', 'profile'] as const;

export function getProfile(token: string, signal?: AbortSignal): Promise<CustomerUser> {
  return api(accountEndpoints.profile, { token, signal }).then((r) => r.data);
}

/** Keyed by token, so one customer's profile is never shown to the next one on this browser. */
export const profileQuery = (token: string) =>
  queryOptions({
    queryKey: [...PROFILE_QUERY_KEY, token],
    queryFn: ({ signal }) => getProfile(token, signal),
    staleTime: 0,
  });

export function useProfile(token: string | null) {
  return useQuery({ ...profileQuery(token ?? ''), enabled: Boolean(token) });
}

export function updateProfile({ token, ...body }: ProfileUpdateRequest & { token: string }): Promise<CustomerUser> {
  return api(accountEndpoints.updateProfile, { body, token }).then((r) => r.data);
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user, { token }) => queryClient.setQueryData(profileQuery(token).queryKey, user),
  });
}

/** PUT /customer/locale: the customer's language (issue 49), which the cached profile then says. */
export function useSetCustomerLocale() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ token, locale }: { token: string; locale: Locale }) =>
      api(accountEndpoints.customerLocale, { token, body: { locale } }).then((r) => r.data.locale),
    onSuccess: (locale, { token }) =>
      queryClient.setQueryData(profileQuery(token).queryKey, (user) => (user ? { ...user, locale } : user)),
  });
}
