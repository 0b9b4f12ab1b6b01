/** A question asked before booking (issue 30), read by its asker: by their account, or by the private link's token. */
import { questionConversation } from '../../../shared/conversations/ticket-conversation';
import { useConversation } from '../../../shared/conversations/use-conversation';
import { guestAccessKeys } from './keys';

export function useQuestionConversation(conversationId: number, token: string, linkToken?: string) {
  return useConversation({
    ...questionConversation('customer', conversationId, token, linkToken),
    key: [...guestAccessKeys.all, 'question', conversationId, token, linkToken ?? ''],
  });
}
