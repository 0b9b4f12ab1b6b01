/** A job's conversation with its customer (issue 30), and the company's unread messages for the navigation. */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { conversationEndpoints } from '@upkeep/contract';
import { api } from '../../../lib/api';
import { questionConversation, ticketConversation } from '../../../shared/conversations/ticket-conversation';
import { useConversation } from '../../../shared/conversations/use-conversation';
import { proKeys } from './keys';

/** Read again every minute and whenever a conversation changes on this page. */
export const UNREAD_REFETCH_MS = 60_000;

export function useCompanyUnread(token: string | null) {
  return useQuery({
    queryKey: proKeys.unread(token ?? ''),
    queryFn: ({ signal }) => api(conversationEndpoints.companyUnreadMessages, { token, signal }).then((r) => r.data),
    enabled: Boolean(token),
    refetchInterval: UNREAD_REFETCH_MS,
    staleTime: 0,
  });
}

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

/** 'Messages, 2 unread' (the nav item) and '2 unread messages' (beside the phone's menu). */
export function unreadWords(count: number) {
  return {
    label: `Messages, ${count} unread`,
    menuLabel: `${count} unread ${count === 1 ? 'message' : 'messages'}`,
  };
}
