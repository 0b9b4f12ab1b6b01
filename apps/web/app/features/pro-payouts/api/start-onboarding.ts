/** POST /company/payouts/onboarding: a single-use link to the payment provider's onboarding (owners only). */
import { useMutation } from '@tanstack/react-query';
import { payoutEndpoints } from '@upkeep/contract';
import { api } from '../../../lib/api';
import { leave } from '../../../lib/leave';

export function startOnboarding(token: string) {
  return api(payoutEndpoints.companyPayoutOnboarding, { token });
}

export function useStartOnboarding(token: string) {
  return useMutation({
    mutationFn: () => startOnboarding(token),
    onSuccess: (answer) => leave.to(answer.data.url),
  });
}
