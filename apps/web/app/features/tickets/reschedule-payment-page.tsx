import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TicketDetail } from '@upkeep/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useFormatDate } from '../../i18n/format-date';
import { useLocalePath } from '../../i18n/locale';
import { ApiError } from '../../lib/api';
import { formatMoney } from '../../lib/money';
import { RequireLogin } from '../../session/require-login';
import { ticketScreenToken, useSession } from '../../session/store';
import type { CardFormHandle } from '../../shared/payments/card-form';
import { payWithCard, validateReturnedPayment } from '../../shared/payments/pay-by-card';
import { PaymentCardSection } from '../../shared/payments/payment-card-section';
import { useGoToChallenge, usePaymentReturn } from '../../shared/payments/payment-return';
import { useServiceName } from '../../shared/search/search-services';
import { ErrorState } from '../../ui/error-state';
import { type Notice, NoticeModal } from '../../ui/notice-modal';
import { PageLoader } from '../../ui/page-loader';
import { createRescheduleIntent } from './api/create-reschedule-intent';
import { useRescheduleFee } from './api/get-reschedule-fee';
import { useTicket } from './api/get-ticket';
import { ticketKeys } from './api/keys';
import { rescheduleTicket } from './api/reschedule-ticket';
import { validateReschedulePayment } from './api/validate-reschedule-payment';
import { FeeNotice } from './fee-notice';
import { useTicketDates } from './format';
import { MoveResult } from './move-result';
import { feeDue, type RescheduleChoice, type RescheduleFee, rescheduleFailed } from './reschedule-model';
import { ticketErrorMessage } from './ticket-errors';
import { positiveInt, useTicketScreenParams } from './ticket-params';
import { NoTicketChosen, TicketsFrame } from './ticket-ui';

export const RESCHEDULE_PAYMENT_TITLE: MessageDescriptor = msg`Pay the reschedule fee`;
export const RESCHEDULE_PAYMENT_DESCRIPTION: MessageDescriptor = msg`Pay the reschedule fee by card, then your ticket moves to the new time.`;

export function ReschedulePaymentPage() {
  return (
    <RequireLogin redirectTo="/sign-in" orTicketLink>
      <ReschedulePaymentScreen />
    </RequireLogin>
  );
}

/** State from /booking-reschedule: TicketId, ScheduleID, newDate, slotLabel. */
function ReschedulePaymentScreen() {
  const { ticketId, state } = useTicketScreenParams();
  const scheduleId = positiveInt(state.ScheduleID);
  const newDate = typeof state.newDate === 'string' ? state.newDate : null;
  const { i18n } = useLingui();
  const inLocale = useLocalePath();
  if (!ticketId) return <NoTicketChosen title={i18n._(RESCHEDULE_PAYMENT_TITLE)} />;
  if (!scheduleId || !newDate) {
    // Opened without a chosen time (a bookmark): choose one first.
    return (
      <TicketsFrame title={i18n._(RESCHEDULE_PAYMENT_TITLE)} size="md">
        <Text>
          <Trans>Choose the new date and time first.</Trans>
        </Text>
        <Group>
          <Button component={Link} to={inLocale('/booking-reschedule')} state={{ ticketID: ticketId }}>
            <Trans>Choose a time</Trans>
          </Button>
        </Group>
      </TicketsFrame>
    );
  }
  const choice: RescheduleChoice = {
    TicketId: ticketId,
    ScheduleID: scheduleId,
    newDate,
    slotLabel: typeof state.slotLabel === 'string' ? state.slotLabel : '',
  };
  return <ReschedulePaymentLoader choice={choice} />;
}

function ReschedulePaymentLoader({ choice }: { choice: RescheduleChoice }) {
  const token = useSession(ticketScreenToken) ?? '';
  const ticket = useTicket(choice.TicketId, token);
  const fee = useRescheduleFee(choice.TicketId, token);
  const failed = [ticket, fee].find((q) => q.isError);
  const { t, i18n } = useLingui();
  if (failed?.error) {
    return (
      <TicketsFrame title={i18n._(RESCHEDULE_PAYMENT_TITLE)}>
        <ErrorState
          title={t`Could not load this ticket`}
          message={ticketErrorMessage(failed.error)}
          onRetry={() => {
            for (const q of [ticket, fee]) if (q.isError) void q.refetch();
          }}
        />
      </TicketsFrame>
    );
  }
  if (!ticket.data || !fee.data) return <PageLoader />;
  return <ReschedulePayment choice={choice} ticket={ticket.data} fee={fee.data} token={token} />;
}

type Stage = 'ready' | 'paying' | 'done' | 'slot-taken';

const isSlotTaken = (err: unknown) => err instanceof ApiError && err.statusCode === 409;

