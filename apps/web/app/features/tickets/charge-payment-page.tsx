import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Card, Group, Select, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OpenCharge } from '@upkeep/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useLocalePath } from '../../i18n/locale';
import { formatMoney } from '../../lib/money';
import { RequireLogin } from '../../session/require-login';
import { ticketScreenToken, useSession } from '../../session/store';
import type { CardFormHandle } from '../../shared/payments/card-form';
import { type PaymentOutcome, payWithCard, validateReturnedPayment } from '../../shared/payments/pay-by-card';
import { PaymentCardSection } from '../../shared/payments/payment-card-section';
import { useGoToChallenge, usePaymentReturn } from '../../shared/payments/payment-return';
import { useServiceName } from '../../shared/search/search-services';
import { ErrorState } from '../../ui/error-state';
import { PageLoader } from '../../ui/page-loader';
import { createOpenChargeIntent } from './api/create-open-charge-intent';
import { useScheduledService } from './api/get-scheduled-service';
import { useTicket } from './api/get-ticket';
import { ticketKeys } from './api/keys';
import { validateOpenChargePayment } from './api/validate-open-charge-payment';
import { formatDuration, useTicketDates } from './format';
import { OPEN_CHARGE_FAILED, ticketErrorMessage } from './ticket-errors';
import { detailPath, positiveInt, useTicketScreenParams } from './ticket-params';
import { NoTicketChosen, TicketsFrame } from './ticket-ui';

export const CHARGE_PAYMENT_TITLE: MessageDescriptor = msg`Pay an extra charge`;
export const CHARGE_PAYMENT_DESCRIPTION: MessageDescriptor = msg`Pay an extra charge the company added to your ticket.`;
/** The contract's Messages this screen says, in the catalogue (held to it by i18n/spec-messages.test.ts). */
export const OPEN_CHARGE_PAID: MessageDescriptor = msg`Open Charge successfully paid.`;

export function ChargePaymentPage() {
  return (
    <RequireLogin redirectTo="/sign-in" orTicketLink>
      <ChargePaymentScreen />
    </RequireLogin>
  );
}

/** State: TicketId, ServiceID (spec 000 section 2), and our OpenChargeID when a row's button chose one. */
function ChargePaymentScreen() {
  const { ticketId, state, search } = useTicketScreenParams();
  const serviceId = positiveInt(state.ServiceID) ?? positiveInt(search.get('ServiceID'));
  const chargeId = positiveInt(state.OpenChargeID);
  const { i18n } = useLingui();
  if (!ticketId) return <NoTicketChosen title={i18n._(CHARGE_PAYMENT_TITLE)} />;
  if (!serviceId) return <ServiceIdFromTicket ticketId={ticketId} chargeId={chargeId} />;
  return <ChargePaymentLoader ticketId={ticketId} serviceId={serviceId} chargeId={chargeId} />;
}

/** Opened with the ticket only: its service comes from the ticket. */
function ServiceIdFromTicket({ ticketId, chargeId }: { ticketId: number; chargeId: number | null }) {
  const token = useSession(ticketScreenToken) ?? '';
  const ticket = useTicket(ticketId, token);
  const { t, i18n } = useLingui();
  if (ticket.isError) {
    return (
      <TicketsFrame title={i18n._(CHARGE_PAYMENT_TITLE)}>
        <ErrorState
          title={t`Could not load this ticket`}
          message={ticketErrorMessage(ticket.error)}
          onRetry={() => void ticket.refetch()}
        />
      </TicketsFrame>
    );
  }
  if (!ticket.data) return <PageLoader />;
  return <ChargePaymentLoader ticketId={ticketId} serviceId={ticket.data.servicesID} chargeId={chargeId} />;
}

function ChargePaymentLoader({
  ticketId,
  serviceId,
  chargeId,
}: {
  ticketId: number;
  serviceId: number;
  chargeId: number | null;
}) {
  const token = useSession(ticketScreenToken) ?? '';
  const service = useScheduledService(ticketId, serviceId, token);
  const { t, i18n } = useLingui();
  const dates = useTicketDates();
  const serviceName = useServiceName();
  if (service.isPending) return <PageLoader />;
  if (service.isError) {
    return (
      <TicketsFrame title={i18n._(CHARGE_PAYMENT_TITLE)}>
        <ErrorState
          title={t`Could not load this ticket`}
          message={ticketErrorMessage(service.error)}
          onRetry={() => void service.refetch()}
        />
      </TicketsFrame>
    );
  }
  const s = service.data;
  const id = s.id;
  const name = serviceName(serviceId, s.serviceName);
  const company = s.company.companyName;
  const visit = dates.visit(s.scheduledDate, s.duration);
  return (
    <TicketsFrame
      title={i18n._(CHARGE_PAYMENT_TITLE)}
      description={
        <Trans>
          Ticket #{id}: {name} with <strong>{company}</strong>, {visit}
        </Trans>
      }
      size="sm"
    >
      <ChargePayment
        ticketId={s.id}
        charges={s.openCharges.filter((c) => c.status === 'pending')}
        initialChargeId={chargeId}
        token={token}
      />
    </TicketsFrame>
  );
}

type Stage = 'ready' | 'paying' | 'done';

