/**
 * The customer's approval of an open quote (issue 50, decision 0039, slice 2), below its totals: the job's time (the
 * company's proposed time, or a slot of the company's calendar from the picker that booking and rescheduling use), a
 * typed signature (the terms are accepted by signing), then "Approve", or "Approve and pay deposit $X" with the card
 * every payment uses (`shared/payments`: a saved card in one tap for a signed-in customer, or a new card, 3-D Secure
 * included). The deposit's intent comes with the approval's answer; once the card is confirmed the payment is
 * validated and the ticket is a scheduled job. Its code is a chunk of its own (routes/quote.tsx loads it), and the card
 * form's a further one, loaded only when a deposit is due.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Card, Group, Loader, Radio, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  addDays,
  CheckoutConflict,
  type CustomerQuote,
  MAX_DAYS_AHEAD,
  type PaymentIntentData,
  type QuoteApprovalView,
  type QuoteApproveBody,
  type QuoteOptionAnswer,
  type TimeSlot,
  toDollars,
  valleyToday,
} from '@upkeep/contract';
import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useFormatDate } from '../../i18n/format-date';
import { ApiError } from '../../lib/api';
import { thrownMessage } from '../../lib/errors';
import { formatMoney } from '../../lib/money';
import { ticketScreenToken, useSession } from '../../session/store';
import type { CardFormHandle } from '../../shared/payments/card-form';
import { payWithCard, validateReturnedPayment } from '../../shared/payments/pay-by-card';
import { useGoToChallenge, usePaymentReturn } from '../../shared/payments/payment-return';
import { DateAndSlotPicker } from '../../shared/scheduling/date-and-slot-picker';
import { DaySlots } from '../../shared/scheduling/time-slots';
import { useDaySlots } from '../../shared/scheduling/use-day-slots';
import { ErrorState } from '../../ui/error-state';
import { approveQuote, validateQuoteDeposit } from './api/approve-quote';
import { useQuoteCompanyService } from './api/get-ticket-company-service';
import { quoteKeys } from './api/keys';
import { chosenTotals } from './quote-model';

/** The card form (a saved card or a new one), loaded when a deposit is due. */
const PaymentCardSection = lazy(() =>
  import('../../shared/payments/payment-card-section').then((m) => ({ default: m.PaymentCardSection })),
);

