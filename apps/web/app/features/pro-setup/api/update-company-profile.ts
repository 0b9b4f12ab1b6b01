/**
 * PUT /company/profile: the company's profile edited. The answer is the profile (kept as its cached one), the
 * setup status is read again, and the signed-in user's company name follows.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CompanyProfileRequest, companySetupEndpoints } from '@upkeep/contract';
import { api } from '../../../lib/api';
import { useCompanySession } from '../../../session/realm-session';
import { setupKeys } from './keys';

export function updateCompanyProfile(token: string, body: Required<CompanyProfileRequest>) {
  return api(companySetupEndpoints.updateCompanyProfile, { token, body });
}

/** `onSaved` and `onError` are the screen's (its "saved" line, the form's field errors). */
export function useUpdateCompanyProfile(
  token: string,
  { onSaved, onError }: { onSaved: () => void; onError: (error: Error) => void },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Required<CompanyProfileRequest>) => updateCompanyProfile(token, body),
    onSuccess: (answer) => {
      onSaved();
      queryClient.setQueryData(setupKeys.profile(token), answer);
      void queryClient.invalidateQueries({ queryKey: setupKeys.status(token) });
      const session = useCompanySession.getState();
      if (session.user) session.updateUser({ ...session.user, companyName: answer.data.name });
    },
    onError,
  });
}
