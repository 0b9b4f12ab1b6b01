/** PUT /staff/inbox/{kind}/{id}: a message's state (new, in progress, done) or its assignee; the lists read again. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffConsoleEndpoints as endpoints, type InboxKind, type UpdateInboxRequest } from '@upkeep/contract';
import { api } from '../../../lib/api';
import { supportKeys } from './keys';

export function updateInboxItem(token: string, kind: InboxKind, id: number, body: UpdateInboxRequest) {
  return api(endpoints.updateInboxItem, { token, params: { kind, id }, body }).then((r) => r.data);
}

export function useUpdateInboxItem(token: string, kind: InboxKind, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateInboxRequest) => updateInboxItem(token, kind, id, body),
    onSuccess: (item) => {
      queryClient.setQueryData(supportKeys.inboxItem(token, kind, id), { statusCode: 200, message: 'OK', data: item });
      void queryClient.invalidateQueries({ queryKey: [...supportKeys.inbox(token), 'list'] });
    },
  });
}
