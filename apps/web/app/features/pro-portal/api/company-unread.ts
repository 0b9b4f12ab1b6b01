/**
 * The company's unread messages, for the portal's navigation (issue 30): apart from the conversations' hooks
 * (job-messages.ts, which re-exports these), so the frame of every portal screen goes without their code (issue 48).
 */
import { useQuery } from '@tanstack/react-query';
import { conversationEndpoints } from '@upkeep/contract';
import { api } from '../../../lib/api';
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

/** 'Messages, 2 unread' (the nav item) and '2 unread messages' (beside the phone's menu). */
export function unreadWords(count: number) {
  return {
    label: `Messages, ${count} unread`,
    menuLabel: `${count} unread ${count === 1 ? 'message' : 'messages'}`,
  };
}
