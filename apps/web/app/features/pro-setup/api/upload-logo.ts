/**
 * PUT /company/profile/logo: the one call `api()` cannot make, since the image itself is the body (with its own
 * content type), not JSON. Answers the new logo's address; the profile is read again.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { companySetupEndpoints, logoResponse } from '@upkeep/contract';
import { API_BASE, ApiError } from '../../../lib/api';
import { setupKeys } from './keys';

/** PUT /company/profile/logo with the file as the body and its own content type; answers the new logo's address. */
export async function uploadLogo(file: File, token: string): Promise<string> {
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${companySetupEndpoints.uploadCompanyLogo.path}`, {
      method: 'PUT',
      headers: { 'content-type': file.type, authorization: `Bearer ${token}`, accept: 'application/json' },
      body: file,
    });
  } catch {
    throw new ApiError(0, 'Network error: the server could not be reached.');
  }
  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const body = (payload ?? {}) as { message?: string };
    throw new ApiError(response.status, body.message ?? 'The logo could not be uploaded.');
  }
  const parsed = logoResponse.safeParse(payload);
  if (!parsed.success) throw new ApiError(response.status, 'Unexpected answer from the server.');
  return parsed.data.data.logo;
}

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
