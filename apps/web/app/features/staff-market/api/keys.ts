/**
 * The marketplace screens' cached answers (issue 15): companies (suspend, reinstate, commission), review
 * moderation and discount codes. Every key starts with the staff token, so another staff member signing in
 * never reads a cached answer of the first.
 */
import type { StaffCompaniesQuery, StaffReviewsQuery } from '@upkeep/contract';

export const marketKeys = {
  companies: (token: string) => ['staff', token, 'companies'] as const,
  renames: (token: string) => ['staff', token, 'companies', 'renames'] as const,
  companyList: (token: string, query: StaffCompaniesQuery) => ['staff', token, 'companies', 'list', query] as const,
  company: (token: string, id: number, month: string | undefined) =>
    ['staff', token, 'companies', 'one', id, month ?? 'current'] as const,
  credentials: (token: string, id: number) => ['staff', token, 'companies', 'one', id, 'credentials'] as const,
  reviews: (token: string) => ['staff', token, 'reviews'] as const,
  reviewList: (token: string, query: StaffReviewsQuery) => ['staff', token, 'reviews', query] as const,
  codes: (token: string) => ['staff', token, 'discount-codes'] as const,
  uses: (token: string, id: number) => ['staff', token, 'discount-codes', id, 'uses'] as const,
};
