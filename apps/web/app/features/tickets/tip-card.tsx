/**
 * The tip card of a completed job (issue 50, decision 0039): 10, 15 or 20 percent of the work (their dollars from the
 * server) or an amount typed, paid by the card form every payment uses (`shared/payments`: a saved card in one tap or
 * a new card), within 14 days of the completion, once. Nothing shows when the job cannot be tipped. A tip the
 * customer chose and did not pay yet stays the one to pay (the server keeps the first). Its code is a chunk of its
 * own, loaded by the ticket's page for a completed ticket only.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Card, Group, Loader, NumberInput, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TIP_MAX_DOLLARS, TIP_MIN_DOLLARS, type TipBody, type TipOffer } from '@upkeep/contract';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { formatMoney } from '../../lib/money';
import type { CardFormHandle } from '../../shared/payments/card-form';
import { type PaymentOutcome, payWithCard, validateReturnedPayment } from '../../shared/payments/pay-by-card';
import { PaymentCardSection } from '../../shared/payments/payment-card-section';
import { useGoToChallenge, usePaymentReturn } from '../../shared/payments/payment-return';
import { useTipOffer } from './api/get-tip-offer';
import { ticketKeys } from './api/keys';
import { tipTicket } from './api/tip-ticket';
import { validateTipPayment } from './api/validate-tip-payment';

type Choice = { percent: number } | { amount: number } | null;

/** The card, for a completed ticket of the caller: hidden while loading, on an error, or when no tip can be given. */
export function TipCard({ ticketId, companyName, token }: { ticketId: number; companyName: string; token: string }) {
  const offer = useTipOffer(ticketId, token);
  // Kept here: the answers asked again after the payment say the tip is paid, and the thanks stay on screen.
  const [thanked, setThanked] = useState<number | null>(null);
  if (thanked !== null) return <TipThanks amount={thanked} companyName={companyName} />;
  if (!offer.data) return null;
  const { tip } = offer.data;
  if (tip?.status === 'paid') return null; // The page says "You tipped …".
  if (!offer.data.canTip) return null;
  return <TipForm ticketId={ticketId} companyName={companyName} token={token} offer={offer.data} onPaid={setThanked} />;
}

function TipThanks({ amount, companyName }: { amount: number; companyName: string }) {
  const titleId = useId();
  const paid = formatMoney(amount);
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={titleId}>
      <Title order={2} size="h4" id={titleId}>
        <Trans>Thank you!</Trans>
      </Title>
      <Text mt="xs" role="status">
        <Trans>
          You tipped {paid}. All of it goes to {companyName}.
        </Trans>
      </Text>
    </Card>
  );
}

function amountOf(choice: Choice, offer: TipOffer): number | null {
  if (!choice) return null;
  if ('amount' in choice) return choice.amount;
  return offer.options.find((o) => o.percent === choice.percent)?.amount ?? null;
}

