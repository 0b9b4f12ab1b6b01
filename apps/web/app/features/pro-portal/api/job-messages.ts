/** A job's conversation with its customer (issue 30), and the company's unread messages for the navigation. */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { conversationEndpoints } from '@upkeep/contract';
import { api, apiUpload } from '../../../lib/api';
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
  return useConversation({
    side: 'company',
    key: proKeys.messages(token, ticketId),
    token,
    list: (signal) =>
      api(conversationEndpoints.companyMessages, { params: { id: ticketId }, token, signal }).then((r) => r.data),
    send: (body, photoIds) =>
      api(conversationEndpoints.companySendMessage, {
        params: { id: ticketId },
        token,
        body: photoIds.length ? { body, photoIds } : { body },
      }).then((r) => r.data),
    uploadPhoto: (file) =>
      apiUpload(conversationEndpoints.companyUploadMessagePhoto, file, { params: { id: ticketId }, token }).then(
        (r) => r.data,
      ),
    streamPath: `/company/tickets/${ticketId}/messages/stream`,
    // The page has read what came: the navigation's count is read again.
    onChange: () => void queryClient.invalidateQueries({ queryKey: proKeys.unread(token) }),
  });
}

/** 'Messages, 2 unread' (the nav item) and '2 unread messages' (beside the phone's menu). */
export function unreadWords(count: number) {
  return {
    label: `Messages, ${count} unread`,
    menuLabel: `${count} unread ${count === 1 ? 'message' : 'messages'}`,
  };
}
