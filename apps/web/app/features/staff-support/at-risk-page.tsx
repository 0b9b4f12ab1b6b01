/**
 * /staff/at-risk (issue 26): what may go wrong unless someone acts, oldest first: Pending bookings past the
 * owner's last call, jobs In Progress for more than a day, refunds the provider refused. Each links to its
 * ticket, with its age in words. A table on a wide screen, cards on a phone; read again every minute.
 */
import { Anchor, Box, Card, Group, Stack, Table, Text } from '@mantine/core';
import type { AtRiskItem, AtRiskKind } from '@upkeep/contract';
import { Link } from 'react-router';
import { useStaffToken } from '../../session/realm-session';
import { QueryView } from '../../ui/query-view';
import { useAtRisk } from './api/get-at-risk';
import { PlainBadge, ScrollTable, SupportPage } from './support-ui';

export const AT_RISK_TITLE = 'At risk';

export const AT_RISK_KIND_LABELS: Record<AtRiskKind, string> = {
  expiring: 'Expiring unconfirmed',
  stuck: 'In Progress over a day',
  refund_refused: 'Refund refused',
};
const KIND_COLORS: Record<AtRiskKind, string> = { expiring: 'orange', stuck: 'yellow', refund_refused: 'red' };

/** '45 minutes', '3 hours', '2 days' (the largest whole unit; under a minute: 'less than a minute'). */
export function ageInWords(minutes: number): string {
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  if (minutes < 1) return 'less than a minute';
  if (minutes < 60) return plural(minutes, 'minute');
  if (minutes < 48 * 60) return plural(Math.floor(minutes / 60), 'hour');
  return plural(Math.floor(minutes / (24 * 60)), 'day');
}

function KindBadge({ kind }: { kind: AtRiskKind }) {
  return <PlainBadge color={KIND_COLORS[kind]}>{AT_RISK_KIND_LABELS[kind]}</PlainBadge>;
}

const ticketLink = (item: AtRiskItem) => (
  <Anchor component={Link} to={item.link} fw={600}>
    #{item.ticketId}
  </Anchor>
);

export function AtRiskPage() {
  const token = useStaffToken() ?? '';
  const items = useAtRisk(token);
  return (
    <SupportPage
      title={AT_RISK_TITLE}
      description="Bookings about to expire unconfirmed, jobs In Progress for more than a day, refunds the provider refused. Oldest first."
    >
      <QueryView
        query={items}
        errorTitle="Could not load the at-risk queue"
        empty={
          <Text size="lg" role="status" ta="center" py="xl">
            Nothing at risk
          </Text>
        }
      >
        {(rows) => (
          <>
            <Text size="sm" c="gray.7" role="status">
              {rows.length === 1 ? '1 ticket at risk' : `${rows.length} tickets at risk`}
            </Text>
            <Stack
              gap="sm"
              hiddenFrom="sm"
              component="ul"
              m={0}
              p={0}
              style={{ listStyle: 'none' }}
              aria-label="At risk"
            >
              {rows.map((item) => (
                <Card key={`${item.kind}-${item.ticketId}`} component="li" withBorder radius="md" padding="sm">
                  <Group justify="space-between" gap="xs" wrap="nowrap">
                    {ticketLink(item)}
                    <KindBadge kind={item.kind} />
                  </Group>
                  <Text size="sm" mt={4}>
                    {item.companyName} · {item.customerName}
                  </Text>
                  <Text size="sm" c="gray.7">
                    {item.status} · for {ageInWords(item.ageMinutes)}
                  </Text>
                  <Text size="sm">{item.detail}</Text>
                </Card>
              ))}
            </Stack>
            <Box visibleFrom="sm">
              <ScrollTable label="At risk">
                <Table striped verticalSpacing={6} aria-label="At risk">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th scope="col">Ticket</Table.Th>
                      <Table.Th scope="col">Why</Table.Th>
                      <Table.Th scope="col">For</Table.Th>
                      <Table.Th scope="col">Status</Table.Th>
                      <Table.Th scope="col">Company</Table.Th>
                      <Table.Th scope="col">Customer</Table.Th>
                      <Table.Th scope="col">Detail</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {rows.map((item) => (
                      <Table.Tr key={`${item.kind}-${item.ticketId}`}>
                        <Table.Td>{ticketLink(item)}</Table.Td>
                        <Table.Td>
                          <KindBadge kind={item.kind} />
                        </Table.Td>
                        <Table.Td style={{ whiteSpace: 'nowrap' }}>{ageInWords(item.ageMinutes)}</Table.Td>
                        <Table.Td>{item.status}</Table.Td>
                        <Table.Td>{item.companyName}</Table.Td>
                        <Table.Td>{item.customerName}</Table.Td>
                        <Table.Td>{item.detail}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </ScrollTable>
            </Box>
          </>
        )}
      </QueryView>
    </SupportPage>
  );
}
