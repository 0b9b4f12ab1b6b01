/**
 * /pro/messages: the company's conversations, the latest first (issue 30): questions visitors asked from the
 * offers before booking (answered on their own page, /pro/messages/{id}) and the jobs' conversations (on the
 * job's page), each with what was said last and the unread count. Read again every minute.
 */
import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import type { CompanyConversation } from '@upkeep/contract';
import { Link } from 'react-router';
import { formatMoment } from '../../lib/format';
import { useCompanySession } from '../../session/realm-session';
import { QueryView } from '../../ui/query-view';
import { useCompanyConversations } from './api/job-messages';
import { ProPage } from './pro-ui';

export const MESSAGES_TITLE = 'Messages';

/** Where a conversation is answered: a question's own page, or the job's. */
export const conversationPath = (c: Pick<CompanyConversation, 'id' | 'ticketId'>) =>
  c.ticketId === null ? `/pro/messages/${c.id}` : `/pro/jobs/${c.ticketId}`;

export function MessagesPage() {
  const token = useCompanySession((s) => s.token) ?? '';
  const conversations = useCompanyConversations(token);
  return (
    <ProPage
      title={MESSAGES_TITLE}
      description="Questions from people choosing a company, and your customers' messages about their jobs. Answer quickly: your reply time shows on your offers."
    >
      <QueryView
        query={conversations}
        errorTitle="Could not load your messages"
        empty={
          <Card withBorder radius="md" padding="lg">
            <Text>No messages yet. Questions from the offers and your customers' messages will show here.</Text>
          </Card>
        }
      >
        {(data) => (
          <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Conversations">
            {data.map((c) => (
              <Card key={c.id} component="li" withBorder radius="md" padding="md">
                <Stack gap={4}>
                  <Group justify="space-between" wrap="wrap" gap="xs">
                    <Text component={Link} to={conversationPath(c)} fw={600} td="underline">
                      {c.ticketId === null ? `Question from ${c.name}` : `Job #${c.ticketId}: ${c.name}`}
                    </Text>
                    <Group gap="xs">
                      {c.ticketId === null && (
                        <Badge variant="light" color="blue.9" radius="sm">
                          Before booking
                        </Badge>
                      )}
                      {c.unread > 0 && (
                        <Badge color="red.8" radius="sm">
                          {c.unread} unread
                        </Badge>
                      )}
                    </Group>
                  </Group>
                  <Text size="sm" c="gray.7">
                    {c.serviceName} · {formatMoment(c.lastMessageAt)}
                  </Text>
                  {c.lastMessage && (
                    <Text size="sm" lineClamp={2}>
                      {c.lastMessage}
                    </Text>
                  )}
                </Stack>
              </Card>
            ))}
          </Stack>
        )}
      </QueryView>
    </ProPage>
  );
}
