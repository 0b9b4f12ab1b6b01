/**
 * A crew member's day: GET /company/my-jobs (read again every minute and after each change), the job's moves
 * (PUT /company/tickets/{id}), On my way (POST /company/tickets/{id}/on-my-way) and its photos (added, shown,
 * removed under /company/tickets/{id}/photos), and the crew member's language (PUT /company/locale).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  companyAccountEndpoints,
  companyJobEndpoints,
  crewDayEndpoints,
  type JobPhotoKind,
  type Locale,
} from '@upkeep/contract';
import { api, apiFile, apiUpload } from '../../lib/api';
import { useCompanySession } from '../../session/realm-session';

const dayKey = (token: string) => ['company', token, 'my-jobs'] as const;

export function useCrewDay(token: string) {
  return useQuery({
    queryKey: dayKey(token),
    queryFn: ({ signal }) => api(crewDayEndpoints.crewDay, { token, signal }),
    select: (r) => r.data,
    refetchInterval: 60_000,
  });
}

/** After any change, the day is read again. */
function useChange<V, R>(token: string, change: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSettled: () => queryClient.invalidateQueries({ queryKey: dayKey(token) }),
  });
}

export const useMoveJob = (token: string) =>
  useChange(token, ({ ticketId, statusId }: { ticketId: number; statusId: number }) =>
    api(companyJobEndpoints.companyChangeStatus, {
      token,
      params: { id: ticketId },
      body: { TicketsStatusID: statusId, Comments: '' },
    }),
  );

export const useOnMyWay = (token: string) =>
  useChange(token, (ticketId: number) =>
    api(companyJobEndpoints.companyOnMyWay, { token, params: { id: ticketId }, body: {} }),
  );

export const useAddPhoto = (token: string) =>
  useChange(token, ({ ticketId, kind, file }: { ticketId: number; kind: JobPhotoKind; file: File }) =>
    apiUpload(crewDayEndpoints.addJobPhoto, file, { token, params: { id: ticketId }, query: { kind } }),
  );

export const useRemovePhoto = (token: string) =>
  useChange(token, ({ ticketId, photoId }: { ticketId: number; photoId: number }) =>
    api(crewDayEndpoints.removeJobPhoto, { token, params: { id: ticketId, photoId } }),
  );

/** One photo of the job, as the image. */
export const loadJobPhoto = (token: string, ticketId: number, photoId: number) =>
  apiFile(crewDayEndpoints.jobPhoto, 'image/*', { token, params: { id: ticketId, photoId } });

/** The crew member's language, saved on their account: the session follows it (and the screen with it). */
export function useSetLocale(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (locale: Locale) => api(companyAccountEndpoints.companyLocale, { token, body: { locale } }),
    onSuccess: (answer) => {
      const session = useCompanySession.getState();
      if (session.user) session.updateUser({ ...session.user, locale: answer.data.locale });
      // The portal's GET /company/me read earlier (pro-portal's proKeys.me) would say the old language.
      void queryClient.invalidateQueries({ queryKey: ['pro', token, 'me'] });
    },
  });
}
