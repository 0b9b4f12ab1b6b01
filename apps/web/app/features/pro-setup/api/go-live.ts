/**
 * POST /company/go-live: a 409 lists what is still missing; once live, the company is offered at once. The
 * answer is the setup status (kept as its cached one), and the signed-in user's company state follows.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { companySetupEndpoints } from '@upkeep/contract';
import { api } from '../../../lib/api';
import { useCompanySession } from '../../../session/realm-session';
import { setupKeys } from './keys';

export function goLive(token: string) {
  return api(companySetupEndpoints.goLive, { token });
}

export function useGoLive(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => goLive(token),
    onSuccess: (answer) => {
      queryClient.setQueryData(setupKeys.status(token), answer);
      const session = useCompanySession.getState();
      if (session.user) session.updateUser({ ...session.user, companyState: answer.data.state });
    },
  });
}