/** 'hh:mm:ss': an option's duration as the calendar's slots take it. */
export function durationOf(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}:00`;
}

const PROPOSED = 'proposed';
const ANOTHER = 'another';

/** How an attempt ended: approved (the job's time), the card's 3-D Secure page to go to, or what went wrong. */
type Outcome =
  | { kind: 'approved'; approval: QuoteApprovalView }
  | { kind: 'authenticate'; url: string }
  | { kind: 'card-error'; message: string }
  | { kind: 'error'; statusCode: number; code?: string; message: string };

const failure = (err: unknown): Outcome => ({
  kind: 'error',
  statusCode: err instanceof ApiError ? err.statusCode : 0,
  code: err instanceof ApiError ? err.code : undefined,
  message: thrownMessage(err),
});

export interface QuoteApproveProps {
  quote: CustomerQuote;
  option: QuoteOptionAnswer;
  addOnIds: readonly number[];
}

export function QuoteApprove({ quote, option, addOnIds }: QuoteApproveProps) {
  const { t } = useLingui();
  const dates = useFormatDate();
  const token = useSession(ticketScreenToken) ?? '';
  const queryClient = useQueryClient();
  const titleId = useId();
  const proposedAt = quote.proposedAt && new Date(quote.proposedAt) > new Date() ? quote.proposedAt : null;
  const [timeMode, setTimeMode] = useState<string>(proposedAt ? PROPOSED : ANOTHER);
  const [date, setDate] = useState(valleyToday());
  const [slot, setSlot] = useState<TimeSlot | null>(null);
  const [slotProblem, setSlotProblem] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [timeError, setTimeError] = useState<string | null>(null);
  const [cardComplete, setCardComplete] = useState(false);
  const onCompleteChange = useCallback((complete: boolean) => setCardComplete(complete), []);
  const card = useRef<CardFormHandle>(null);
  const goToChallenge = useGoToChallenge();
  const paymentReturn = usePaymentReturn();
  /** The deposit's intent of the approval just made: a retry after a card's refusal pays the same one. */
  const pending = useRef<{ key: string; intent: PaymentIntentData } | null>(null);
  /** Raised once the slots should be asked again (a time taken). */
  const [slotsAsked, setSlotsAsked] = useState(0);

  const totals = chosenTotals(quote, option, addOnIds);
  const deposit = totals.depositCents > 0 ? formatMoney(toDollars(totals.depositCents)) : null;
  const usesSlot = timeMode === ANOTHER;

  const validate = (paymentIntentId: string) =>
    validateQuoteDeposit(quote.id, paymentIntentId, token).catch((err: unknown) => {
      lastError.current = err;
      throw err;
    });
  const lastError = useRef<unknown>(null);

  const run = async (body: QuoteApproveBody): Promise<Outcome> => {
    const key = JSON.stringify(body);
    let intent = pending.current?.key === key ? pending.current.intent : null;
    if (!intent) {
      try {
        const answer = await approveQuote(quote.id, body, token);
        if (!answer.deposit) return { kind: 'approved', approval: answer.quote.approval };
        intent = answer.deposit;
        pending.current = { key, intent };
      } catch (err) {
        return failure(err);
      }
    }
    const paid = intent;
    lastError.current = null;
    const outcome = await payWithCard({
      createIntent: async () => paid,
      confirmCard: (i) =>
        card.current ? card.current.confirm(i) : Promise.resolve({ error: t`The card form is not ready.` }),
      validate,
    });
    return afterPayment(outcome);
  };

  const afterPayment = (
    outcome: Awaited<ReturnType<typeof payWithCard<{ quote: { approval: QuoteApprovalView } }>>>,
  ) => {
    if (outcome.kind === 'paid') return { kind: 'approved', approval: outcome.validated.quote.approval } as const;
    if (outcome.kind === 'authenticate' || outcome.kind === 'card-error') return outcome;
    // The approval must be made again (its deposit refunded, the quote answered meanwhile).
    pending.current = null;
    return lastError.current ? failure(lastError.current) : { ...outcome, code: undefined };
  };

  const approval = useMutation({
    mutationFn: (run: () => Promise<Outcome>) => run(),
    onSuccess: (outcome) => {
      if (outcome.kind === 'authenticate') goToChallenge(outcome.url);
      if (outcome.kind === 'error' && outcome.statusCode === 409) {
        const taken = outcome.code === CheckoutConflict.slotTaken || outcome.code === CheckoutConflict.slotPassed;
        if (taken) {
          setSlot(null);
          setTimeMode(ANOTHER);
          setSlotProblem(outcome.message);
          setSlotsAsked((n) => n + 1);
        }
      }
    },
  });
  const outcome = approval.data;
  const approved = outcome?.kind === 'approved' ? outcome.approval : null;
  const busy = approval.isPending || outcome?.kind === 'authenticate';

  // Once approved, the page reads the quote again (approved: no choice any more).
  useEffect(() => {
    if (approved) void queryClient.invalidateQueries({ queryKey: quoteKeys.quote(token, quote.id) });
  }, [approved, queryClient, token, quote.id]);

  // Back from the card's 3-D Secure page: validate the deposit, once.
  const returnedIntentId = paymentReturn.returned?.paymentIntentId ?? null;
  const resumed = useRef<string | null>(null);
  useEffect(() => {
    if (!returnedIntentId || resumed.current === returnedIntentId || approval.isPending) return;
    resumed.current = returnedIntentId;
    paymentReturn.done();
    approval.mutate(async () => {
      lastError.current = null;
      return afterPayment(await validateReturnedPayment(validate, returnedIntentId));
    });
  });

  if (approved) {
    const when = dates.visit(new Date(approved.scheduledAt), approved.durationMinutes);
    const company = quote.company.name;
    return (
      <Alert color="teal" variant="light" role="status" title={t`Approved — your job is scheduled for ${when}`}>
        <Trans>{company} has been told. You can follow the job from your booking.</Trans>
      </Alert>
    );
  }

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const signedName = name.trim();
    const chosenSlot = usesSlot ? slot : null;
    setNameError(signedName ? null : t`Type your full name to sign.`);
    setTimeError(usesSlot && !chosenSlot ? t`Choose a time for the job.` : null);
    if (!signedName || (usesSlot && !chosenSlot)) return;
    if (deposit && !cardComplete) return;
    const body: QuoteApproveBody = {
      optionId: option.id,
      addOnIds: [...addOnIds],
      signedName,
      ...(chosenSlot ? { scheduleId: chosenSlot.id, scheduledDate: date } : {}),
    };
    setSlotProblem(null);
    approval.mutate(() => run(body));
  };

  const error =
    outcome?.kind === 'card-error' || (outcome?.kind === 'error' && !slotProblem)
      ? outcome.message || t`The quote could not be approved. Try again.`
      : null;
  const proposedWords = proposedAt ? dates.visit(new Date(proposedAt), option.durationMinutes) : '';

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={titleId}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Title order={2} size="h3" id={titleId}>
            <Trans>Approve</Trans>
          </Title>
          <Stack gap="sm">
            <Title order={3} size="h4">
              <Trans>When</Trans>
            </Title>
            {proposedAt && (
              <Radio.Group
                label={t`The job's time`}
                value={timeMode}
                onChange={(value) => {
                  setTimeMode(value);
                  setTimeError(null);
                }}
              >
                <Stack gap="sm" mt="xs">
                  <Radio
                    value={PROPOSED}
                    label={t`The company's proposed time`}
                    description={proposedWords}
                    disabled={busy}
                  />
                  <Radio value={ANOTHER} label={t`Another time`} disabled={busy} />
                </Stack>
              </Radio.Group>
            )}
            {usesSlot && (
              <SlotChoice
                quote={quote}
                option={option}
                token={token}
                date={date}
                onDate={setDate}
                slot={slot}
                onSlot={(chosen) => {
                  setSlot(chosen);
                  setTimeError(null);
                }}
                problem={slotProblem}
                asked={slotsAsked}
                disabled={busy}
              />
            )}
            {timeError && (
              <Text c="red.8" size="sm" role="alert">
                {timeError}
              </Text>
            )}
          </Stack>
          <TextInput
            label={t`Type your full name to sign`}
            description={t`By signing you accept the terms above.`}
            required
            autoComplete="name"
            value={name}
            onChange={(event) => {
              setName(event.currentTarget.value);
              if (event.currentTarget.value.trim()) setNameError(null);
            }}
            error={nameError}
            disabled={busy}
            maxLength={100}
          />
          {deposit && (
            <Stack gap="xs">
              <Title order={3} size="h4">
                <Trans>Deposit</Trans>
              </Title>
              <Text size="sm" c="gray.7">
                <Trans>You pay {deposit} now; the rest when the work is done.</Trans>
              </Text>
              <Suspense fallback={<Loader size="sm" role="progressbar" aria-label={t`Loading the card form`} />}>
                <PaymentCardSection onCompleteChange={onCompleteChange} handleRef={card} disabled={busy} />
              </Suspense>
            </Stack>
          )}
          {error && (
            <Alert color="red" variant="light" role="alert">
              {error}
            </Alert>
          )}
          <Group justify="flex-end">
            {busy && <Loader size="xs" role="progressbar" aria-label={t`Approving the quote`} />}
            <Button type="submit" size="md" loading={approval.isPending} disabled={Boolean(deposit) && !cardComplete}>
              {deposit ? t`Approve and pay deposit ${deposit}` : t`Approve`}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

