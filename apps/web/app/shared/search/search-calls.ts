/**
 * The search card's server calls. The card is on every public page, but these (with the API client, the
 * contract's schemas and the query library under them) load only once a visitor engages with it: focus or a
 * tap on the card (service-search-card.tsx; issue 14's byte budgets). The catalogue and the service go
 * through the page's query cache, where the questionnaire finds them.
 */
import type { QueryClient } from '@tanstack/react-query';
import { getQueryClient } from '../../lib/query-client';
import { serviceQuery } from '../catalog/api/get-service';
import { servicesQuery } from '../catalog/api/get-services';

export { checkZipCode } from '../catalog/api/get-zip-code';

/** GET /customer/services, through the cache of `client` (the page's unless one is given). */
export function loadCatalogue(client?: QueryClient) {
  return (client ?? getQueryClient()).fetchQuery(servicesQuery());
}

/** GET /customer/services/{id}: whether it takes several forms, and its unit's name. */
export function loadService(id: number, client?: QueryClient) {
  return (client ?? getQueryClient()).fetchQuery(serviceQuery(id));
}
