/**
 * A job's conversation with its customer on the crew's day (issue 30): loaded when the crew member opens it, not with
 * the day's jobs (issue 48).
 */
import { useLingui } from '@lingui/react/macro';
import type { CrewJob } from '@upkeep/contract';
import { Conversation } from '../../shared/conversations/conversation';
import { ticketConversation } from '../../shared/conversations/ticket-conversation';
import { useConversation } from '../../shared/conversations/use-conversation';

/** The job's conversation with its customer: the crew reads and answers it too (issue 30). */
export function useCrewJobConversation(ticketId: number, token: string) {
  return useConversation({
    ...ticketConversation('company', ticketId, token),
    key: ['company', token, 'my-jobs', 'messages', ticketId],
  });
}

export function OpenCrewMessages({ token, job }: { token: string; job: CrewJob }) {
  const { t } = useLingui();
  const conversation = useCrewJobConversation(job.id, token);
  return (
    <Conversation
      title={t`Messages with ${job.customerName}`}
      side="company"
      conversation={conversation}
      empty={t`No messages yet. Write to the customer about this job.`}
      placeholder={t`Write to the customer`}
    />
  );
}
