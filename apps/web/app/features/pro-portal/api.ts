/**
 * The company portal's calls (jobs, team, sign-in, invitations), each a TanStack Query hook over the
 * contract's declarations. Every key starts with 'pro' and the token, so signing out or in never shows
 * another user's data, and one invalidation refreshes every job screen after a move.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type AddOpenChargeRequest,
  type CompanyTicketListQuery,
  companyAccountEndpoints,
  companyJobEndpoints,
  onboardingEndpoints,
} from '@upkeep/contract';
import { api } from '../../lib/api';

export const proKeys = {
  all: (token: string) => ['pro', token] as const,
  jobs: (token: string) => ['pro', token, 'jobs'] as const,
  jobList: (token: string, query: object) => ['pro', token, 'jobs', 'list', query] as const,
  job: (token: string, id: number) => ['pro', token, 'jobs', 'detail', id] as const,
  flow: (token: string, id: number) => ['pro', token, 'jobs', 'flow', id] as const,
  team: (token: string) => ['pro', token, 'team'] as const,
};

/** The list's query: always a page and a page size. */
export type JobListQuery = CompanyTicketListQuery & { PageNumber: number; _pageSize: number };

export function getCompanyTickets(query: JobListQuery, token: string, signal?: AbortSignal) {
  return api(companyJobEndpoints.companyTickets, { query, token, signal }).then((r) => ({
    jobs: r.data,
    pages: r.pages ?? {
      pageNumber: query.PageNumber,
      pageSize: query._pageSize,
      totalCount: r.data.length,
      totalPages: 1,
    },
  }));
}

export function useCompanyTickets(query: JobListQuery, token: string) {
  return useQuery({
    queryKey: proKeys.jobList(token, query),
    queryFn: ({ signal }) => getCompanyTickets(query, token, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useCompanyTicket(id: number, token: string) {
  return useQuery({
    queryKey: proKeys.job(token, id),
    queryFn: ({ signal }) => api(companyJobEndpoints.companyTicket, { params: { id }, token, signal }),
    select: (r) => r.data,
    staleTime: 0,
    retry: (count, error) => (error as { statusCode?: number }).statusCode !== 404 && count < 2,
  });
}

export function useCompanyStatusFlow(id: number, token: string, enabled: boolean) {
  return useQuery({
    queryKey: proKeys.flow(token, id),
    queryFn: ({ signal }) => api(companyJobEndpoints.companyStatusFlow, { params: { id }, token, signal }),
    select: (r) => r.data,
    enabled,
    staleTime: 0,
  });
}

/** After any change to a job, every job screen (list, week, detail, flow) asks again. */
function useRefreshJobs(token: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: proKeys.jobs(token) });
}

export function useChangeStatus(id: number, token: string) {
  const refresh = useRefreshJobs(token);
  return useMutation({
    mutationFn: ({ nextStatusId, comments }: { nextStatusId: number; comments: string }) =>
      api(companyJobEndpoints.companyChangeStatus, {
        params: { id },
        token,
        body: { TicketsStatusID: nextStatusId, Comments: comments },
      }),
    onSuccess: refresh,
  });
}

export function useOnMyWay(id: number, token: string) {
  return useMutation({
    mutationFn: (minutes: number | undefined) =>
      api(companyJobEndpoints.companyOnMyWay, {
        params: { id },
        token,
        body: minutes === undefined ? {} : { Minutes: minutes },
      }),
  });
}

export function useAddOpenCharge(id: number, token: string) {
  const refresh = useRefreshJobs(token);
  return useMutation({
    mutationFn: (body: AddOpenChargeRequest) =>
      api(companyJobEndpoints.companyAddOpenCharge, { params: { id }, token, body }),
    onSuccess: refresh,
  });
}

export function useTeam(token: string) {
  return useQuery({
    queryKey: proKeys.team(token),
    queryFn: ({ signal }) => api(onboardingEndpoints.companyTeam, { token, signal }),
    select: (r) => r.data,
    staleTime: 0,
  });
}

export function useInviteUser(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { name: string; email: string }) => api(onboardingEndpoints.inviteCompanyUser, { token, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: proKeys.team(token) }),
  });
}

/** The owner sends an invited member a new invitation link (the earlier ones stop working). */
export function useResendInvitation(token: string) {
  return useMutation({
    mutationFn: (userId: number) =>
      api(onboardingEndpoints.resendCompanyUserInvitation, { token, params: { id: userId } }),
  });
}

/**
 * The owner deactivates a member (signed out everywhere at once, sign-in refused, a pending invitation dies)
 * or reactivates them; the team is read again either way (a 409 says why not: themself, the last owner).
 */
export function useSetTeamMemberActive(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, active }: { userId: number; active: boolean }) =>
      api(onboardingEndpoints.updateCompanyUser, { token, params: { id: userId }, body: { active } }).then(
        (r) => r.data,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: proKeys.team(token) }),
  });
}

export function useCompanyLogin() {
  return useMutation({
    mutationFn: (body: { Email: string; Password: string }) =>
      api(companyAccountEndpoints.companyLogin, { body }).then((r) => r.data),
  });
}

export function useAcceptInvite() {
  return useMutation({
    mutationFn: (body: { Token: string; Password: string }) =>
      api(onboardingEndpoints.acceptInvite, { body }).then((r) => r.data),
  });
}
