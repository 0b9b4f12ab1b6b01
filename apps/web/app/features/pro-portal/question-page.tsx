/**
 * /pro/messages/{id}: a question a visitor asked from the offers before booking (issue 30), answered here. The
 * visitor is told by e-mail and reads the answer by their private link; contact details stay hidden on both
 * sides until a booking is confirmed; if they book the company, the conversation follows the job.
 */
import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useCompanySession } from '../../session/realm-session';
import { Conversation } from '../../shared/conversations/conversation';
import { useCompanyConversations, useQuestionConversation } from './api/job-messages';
import { ProPage } from './pro-ui';

export const QUESTION_TITLE = 'Question';

export function QuestionPage({ id }: { id: number }) {
  const token = useCompanySession((s) => s.token) ?? '';
  const conversation = useQuestionConversation(id, token);
  const listed = useCompanyConversations(token).data?.find((c) => c.id === id);
  return (
    <ProPage
      title={listed ? `Question from ${listed.name}` : QUESTION_TITLE}
      description={
        <>
          {listed?.serviceName ? `About ${listed.serviceName}. ` : ''}
          Asked from the offers before booking: they are told by e-mail when you answer.{' '}
          <Anchor component={Link} to="/pro/messages" underline="always">
            All messages
          </Anchor>
        </>
      }
    >
      {listed?.ticketId != null && (
        <Text>
          They booked:{' '}
          <Anchor component={Link} to={`/pro/jobs/${listed.ticketId}`} underline="always">
            job #{listed.ticketId}
          </Anchor>{' '}
          has this conversation now.
        </Text>
      )}
      <Conversation
        title="Conversation"
        side="company"
        conversation={conversation}
        empty="No messages in this conversation."
        placeholder="Answer the question"
      />
    </ProPage>
  );
}
