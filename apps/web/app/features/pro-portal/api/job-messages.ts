/** A job's conversation with its customer (issue 30), and the company's conversations (its unread count: company-unread.ts). */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { conversationEndpoints } from '@upkeep/contract';
import { api } from '../../../lib/api';
import { questionConversation, ticketConversation } from '../../../shared/conversations/ticket-conversation';
import { useConversation } from '../../../shared/conversations/use-conversation';
import { UNREAD_REFETCH_MS } from './company-unread';
import { proKeys } from './keys';

export { UNREAD_REFETCH_MS, unreadWords, useCompanyUnread } from './company-unread';

export function useJobConversation(ticketId: number, token: string) {
  const queryClient = useQueryClient();
  // The page has read what came: the navigation's count is read again.
  const onChange = () => void queryClient.invalidateQueries({ queryKey: proKeys.unread(token) });
  return useConversation({
    ...ticketConversation('company', ticketId, token),
    key: proKeys.messages(token, ticketId),
    onChange,
  });
}

/** The company's conversations, the latest first: questions before booking and jobs (read every minute). */
export function useCompanyConversations(token: string) {
  return useQuery({
    queryKey: proKeys.conversations(token),
    queryFn: ({ signal }) => api(conversationEndpoints.companyConversations, { token, signal }).then((r) => r.data),
    refetchInterval: UNREAD_REFETCH_MS,
    staleTime: 0,
  });
}

/** A question asked before booking, answered in the portal. */
export function useQuestionConversation(conversationId: number, token: string) {
  const queryClient = useQueryClient();
  const onChange = () => void queryClient.invalidateQueries({ queryKey: proKeys.unread(token) });
  return useConversation({
    ...questionConversation('company', conversationId, token),
    key: proKeys.question(token, conversationId),
    onChange,
  });
}
