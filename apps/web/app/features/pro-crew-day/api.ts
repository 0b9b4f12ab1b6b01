/**
 * A crew member's day: GET /company/my-jobs (read again every minute and after each change), the job's moves
 * (PUT /company/tickets/{id}), On my way (POST /company/tickets/{id}/on-my-way) and its photos (added, shown,
 * removed under /company/tickets/{id}/photos).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { companyJobEndpoints, crewDayEndpoints, type JobPhotoKind } from '@upkeep/contract';
import { api, apiFile, apiUpload } from '../../lib/api';

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
