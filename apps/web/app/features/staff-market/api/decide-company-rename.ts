/** The renames screen's decision: approve-company-rename.ts without a reason, decline-company-rename.ts with one. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { approveCompanyRename } from './approve-company-rename';
import { declineCompanyRename } from './decline-company-rename';
import { marketKeys } from './keys';

/** Approves a company's rename (no reason) or declines it (with one); the companies and renames read again. */
export function useDecideRename(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: { companyId: number; reason?: string }) =>
      (decision.reason === undefined
        ? approveCompanyRename(token, decision.companyId)
        : declineCompanyRename(token, decision.companyId, decision.reason)
      ).then((r) => r.data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: marketKeys.companies(token) }),
  });
}
