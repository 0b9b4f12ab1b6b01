/**
 * How many inbox messages are new (GET /staff/inbox?State=new: its page count), for the navigation's badge. Asked
 * every INBOX_REFRESH_MS and whenever the console is looked at again; under the support screens' inbox key, so a
 * message taken or done there asks it again at once.
 */
import { useQuery } from '@tanstack/react-query';
import { staffConsoleEndpoints as endpoints } from '@upkeep/contract';
import { api } from '../../../lib/api';

/** The inbox is live to this many milliseconds: the count and the list are asked again this often. */
export const INBOX_REFRESH_MS = 30_000;

export function useInboxNewCount(token: string | null) {
  return useQuery({
    queryKey: ['staff', token ?? '', 'support', 'inbox', 'new-count'] as const,
    queryFn: ({ signal }) =>
      api(endpoints.staffInbox, { token: token ?? '', query: { State: 'new', Page: 1 }, signal }).then(
        (r) => r.pages?.totalCount ?? r.data.length,
      ),
    enabled: Boolean(token),
    refetchInterval: INBOX_REFRESH_MS,
    refetchOnWindowFocus: true,
    staleTime: 0,
  });
}

/** 'Inbox, 3 new' (the nav item) and '3 new messages' (beside the phone's menu). */
export function inboxCountWords(count: number) {
  return {
    label: `Inbox, ${count} new`,
    menuLabel: `${count} new ${count === 1 ? 'message' : 'messages'}`,
  };
}
