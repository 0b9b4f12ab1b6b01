/**
 * /my-plans/{id} (issue 31): one of the customer's plans. Its visits from today on, each with its time (valley),
 * amount and state in words, a visit not charged yet skippable (free until it is charged, 24 hours before);
 * pause, resume or cancel the plan; ask to move every visit to another day and time (the company accepts), or
 * withdraw the request while it waits; the company's new price, told ahead; the charges made so far. Every change is
 * confirmed first, and the server's answer replaces the plan on screen. One column on a phone.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { PLAN_CHARGE_HOURS_BEFORE, type Plan, type PlanVisit, type PlanVisitState } from '@upkeep/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { useLocalePath } from '../../i18n/locale';
import { SERVER_ERROR } from '../../i18n/spec-messages-account';
import { ApiError } from '../../lib/api';
import { errorMessage } from '../../lib/errors';
import { formatMoney } from '../../lib/money';
import { RequireLogin } from '../../session/require-login';
import { useSession } from '../../session/store';
import { ErrorState } from '../../ui/error-state';
import { ConfirmDialog } from '../../ui/lazy-confirm-dialog';
import { lazyDialog } from '../../ui/lazy-dialog';
import { PageLoader } from '../../ui/page-loader';
import { ScreenFrame } from '../../ui/screen-frame';
import { type PlanChange, useChangePlan } from './api/change-plan';
import { usePlan } from './api/get-plan';
import { useSkipVisit } from './api/skip-visit';
import { canSkip, chargedVisits, usePlanWords, visitsAhead } from './format';
import { MoveRequestNotice } from './plan-move';
import { PlanStatusBadge } from './plan-ui';

/** The request to move the plan's visits, loaded when first opened (issue 48): its form, date picker and dialog. */
const MoveVisitsDialog = lazyDialog(() => import('./plan-move-dialog').then((m) => m.MoveVisitsDialog), {
  isOpen: (props) => props.opened,
  closed: (props) => ({ ...props, opened: false }),
});

export const PLAN_TITLE: MessageDescriptor = msg`Plan`;
export const PLAN_DESCRIPTION: MessageDescriptor = msg`Your regular service: skip a visit, move all visits, pause or cancel the plan, see its charges.`;

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
  const { t } = useLingui();
  const inLocale = useLocalePath();
  return (
    <ScreenFrame title={t`Plan not found`}>
      <Text>
        <Trans>This plan is not one of yours, or the link is mistyped.</Trans>
      </Text>
      <Group>
        <Button component={Link} to={inLocale('/my-plans')}>
          <Trans>My plans</Trans>
        </Button>
      </Group>
    </ScreenFrame>
  );
}

function PlanScreen({ id }: { id: number }) {
  const token = useSession((s) => s.token) ?? '';
  const plan = usePlan(id, token);
  const { t, i18n } = useLingui();
  if (plan.isPending) return <PageLoader />;
  if (plan.isError) {
    if (plan.error instanceof ApiError && plan.error.statusCode === 404) return <PlanNotFound />;
    return (
      <ScreenFrame title={i18n._(PLAN_TITLE)}>
        <ErrorState
          title={t`Could not load your plan`}
          message={errorMessage(plan.error, i18n._(SERVER_ERROR))}
          onRetry={() => void plan.refetch()}
        />
      </ScreenFrame>
    );
  }
  return <PlanView plan={plan.data} token={token} />;
}

interface ChangeWords {
  title: MessageDescriptor;
  confirm: MessageDescriptor;
  text: MessageDescriptor;
  done: MessageDescriptor;
  color?: string;
}

const CHANGES: Record<PlanChange, ChangeWords> = {
  pause: {
    title: msg`Pause the plan?`,
    confirm: msg`Pause plan`,
    text: msg`Visits not charged yet are cancelled, and none are made until you resume the plan.`,
    done: msg`Plan paused.`,
  },
  resume: {
    title: msg`Resume the plan?`,
    confirm: msg`Resume plan`,
    text: msg`Visits are made again from the next free time, each charged to your card the day before.`,
    done: msg`Plan resumed.`,
  },
  cancel: {
    title: msg`Cancel the plan?`,
    confirm: msg`Cancel plan`,
    text: msg`Its future visits not charged yet are cancelled and the company is told. This cannot be undone.`,
    done: msg`Plan cancelled.`,
    color: 'red',
  },
};

