/**
 * PUT /company/services/{serviceId}/price-list: a service's prices set (offering it). The answer is the list
 * (kept as its cached one); the services and the setup status are read again.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { companySetupEndpoints, type PriceListRequest } from '@upkeep/contract';
import { api } from '../../../lib/api';
import { type PriceListValues, priceListBody } from '../price-list-model';
import { setupKeys } from './keys';

export function updatePriceList(token: string, serviceId: number, body: PriceListRequest) {
  return api(companySetupEndpoints.updatePriceList, { params: { serviceId }, token, body });
}

/** Takes the form's values; `onSaved` and `onError` are the screen's (its "saved" line, the form's field errors). */
export function useUpdatePriceList(
  token: string,
  serviceId: number,
  { onSaved, onError }: { onSaved: () => void; onError: (error: Error) => void },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: PriceListValues) => updatePriceList(token, serviceId, priceListBody(values)),
    onSuccess: (answer) => {
      onSaved();
      queryClient.setQueryData(setupKeys.priceList(token, serviceId), answer);
      void queryClient.invalidateQueries({ queryKey: setupKeys.services(token) });
      void queryClient.invalidateQueries({ queryKey: setupKeys.status(token) });
    },
    onError,
  });
}
