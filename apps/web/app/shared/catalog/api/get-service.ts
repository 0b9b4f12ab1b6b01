import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogEndpoints } from '@upkeep/contract';
import { api } from '../../../lib/api';

/**
 * GET /customer/services/{id}: one service, with whether it takes several forms, its unit's name and whether it
 * allows plans.
 */
export function getService(id: number, signal?: AbortSignal) {
  return api(catalogEndpoints.service, { params: { id }, signal }).then((r) => r.data);
}

export const serviceQuery = (id: number) =>
  queryOptions({ queryKey: ['services', id], queryFn: ({ signal }) => getService(id, signal), staleTime: 10 * 60_000 });

/** One service of the catalogue, asked only when `enabled` (checkout asks whether it allows plans). */
export const useCatalogService = (id: number, enabled: boolean) => useQuery({ ...serviceQuery(id), enabled });
