/**
 * The company's crews: GET/POST /company/crews, PUT/DELETE /company/crews/{id} (the list is read again after each
 * change); the schedule's jobs (GET /company/tickets of a span) and a job given to another crew
 * (PUT /company/tickets/{id}/crew).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type CrewRequest,
  companyJobEndpoints,
  companySetupEndpoints,
  crewEndpoints,
  type TimeOffRequest,
} from '@upkeep/contract';
import { api } from '../../lib/api';
import { calendarFeedsKey } from '../../shared/scheduling/api/calendar-feeds';

const crewsKey = (token: string) => ['company', token, 'crews'] as const;

export function useCrews(token: string) {
  return useQuery({
    queryKey: crewsKey(token),
    queryFn: ({ signal }) => api(crewEndpoints.companyCrews, { token, signal }),
    select: (r) => r.data,
  });
}

/** Adds a crew (no `id`) or saves one; the list is read again. */
export function useSaveCrew(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: CrewRequest & { id?: number }) =>
      id === undefined
        ? api(crewEndpoints.addCompanyCrew, { token, body })
        : api(crewEndpoints.updateCompanyCrew, { token, params: { id }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: crewsKey(token) }),
  });
}

export function useRemoveCrew(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api(crewEndpoints.removeCompanyCrew, { token, params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: crewsKey(token) }),
  });
}

const jobsKey = (token: string, from: string, to: string) => ['company', token, 'schedule', from, to] as const;

/** The company's jobs from `from` to `to` (valley dates, both included), at most 100. */
export function useScheduleJobs(token: string, from: string, to: string) {
  return useQuery({
    queryKey: jobsKey(token, from, to),
    queryFn: ({ signal }) =>
      api(companyJobEndpoints.companyTickets, {
        token,
        signal,
        query: { PageNumber: 1, _pageSize: 100, MinDate: from, MaxDate: to },
      }),
    select: (r) => r.data,
  });
}

/**
 * Which crews may take a job (GET /company/tickets/{id}/crew-choices), asked when its crew list opens: the others
 * are not offered. Under the schedule's key, so a change reads it again.
 */
export function useJobCrewChoices(token: string, ticketId: number, enabled: boolean) {
  return useQuery({
    queryKey: ['company', token, 'schedule', 'crew-choices', ticketId] as const,
    queryFn: ({ signal }) => api(crewEndpoints.ticketCrewChoices, { token, signal, params: { id: ticketId } }),
    select: (r) => r.data,
    enabled,
    staleTime: 0,
  });
}

/** Gives a job to another crew; the schedule and the crews' counts are read again. */
export function useAssignCrew(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ ticketId, crewId }: { ticketId: number; crewId: number }) =>
      api(crewEndpoints.assignTicketCrew, { token, params: { id: ticketId }, body: { crewId } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['company', token, 'schedule'] }),
        queryClient.invalidateQueries({ queryKey: crewsKey(token) }),
      ]),
  });
}

/** What a crew's services and hours are chosen from: the company's services and its weekly start times. */
export function useCompanyWork(token: string) {
  return useQuery({
    queryKey: ['company', token, 'crew-work'] as const,
    queryFn: async ({ signal }) => {
      const [services, calendar] = await Promise.all([
        api(companySetupEndpoints.companyServices, { token, signal }),
        api(companySetupEndpoints.companyCalendar, { token, signal }),
      ]);
      return { services: services.data.filter((s) => s.offered), entries: calendar.data.entries };
    },
  });
}

const timeOffKey = (token: string, crewId: number) => ['company', token, 'crews', crewId, 'time-off'] as const;

export function useCrewTimeOff(token: string, crewId: number) {
  return useQuery({
    queryKey: timeOffKey(token, crewId),
    queryFn: ({ signal }) => api(crewEndpoints.crewTimeOff, { token, signal, params: { id: crewId } }),
    select: (r) => r.data,
  });
}

export function useAddCrewTimeOff(token: string, crewId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TimeOffRequest) => api(crewEndpoints.addCrewTimeOff, { token, params: { id: crewId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: timeOffKey(token, crewId) }),
  });
}

export function useRemoveCrewTimeOff(token: string, crewId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (offId: number) => api(crewEndpoints.removeCrewTimeOff, { token, params: { id: crewId, offId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: timeOffKey(token, crewId) }),
  });
}

/** A new private calendar link (the company's, or a crew's): answered once; the old one stops. */
export function useCreateCalendarFeed(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (crewId: number | null) => api(crewEndpoints.createCalendarFeed, { token, body: { crewId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarFeedsKey(token) }),
  });
}
