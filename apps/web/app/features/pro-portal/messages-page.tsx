/**
 * /pro/messages: the jobs whose customers (or UpKeep) wrote and nobody at the company has read yet, newest
 * first, each a link to the job's page, where the conversation is (issue 30). Read again every minute.
 */
import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useCompanySession } from '../../session/realm-session';
import { QueryView } from '../../ui/query-view';
import { useCompanyUnread } from './api/job-messages';
import { ProPage } from './pro-ui';

export const MESSAGES_TITLE = 'Messages';

export function MessagesPage() {
  const token = useCompanySession((s) => s.token) ?? '';
  const unread = useCompanyUnread(token);
  return (
    <ProPage
      title={MESSAGES_TITLE}
      description="New messages from your customers. Each job's page has its whole conversation."
    >
      <QueryView
        query={unread}
        errorTitle="Could not load your messages"
        isEmpty={(data) => data.conversations.length === 0}
        empty={
          <Card withBorder radius="md" padding="lg">
            <Text>No unread messages. You are all caught up.</Text>
          </Card>
        }
      >
        {(data) => (
          <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Unread conversations">
            {data.conversations.map((c) => (
              <Card key={c.ticketId} component="li" withBorder radius="md" padding="md">
                <Group justify="space-between">
                  <Text component={Link} to={`/pro/jobs/${c.ticketId}`} fw={600} td="underline">
                    Job #{c.ticketId}
                  </Text>
                  <Badge color="red.8" radius="sm">
                    {c.unread} unread
                  </Badge>
                </Group>
              </Card>
            ))}
          </Stack>
        )}
      </QueryView>
    </ProPage>
  );
}
