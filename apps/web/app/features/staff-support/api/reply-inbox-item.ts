/** POST /staff/inbox/{kind}/{id}/reply: a reply to the sender; the message is read again so the thread shows it. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffConsoleEndpoints as endpoints, type InboxKind } from '@upkeep/contract';
import { api } from '../../../lib/api';
import { supportKeys } from './keys';

export function replyInboxItem(token: string, kind: InboxKind, id: number, message: string) {
  return api(endpoints.replyInboxItem, { token, params: { kind, id }, body: { message } });
}

export function useReplyInboxItem(token: string, kind: InboxKind, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: string) => replyInboxItem(token, kind, id, message),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: supportKeys.inbox(token) }),
  });
}
