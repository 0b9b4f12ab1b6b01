/** POST /staff/inbox/optout/{id}/confirm: an opt-out request confirmed; the inbox reads it again. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffConsoleEndpoints as endpoints } from '@upkeep/contract';
import { api } from '../../../lib/api';
import { supportKeys } from './keys';

export function confirmOptOut(token: string, id: number) {
  return api(endpoints.confirmOptOut, { token, params: { id } }).then((r) => r.data);
}

export function useConfirmOptOut(token: string, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => confirmOptOut(token, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: supportKeys.inbox(token) }),
  });
}
