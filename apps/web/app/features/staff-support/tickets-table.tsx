/** A table of tickets (a search's or one customer's), each linking to its page. */
import { Anchor, Table, Text } from '@mantine/core';
import type { PlanVisitState, StaffTicketListItem } from '@upkeep/contract';
import { Link } from 'react-router';
import { formatValleyDay } from '../../lib/format';
import { formatMoney } from '../../lib/money';
import { PlainBadge, ScrollTable } from './support-ui';

/**
 * A plan's visit in words (issue 46): its ticket stays Pending with nothing paid until the charge the day before,
 * which the list said as "Pending, $0.00".
 */
export const PLAN_VISIT_WORDS: Record<PlanVisitState, string> = {
  upcoming: 'Charged the day before',
  charging: 'Being charged',
  charged: 'Charged',
  at_risk: 'Charge failed: the customer pays by link',
  skipped: 'Skipped by the customer',
  cancelled: 'Cancelled',
  unplaced: 'No start was free',
};
const NOT_CHARGED_YET = new Set<PlanVisitState>(['upcoming', 'charging']);

/**
 * The tickets of a search or of one customer, each linking to its page. "Paid" states the ticket totals' figures
 * as the customer sees them (issue 46): what was paid, before refunds, and what was refunded of it, apart.
 */
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
                {t.planVisit ? (
                  <>
                    <PlainBadge>Plan visit</PlainBadge>
                    <Text size="xs" c="gray.8">
                      {t.status === 'Pending' ? PLAN_VISIT_WORDS[t.planVisit.state] : t.status}
                    </Text>
                  </>
                ) : (
                  <PlainBadge>{t.status}</PlainBadge>
                )}
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
                {t.planVisit && t.paid === 0 && NOT_CHARGED_YET.has(t.planVisit.state) ? (
                  <Text size="sm" c="gray.7" span>
                    Not due yet
                  </Text>
                ) : (
                  <>
                    {formatMoney(t.paid)}
                    {t.refunded > 0 && (
                      <Text size="xs" c="gray.8">
                        {formatMoney(t.refunded)} refunded
                      </Text>
                    )}
                  </>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}
