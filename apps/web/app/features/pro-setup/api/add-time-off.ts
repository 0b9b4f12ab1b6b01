/** POST /company/time-off: time off taken (inclusive dates); refused with a 409 naming the booked jobs it covers. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { companySetupEndpoints, type TimeOffRequest } from '@upkeep/contract';
import { api } from '../../../lib/api';
import { setupKeys } from './keys';

export function addTimeOff(token: string, body: TimeOffRequest) {
  return api(companySetupEndpoints.addCompanyTimeOff, { token, body });
}

/** `onAdded` is the screen's: it clears the reason. */
export function useAddTimeOff(token: string, onAdded: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TimeOffRequest) => addTimeOff(token, body),
    onSuccess: () => {
      onAdded();
      void queryClient.invalidateQueries({ queryKey: setupKeys.timeOff(token) });
    },
  });
}
