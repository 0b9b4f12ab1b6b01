/**
 * The gallery of the company's page (issue 32): GET /company/gallery (its photos and the job photos it may add),
 * POST /company/gallery (a job photo), PUT /company/gallery/upload (an image as the body), DELETE
 * /company/gallery/{id}; each answers the gallery, kept as the cached one. A job photo is private: it is read with
 * the token (GET /company/tickets/{id}/photos/{photoId}).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { companyPageEndpoints, crewDayEndpoints } from '@upkeep/contract';
import { api, apiFile, apiUpload } from '../../../lib/api';
import { setupKeys } from './keys';

export function useGallery(token: string) {
  return useQuery({
    queryKey: setupKeys.gallery(token),
    queryFn: ({ signal }) => api(companyPageEndpoints.companyGallery, { token, signal }),
    select: (r) => r.data,
  });
}

export const loadJobPhoto = (token: string, ticketId: number, photoId: number) =>
  apiFile(crewDayEndpoints.jobPhoto, 'image/*', { token, params: { id: ticketId, photoId } });

export function useGalleryChanges(token: string) {
  const queryClient = useQueryClient();
  const keep = (answer: unknown) => queryClient.setQueryData(setupKeys.gallery(token), answer);
  return {
    addJobPhoto: useMutation({
      mutationFn: (jobPhotoId: number) =>
        api(companyPageEndpoints.addGalleryJobPhoto, { token, body: { jobPhotoId, caption: '' } }),
      onSuccess: keep,
    }),
    upload: useMutation({
      mutationFn: ({ file, caption }: { file: File; caption: string }) =>
        apiUpload(companyPageEndpoints.uploadGalleryPhoto, file, { token, query: { caption } }),
      onSuccess: keep,
    }),
    remove: useMutation({
      mutationFn: (id: number) => api(companyPageEndpoints.removeGalleryPhoto, { token, params: { id } }),
      onSuccess: keep,
    }),
  };
}
