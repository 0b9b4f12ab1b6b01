/** GET /config: which payment provider is active (the sandbox's test mode, or Stripe with its publishable key). */
import { useQuery } from '@tanstack/react-query';
import { type AppConfig, systemEndpoints } from '@upkeep/contract';
import { api } from '../../../lib/api';

export function getAppConfig(signal?: AbortSignal): Promise<AppConfig> {
  return api(systemEndpoints.appConfig, { signal }).then((r) => r.data);
}

export const usePaymentsConfig = () =>
  useQuery({
    queryKey: ['config'],
    queryFn: ({ signal }) => getAppConfig(signal),
    staleTime: Number.POSITIVE_INFINITY,
    select: (config) => config.payments,
  });
