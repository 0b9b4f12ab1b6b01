/**
 * A company's credentials in the console (issue 32): GET /staff/companies/{id}/credentials, the certificate as
 * uploaded (GET .../credentials/insurance, downloaded), and POST .../credentials/verify (the licence or the
 * insurance checked today: the company's page then shows its badge).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { companyPageEndpoints, type VerifyCredentialRequest } from '@upkeep/contract';
import { api, apiFile } from '../../../lib/api';
import { saveBlob } from '../../../lib/save-blob';
import { marketKeys } from './keys';

export function useStaffCompanyCredentials(token: string, id: number) {
  return useQuery({
    queryKey: marketKeys.credentials(token, id),
    queryFn: ({ signal }) => api(companyPageEndpoints.staffCompanyCredentials, { token, params: { id }, signal }),
    select: (r) => r.data,
  });
}

export async function downloadInsuranceCertificate(token: string, id: number) {
  const blob = await apiFile(companyPageEndpoints.staffInsuranceCertificate, '*/*', { token, params: { id } });
  const extension = blob.type === 'application/pdf' ? 'pdf' : (blob.type.split('/')[1] ?? 'bin');
  saveBlob(blob, `insurance-certificate-company-${id}.${extension}`);
}

export function useVerifyCredential(token: string, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    // What the staff member read goes with it: a change made since is refused (409), never claimed as checked.
    mutationFn: (checked: VerifyCredentialRequest) =>
      api(companyPageEndpoints.verifyCompanyCredential, { token, params: { id }, body: checked }),
    onSuccess: (answer) => queryClient.setQueryData(marketKeys.credentials(token, id), answer),
  });
}
