/**
 * /staff/plans (issue 31): every plan, the latest first: customer, company, service, how often and when, status,
 * next visit (valley time) and how many visits are at risk (a charge failed); under its schedule, a move the customer
 * asked for (waiting for the company) and a new price told ahead. Read again every minute.
 */
import { Badge, Box, Table, Text } from '@mantine/core';
import type { Plan, PlanStatus } from '@upkeep/contract';
import { countOf } from '../../lib/format';
import { useStaffToken } from '../../session/realm-session';
import { ProFrame } from '../../ui/pro-frame';
import { QueryView } from '../../ui/query-view';
import { useStaffPlans } from './api/get-staff-plans';
import { atRiskCount, nextVisitWords, PLAN_STATUS_LABELS, planChangeWords } from './format';

export const STAFF_PLANS_TITLE = 'Plans';

const STATUS_COLORS: Record<PlanStatus, string> = {
  pending: 'yellow',
  active: 'teal',
  paused: 'gray',
  cancelled: 'red',
};

export function StaffPlansPage() {
  const token = useStaffToken() ?? '';
  const plans = useStaffPlans(token);
  return (
    <ProFrame
      size="lg"
      title={STAFF_PLANS_TITLE}
      description="Customers' regular service with one company on a saved card, the latest first. A visit at risk is one whose charge failed."
    >
      <QueryView
        query={plans}
        errorTitle="Could not load the plans"
        empty={
          <Text size="lg" role="status" ta="center" py="xl">
            No plans yet
          </Text>
        }
      >
        {(list) => (
          <>
            <Text size="sm" c="gray.7" role="status">
              {countOf(list.length, 'plan')},{' '}
              {countOf(
                list.reduce((n, p) => n + atRiskCount(p), 0),
                'visit',
              )}{' '}
              at risk
            </Text>
            <Box
              role="region"
              aria-label="Plans, scrollable"
              tabIndex={0}
              style={{ overflowX: 'auto', maxWidth: '100%', minWidth: 0 }}
            >
              <Table striped verticalSpacing={6} miw={900} aria-label="Plans">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">Customer</Table.Th>
                    <Table.Th scope="col">Company</Table.Th>
                    <Table.Th scope="col">Service</Table.Th>
                    <Table.Th scope="col">Frequency</Table.Th>
                    <Table.Th scope="col">Status</Table.Th>
                    <Table.Th scope="col">Next visit</Table.Th>
                    <Table.Th scope="col" ta="right">
                      At risk
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {list.map((plan) => (
                    <PlanRow key={plan.id} plan={plan} />
                  ))}
                </Table.Tbody>
              </Table>
            </Box>
          </>
        )}
      </QueryView>
    </ProFrame>
  );
}

function PlanRow({ plan }: { plan: Plan }) {
  const atRisk = atRiskCount(plan);
  return (
    <Table.Tr>
      <Table.Td>{plan.customerName}</Table.Td>
      <Table.Td>{plan.companyName}</Table.Td>
      <Table.Td>{plan.serviceName}</Table.Td>
      <Table.Td>
        {plan.frequency}
        <Text size="sm" c="gray.7">
          {plan.schedule}
        </Text>
        {planChangeWords(plan).map((words) => (
          <Text key={words} size="sm" fw={600}>
            {words}
          </Text>
        ))}
      </Table.Td>
      <Table.Td>
        <Badge
          color={STATUS_COLORS[plan.status]}
          c="dark.8"
          variant="light"
          radius="sm"
          style={{ whiteSpace: 'nowrap' }}
        >
          {PLAN_STATUS_LABELS[plan.status]}
        </Badge>
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{nextVisitWords(plan) ?? 'None'}</Table.Td>
      <Table.Td ta="right" fw={atRisk > 0 ? 700 : undefined} c={atRisk > 0 ? 'red.8' : undefined}>
        {atRisk}
      </Table.Td>
    </Table.Tr>
  );
}