/** A slot of the company's calendar for the option's duration: the picker booking and rescheduling use. */
function SlotChoice({
  quote,
  option,
  token,
  date,
  onDate,
  slot,
  onSlot,
  problem,
  asked,
  disabled,
}: {
  quote: CustomerQuote;
  option: QuoteOptionAnswer;
  token: string;
  date: string;
  onDate: (date: string) => void;
  slot: TimeSlot | null;
  onSlot: (slot: TimeSlot | null) => void;
  problem: string | null;
  asked: number;
  disabled: boolean;
}) {
  const { t } = useLingui();
  const service = useQuoteCompanyService(quote.ticketId, token);
  if (service.isError) {
    return (
      <ErrorState
        title={t`Could not load the times`}
        message={thrownMessage(service.error)}
        onRetry={() => void service.refetch()}
      />
    );
  }
  if (!service.data) return <Loader size="sm" role="progressbar" aria-label={t`Loading the times`} />;
  return (
    <SlotPicker
      companyServiceId={service.data.id}
      duration={durationOf(option.durationMinutes)}
      date={date}
      onDate={onDate}
      slot={slot}
      onSlot={onSlot}
      problem={problem}
      asked={asked}
      disabled={disabled}
    />
  );
}

function SlotPicker({
  companyServiceId,
  duration,
  date,
  onDate,
  slot,
  onSlot,
  problem,
  asked,
  disabled,
}: {
  companyServiceId: number;
  duration: string;
  date: string;
  onDate: (date: string) => void;
  slot: TimeSlot | null;
  onSlot: (slot: TimeSlot | null) => void;
  problem: string | null;
  asked: number;
  disabled: boolean;
}) {
  const { t } = useLingui();
  const today = valleyToday();
  const { picker, slots, dayPicked } = useDaySlots({
    companyServiceId,
    duration,
    date,
    start: today,
    minDate: today,
    maxDate: addDays(today, MAX_DAYS_AHEAD),
    onFirstOpenDay: onDate,
  });
  // A time taken: the day's slots are asked again.
  const { refetch } = slots;
  useEffect(() => {
    if (asked > 0) void refetch();
  }, [asked, refetch]);
  const available = slots.data?.find((s) => s.id === slot?.id && s.isAvailable) ? slot : null;
  // A slot no longer on the list (another day, another duration) is let go.
  useEffect(() => {
    if (slot && !available && !slots.isFetching) onSlot(null);
  }, [slot, available, slots.isFetching, onSlot]);
  return (
    <DateAndSlotPicker
      problem={problem}
      problemColor="red"
      label={t`Date`}
      onDateChange={(value) => {
        if (!value) return;
        dayPicked();
        onDate(String(value).slice(0, 10));
        onSlot(null);
      }}
      {...picker}
      disabled={disabled}
    >
      <DaySlots
        slots={slots}
        selectedId={available?.id ?? null}
        onToggle={(chosen) => onSlot(available?.id === chosen.id ? null : chosen)}
      />
    </DateAndSlotPicker>
  );
}
