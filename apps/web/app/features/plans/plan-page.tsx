/**
 * /my-plans/{id} (issue 31): one of the customer's plans. Its visits from today on, each with its time (valley),
 * amount and state in words, a visit not charged yet skippable (free until it is charged, 24 hours before);
 * pause, resume or cancel the plan; ask to move every visit to another day and time (the company accepts), or
 * withdraw the request while it waits; the company's new price, told ahead; the charges made so far. Every change is
 * confirmed first, and the server's answer replaces the plan on screen. One column on a phone.
 */
import { Alert, Anchor, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { PLAN_CHARGE_HOURS_BEFORE, type Plan, type PlanVisit, type PlanVisitState } from '@upkeep/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../lib/api';
import { errorMessage } from '../../lib/errors';
import { formatMoney } from '../../lib/money';
import { RequireLogin } from '../../session/require-login';
import { useSession } from '../../session/store';
import { ErrorState } from '../../ui/error-state';
import { ConfirmDialog } from '../../ui/lazy-confirm-dialog';
import { lazyDialog } from '../../ui/lazy-dialog';
import { PageLoader } from '../../ui/page-loader';
import { type PlanChange, useChangePlan } from './api/change-plan';
import { usePlan } from './api/get-plan';
import { useSkipVisit } from './api/skip-visit';
import {
  canSkip,
  cardWords,
  chargedVisits,
  priceChangeWords,
  visitDay,
  visitStateWords,
  visitsAhead,
  visitWhen,
} from './format';
import { MoveRequestNotice } from './plan-move';
import { PlanStatusBadge, PlansFrame } from './plan-ui';

/** The request to move the plan's visits, loaded when first opened (issue 48): its form, date picker and dialog. */
const MoveVisitsDialog = lazyDialog(() => import('./plan-move-dialog').then((m) => m.MoveVisitsDialog), {
  isOpen: (props) => props.opened,
  closed: (props) => ({ ...props, opened: false }),
});

export const PLAN_TITLE = 'Plan';
export const PLAN_DESCRIPTION =
  'Your regular service: skip a visit, move all visits, pause or cancel the plan, see its charges.';

/** A positive whole number from the path, else null. */
function planIdOf(value: string | undefined): number | null {
  const n = value && /^\d+$/.test(value) ? Number(value) : Number.NaN;
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

export function PlanPage({ id }: { id: string | undefined }) {
  const planId = planIdOf(id);
  return <RequireLogin redirectTo="/sign-in">{planId ? <PlanScreen id={planId} /> : <PlanNotFound />}</RequireLogin>;
}

function PlanNotFound() {
  return (
    <PlansFrame title="Plan not found">
      <Text>This plan is not one of yours, or the link is mistyped.</Text>
      <Group>
        <Button component={Link} to="/my-plans">
          My plans
        </Button>
      </Group>
    </PlansFrame>
  );
}

function PlanScreen({ id }: { id: number }) {
  const token = useSession((s) => s.token) ?? '';
  const plan = usePlan(id, token);
  if (plan.isPending) return <PageLoader />;
  if (plan.isError) {
    if (plan.error instanceof ApiError && plan.error.statusCode === 404) return <PlanNotFound />;
    return (
      <PlansFrame title={PLAN_TITLE}>
        <ErrorState
          title="Could not load your plan"
          message={errorMessage(plan.error)}
          onRetry={() => void plan.refetch()}
        />
      </PlansFrame>
    );
  }
  return <PlanView plan={plan.data} token={token} />;
}

const CHANGES: Record<PlanChange, { title: string; confirm: string; text: string; done: string; color?: string }> = {
  pause: {
    title: 'Pause the plan?',
    confirm: 'Pause plan',
    text: 'Visits not charged yet are cancelled, and none are made until you resume the plan.',
    done: 'Plan paused.',
  },
  resume: {
    title: 'Resume the plan?',
    confirm: 'Resume plan',
    text: 'Visits are made again from the next free time, each charged to your card the day before.',
    done: 'Plan resumed.',
  },
  cancel: {
    title: 'Cancel the plan?',
    confirm: 'Cancel plan',
    text: 'Its future visits not charged yet are cancelled and the company is told. This cannot be undone.',
    done: 'Plan cancelled.',
    color: 'red',
  },
};

function PlanView({ plan, token }: { plan: Plan; token: string }) {
  const [change, setChange] = useState<PlanChange | null>(null);
  const [skipping, setSkipping] = useState<PlanVisit | null>(null);
  const [moving, setMoving] = useState(false);
  const changePlan = useChangePlan(plan.id, token);
  const skip = useSkipVisit(plan.id, token);
  const ahead = visitsAhead(plan);
  const charges = chargedVisits(plan);
  const running = plan.status === 'active' || plan.status === 'pending';
  const newPrice = priceChangeWords(plan);
  return (
    <PlansFrame
      title={`${plan.serviceName} plan`}
      description={`${plan.companyName} · ${plan.frequency} · ${plan.schedule}`}
    >
      <Anchor component={Link} to="/my-plans" size="sm">
        ‹ My plans
      </Anchor>
      <Card withBorder radius="md" padding="md" component="section" aria-labelledby="plan-details">
        <Stack gap="sm">
          <Group justify="space-between" gap="sm">
            <Title order={2} size="h4" id="plan-details">
              The plan
            </Title>
            <PlanStatusBadge status={plan.status} />
          </Group>
          {plan.status === 'pending' && (
            <Text size="sm">
              {plan.companyName} confirms the plan once; until then each visit waits for its confirmation as a booking.
            </Text>
          )}
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
            <Detail label="Price per visit">
              {formatMoney(plan.pricePerVisit)}
              {plan.discountPercent > 0 ? ` (${plan.discountPercent}% plan discount)` : ''}
            </Detail>
            <Detail label="Charged to">{cardWords(plan.card)}</Detail>
          </SimpleGrid>
          {newPrice && (
            <Alert color="yellow" variant="light" role="status" title="New price">
              {newPrice}
            </Alert>
          )}
          <MoveRequestNotice plan={plan} token={token} />
          {plan.status !== 'cancelled' && (
            <Group gap="sm">
              {plan.status === 'active' && !plan.moveRequest && (
                <Button variant="default" onClick={() => setMoving(true)}>
                  Move all visits
                </Button>
              )}
              {running && (
                <Button variant="default" onClick={() => setChange('pause')}>
                  Pause plan
                </Button>
              )}
              {plan.status === 'paused' && <Button onClick={() => setChange('resume')}>Resume plan</Button>}
              <Button variant="outline" color="red.8" onClick={() => setChange('cancel')}>
                Cancel plan
              </Button>
            </Group>
          )}
        </Stack>
      </Card>

      <Stack gap="sm" component="section" aria-labelledby="plan-visits">
        <Title order={2} size="h3" id="plan-visits">
          Upcoming visits
        </Title>
        <Text size="sm" c="gray.7">
          Each visit is charged to your card {PLAN_CHARGE_HOURS_BEFORE} hours before it; you can skip it for free until
          then.
        </Text>
        {ahead.length === 0 ? (
          <Text>{running ? 'No visits planned yet.' : 'No visits ahead.'}</Text>
        ) : (
          <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Upcoming visits">
            {ahead.map((visit) => (
              <VisitCard
                key={visit.date}
                visit={visit}
                skippable={canSkip(plan, visit)}
                onSkip={() => setSkipping(visit)}
              />
            ))}
          </Stack>
        )}
      </Stack>

      <Stack gap="sm" component="section" aria-labelledby="plan-charges">
        <Title order={2} size="h3" id="plan-charges">
          Charges
        </Title>
        {charges.length === 0 ? (
          <Text>No charges yet.</Text>
        ) : (
          <>
            <Stack component="ul" gap={4} m={0} p={0} style={{ listStyle: 'none' }} aria-label="Charges">
              {charges.map((visit) => (
                <Group key={visit.date} component="li" justify="space-between" wrap="nowrap" gap="sm">
                  <Text>
                    Visit of {visitWhen(visit)}
                    {visit.ticketId !== null && (
                      <>
                        {' · '}
                        <Anchor component={Link} to={`/detail-ticket?TicketId=${visit.ticketId}`}>
                          Ticket #{visit.ticketId}
                        </Anchor>
                      </>
                    )}
                  </Text>
                  <Text fw={600} style={{ whiteSpace: 'nowrap' }}>
                    {formatMoney(visit.amount)}
                  </Text>
                </Group>
              ))}
            </Stack>
            <Text fw={700} ta="right">
              Charged so far: {formatMoney(charges.reduce((sum, v) => sum + v.amount, 0))}
            </Text>
          </>
        )}
      </Stack>

      {plan.status === 'active' && (
        <MoveVisitsDialog plan={plan} token={token} opened={moving} onClose={() => setMoving(false)} />
      )}
      <ConfirmDialog
        subject={skipping}
        title="Skip this visit?"
        confirmLabel="Skip the visit"
        cancelLabel="Keep it"
        action={skip}
        variables={(visit) => visit.ticketId ?? 0}
        done={() => 'Visit skipped: it will not be charged.'}
        onClose={() => setSkipping(null)}
      >
        {(visit) => (
          <Text>The visit of {visitWhen(visit)} is cancelled and not charged. Your next visits stay as planned.</Text>
        )}
      </ConfirmDialog>
      <ConfirmDialog
        subject={change}
        title={change ? CHANGES[change].title : ''}
        confirmLabel={change ? CHANGES[change].confirm : ''}
        cancelLabel="Not now"
        color={change ? CHANGES[change].color : undefined}
        action={changePlan}
        variables={(c) => c}
        done={(_, c) => CHANGES[c].done}
        onClose={() => setChange(null)}
      >
        {(c) => <Text>{CHANGES[c].text}</Text>}
      </ConfirmDialog>
    </PlansFrame>
  );
}

const STATE_COLORS: Partial<Record<PlanVisitState, string>> = { at_risk: 'red.8', charged: 'teal.9' };

function VisitCard({ visit, skippable, onSkip }: { visit: PlanVisit; skippable: boolean; onSkip: () => void }) {
  const when = visitWhen(visit);
  const words = visitStateWords(visit);
  return (
    <Card component="li" withBorder radius="md" padding="sm" aria-label={`Visit of ${when}`}>
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
          <Text fw={600}>{when}</Text>
          <Text fw={600} style={{ whiteSpace: 'nowrap' }}>
            {formatMoney(visit.amount)}
          </Text>
        </Group>
        {visit.state === 'at_risk' && visit.ticketId !== null ? (
          <Stack gap={2}>
            <Anchor component={Link} to={`/detail-ticket?TicketId=${visit.ticketId}`} c="red.8" fw={600}>
              {words}
            </Anchor>
            {visit.chargeError && <Text size="sm">{visit.chargeError}</Text>}
          </Stack>
        ) : (
          <Text size="sm" c={STATE_COLORS[visit.state] ?? 'gray.7'} fw={visit.state === 'charged' ? 600 : undefined}>
            {words}
          </Text>
        )}
        {skippable && (
          <Group>
            <Button variant="default" size="sm" onClick={onSkip} aria-label={`Skip the visit of ${visitDay(visit)}`}>
              Skip
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
