/** GET /geo/address-suggestions: the valley gazetteer (or a maps provider) behind the address fields. */
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  ADDRESS_QUERY_MIN,
  ADDRESS_SUGGESTION_DEBOUNCE_MS,
  type AddressSuggestion,
  geoEndpoints,
} from '@upkeep/contract';
import { api } from './api';

export function getAddressSuggestions(q: string, zipCode?: string, signal?: AbortSignal): Promise<AddressSuggestion[]> {
  return api(geoEndpoints.addressSuggestions, { query: { q, zipCode }, signal }).then((r) => r.data);
}

/** Suggestions for what the customer types, asked for once typing pauses (spec 000 section 9: 300 ms). */
export function useAddressSuggestions(text: string, zipCode?: string) {
  const [debounced] = useDebouncedValue(text.trim(), ADDRESS_SUGGESTION_DEBOUNCE_MS);
  const zip = zipCode && /^[0-9]{5}$/.test(zipCode) ? zipCode : undefined;
  return useQuery({
    queryKey: ['address-suggestions', debounced, zip ?? ''],
    queryFn: ({ signal }) => getAddressSuggestions(debounced, zip, signal),
    enabled: debounced.length >= ADDRESS_QUERY_MIN,
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
    retry: false,
  });
}
