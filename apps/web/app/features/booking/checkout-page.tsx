import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Container,
  Grid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { FIELD_LIMITS, formatValleyClock, Messages } from '@upkeep/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { formatMoney } from '../../lib/money';
import { type StoredBooking, useSession } from '../../session/store';
import type { CardFormHandle } from '../../shared/payments/card-form';
import { CardSection } from '../../shared/payments/card-section';
import { useGoToChallenge, usePaymentReturn } from '../../shared/payments/payment-return';
import { AddressAutocomplete } from '../../ui/address-autocomplete';
import { PageLoader } from '../../ui/page-loader';
import { useTicketFee } from './api/get-fee';
import {
  type BookingReturnState,
  type ConfirmationState,
  contactDetailsValid,
  currentTicket,
  hasChosenSlot,
  orderTotals,
} from './booking-model';
import { type CheckoutOutcome, resumeCheckout, runCheckout } from './checkout-flow';
import { CheckoutSummary } from './checkout-summary';
import { DiscountCodeBox } from './discount-code-box';
import { useBooking } from './use-booking';

export const TERMS_PDF = '/legal/terms-and-conditions.pdf';

/** The checkout (spec 000 sections 2, 4, 5): summary, discount, address, details, card, terms, pay. */
export function CheckoutPage() {
  const { ready, booking } = useBooking();
  const hasSession = useSession(
    (s) => (s.isLoggedIn && Boolean(s.token)) || (s.isLoggedInAsGuest && Boolean(s.tokenGuest)),
  );
  if (!ready) return <PageLoader />;
  // Without a slot, or without a session, the estimate screen is where to go on (it asks who you are).
  if (!booking || !hasChosenSlot(booking) || !hasSession) return <Navigate to="/booking" replace />;
  return <Checkout booking={booking} />;
}

type Problem = { title?: string; message: string } | null;