/** Spec 000 section 4: payment intent, card, validate-reschedule, then the reschedule itself. */
function ReschedulePayment({
  choice,
  ticket,
  fee,
  token,
}: {
  choice: RescheduleChoice;
  ticket: TicketDetail;
  fee: RescheduleFee;
  token: string;
}) {
  const queryClient = useQueryClient();
  const { t, i18n } = useLingui();
  const inLocale = useLocalePath();
  const dates = useFormatDate();
  const ticketDates = useTicketDates();
  const serviceName = useServiceName();
  const card = useRef<CardFormHandle>(null);
  const [cardComplete, setCardComplete] = useState(false);
  const onCompleteChange = useCallback((complete: boolean) => setCardComplete(complete), []);
  const [notice, setNotice] = useState<Notice | null>(null);

  const due = feeDue(fee);
  const goToChallenge = useGoToChallenge();
  const paymentReturn = usePaymentReturn();

  /** The move itself, once the fee (if any) is paid. */
  const move = useMutation({
    mutationFn: () => rescheduleTicket(ticket.id, choice.ScheduleID, choice.newDate, token),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ticketKeys.all(token) });
    },
    onError: (err) => {
      // A 409: the time went to someone else meanwhile; a paid fee stays paid for the next try.
      void queryClient.invalidateQueries({ queryKey: ticketKeys.rescheduleFee(token, ticket.id) });
      if (!isSlotTaken(err)) setNotice(rescheduleFailed(i18n));
    },
  });

  /** Pays the fee (or, back from its challenge, validates the payment `returnedIntentId`), then moves. */
  const payment = useMutation({
    mutationFn: (returnedIntentId: string | null) => {
      const validate = (intentId: string) => validateReschedulePayment(ticket.id, intentId, token);
      return returnedIntentId
        ? validateReturnedPayment(validate, returnedIntentId)
        : payWithCard({
            createIntent: () => createRescheduleIntent(ticket.id, token),
            confirmCard: (intent) =>
              card.current ? card.current.confirm(intent) : Promise.resolve({ error: t`The card form is not ready.` }),
            validate,
          });
    },
    onSuccess: (outcome) => {
      if (outcome.kind === 'authenticate') goToChallenge(outcome.url);
      else if (outcome.kind === 'error') setNotice(rescheduleFailed(i18n));
      else if (outcome.kind === 'paid') move.mutate();
    },
  });

  const outcome = payment.data;
  const busy = payment.isPending || move.isPending;
  const stage: Stage = move.isSuccess
    ? 'done'
    : isSlotTaken(move.error)
      ? 'slot-taken'
      : // On the way to a challenge the form stays locked, as while paying.
        busy || outcome?.kind === 'authenticate'
        ? 'paying'
        : 'ready';
  const cardError = outcome?.kind === 'card-error' ? outcome.message : null;
  const takenMessage = move.error?.message ?? '';
  const canPay = stage === 'ready' && (!due || cardComplete);
  const price = formatMoney(fee.fee);

  // Back from the card's 3-D Secure challenge (/process-payment): validate the fee's payment, then move.
  const returnedIntentId = paymentReturn.returned?.paymentIntentId ?? null;
  const resumed = useRef<string | null>(null);
  useEffect(() => {
    if (!returnedIntentId || resumed.current === returnedIntentId || busy) return;
    resumed.current = returnedIntentId;
    paymentReturn.done();
    run(returnedIntentId);
  });

  /** Pays the fee (or, back from its challenge, validates the payment `returnedIntentId`) and reschedules. */
  const run = (returnedIntentId?: string) => {
    if (busy || (!canPay && !returnedIntentId)) return;
    if (due || returnedIntentId) {
      payment.mutate(returnedIntentId ?? null);
      return;
    }
    payment.reset();
    move.mutate();
  };

  const ticketId = ticket.id;
  const service = serviceName(ticket.servicesID, ticket.serviceName);
  const company = ticket.companyName;
  const description = (
    <Trans>
      Ticket #{ticketId}: {service} with <strong>{company}</strong>
    </Trans>
  );
  const title = i18n._(RESCHEDULE_PAYMENT_TITLE);
  // Moved (or asked of the company): the outcome and the way back, never the form again.
  const moved = move.data?.data;
  if (stage === 'done' && moved) {
    return (
      <TicketsFrame title={title} description={description} size="sm">
        <MoveResult
          outcome={{ ...moved, ticketId: ticket.id }}
          duration={ticket.duration}
          companyName={ticket.companyName}
        />
      </TicketsFrame>
    );
  }

  return (
    <TicketsFrame title={title} description={description} size="sm">
      {stage === 'slot-taken' && (
        <Alert color="red" variant="light" role="alert" title={t`Please choose another time`}>
          <Stack gap="sm">
            <Text size="sm">{takenMessage}</Text>
            <Group>
              <Button component={Link} to={inLocale('/booking-reschedule')} state={{ ticketID: ticket.id }} replace>
                <Trans>Choose another time</Trans>
              </Button>
            </Group>
          </Stack>
        </Alert>
      )}
      <Card withBorder radius="md" padding="lg" component="section" aria-label={t`Your reschedule`}>
        <Stack gap="xs">
          <Text>
            <Trans>
              From: <span>{ticketDates.visit(ticket.scheduledDate, ticket.duration)}</span>
            </Trans>
          </Text>
          <Text>
            <Trans>To:</Trans>{' '}
            <strong>
              {dates.date(choice.newDate)}
              {choice.slotLabel ? `, ${dates.slot(choice.slotLabel)}` : ''}
            </strong>
          </Text>
          <Group justify="space-between">
            <Text fw={700}>
              <Trans>Reschedule fee</Trans>
            </Text>
            <Text fw={700}>{formatMoney(due ? fee.fee : 0)}</Text>
          </Group>
        </Stack>
      </Card>
      <FeeNotice fee={fee} />
      {due && <PaymentCardSection onCompleteChange={onCompleteChange} handleRef={card} disabled={stage !== 'ready'} />}
      {cardError && (
        <Alert color="red" variant="light" role="alert">
          {cardError}
        </Alert>
      )}
      <Group justify="space-between">
        <Button
          component={Link}
          to={inLocale('/booking-reschedule')}
          state={{ ticketID: ticket.id }}
          variant="default"
          disabled={stage === 'paying' || stage === 'done'}
        >
          <Trans>Choose another time</Trans>
        </Button>
        <Button size="md" onClick={() => run()} disabled={!canPay} loading={stage === 'paying'}>
          {due ? t`Pay ${price} and reschedule` : t`Reschedule`}
        </Button>
      </Group>
      <NoticeModal notice={notice} onClose={() => setNotice(null)} />
    </TicketsFrame>
  );
}
