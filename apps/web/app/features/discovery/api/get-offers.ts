import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { discoveryEndpoints, type OfferRequest } from '@upkeep/contract';
import { api } from '../../../lib/api';

/** POST /customer/offer/new: the companies serving the zip code, priced by the server for these answers. */
export function getOffers(request: OfferRequest, signal?: AbortSignal) {
  return api(discoveryEndpoints.offers, { body: request, signal }).then((r) => r.data);
}

export const offersQuery = (request: OfferRequest) =>
  queryOptions({
    queryKey: ['offers', request],
    queryFn: ({ signal }) => getOffers(request, signal),
    staleTime: 60_000,
  });

/** Keeps showing the previous list while a new sort or filter loads. */
export function useOffers(request: OfferRequest) {
  return useQuery({ ...offersQuery(request), placeholderData: keepPreviousData });
}
