/** POST /company/tickets/{id}/on-my-way: texts the customer that the company is on its way (in so many minutes). */
import { useMutation } from '@tanstack/react-query';
import { companyJobEndpoints } from '@upkeep/contract';
import { api } from '../../../lib/api';

export function notifyOnMyWay(id: number, minutes: number | undefined, token: string) {
  return api(companyJobEndpoints.companyOnMyWay, {
    params: { id },
    token,
    body: minutes === undefined ? {} : { Minutes: minutes },
  });
}

export function useOnMyWay(id: number, token: string) {
  return useMutation({
    mutationFn: (minutes: number | undefined) => notifyOnMyWay(id, minutes, token),
  });
}
