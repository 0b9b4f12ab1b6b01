import { queryOptions } from '@tanstack/react-query';
import { catalogEndpoints } from '@upkeep/contract';
import { api } from '../../../lib/api';

/** GET /customer/services/{id}: one service, with whether it takes several forms and its unit's name. */
export function getService(id: number, signal?: AbortSignal) {
  return api(catalogEndpoints.service, { params: { id }, signal }).then((r) => r.data);
}

export const serviceQuery = (id: number) =>
  queryOptions({ queryKey: ['services', id], queryFn: ({ signal }) => getService(id, signal), staleTime: 10 * 60_000 });
