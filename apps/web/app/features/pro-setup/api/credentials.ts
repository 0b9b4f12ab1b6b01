/**
 * The company's credentials (issue 32): GET /company/credentials, PUT /company/credentials (the licence number and
 * its monetary limit) and PUT /company/credentials/insurance (the certificate itself as the body). Each answer is
 * the credentials, kept as the cached ones.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type CompanyCredentialsRequest, companyPageEndpoints } from '@upkeep/contract';
import { api, apiUpload } from '../../../lib/api';
import { setupKeys } from './keys';

export function useCompanyCredentials(token: string) {
  return useQuery({
    queryKey: setupKeys.credentials(token),
    queryFn: ({ signal }) => api(companyPageEndpoints.companyCredentials, { token, signal }),
    select: (r) => r.data,
  });
}

export function useStateLicence(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CompanyCredentialsRequest) =>
      api(companyPageEndpoints.updateCompanyCredentials, { token, body }),
    onSuccess: (answer) => queryClient.setQueryData(setupKeys.credentials(token), answer),
  });
}

export function useUploadInsurance(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => apiUpload(companyPageEndpoints.uploadInsuranceCertificate, file, { token }),
    onSuccess: (answer) => queryClient.setQueryData(setupKeys.credentials(token), answer),
  });
}
