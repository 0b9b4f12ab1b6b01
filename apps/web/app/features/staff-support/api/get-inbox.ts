/** GET /staff/inbox: a page of the inbox (leads, contact messages, partner requests, opt-outs), newest first. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { staffConsoleEndpoints as endpoints, type InboxQuery } from '@upkeep/contract';
import { api } from '../../../lib/api';
import { supportKeys } from './keys';

export function getInbox(token: string, query: InboxQuery, signal?: AbortSignal) {
  return api(endpoints.staffInbox, { token, query, signal });
}

/** The inbox is live: a page open on a screen is asked again this often (and when the screen is looked at again). */
export const INBOX_LIST_REFRESH_MS = 30_000;

/** A page of the inbox, newest first (the whole envelope: `data` and `pages`). */
export function useInbox(token: string, query: InboxQuery) {
  return useQuery({
    queryKey: supportKeys.inboxList(token, query),
    queryFn: ({ signal }) => getInbox(token, query, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
    refetchInterval: INBOX_LIST_REFRESH_MS,
    refetchOnWindowFocus: true,
  });
}
