/** A table of tickets (a search's or one customer's), each linking to its page. */
import { Anchor, Table, Text } from '@mantine/core';
import type { StaffTicketListItem } from '@upkeep/contract';
import { Link } from 'react-router';
import { formatValleyDay } from '../../lib/format';
import { formatMoney } from '../../lib/money';
import { PlainBadge, ScrollTable } from './support-ui';

/** The tickets of a search or of one customer, each linking to its page. */
export function TicketsTable({ tickets, label = 'Tickets' }: { tickets: StaffTicketListItem[]; label?: string }) {
  return (
    <ScrollTable label={label}>
      <Table striped highlightOnHover verticalSpacing={6} miw={900} aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Ticket</Table.Th>
            <Table.Th scope="col">Scheduled</Table.Th>
            <Table.Th scope="col">Status</Table.Th>
            <Table.Th scope="col">Service</Table.Th>
            <Table.Th scope="col">Customer</Table.Th>
            <Table.Th scope="col">Company</Table.Th>
            <Table.Th scope="col" ta="right">
              Total
            </Table.Th>
            <Table.Th scope="col" ta="right">
              Paid
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {tickets.map((t) => (
            <Table.Tr key={t.id}>
              <Table.Td>
                <Anchor component={Link} to={`/staff/tickets/${t.id}`} fw={600}>
                  #{t.id}
                </Anchor>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatValleyDay(t.scheduledDate)}</Table.Td>
              <Table.Td>
                <PlainBadge>{t.status}</PlainBadge>
              </Table.Td>
              <Table.Td>{t.serviceName}</Table.Td>
              <Table.Td>
                {t.customerId ? (
                  <Anchor component={Link} to={`/staff/customers/${t.customerId}`}>
                    {t.customerName}
                  </Anchor>
                ) : (
                  <>
                    {t.customerName} <PlainBadge>Guest</PlainBadge>
                  </>
                )}
                <Text size="xs" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
                  {t.email} · {t.phoneNumber}
                </Text>
              </Table.Td>
              <Table.Td>{t.companyName}</Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {formatMoney(t.totalPrice)}
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {formatMoney(t.totalPaid)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}
