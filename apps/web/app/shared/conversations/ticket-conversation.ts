/**
 * Where a conversation is read, written and followed, for each side (the endpoints differ only by realm): a
 * ticket's, or a question's before booking. What `useConversation` takes, but its cache key and what a change wakes.
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

/**
 * A question asked before booking (issue 30): the company's owner or office in the portal, or the asker, signed in
 * (`token`) or by the private link mailed to them (`linkToken`).
 */
export function questionConversation(
  side: 'customer' | 'company',
  conversationId: number,
  token: string,
  linkToken?: string,
): Omit<ConversationSource, 'key' | 'onChange'> {
  const params = { id: conversationId };
  const endpoints =
    side === 'customer'
      ? {
          read: conversationEndpoints.customerQuestionMessages,
          write: conversationEndpoints.customerQuestionSendMessage,
          upload: conversationEndpoints.customerQuestionUploadMessagePhoto,
        }
      : {
          read: conversationEndpoints.companyQuestionMessages,
          write: conversationEndpoints.companyQuestionSendMessage,
          upload: conversationEndpoints.companyQuestionUploadMessagePhoto,
        };
  const query = linkToken ? { token: linkToken } : {};
  const auth = token ? { token } : {};
  return {
    side,
    token,
    ...(linkToken ? { linkToken } : {}),
    list: (signal) => api(endpoints.read, { params, query, ...auth, signal }).then((r) => r.data),
    send: (body, photoIds) =>
      api(endpoints.write, {
        params,
        query,
        ...auth,
        body: photoIds.length ? { body, photoIds } : { body },
      }).then((r) => r.data),
    uploadPhoto: (file: File) => apiUpload(endpoints.upload, file, { params, query, ...auth }).then((r) => r.data),
    streamPath: `/${side}/conversations/${conversationId}/messages/stream`,
  };
}
