/**
 * The marketplace screens' calls (issue 15): companies (suspend, reinstate, commission), review moderation and
 * discount codes. Every key starts with the staff token, so another staff member signing in never reads a
 * cached answer of the first.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type CreateDiscountCodeRequest,
  companyNameEndpoints,
  type ModerateReviewRequest,
  type StaffCompaniesQuery,
  type StaffReviewsQuery,
  staffConsoleEndpoints,
  type UpdateStaffCompanyRequest,
} from '@upkeep/contract';
import { api } from '../../lib/api';

export const marketKeys = {
  companies: (token: string) => ['staff', token, 'companies'] as const,
  renames: (token: string) => ['staff', token, 'companies', 'renames'] as const,
  companyList: (token: string, query: StaffCompaniesQuery) => ['staff', token, 'companies', 'list', query] as const,
  company: (token: string, id: number, month: string | undefined) =>
    ['staff', token, 'companies', 'one', id, month ?? 'current'] as const,
  reviews: (token: string) => ['staff', token, 'reviews'] as const,
  reviewList: (token: string, query: StaffReviewsQuery) => ['staff', token, 'reviews', query] as const,
  codes: (token: string) => ['staff', token, 'discount-codes'] as const,
  uses: (token: string, id: number) => ['staff', token, 'discount-codes', id, 'uses'] as const,
};

export function useStaffCompanies(token: string, query: StaffCompaniesQuery) {
  return useQuery({
    queryKey: marketKeys.companyList(token, query),
    queryFn: ({ signal }) => api(staffConsoleEndpoints.staffCompanies, { token, query, signal }),
    select: (r) => ({ items: r.data, totalPages: r.pages?.totalPages ?? 1 }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useStaffCompany(token: string, id: number, month: string | undefined) {
  return useQuery({
    queryKey: marketKeys.company(token, id, month),
    queryFn: ({ signal }) =>
      api(staffConsoleEndpoints.staffCompany, { token, params: { id }, query: month ? { Month: month } : {}, signal }),
    select: (r) => r.data,
    placeholderData: keepPreviousData,
    staleTime: 0,
    enabled: id > 0,
  });
}

/** The owner's invitation sent again (a new link; the earlier ones stop working), then the company read again. */
export function useResendOwnerInvitation(token: string, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api(staffConsoleEndpoints.staffResendOwnerInvitation, { token, params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: marketKeys.companies(token) }),
  });
}

export function useUpdateStaffCompany(token: string, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateStaffCompanyRequest) =>
      api(staffConsoleEndpoints.updateStaffCompany, { token, params: { id }, body }).then((r) => r.data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: marketKeys.companies(token) }),
  });
}

/** The renames waiting for approval, oldest first. */
export function useCompanyRenames(token: string) {
  return useQuery({
    queryKey: marketKeys.renames(token),
    queryFn: ({ signal }) => api(companyNameEndpoints.staffCompanyRenames, { token, signal }),
    select: (r) => r.data,
    staleTime: 0,
  });
}

/** Approves a company's rename (no reason) or declines it (with one); the companies and renames read again. */
export function useDecideRename(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: { companyId: number; reason?: string }) =>
      (decision.reason === undefined
        ? api(companyNameEndpoints.approveCompanyRename, { token, params: { id: decision.companyId } })
        : api(companyNameEndpoints.declineCompanyRename, {
            token,
            params: { id: decision.companyId },
            body: { reason: decision.reason },
          })
      ).then((r) => r.data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: marketKeys.companies(token) }),
  });
}

/**
 * A company's user deactivated (signed out everywhere at once, sign-in refused, a pending invitation dies) or
 * reactivated; the company is read again either way.
 */
export function useUpdateStaffCompanyUser(token: string, companyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, active }: { userId: number; active: boolean }) =>
      api(staffConsoleEndpoints.updateStaffCompanyUser, {
        token,
        params: { id: companyId, userId },
        body: { active },
      }).then((r) => r.data),
    onSettled: () => queryClient.invalidateQueries({ queryKey: marketKeys.companies(token) }),
  });
}

export function useStaffReviews(token: string, query: StaffReviewsQuery) {
  return useQuery({
    queryKey: marketKeys.reviewList(token, query),
    queryFn: ({ signal }) => api(staffConsoleEndpoints.staffReviews, { token, query, signal }),
    select: (r) => ({ items: r.data, totalPages: r.pages?.totalPages ?? 1 }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useModerateReview(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ModerateReviewRequest }) =>
      api(staffConsoleEndpoints.moderateReview, { token, params: { id }, body }).then((r) => r.data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: marketKeys.reviews(token) }),
  });
}

export function useDiscountCodes(token: string) {
  return useQuery({
    queryKey: marketKeys.codes(token),
    queryFn: ({ signal }) => api(staffConsoleEndpoints.staffDiscountCodes, { token, signal }),
    select: (r) => r.data,
    staleTime: 0,
  });
}

export function useCreateDiscountCode(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateDiscountCodeRequest) =>
      api(staffConsoleEndpoints.createDiscountCode, { token, body }).then((r) => r.data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: marketKeys.codes(token) }),
  });
}

export function useUpdateDiscountCode(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, active }: { id: number; active: boolean }) =>
      api(staffConsoleEndpoints.updateDiscountCode, { token, params: { id }, body: { active } }).then((r) => r.data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: marketKeys.codes(token) }),
  });
}

export function useDiscountCodeUses(token: string, id: number | null) {
  return useQuery({
    queryKey: marketKeys.uses(token, id ?? 0),
    queryFn: ({ signal }) => api(staffConsoleEndpoints.discountCodeUses, { token, params: { id: id ?? 0 }, signal }),
    select: (r) => r.data,
    enabled: id !== null,
    staleTime: 0,
  });
}
