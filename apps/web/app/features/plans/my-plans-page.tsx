/**
 * /my-plans (issue 31): the signed-in customer's plans, regular service with one company on a saved card: each
 * with its service and company, how often and when, its status, the price of a visit, the card and the next visit,
 * leading to the plan's page (/my-plans/{id}). Cards, one column on a phone.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { Plan } from '@upkeep/contract';
import { Link } from 'react-router';
import { useLocalePath } from '../../i18n/locale';
import { SERVER_ERROR } from '../../i18n/spec-messages-account';
import { formatMoney } from '../../lib/money';
import { RequireLogin } from '../../session/require-login';
import { useSession } from '../../session/store';
import { QueryView } from '../../ui/query-view';
import { ScreenFrame } from '../../ui/screen-frame';
import { usePlans } from './api/get-plans';
import { nextVisit, usePlanWords } from './format';
import { PlanStatusBadge } from './plan-ui';

export const MY_PLANS_TITLE: MessageDescriptor = msg`My plans`;
export const MY_PLANS_DESCRIPTION: MessageDescriptor = msg`Your regular services: their visits, what they cost and the card they are charged to.`;

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
  const { t, i18n } = useLingui();
  return (
    <ScreenFrame title={i18n._(MY_PLANS_TITLE)} description={i18n._(MY_PLANS_DESCRIPTION)}>
      <QueryView
        query={plans}
        errorTitle={t`Could not load your plans`}
        fallback={i18n._(SERVER_ERROR)}
        empty={<NoPlans />}
      >
        {(list) => (
          <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }} aria-label={t`Your plans`}>
            {list.map((plan) => (
              <PlanCard key={plan.id} plan={plan} />
            ))}
          </Stack>
        )}
      </QueryView>
    </ScreenFrame>
  );
}

function NoPlans() {
  const inLocale = useLocalePath();
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm" align="flex-start">
        <Text size="lg" fw={600} role="status">
          <Trans>No plans yet</Trans>
        </Text>
        <Text>
          <Trans>
            Start one at checkout of Pool Service, Landscaping, Home Cleaning or Pest Control: choose every week, every
            2 weeks or every 4 weeks, and each visit is charged to your saved card the day before.
          </Trans>
        </Text>
        <Button component={Link} to={inLocale('/services')}>
          <Trans>Book a service</Trans>
        </Button>
      </Stack>
    </Card>
  );
}

function PlanCard({ plan }: { plan: Plan }) {
  const { t } = useLingui();
  const words = usePlanWords();
  const inLocale = useLocalePath();
  const next = nextVisit(plan);
  const { serviceName, companyName, discountPercent } = plan;
  const name = t`${serviceName} with ${companyName}`;
  return (
    <Card component="li" withBorder radius="md" padding="md" aria-label={name}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
          <Anchor component={Link} to={inLocale(`/my-plans/${plan.id}`)} fw={700} style={{ overflowWrap: 'anywhere' }}>
            {name}
          </Anchor>
          <PlanStatusBadge status={plan.status} />
        </Group>
        <Text>
          {plan.frequency} · {plan.schedule}
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs">
          <Detail label={t`Price per visit`}>
            {formatMoney(plan.pricePerVisit)}
            {discountPercent > 0 ? ` ${t`(${discountPercent}% off)`}` : ''}
          </Detail>
          <Detail label={t`Card`}>{words.card(plan.card)}</Detail>
          <Detail label={t`Next visit`}>{next ? words.visitWhen(next) : t`None planned`}</Detail>
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
