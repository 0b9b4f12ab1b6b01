/** The ticket's conversation with its company (issue 30): read, sent, and followed live. */
import { conversationEndpoints } from '@upkeep/contract';
import { api, apiUpload } from '../../../lib/api';
import { useConversation } from '../../../shared/conversations/use-conversation';
import { ticketKeys } from './keys';

export function useTicketConversation(ticketId: number, token: string) {
  return useConversation({
    side: 'customer',
    key: ticketKeys.messages(token, ticketId),
    token,
    list: (signal) =>
      api(conversationEndpoints.customerMessages, { params: { id: ticketId }, token, signal }).then((r) => r.data),
    send: (body, photoIds) =>
      api(conversationEndpoints.customerSendMessage, {
        params: { id: ticketId },
        token,
        body: photoIds.length ? { body, photoIds } : { body },
      }).then((r) => r.data),
    uploadPhoto: (file) =>
      apiUpload(conversationEndpoints.customerUploadMessagePhoto, file, { params: { id: ticketId }, token }).then(
        (r) => r.data,
      ),
    streamPath: `/customer/tickets/${ticketId}/messages/stream`,
  });
}