function PlanView({ plan, token }: { plan: Plan; token: string }) {
  const [change, setChange] = useState<PlanChange | null>(null);
  const [skipping, setSkipping] = useState<PlanVisit | null>(null);
  const [moving, setMoving] = useState(false);
  const changePlan = useChangePlan(plan.id, token);
  const skip = useSkipVisit(plan.id, token);
  const { t, i18n } = useLingui();
  const words = usePlanWords();
  const inLocale = useLocalePath();
  const ahead = visitsAhead(plan);
  const charges = chargedVisits(plan);
  const running = plan.status === 'active' || plan.status === 'pending';
  const newPrice = words.priceChange(plan);
  const { serviceName, companyName, discountPercent } = plan;
  const hours = PLAN_CHARGE_HOURS_BEFORE;
  const chargedSoFar = formatMoney(charges.reduce((sum, v) => sum + v.amount, 0));
  const said = (change: PlanChange | null, part: 'title' | 'confirm') => (change ? i18n._(CHANGES[change][part]) : '');
  return (
    <ScreenFrame title={t`${serviceName} plan`} description={`${companyName} · ${plan.frequency} · ${plan.schedule}`}>
      <Anchor component={Link} to={inLocale('/my-plans')} size="sm">
        ‹ <Trans>My plans</Trans>
      </Anchor>
      <Card withBorder radius="md" padding="md" component="section" aria-labelledby="plan-details">
        <Stack gap="sm">
          <Group justify="space-between" gap="sm">
            <Title order={2} size="h4" id="plan-details">
              <Trans>The plan</Trans>
            </Title>
            <PlanStatusBadge status={plan.status} />
          </Group>
          {plan.status === 'pending' && (
            <Text size="sm">
              <Trans>
                {companyName} confirms the plan once; until then each visit waits for its confirmation as a booking.
              </Trans>
            </Text>
          )}
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
            <Detail label={t`Price per visit`}>
              {formatMoney(plan.pricePerVisit)}
              {discountPercent > 0 ? ` ${t`(${discountPercent}% plan discount)`}` : ''}
            </Detail>
            <Detail label={t`Charged to`}>{words.card(plan.card)}</Detail>
          </SimpleGrid>
          {newPrice && (
            <Alert color="yellow" variant="light" role="status" title={t`New price`}>
              {newPrice}
            </Alert>
          )}
          <MoveRequestNotice plan={plan} token={token} />
          {plan.status !== 'cancelled' && (
            <Group gap="sm">
              {plan.status === 'active' && !plan.moveRequest && (
                <Button variant="default" onClick={() => setMoving(true)}>
                  <Trans>Move all visits</Trans>
                </Button>
              )}
              {running && (
                <Button variant="default" onClick={() => setChange('pause')}>
                  <Trans>Pause plan</Trans>
                </Button>
              )}
              {plan.status === 'paused' && (
                <Button onClick={() => setChange('resume')}>
                  <Trans>Resume plan</Trans>
                </Button>
              )}
              <Button variant="outline" color="red.8" onClick={() => setChange('cancel')}>
                <Trans>Cancel plan</Trans>
              </Button>
            </Group>
          )}
        </Stack>
      </Card>

      <Stack gap="sm" component="section" aria-labelledby="plan-visits">
        <Title order={2} size="h3" id="plan-visits">
          <Trans>Upcoming visits</Trans>
        </Title>
        <Text size="sm" c="gray.7">
          <Trans>
            Each visit is charged to your card {hours} hours before it; you can skip it for free until then.
          </Trans>
        </Text>
        {ahead.length === 0 ? (
          <Text>{running ? t`No visits planned yet.` : t`No visits ahead.`}</Text>
        ) : (
          <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }} aria-label={t`Upcoming visits`}>
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
          <Trans>Charges</Trans>
        </Title>
        {charges.length === 0 ? (
          <Text>
            <Trans>No charges yet.</Trans>
          </Text>
        ) : (
          <>
            <Stack component="ul" gap={4} m={0} p={0} style={{ listStyle: 'none' }} aria-label={t`Charges`}>
              {charges.map((visit) => {
                const when = words.visitWhen(visit);
                return (
                  <Group key={visit.date} component="li" justify="space-between" wrap="nowrap" gap="sm">
                    <Text>
                      {t`Visit of ${when}`}
                      {visit.ticketId !== null && (
                        <>
                          {' · '}
                          <Anchor component={Link} to={inLocale(`/detail-ticket?TicketId=${visit.ticketId}`)}>
                            {t`Ticket #${visit.ticketId}`}
                          </Anchor>
                        </>
                      )}
                    </Text>
                    <Text fw={600} style={{ whiteSpace: 'nowrap' }}>
                      {formatMoney(visit.amount)}
                    </Text>
                  </Group>
                );
              })}
            </Stack>
            <Text fw={700} ta="right">
              <Trans>Charged so far: {chargedSoFar}</Trans>
            </Text>
          </>
        )}
      </Stack>

      {plan.status === 'active' && (
        <MoveVisitsDialog plan={plan} token={token} opened={moving} onClose={() => setMoving(false)} />
      )}
      <ConfirmDialog
        subject={skipping}
        title={t`Skip this visit?`}
        confirmLabel={t`Skip the visit`}
        cancelLabel={t`Keep it`}
        action={skip}
        variables={(visit) => visit.ticketId ?? 0}
        done={() => t`Visit skipped: it will not be charged.`}
        describe={(error) => errorMessage(error, i18n._(SERVER_ERROR))}
        onClose={() => setSkipping(null)}
      >
        {(visit) => <SkipText when={words.visitWhen(visit)} />}
      </ConfirmDialog>
      <ConfirmDialog
        subject={change}
        title={said(change, 'title')}
        confirmLabel={said(change, 'confirm')}
        cancelLabel={t`Not now`}
        color={change ? CHANGES[change].color : undefined}
        action={changePlan}
        variables={(c) => c}
        done={(_, c) => i18n._(CHANGES[c].done)}
        describe={(error) => errorMessage(error, i18n._(SERVER_ERROR))}
        onClose={() => setChange(null)}
      >
        {(c) => <Text>{i18n._(CHANGES[c].text)}</Text>}
      </ConfirmDialog>
    </ScreenFrame>
  );
}

