/**
 * PUT /company/zip-codes: the zip codes served (each from the serviced list). The answer is kept as the cached
 * one; the setup status is read again.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { companySetupEndpoints } from '@upkeep/contract';
import { api } from '../../../lib/api';
import { setupKeys } from './keys';

export function updateZipCodes(token: string, zipCodes: string[]) {
  return api(companySetupEndpoints.updateCompanyZipCodes, { token, body: { zipCodes } });
}

/** `onSaved` is the screen's: its "saved" line. */
export function useUpdateZipCodes(token: string, onSaved: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (zipCodes: string[]) => updateZipCodes(token, zipCodes),
    onSuccess: (answer) => {
      onSaved();
      queryClient.setQueryData(setupKeys.zipCodes(token), answer);
      void queryClient.invalidateQueries({ queryKey: setupKeys.status(token) });
    },
  });
}
