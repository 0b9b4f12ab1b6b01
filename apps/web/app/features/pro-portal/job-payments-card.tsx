/** The job's payments: the booking, a reschedule's fee, extra charges, a quote's deposit, the invoice, a tip, and what was refunded of each. */
import { Box, Card, Stack, Table, Text, Title } from '@mantine/core';
import type { CompanyTicketDetail } from '@upkeep/contract';
import { formatMoment } from '../../lib/format';
import { formatMoney } from '../../lib/money';

const PURPOSES = {
  booking: 'Booking',
  reschedule: 'Reschedule',
  open_charge: 'Extra charge',
  deposit: 'Deposit',
  invoice: 'Invoice',
  tip: 'Tip',
} as const;

export function JobPaymentsCard({ job }: { job: CompanyTicketDetail }) {
  if (job.payments.length === 0) return null;
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label="Payments">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Payments
        </Title>
        <Box style={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label="Payments, scrollable">
          <Box miw={420}>
            <Table verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Date</Table.Th>
                  <Table.Th scope="col">For</Table.Th>
                  <Table.Th scope="col">Status</Table.Th>
                  <Table.Th scope="col" ta="right">
                    Amount
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {job.payments.map((p) => (
                  <Table.Tr key={p.id}>
                    <Table.Td>{formatMoment(p.createdDate)}</Table.Td>
                    <Table.Td>{PURPOSES[p.purpose]}</Table.Td>
                    <Table.Td>{p.status}</Table.Td>
                    <Table.Td ta="right">
                      {formatMoney(p.amount)}
                      {p.refunded > 0 && (
                        <Text size="xs" c="red.8">
                          refunded {formatMoney(p.refunded)}
                        </Text>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Box>
        </Box>
      </Stack>
    </Card>
  );
}