/** What skipping the visit of `when` does. */
function SkipText({ when }: { when: string }) {
  return (
    <Text>
      <Trans>The visit of {when} is cancelled and not charged. Your next visits stay as planned.</Trans>
    </Text>
  );
}

const STATE_COLORS: Partial<Record<PlanVisitState, string>> = { at_risk: 'red.8', charged: 'teal.9' };

function VisitCard({ visit, skippable, onSkip }: { visit: PlanVisit; skippable: boolean; onSkip: () => void }) {
  const { t } = useLingui();
  const planWords = usePlanWords();
  const inLocale = useLocalePath();
  const when = planWords.visitWhen(visit);
  const words = planWords.visitState(visit);
  const day = planWords.visitDay(visit);
  return (
    <Card component="li" withBorder radius="md" padding="sm" aria-label={t`Visit of ${when}`}>
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
          <Text fw={600}>{when}</Text>
          <Text fw={600} style={{ whiteSpace: 'nowrap' }}>
            {formatMoney(visit.amount)}
          </Text>
        </Group>
        {visit.state === 'at_risk' && visit.ticketId !== null ? (
          <Stack gap={2}>
            <Anchor component={Link} to={inLocale(`/detail-ticket?TicketId=${visit.ticketId}`)} c="red.8" fw={600}>
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
            <Button variant="default" size="sm" onClick={onSkip} aria-label={t`Skip the visit of ${day}`}>
              <Trans>Skip</Trans>
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
