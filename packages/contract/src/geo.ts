/** Address suggestions (debounced 300 ms in the browser): the bundled valley gazetteer, or a maps provider. */
import { z } from 'zod';
import { envelope } from './envelope.ts';

export const ADDRESS_SUGGESTION_DEBOUNCE_MS = 300;
export const ADDRESS_QUERY_MIN = 3;

/** GET /geo/address-suggestions?q=…&zipCode=… */
export const addressSuggestionsQuery = z.object({
  q: z.string().trim().min(ADDRESS_QUERY_MIN, `must be at least ${ADDRESS_QUERY_MIN} characters`).max(200),
  zipCode: z
    .string()
    .trim()
    .regex(/^[0-9]{5}$/)
    .optional(),
});

export const addressSuggestion = z.object({
  /** The whole address as it should be stored: "1234 W Sahara Ave, Las Vegas, NV 89102". */
  description: z.string(),
  zipCode: z.string(),
  city: z.string(),
});
export type AddressSuggestion = z.infer<typeof addressSuggestion>;
export const addressSuggestionsResponse = envelope(z.array(addressSuggestion));
