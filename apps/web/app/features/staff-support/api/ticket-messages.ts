/**
 * A ticket's conversation as UpKeep's staff read it (hidden messages included) and write in it as UpKeep; the
 * messages reported by a side, hidden with a reason or kept (issue 30).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { conversationEndpoints } from '@upkeep/contract';
import { api } from '../../../lib/api';
import { useConversation } from '../../../shared/conversations/use-conversation';

const reportedKey = (token: string) => ['staff', token, 'messages', 'reported'] as const;

export function useStaffConversation(ticketId: number, token: string) {
  return useConversation({
    side: 'staff',
    key: ['staff', token, 'messages', ticketId],
    token,
    list: (signal) =>
      api(conversationEndpoints.staffMessages, { params: { id: ticketId }, token, signal }).then((r) => r.data),
    send: (body, photoIds) =>
      api(conversationEndpoints.staffSendMessage, {
        params: { id: ticketId },
        token,
        body: photoIds.length ? { body, photoIds } : { body },
      }).then((r) => r.data),
    streamPath: `/staff/tickets/${ticketId}/messages/stream`,
  });
}

export function useReportedMessages(token: string) {
  return useQuery({
    queryKey: reportedKey(token),
    queryFn: ({ signal }) => api(conversationEndpoints.staffReportedMessages, { token, signal }).then((r) => r.data),
  });
}

/** Hides a message with a reason (`reason` given) or keeps it (none); the list is read again. */
export function useModerateMessage(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ messageId, reason }: { messageId: number; reason?: string }) =>
      reason === undefined
        ? api(conversationEndpoints.staffDismissReports, { token, params: { id: messageId } })
        : api(conversationEndpoints.staffHideMessage, { token, params: { id: messageId }, body: { reason } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: reportedKey(token) }),
  });
}
