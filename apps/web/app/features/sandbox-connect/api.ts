/**
 * The sandbox's onboarding calls (test mode): GET the account a link opens, POST the details and the test bank
 * account. Only the sandbox registers them; with Stripe the owner is on Stripe's own pages instead.
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import { payoutEndpoints, type SandboxOnboardingRequest } from '@upkeep/contract';
import { api } from '../../lib/api';

export function useOnboardingInfo(accountId: string, link: string) {
  return useQuery({
    queryKey: ['sandbox', 'connect', accountId, link],
    queryFn: ({ signal }) =>
      api(payoutEndpoints.sandboxOnboardingInfo, { params: { id: accountId }, query: { link }, signal }),
    select: (r) => r.data,
    retry: false,
    enabled: link !== '',
  });
}

export function useSubmitOnboarding(accountId: string) {
  return useMutation({
    mutationFn: (body: SandboxOnboardingRequest) =>
      api(payoutEndpoints.sandboxOnboardingSubmit, { params: { id: accountId }, body }),
  });
}
