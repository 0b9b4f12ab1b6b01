/**
 * A ticket's conversation as UpKeep's staff read it (hidden messages included) and write in it as UpKeep; the
 * messages reported by a side, hidden with a reason or kept (issue 30).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { conversationEndpoints } from '@upkeep/contract';
import { api } from '../../../lib/api';
import { ticketConversation } from '../../../shared/conversations/ticket-conversation';
import { useConversation } from '../../../shared/conversations/use-conversation';

const reportedKey = (token: string) => ['staff', token, 'messages', 'reported'] as const;

export function useStaffConversation(ticketId: number, token: string) {
  return useConversation({
    ...ticketConversation('staff', ticketId, token),
    key: ['staff', token, 'messages', ticketId],
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
