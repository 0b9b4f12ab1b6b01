/**
 * Where a ticket's conversation is read, written and followed, for each side (the endpoints differ only by
 * realm): what `useConversation` takes, but its cache key and what a change wakes.
 */
import { conversationEndpoints, type MessageAuthorKind } from '@upkeep/contract';
import { api, apiUpload } from '../../lib/api';
import type { ConversationSource } from './use-conversation';

export function ticketConversation(
  side: MessageAuthorKind,
  ticketId: number,
  token: string,
): Omit<ConversationSource, 'key' | 'onChange'> {
  const params = { id: ticketId };
  const read = { customer: 'customerMessages', company: 'companyMessages', staff: 'staffMessages' } as const;
  const write = { customer: 'customerSendMessage', company: 'companySendMessage', staff: 'staffSendMessage' } as const;
  const uploadPhoto =
    side === 'staff'
      ? undefined
      : (file: File) =>
          apiUpload(
            side === 'customer'
              ? conversationEndpoints.customerUploadMessagePhoto
              : conversationEndpoints.companyUploadMessagePhoto,
            file,
            { params, token },
          ).then((r) => r.data);
  return {
    side,
    token,
    list: (signal) => api(conversationEndpoints[read[side]], { params, token, signal }).then((r) => r.data),
    send: (body, photoIds) =>
      api(conversationEndpoints[write[side]], {
        params,
        token,
        body: photoIds.length ? { body, photoIds } : { body },
      }).then((r) => r.data),
    ...(uploadPhoto ? { uploadPhoto } : {}),
    streamPath: `/${side}/tickets/${ticketId}/messages/stream`,
  };
}
