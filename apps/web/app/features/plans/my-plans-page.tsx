/**
 * /my-plans (issue 31): the signed-in customer's plans, regular service with one company on a saved card: each
 * with its service and company, how often and when, its status, the price of a visit, the card and the next visit,
 * leading to the plan's page (/my-plans/{id}). Cards, one column on a phone.
 */
import { Anchor, Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { Plan } from '@upkeep/contract';
import { Link } from 'react-router';
import { formatMoney } from '../../lib/money';
import { RequireLogin } from '../../session/require-login';
import { useSession } from '../../session/store';
import { QueryView } from '../../ui/query-view';
import { usePlans } from './api/get-plans';
import { cardWords, nextVisit, PLAN_SERVICE_NAMES, visitWhen } from './format';
import { PlanStatusBadge, PlansFrame } from './plan-ui';

export const MY_PLANS_TITLE = 'My plans';
export const MY_PLANS_DESCRIPTION =
  'Your regular services: their visits, what they cost and the card they are charged to.';

export function MyPlansPage() {
  return (
    <RequireLogin redirectTo="/sign-in">
      <MyPlans />
    </RequireLogin>
  );
}

function MyPlans() {
  const token = useSession((s) => s.token) ?? '';
  const plans = usePlans(token);
  return (
    <PlansFrame title={MY_PLANS_TITLE} description={MY_PLANS_DESCRIPTION}>
      <QueryView query={plans} errorTitle="Could not load your plans" empty={<NoPlans />}>
        {(list) => (
          <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Your plans">
            {list.map((plan) => (
              <PlanCard key={plan.id} plan={plan} />
            ))}
          </Stack>
        )}
      </QueryView>
    </PlansFrame>
  );
}

function NoPlans() {
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm" align="flex-start">
        <Text size="lg" fw={600} role="status">
          No plans yet
        </Text>
        <Text>
          Start one at checkout of {PLAN_SERVICE_NAMES}: choose every week, every 2 weeks or every 4 weeks, and each
          visit is charged to your saved card the day before.
        </Text>
        <Button component={Link} to="/services">
          Book a service
        </Button>
      </Stack>
    </Card>
  );
}

function PlanCard({ plan }: { plan: Plan }) {
  const next = nextVisit(plan);
  const name = `${plan.serviceName} with ${plan.companyName}`;
  return (
    <Card component="li" withBorder radius="md" padding="md" aria-label={name}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
          <Anchor component={Link} to={`/my-plans/${plan.id}`} fw={700} style={{ overflowWrap: 'anywhere' }}>
            {name}
          </Anchor>
          <PlanStatusBadge status={plan.status} />
        </Group>
        <Text>
          {plan.frequency} · {plan.schedule}
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs">
          <Detail label="Price per visit">
            {formatMoney(plan.pricePerVisit)}
            {plan.discountPercent > 0 ? ` (${plan.discountPercent}% off)` : ''}
          </Detail>
          <Detail label="Card">{cardWords(plan.card)}</Detail>
          <Detail label="Next visit">{next ? visitWhen(next) : 'None planned'}</Detail>
        </SimpleGrid>
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
