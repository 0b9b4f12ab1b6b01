/**
 * /pro/plans (issue 31), for owners and office staff: the company's plans, customers' regular service on a saved
 * card. Each with its customer, service, how often and when, status, price per visit, next 3 visits and what it
 * brings in a month ahead; a plan waiting for the company is confirmed once here, a customer's request to move
 * every visit accepted or declined, and a new price told ahead shown. Below, the plan discounts of each service that
 * allows plans. Cards, one column on a phone.
 */
import { Alert, Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Plan, PlanStatus } from '@upkeep/contract';
import { errorMessage } from '../../lib/errors';
import { formatMoney } from '../../lib/money';
import { useCompanyToken } from '../../session/realm-session';
import { ProFrame } from '../../ui/pro-frame';
import { QueryView } from '../../ui/query-view';
import { useConfirmPlan } from './api/confirm-plan';
import { useCompanyPlans } from './api/get-company-plans';
import { aboutAMonth, monthlyRevenue, nextVisits, PLAN_STATUS_LABELS, priceChangeWords, visitWhen } from './format';
import { MoveRequestAnswer } from './move-request-answer';
import { PlanDiscountsCard } from './plan-discounts-card';

export const PLANS_TITLE = 'Plans';

const STATUS_COLORS: Record<PlanStatus, string> = {
  pending: 'yellow',
  active: 'teal',
  paused: 'gray',
  cancelled: 'red',
};

export function PlansPage() {
  const token = useCompanyToken() ?? '';
  const plans = useCompanyPlans(token);
  const confirm = useConfirmPlan(token);
  return (
    <ProFrame
      size="lg"
      title={PLANS_TITLE}
      description="Customers who book you every week, every 2 weeks or every 4 weeks. Confirm a plan once: each visit is then charged to the customer's card the day before and confirmed."
    >
      <QueryView
        query={plans}
        errorTitle="Could not load your plans"
        empty={
          <Card withBorder radius="md" padding="lg">
            <Text role="status">
              No plans yet. When a customer chooses a plan at checkout of Pool Service, Landscaping, Home Cleaning or
              Pest Control, it shows here for you to confirm.
            </Text>
          </Card>
        }
      >
        {(list) => (
          <Stack gap="sm">
            <Text fw={600} role="status">
              {list.filter((p) => p.status === 'active').length} active of {list.length}{' '}
              {list.length === 1 ? 'plan' : 'plans'} · {aboutAMonth(monthlyRevenue(list))} ahead
            </Text>
            <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Plans">
              {list.map((plan) => (
                <PlanCard
                  key={plan.id}
                  plan={plan}
                  token={token}
                  confirming={confirm.isPending && confirm.variables === plan.id}
                  error={confirm.isError && confirm.variables === plan.id ? errorMessage(confirm.error) : null}
                  onConfirm={() =>
                    confirm.mutate(plan.id, {
                      onSuccess: (done) =>
                        notifications.show({
                          color: 'teal',
                          message: `Plan confirmed: ${done.customerName}, ${done.serviceName}.`,
                        }),
                    })
                  }
                />
              ))}
            </Stack>
          </Stack>
        )}
      </QueryView>
      <PlanDiscountsCard token={token} />
    </ProFrame>
  );
}

function PlanCard({
  plan,
  token,
  confirming,
  error,
  onConfirm,
}: {
  plan: Plan;
  token: string;
  confirming: boolean;
  error: string | null;
  onConfirm: () => void;
}) {
  const next = nextVisits(plan, 3);
  const titleId = `plan-${plan.id}-title`;
  const newPrice = priceChangeWords(plan);
  return (
    <Card component="li" withBorder radius="md" padding="md" aria-labelledby={titleId}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Title order={3} size="h4" id={titleId} style={{ overflowWrap: 'anywhere' }}>
              {plan.customerName}: {plan.serviceName}
            </Title>
            <Text c="gray.7">
              {plan.frequency} · {plan.schedule}
            </Text>
          </Stack>
          <Badge color={STATUS_COLORS[plan.status]} c="dark.8" variant="light" radius="sm" style={{ flexShrink: 0 }}>
            {PLAN_STATUS_LABELS[plan.status]}
          </Badge>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs">
          <Detail label="Price per visit">
            {formatMoney(plan.pricePerVisit)}
            {plan.discountPercent > 0 ? ` (${plan.discountPercent}% plan discount)` : ''}
            {newPrice && (
              <Text component="span" display="block" size="sm" c="gray.8">
                {newPrice}
              </Text>
            )}
          </Detail>
          <Detail label="Revenue ahead">{aboutAMonth(monthlyRevenue([plan]))}</Detail>
          <Stack gap={0}>
            <Text size="sm" c="gray.7" id={`plan-${plan.id}-next`}>
              Next visits
            </Text>
            {next.length === 0 ? (
              <Text>None planned</Text>
            ) : (
              <Stack
                component="ul"
                gap={0}
                m={0}
                p={0}
                style={{ listStyle: 'none' }}
                aria-labelledby={`plan-${plan.id}-next`}
              >
                {next.map((visit) => (
                  <Text component="li" key={visit.date}>
                    {visitWhen(visit)}
                    {visit.state === 'at_risk' ? ' (payment failed)' : ''}
                  </Text>
                ))}
              </Stack>
            )}
          </Stack>
        </SimpleGrid>
        <MoveRequestAnswer plan={plan} token={token} />
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        {plan.status === 'pending' && (
          <Group>
            <Button
              onClick={onConfirm}
              loading={confirming}
              aria-label={`Confirm plan: ${plan.customerName}, ${plan.serviceName}`}
            >
              Confirm plan
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}

function Detail({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="sm" c="gray.7">
        {label}
      </Text>
      <Text>{children}</Text>
    </Stack>
  );
}
