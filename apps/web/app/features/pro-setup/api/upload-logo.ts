/**
 * PUT /company/profile/logo: the one call `api()` cannot make, since the image itself is the body (with its own
 * content type), not JSON. Answers the new logo's address; the profile is read again.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { companySetupEndpoints } from '@upkeep/contract';
import { apiUpload } from '../../../lib/api';
import { setupKeys } from './keys';

/** PUT /company/profile/logo with the file as the body and its own content type; answers the new logo's address. */
export const uploadLogo = (file: File, token: string): Promise<string> =>
  apiUpload(companySetupEndpoints.uploadCompanyLogo, file, { token }).then((r) => r.data.logo);

/** `onUploaded` is the screen's: it shows the new logo at once. */
export function useUploadLogo(token: string, onUploaded: (address: string) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadLogo(file, token),
    onSuccess: (address) => {
      onUploaded(address);
      void queryClient.invalidateQueries({ queryKey: setupKeys.profile(token) });
    },
  });
}
