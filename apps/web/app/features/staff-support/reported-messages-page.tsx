/**
 * /staff/messages: the messages a customer or a company reported (issue 30), oldest first: who wrote what, on
 * which ticket, and why it was reported. Hide it (with a reason, kept in the audit log: both sides then see
 * that UpKeep hid it) or keep it as it is.
 */
import { Anchor, Button, Card, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { ReportedMessage } from '@upkeep/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../lib/errors';
import { formatMoment } from '../../lib/format';
import { useStaffToken } from '../../session/realm-session';
import { QueryView } from '../../ui/query-view';
import { ReasonDialog } from '../../ui/reason-dialog';
import { useModerateMessage, useReportedMessages } from './api/ticket-messages';
import { SupportPage } from './support-ui';

export const REPORTED_MESSAGES_TITLE = 'Reported messages';

const SIDE = { customer: 'The customer', company: 'The company', staff: 'UpKeep' } as const;

export function ReportedMessagesPage() {
  const token = useStaffToken() ?? '';
  const reported = useReportedMessages(token);
  const moderate = useModerateMessage(token);
  const [hiding, setHiding] = useState<ReportedMessage | null>(null);
  return (
    <SupportPage
      title={REPORTED_MESSAGES_TITLE}
      description="Messages a customer or a company reported. Hide one with a reason, or keep it."
    >
      <QueryView
        query={reported}
        errorTitle="Could not load the reported messages"
        empty={<Text c="gray.7">No reported messages.</Text>}
      >
        {(list) => (
          <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Reported messages">
            {list.map((r) => (
              <Card key={r.reportId} component="li" withBorder radius="md" padding="md">
                <Stack gap={6}>
                  <Group justify="space-between" gap="xs">
                    <Text fw={600}>
                      {r.author.name} ({SIDE[r.author.kind]})
                    </Text>
                    {r.ticketId !== null && (
                      <Anchor component={Link} to={`/staff/tickets/${r.ticketId}`}>
                        Ticket #{r.ticketId}
                      </Anchor>
                    )}
                  </Group>
                  <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                    {r.body}
                  </Text>
                  <Text size="sm" c="gray.7">
                    Reported by {SIDE[r.reporterKind].toLowerCase()} on {formatMoment(r.reportedAt)}: “{r.reason}”
                  </Text>
                  <Group justify="flex-end" gap="xs">
                    <Button
                      variant="default"
                      loading={
                        moderate.isPending &&
                        moderate.variables?.messageId === r.messageId &&
                        !moderate.variables.reason
                      }
                      onClick={() =>
                        moderate.mutate(
                          { messageId: r.messageId },
                          { onSuccess: () => notifications.show({ color: 'teal', message: 'The message stays.' }) },
                        )
                      }
                    >
                      Keep
                    </Button>
                    <Button
                      color="red"
                      onClick={() => setHiding(r)}
                      aria-label={`Hide the message of ${r.author.name}`}
                    >
                      Hide
                    </Button>
                  </Group>
                </Stack>
              </Card>
            ))}
          </Stack>
        )}
      </QueryView>
      <ReasonDialog
        key={hiding?.messageId ?? 'none'}
        opened={hiding !== null}
        title="Hide this message?"
        confirmLabel="Hide message"
        color="red"
        description="Kept in the audit log. Both sides see that UpKeep hid the message."
        cancelLabel="Cancel"
        pending={moderate.isPending}
        error={moderate.error ? errorMessage(moderate.error) : null}
        onClose={() => setHiding(null)}
        onConfirm={(reason) => {
          if (!hiding) return;
          moderate.mutate(
            { messageId: hiding.messageId, reason },
            {
              onSuccess: () => {
                setHiding(null);
                notifications.show({ color: 'teal', message: 'The message is hidden.' });
              },
            },
          );
        }}
      />
    </SupportPage>
  );
}
