import { catalogEndpoints } from '@upkeep/contract';
import { api } from '../../../lib/api';

/**
 * GET /customer/services: the catalogue. `sent`: the request already sent for this call (the questionnaire's early
 * start), whose answer is read instead. Apart from its query (get-services.ts), so that a screen that reads it
 * without the query library (the questionnaire, lib/plain-read.ts) does not load the library with it.
 */
export function getServices(signal?: AbortSignal, sent?: Promise<Response>) {
  return api(catalogEndpoints.services, { signal, sent }).then((r) => r.data);
}
