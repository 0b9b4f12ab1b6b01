/**
 * What the editor needs of the job the quote is written on: GET /company/tickets/{id} (its customer, service, status
 * and booking fee), GET /company/tickets/{id}/photos (the photos a quote may show), GET
 * /company/services/{serviceId}/price-list (the lines to pick from) and GET /customer/ticket/fee (UpKeep's booking
 * fee, which a quote on an estimate adds until a saved draft says its own).
 */
import { useQuery } from '@tanstack/react-query';
import { bookingEndpoints, companyJobEndpoints, companySetupEndpoints, crewDayEndpoints } from '@upkeep/contract';
import { api, apiFile } from '../../../lib/api';
import { quoteKeys } from './keys';

export function useQuoteJob(token: string, ticketId: number | null) {
  return useQuery({
    queryKey: quoteKeys.job(token, ticketId ?? 0),
    queryFn: ({ signal }) => api(companyJobEndpoints.companyTicket, { token, signal, params: { id: ticketId ?? 0 } }),
    select: (r) => r.data,
    enabled: ticketId !== null,
    retry: (count, error) => (error as { statusCode?: number }).statusCode !== 404 && count < 2,
  });
}

export function useJobPhotos(token: string, ticketId: number | null) {
  return useQuery({
    queryKey: quoteKeys.photos(token, ticketId ?? 0),
    queryFn: ({ signal }) => api(crewDayEndpoints.jobPhotos, { token, signal, params: { id: ticketId ?? 0 } }),
    select: (r) => r.data,
    enabled: ticketId !== null,
    retry: false,
  });
}

/** One of the job's photos, as the image (private: fetched with the token). */
export const loadQuotePhoto = (token: string, ticketId: number, photoId: number) =>
  apiFile(crewDayEndpoints.jobPhoto, 'image/*', { token, params: { id: ticketId, photoId } });

export function useQuotePriceList(token: string, serviceId: number | null) {
  return useQuery({
    queryKey: quoteKeys.priceList(token, serviceId ?? 0),
    queryFn: ({ signal }) =>
      api(companySetupEndpoints.priceList, { token, signal, params: { serviceId: serviceId ?? 0 } }),
    select: (r) => r.data,
    enabled: serviceId !== null,
    retry: false,
  });
}

export function useBookingFee(enabled: boolean) {
  return useQuery({
    queryKey: quoteKeys.fee(),
    queryFn: ({ signal }) => api(bookingEndpoints.ticketFee, { signal }),
    select: (r) => r.data.fee,
    enabled,
    staleTime: 5 * 60_000,
  });
}
