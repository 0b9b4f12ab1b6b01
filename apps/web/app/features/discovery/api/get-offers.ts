import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { discoveryEndpoints, type OfferRequest, pathWithoutLocale, valleyToday } from '@upkeep/contract';
import { api, requestLocale } from '../../../lib/api';
import { getQueryClient } from '../../../lib/query-client';
import { type CompaniesNavigationState, readCompaniesEntry } from '../companies-state';

export type OfferSort = 'price' | 'rating';

/** The offers' request of a search, sorted and filtered as chosen. */
export function offerRequestOf(
  search: CompaniesNavigationState,
  sort: OfferSort,
  minRating: number,
  today: string = valleyToday(),
): OfferRequest & { date: string } {
  return {
    zipCode: search.zipCode,
    serviceID: search.serviceId,
    ...(search.subServiceId !== null ? { subServiceID: search.subServiceId } : {}),
    minRating,
    idFeatures: search.idFeatures,
    quantity: search.quantity,
    // A date chosen on an earlier day may have passed since (a reload): the earliest is today.
    date: search.date && search.date >= today ? search.date : today,
    sort,
  };
}

/** POST /customer/offer/new: the companies serving the zip code, priced by the server for these answers. */
export function getOffers(request: OfferRequest, signal?: AbortSignal) {
  return api(discoveryEndpoints.offers, { body: request, signal }).then((r) => r.data);
}

export const offersQuery = (request: OfferRequest) =>
  queryOptions({
    // In the language asked (the offers' lines are the API's words): a switch of language asks again.
    queryKey: ['offers', request, requestLocale()],
    queryFn: ({ signal }) => getOffers(request, signal),
    staleTime: 60_000,
  });

/** Keeps showing the previous list while a new sort or filter loads. */
export function useOffers(request: OfferRequest) {
  return useQuery({ ...offersQuery(request), placeholderData: keepPreviousData });
}

/** The screen's first list: by price, every rating (what it shows before the visitor sorts or filters). */
export const FIRST_SORT: OfferSort = 'price';
export const FIRST_MIN_RATING = 0;

/**
 * Asks for the offers of the search the page was opened with (a reload, or the bench's visit: the questionnaire hands
 * the search over in React Router's state, kept in `history.state.usr`) as soon as the route module runs, into the
 * page's query client, where the screen's first query finds it (issue 48): it arrived only after React had started
 * and rendered the screen before.
 */
export function requestOffersEarly(location: { pathname: string }, historyState: unknown) {
  if (pathWithoutLocale(location.pathname) !== '/companies') return;
  const entry = readCompaniesEntry((historyState as { usr?: unknown } | null)?.usr);
  if (entry.kind !== 'search') return;
  void getQueryClient().prefetchQuery(offersQuery(offerRequestOf(entry.state, FIRST_SORT, FIRST_MIN_RATING)));
}
