import { ticketConversation } from '../../../shared/conversations/ticket-conversation';
import { useConversation } from '../../../shared/conversations/use-conversation';
import { ticketKeys } from './keys';

export function useTicketConversation(ticketId: number, token: string) {
  return useConversation({
    ...ticketConversation('customer', ticketId, token),
    key: ticketKeys.messages(token, ticketId),
  });
}
