/** What the job is: when it was booked, the instructions, the answers and lines, and the amounts. */
import { Card, Divider, Group, Stack, Text, Title } from '@mantine/core';
import type { CompanyTicketDetail } from '@upkeep/contract';
import { formatMoment } from '../../lib/format';
import { formatMoney } from '../../lib/money';
import { formatDuration } from '../../shared/scheduling/job-format';
import { TicketTotalsList } from '../../shared/tickets/ticket-totals';

export function JobWorkCard({ job }: { job: CompanyTicketDetail }) {
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label="The work">
      <Stack gap="sm">
        <Title order={2} size="h4">
          The work
        </Title>
        <Text size="sm" c="gray.7">
          Booked {formatMoment(job.createdDate)} · about {formatDuration(job.duration)}
        </Text>
        {job.instructions && (
          <Stack gap={2}>
            <Text fw={600} size="sm">
              Instructions
            </Text>
            <Text style={{ whiteSpace: 'pre-wrap' }}>{job.instructions}</Text>
          </Stack>
        )}
        {job.description && (
          <Stack gap={2}>
            <Text fw={600} size="sm">
              Description
            </Text>
            <Text style={{ whiteSpace: 'pre-wrap' }}>{job.description}</Text>
          </Stack>
        )}
        {job.lines.length > 0 && (
          <Stack component="ul" gap={6} m={0} p={0} style={{ listStyle: 'none' }} aria-label="Answers and lines">
            {job.lines.map((line) => (
              <Group key={line.id} component="li" justify="space-between" wrap="nowrap" align="flex-start">
                <Stack gap={0}>
                  <Text>
                    {line.displayName}
                    {line.quantity > 1 ? ` × ${line.quantity}` : ''}
                  </Text>
                  {line.description && (
                    <Text size="sm" c="gray.7">
                      {line.description}
                    </Text>
                  )}
                </Stack>
                <Text style={{ whiteSpace: 'nowrap' }}>{formatMoney(line.price)}</Text>
              </Group>
            ))}
          </Stack>
        )}
        <Divider />
        <TicketTotalsList totals={job.totals} />
      </Stack>
    </Card>
  );
}

function _Amount({ label, value, strong }: { label: string; value: number; strong?: boolean }) {
  return (
    <Group justify="space-between">
      <Text fw={strong ? 700 : 400}>{label}</Text>
      <Text fw={strong ? 700 : 400}>{formatMoney(value)}</Text>
    </Group>
  );
}