function Checkout({ booking }: { booking: StoredBooking }) {
  const navigate = useNavigate();
  const isLoggedIn = useSession((s) => s.isLoggedIn);
  const user = useSession((s) => s.user);
  const discountCode = useSession((s) => s.discountCode);
  const ticket = useSession((s) => currentTicket(s));
  const fee = useTicketFee();
  const [problem, setProblem] = useState<Problem>(null);
  const [cardComplete, setCardComplete] = useState(false);
  const [needsCard, setNeedsCard] = useState(false);
  const card = useRef<CardFormHandle>(null);
  const onCompleteChange = useCallback((complete: boolean) => setCardComplete(complete), []);
  const goToChallenge = useGoToChallenge();
  const paymentReturn = usePaymentReturn();

  const form = useForm({
    mode: 'controlled',
    initialValues: {
      name: isLoggedIn ? (user?.name ?? '') : '',
      email: isLoggedIn ? (user?.email ?? '') : '',
      phone: isLoggedIn ? (user?.phoneNumber ?? '') : '',
      address: isLoggedIn ? (user?.address ?? '') : '',
      instructions: '',
      terms: false,
    },
  });

  // Before the ticket exists the client's sum; after, the server's figures.
  const totals = ticket
    ? {
        price: ticket.price,
        fee: ticket.fee,
        discount: ticket.discount,
        total: ticket.total,
        isFree: ticket.isEstimate,
      }
    : orderTotals(booking.price, fee.data ?? 0, isLoggedIn ? discountCode : null);
  const isFree = totals.isFree && !needsCard;
  const locked = ticket !== null;
  // The fee is part of the total: without it nothing is shown as due, nor paid.
  const feeKnown = ticket !== null || fee.isSuccess;
  const checkout = useMutation({
    mutationFn: ({ run }: { run: () => Promise<CheckoutOutcome>; values?: typeof form.values }) => run(),
    // Without values it is the way back from a challenge: the form is read when the checkout answers.
    onSuccess: (outcome, { values }) => {
      if (!values && outcome.kind !== 'confirmed') paymentReturn.done();
      onOutcome(outcome, values ?? form.getValues());
    },
  });
  const processing = checkout.isPending;
  const canPay = form.values.terms && (isFree || cardComplete) && feeKnown && !processing;

  const onOutcome = (outcome: CheckoutOutcome, values: typeof form.values) => {
    switch (outcome.kind) {
      case 'confirmed': {
        const state: ConfirmationState = {
          fee: outcome.fee,
          ticketId: outcome.ticket.id,
          isEstimate: outcome.ticket.isEstimate,
          total: outcome.ticket.total,
          companyName: booking.companyName,
          service: booking.service,
          date: booking.date,
          slotLabel: booking.slotLabel ?? '',
          email: values.email.trim(),
          phone: values.phone.trim(),
          isCustomer: isLoggedIn,
        };
        navigate('/payment-confirmation', { state, replace: true });
        return;
      }
      case 'choose-another-slot': {
        const state: BookingReturnState = { notice: outcome.message };
        navigate('/booking', { state, replace: true });
        return;
      }
      case 'needs-card':
        setNeedsCard(true);
        setProblem({ message: `Please enter your card to pay ${formatMoney(outcome.ticket.total)}.` });
        return;
      case 'authenticate':
        goToChallenge(outcome.url);
        return;
      case 'card-error':
        setProblem({ message: outcome.message });
        return;
      case 'error':
        setProblem({ title: outcome.title, message: outcome.message });
        return;
    }
  };

  // Back from the card's 3-D Secure challenge (/process-payment): validate this checkout's payment, once.
  const returnedIntentId = paymentReturn.returned?.paymentIntentId ?? null;
  const resumed = useRef<string | null>(null);
  useEffect(() => {
    if (!returnedIntentId || resumed.current === returnedIntentId || processing) return;
    resumed.current = returnedIntentId;
    checkout.mutate({ run: () => resumeCheckout(returnedIntentId) });
  });

  const submit = form.onSubmit((values) => {
    if (processing) return;
    setProblem(null);
    if (!locked && !contactDetailsValid(values)) {
      setProblem({ message: Messages.checkoutInvalidData });
      return;
    }
    checkout.mutate({
      values,
      run: () =>
        runCheckout({
          booking,
          details: values,
          confirmCard: isFree ? null : (intent) => card.current?.confirm(intent) ?? Promise.resolve({ error: null }),
        }),
    });
  });

  return (
    <Container size="lg" py={{ base: 32, md: 48 }}>
      <Title order={1} mb="lg">
        Payment information
      </Title>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 5 }} order={{ base: 1, md: 2 }}>
          <Stack gap="md">
            <CheckoutSummary booking={booking} totals={totals} feeLoading={!feeKnown} />
            {!feeKnown && fee.isError && (
              <Alert color="red" variant="light" title="The booking fee could not be loaded">
                <Button size="xs" variant="light" onClick={() => void fee.refetch()}>
                  Try again
                </Button>
              </Alert>
            )}
            {isLoggedIn && <DiscountCodeBox serviceId={booking.serviceId} disabled={locked || processing} />}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }} order={{ base: 2, md: 1 }}>
          <form onSubmit={submit} noValidate aria-label="Checkout">
            <Stack gap="md">
              {locked && ticket?.holdExpiresAt && (
                <Alert color="blue" variant="light" role="status">
                  Your time slot is held for you until {formatValleyClock(new Date(ticket.holdExpiresAt))}.
                </Alert>
              )}
              {locked ? (
                <Text>
                  Your details are saved with ticket <strong>#{ticket?.id}</strong>.{' '}
                  {isFree ? '' : 'Enter your card to finish the booking.'}
                </Text>
              ) : (
                <>
                  <Title order={2} size="h4">
                    Your details
                  </Title>
                  <TextInput
                    label="Name"
                    autoComplete="name"
                    readOnly={isLoggedIn}
                    required
                    {...form.getInputProps('name')}
                  />
                  <TextInput
                    label="Email"
                    type="email"
                    autoComplete="email"
                    readOnly={isLoggedIn}
                    required
                    {...form.getInputProps('email')}
                  />
                  <TextInput
                    label="Phone"
                    type="tel"
                    autoComplete="tel"
                    readOnly={isLoggedIn}
                    required
                    {...form.getInputProps('phone')}
                  />
                  <AddressAutocomplete
                    label="Address"
                    autoComplete="street-address"
                    zipCode={booking.zipCode}
                    required
                    value={form.values.address}
                    onChange={(value) => form.setFieldValue('address', value)}
                  />
                  <Textarea
                    label="Instructions"
                    description="Gate codes, pets, parking: anything the company should know."
                    rows={3}
                    maxLength={FIELD_LIMITS.message}
                    {...form.getInputProps('instructions')}
                  />
                </>
              )}
              {!isFree && <CardSection onCompleteChange={onCompleteChange} handleRef={card} disabled={processing} />}
              <Checkbox
                label={
                  <>
                    I accept the{' '}
                    <Anchor href={TERMS_PDF} target="_blank" rel="noopener">
                      terms and conditions
                    </Anchor>
                  </>
                }
                {...form.getInputProps('terms', { type: 'checkbox' })}
              />
              {problem && (
                <Alert color="red" variant="light" role="alert" title={problem.title}>
                  {problem.message}
                </Alert>
              )}
              <Button type="submit" size="md" disabled={!canPay} loading={processing}>
                {isFree ? 'Get Estimate' : `Pay ${formatMoney(totals.total)}`}
              </Button>
              {!isFree && (
                <Text size="xs" c="dark.4">
                  Your card is charged {formatMoney(totals.total)} when you press Pay.
                </Text>
              )}
            </Stack>
          </form>
        </Grid.Col>
      </Grid>
    </Container>
  );
}