function TipForm({
  ticketId,
  companyName,
  token,
  offer,
  onPaid,
}: {
  ticketId: number;
  companyName: string;
  token: string;
  offer: TipOffer;
  onPaid: (amount: number) => void;
}) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const titleId = useId();
  const pendingTip = offer.tip;
  // A tip chosen before (and not paid) is the one to pay: the server keeps the first.
  const [choice, setChoice] = useState<Choice>(
    pendingTip ? (pendingTip.percent !== null ? { percent: pendingTip.percent } : { amount: pendingTip.amount }) : null,
  );
  const [typed, setTyped] = useState<string | number>(
    pendingTip && pendingTip.percent === null ? pendingTip.amount : '',
  );
  const card = useRef<CardFormHandle>(null);
  const [cardComplete, setCardComplete] = useState(false);
  const onCompleteChange = useCallback((complete: boolean) => setCardComplete(complete), []);
  const goToChallenge = useGoToChallenge();
  const paymentReturn = usePaymentReturn();
  const locked = pendingTip !== null;

  const payment = useMutation({
    mutationFn: ({ run }: { amount: number; run: () => Promise<PaymentOutcome> }) => run(),
    onSuccess: (outcome, { amount }) => {
      if (outcome.kind === 'paid') {
        onPaid(amount);
        void queryClient.invalidateQueries({ queryKey: ticketKeys.ticket(token, ticketId) });
      } else if (outcome.kind === 'authenticate') {
        goToChallenge(outcome.url);
      }
    },
  });
  const outcome = payment.data;
  const paying = payment.isPending || outcome?.kind === 'authenticate';
  const amount = amountOf(choice, offer);

  // Back from the card's 3-D Secure challenge: validate the tip's payment, once.
  const returnedIntentId = paymentReturn.returned?.paymentIntentId ?? null;
  const resumed = useRef<string | null>(null);
  useEffect(() => {
    if (!returnedIntentId || resumed.current === returnedIntentId || payment.isPending) return;
    resumed.current = returnedIntentId;
    paymentReturn.done();
    payment.mutate({
      amount: amount ?? 0,
      run: () => validateReturnedPayment((intentId) => validateTipPayment(ticketId, intentId, token), returnedIntentId),
    });
  });

  const tooSmall = amount !== null && amount < TIP_MIN_DOLLARS;
  const pay = () => {
    if (amount === null || tooSmall || paying || !cardComplete || !choice) return;
    const body: TipBody = 'percent' in choice ? { percent: choice.percent as 10 | 15 | 20 } : { amount: choice.amount };
    payment.mutate({
      amount,
      run: () =>
        payWithCard({
          createIntent: async () => {
            const answer = await tipTicket(ticketId, body, token);
            if (!answer.payment) throw new Error(t`This tip cannot be paid now.`);
            return answer.payment;
          },
          confirmCard: (intent) =>
            card.current ? card.current.confirm(intent) : Promise.resolve({ error: t`The card form is not ready.` }),
          validate: (intentId) => validateTipPayment(ticketId, intentId, token),
        }),
    });
  };
  const error =
    outcome?.kind === 'card-error' || outcome?.kind === 'error'
      ? outcome.message || t`The tip could not be paid.`
      : null;
  const price = amount !== null ? formatMoney(amount) : '';

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={titleId}>
      <Stack gap="md">
        <div>
          <Title order={2} size="h4" id={titleId}>
            <Trans>Leave a tip</Trans>
          </Title>
          <Text size="sm" c="gray.7" mt={4}>
            <Trans>All of your tip goes to {companyName}.</Trans>
          </Text>
        </div>
        <Group gap="sm" role="group" aria-label={t`Tip amount`} grow>
          {offer.options.map((option) => {
            const selected = choice !== null && 'percent' in choice && choice.percent === option.percent;
            const percent = option.percent;
            const dollars = formatMoney(option.amount);
            return (
              <Button
                key={percent}
                variant={selected ? 'filled' : 'default'}
                aria-pressed={selected}
                disabled={paying || (locked && !selected)}
                onClick={() => {
                  setChoice({ percent });
                  setTyped('');
                }}
                h="auto"
                py={8}
              >
                <Stack gap={0} align="center">
                  <span>{percent}%</span>
                  <Text span size="xs">
                    {dollars}
                  </Text>
                </Stack>
              </Button>
            );
          })}
        </Group>
        <NumberInput
          label={t`Another amount`}
          prefix="$"
          decimalScale={2}
          min={TIP_MIN_DOLLARS}
          max={TIP_MAX_DOLLARS}
          clampBehavior="none"
          allowNegative={false}
          inputMode="decimal"
          value={typed}
          disabled={paying || (locked && pendingTip?.percent !== null)}
          error={tooSmall ? t`A tip is at least ${formatMoney(TIP_MIN_DOLLARS)}.` : undefined}
          onChange={(value) => {
            setTyped(value);
            const dollars = typeof value === 'number' ? value : Number.parseFloat(value);
            setChoice(Number.isFinite(dollars) && dollars > 0 ? { amount: dollars } : null);
          }}
        />
        {locked && (
          <Text size="sm" c="gray.7">
            <Trans>Your tip of {formatMoney(pendingTip.amount)} is waiting for its payment.</Trans>
          </Text>
        )}
        {amount !== null && !tooSmall && (
          <PaymentCardSection onCompleteChange={onCompleteChange} handleRef={card} disabled={paying} />
        )}
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          {paying && <Loader size="xs" role="progressbar" aria-label={t`Paying the tip`} />}
          <Button
            size="md"
            onClick={pay}
            disabled={amount === null || tooSmall || !cardComplete}
            loading={payment.isPending}
          >
            {amount === null || tooSmall ? t`Choose a tip` : t`Tip ${price}`}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
