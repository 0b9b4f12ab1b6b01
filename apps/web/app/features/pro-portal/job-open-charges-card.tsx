/** The job's extra charges and whether the customer paid or declined each. */
import { Card, Group, Stack, Text, Title } from '@mantine/core';
import type { CompanyTicketDetail } from '@upkeep/contract';
import { formatMoney } from '../../lib/money';
import { formatDuration } from '../../shared/scheduling/job-format';

const CHARGE_STATUS = { pending: 'Waiting for the customer', paid: 'Paid', declined: 'Declined' } as const;

export function JobOpenChargesCard({ job }: { job: CompanyTicketDetail }) {
  if (job.openCharges.length === 0) return null;
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label="Extra charges">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Extra charges
        </Title>
        {job.openCharges.map((charge) => (
          <Group key={charge.id} justify="space-between" wrap="nowrap" align="flex-start">
            <Stack gap={0}>
              <Text>{charge.description}</Text>
              <Text size="sm" c="gray.7">
                {formatDuration(charge.duration)} · {CHARGE_STATUS[charge.status]}
              </Text>
            </Stack>
            <Text fw={600} style={{ whiteSpace: 'nowrap' }}>
              {formatMoney(charge.price)}
            </Text>
          </Group>
        ))}
      </Stack>
    </Card>
  );
}
