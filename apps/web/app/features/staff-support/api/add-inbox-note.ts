/** POST /staff/inbox/{kind}/{id}/notes: a note for the staff; the message is read again so the thread shows it. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffConsoleEndpoints as endpoints, type InboxKind } from '@upkeep/contract';
import { api } from '../../../lib/api';
import { supportKeys } from './keys';

export function addInboxNote(token: string, kind: InboxKind, id: number, message: string) {
  return api(endpoints.addInboxNote, { token, params: { kind, id }, body: { message } });
}

export function useAddInboxNote(token: string, kind: InboxKind, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: string) => addInboxNote(token, kind, id, message),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: supportKeys.inbox(token) }),
  });
}
