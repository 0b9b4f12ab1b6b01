/** The job's status history: each move, when, by whom, and its comment. */
import { Card, Stack, Text, Title } from '@mantine/core';
import type { CompanyTicketDetail } from '@upkeep/contract';
import { formatMoment } from '../../lib/format';

export function JobHistoryCard({ job }: { job: CompanyTicketDetail }) {
  if (job.history.length === 0) return null;
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label="History">
      <Stack gap="sm">
        <Title order={2} size="h4">
          History
        </Title>
        <Stack component="ol" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
          {job.history.map((entry) => (
            <li key={entry.id}>
              <Text size="sm">
                <Text span fw={600}>
                  {entry.status}
                </Text>{' '}
                <Text span c="gray.7">
                  {formatMoment(entry.updatedAt)} · by {entry.userType.type}
                </Text>
              </Text>
              {entry.comments && (
                <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                  {entry.comments}
                </Text>
              )}
            </li>
          ))}
        </Stack>
      </Stack>
    </Card>
  );
}
