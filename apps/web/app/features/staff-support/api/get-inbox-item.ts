/** GET /staff/inbox/{kind}/{id}: one message of the inbox, with its notes and replies. */
import { useQuery } from '@tanstack/react-query';
import { staffConsoleEndpoints as endpoints, type InboxKind } from '@upkeep/contract';
import { api } from '../../../lib/api';
import { supportKeys } from './keys';

export function getInboxItem(token: string, kind: InboxKind, id: number, signal?: AbortSignal) {
  return api(endpoints.staffInboxItem, { token, params: { kind, id }, signal });
}

export function useInboxItem(token: string, kind: InboxKind, id: number) {
  return useQuery({
    queryKey: supportKeys.inboxItem(token, kind, id),
    queryFn: ({ signal }) => getInboxItem(token, kind, id, signal),
    select: (r) => r.data,
    staleTime: 0,
  });
}