function ChargePayment({
  ticketId,
  charges,
  initialChargeId,
  token,
}: {
  ticketId: number;
  charges: OpenCharge[];
  initialChargeId: number | null;
  token: string;
}) {
  const queryClient = useQueryClient();
  const { t, i18n } = useLingui();
  const inLocale = useLocalePath();
  const card = useRef<CardFormHandle>(null);
  const [cardComplete, setCardComplete] = useState(false);
  const onCompleteChange = useCallback((complete: boolean) => setCardComplete(complete), []);
  const [selectedId, setSelectedId] = useState<number | null>(
    charges.find((c) => c.id === initialChargeId)?.id ?? charges[0]?.id ?? null,
  );
  const [done, setDone] = useState(false);
  const [paid, setPaid] = useState<OpenCharge | null>(null);

  const charge = paid ?? charges.find((c) => c.id === selectedId) ?? null;
  const goToChallenge = useGoToChallenge();
  const paymentReturn = usePaymentReturn();

  const payment = useMutation({
    mutationFn: ({ run }: { charge: OpenCharge; run: () => Promise<PaymentOutcome> }) => run(),
    onSuccess: (outcome, { charge: chargePaid }) => {
      if (outcome.kind === 'paid') {
        setPaid(chargePaid);
        setDone(true);
        // The screen stays on the charge, now paid, with the way back to the ticket.
        void queryClient.invalidateQueries({ queryKey: ticketKeys.all(token) });
      } else if (outcome.kind === 'authenticate') {
        goToChallenge(outcome.url);
      }
    },
  });
  const outcome = payment.data;
  // On the way to a challenge the form stays locked, as while paying.
  const stage: Stage = done ? 'done' : payment.isPending || outcome?.kind === 'authenticate' ? 'paying' : 'ready';
  const error =
    outcome?.kind === 'card-error' ? outcome.message : outcome?.kind === 'error' ? i18n._(OPEN_CHARGE_FAILED) : null;

  // Back from the card's 3-D Secure challenge (/process-payment): validate the charge's payment, once.
  const returnedIntentId = paymentReturn.returned?.paymentIntentId ?? null;
  const resumed = useRef<string | null>(null);
  useEffect(() => {
    if (!returnedIntentId || !charge || resumed.current === returnedIntentId || payment.isPending) return;
    resumed.current = returnedIntentId;
    paymentReturn.done();
    payment.mutate({
      charge,
      run: () =>
        validateReturnedPayment(
          (intentId) => validateOpenChargePayment(ticketId, charge.id, intentId, token),
          returnedIntentId,
        ),
    });
  });

  if (!charge) {
    return (
      <Stack gap="md">
        <Text role="status">
          <Trans>No extra charges are waiting for payment on this ticket.</Trans>
        </Text>
        <Group>
          <Button component={Link} to={inLocale(detailPath(ticketId))} variant="light">
            <Trans>Back to the ticket</Trans>
          </Button>
        </Group>
      </Stack>
    );
  }

  const pay = () => {
    if (payment.isPending || stage !== 'ready' || !cardComplete) return;
    payment.mutate({
      charge,
      run: () =>
        payWithCard({
          createIntent: () => createOpenChargeIntent(ticketId, charge.id, token),
          confirmCard: (intent) =>
            card.current ? card.current.confirm(intent) : Promise.resolve({ error: t`The card form is not ready.` }),
          validate: (intentId) => validateOpenChargePayment(ticketId, charge.id, intentId, token),
        }),
    });
  };

  const price = formatMoney(charge.price);
  const description = charge.description;
  return (
    <Stack gap="lg">
      {stage === 'done' && (
        <Alert color="teal" variant="light" role="status">
          {i18n._(OPEN_CHARGE_PAID)}
          <Text mt={4}>
            <Trans>
              You paid {price} for “{description}”. The company is told.
            </Trans>
          </Text>
        </Alert>
      )}
      <Card withBorder radius="md" padding="lg" component="section" aria-label={t`The charge`}>
        {charges.length > 1 && stage !== 'done' ? (
          <Select
            label={t`Which charge?`}
            data={charges.map((c) => ({ value: String(c.id), label: `${c.description}: ${formatMoney(c.price)}` }))}
            value={String(charge.id)}
            onChange={(v) => v && setSelectedId(Number(v))}
            allowDeselect={false}
            disabled={stage !== 'ready'}
            comboboxProps={{ withinPortal: true }}
          />
        ) : (
          <Stack gap={4}>
            <Text fw={600}>{charge.description}</Text>
            {formatDuration(charge.duration) && (
              <Text size="sm" c="gray.7">
                <Trans>Adds {formatDuration(charge.duration)} to the visit</Trans>
              </Text>
            )}
          </Stack>
        )}
        <Group justify="space-between" mt="md">
          <Text fw={700}>{stage === 'done' ? t`Paid` : t`To pay`}</Text>
          <Text fw={700}>{formatMoney(charge.price)}</Text>
        </Group>
      </Card>
      {stage !== 'done' && (
        <PaymentCardSection onCompleteChange={onCompleteChange} handleRef={card} disabled={stage !== 'ready'} />
      )}
      {error && (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      )}
      <Group justify="space-between">
        <Button
          component={Link}
          to={inLocale(detailPath(ticketId))}
          variant={stage === 'done' ? 'light' : 'default'}
          disabled={stage === 'paying'}
        >
          {stage === 'done' ? t`Back to your ticket` : t`Back to the ticket`}
        </Button>
        {stage !== 'done' && (
          <Button size="md" onClick={pay} disabled={!cardComplete} loading={stage === 'paying'}>
            <Trans>Pay {price}</Trans>
          </Button>
        )}
      </Group>
    </Stack>
  );
}
