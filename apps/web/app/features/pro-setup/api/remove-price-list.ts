/**
 * DELETE /company/services/{serviceId}/price-list: the company stops offering a service (its prices are kept
 * for booked jobs); the services, the setup status and the list are read again.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { companySetupEndpoints } from '@upkeep/contract';
import { api } from '../../../lib/api';
import { setupKeys } from './keys';

export function removePriceList(token: string, serviceId: number) {
  return api(companySetupEndpoints.removePriceList, { params: { serviceId }, token });
}

/** `onRemoved` is the screen's: it goes back to the services. */
export function useRemovePriceList(token: string, serviceId: number, onRemoved: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => removePriceList(token, serviceId),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: setupKeys.services(token) });
      void queryClient.invalidateQueries({ queryKey: setupKeys.status(token) });
      void queryClient.invalidateQueries({ queryKey: setupKeys.priceList(token, serviceId) });
      onRemoved();
    },
  });
}
