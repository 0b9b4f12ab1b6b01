/** The job's conversation with its customer, on the job page (issue 30). */
import { Conversation } from '../../shared/conversations/conversation';
import { useJobConversation } from './api/job-messages';

export function JobMessages({ id, token }: { id: number; token: string }) {
  const conversation = useJobConversation(id, token);
  return (
    <Conversation
      title="Messages with the customer"
      side="company"
      conversation={conversation}
      empty="No messages yet. Write to the customer about this job: they are told by e-mail if they do not read it."
      placeholder="Write to the customer"
    />
  );
}
