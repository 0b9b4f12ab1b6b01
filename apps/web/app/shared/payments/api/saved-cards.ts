/**
 * GET /customer/payment-methods: the signed-in customer's saved cards, newest first (issue 31). Reading them
 * also saves a card whose setup has just succeeded, so a page reads them again after a setup.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { paymentMethodEndpoints, type SavedCard } from '@upkeep/contract';
import { api } from '../../../lib/api';

/** Keyed by token under ['customer']: Log out forgets them, and one customer's cards never show for the next. */
export const savedCardKeys = {
  all: (token: string) => ['customer', 'payment-methods', token] as const,
};

export function getSavedCards(token: string, signal?: AbortSignal): Promise<SavedCard[]> {
  return api(paymentMethodEndpoints.savedCards, { token, signal }).then((r) => r.data);
}

export const savedCardsQuery = (token: string) =>
  queryOptions({
    queryKey: savedCardKeys.all(token),
    queryFn: ({ signal }) => getSavedCards(token, signal),
    staleTime: 0,
  });

/** A signed-in customer's cards; nothing is asked without a token (a guest, a visitor). */
export function useSavedCards(token: string | null) {
  return useQuery({ ...savedCardsQuery(token ?? ''), enabled: Boolean(token) });
}
