import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, Checkbox, Container, Grid, Radio, Stack, Text, Title } from '@mantine/core';
import {
  checkoutAddressProblem,
  PLAN_CHARGE_HOURS_BEFORE,
  PLAN_INTERVALS,
  type PlanInterval,
  planDiscountPercent,
} from '@upkeep/contract';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Navigate } from 'react-router';
import { useFormatDate } from '../../i18n/format-date';
import { useLocalePath } from '../../i18n/locale';
import { CHECKOUT_INVALID_DATA } from '../../i18n/spec-messages-booking';
import { formatMoney } from '../../lib/money';
import { type StoredBooking, useSession } from '../../session/store';
import { useCatalogService } from '../../shared/catalog/api/get-service';
import type { CardFormHandle } from '../../shared/payments/card-form';
import { PaymentCardSection } from '../../shared/payments/payment-card-section';
import { PageLoader } from '../../ui/page-loader';
import { usePlanOffer } from './api/get-plan-offer';
import {
  addressProblemWords,
  type ContactDetails,
  contactDetailsValid,
  fieldsInError,
  fieldWords,
  hasChosenSlot,
  missingToPay,
  planVisitTotals,
} from './booking-model';
import { CancellationPolicyLine } from './cancellation-policy-line';
import { CheckoutDetails } from './checkout-details';
import { runCheckout } from './checkout-flow';
import { useCheckoutForm } from './checkout-form';
import { CheckoutSummary } from './checkout-summary';
import { DiscountCodeBox } from './discount-code-box';
import { useBooking } from './use-booking';
import { useCheckoutRun } from './use-checkout-run';
import { useCheckoutTotals } from './use-checkout-totals';

export const TERMS_PDF = '/legal/terms-and-conditions.pdf';

/** The checkout (spec 000 sections 2, 4, 5): summary, discount, address, details, card, terms, pay. */
export function CheckoutPage() {
  const { ready, booking } = useBooking();
  const hasSession = useSession(
    (s) => (s.isLoggedIn && Boolean(s.token)) || (s.isLoggedInAsGuest && Boolean(s.tokenGuest)),
  );
  const inLocale = useLocalePath();
  if (!ready) return <PageLoader />;
  // Without a slot, or without a session, the estimate screen is where to go on (it asks who you are).
  if (!booking || !hasChosenSlot(booking) || !hasSession) return <Navigate to={inLocale('/booking')} replace />;
  return <Checkout booking={booking} />;
}

/** The choice of no plan. */
const ONE_TIME = 'once';
/** The English of the words said when a plan has no saved card chosen (the tests read it; the screen says `t`'s). */
export const PLAN_NEEDS_SAVED_CARD =
  'A plan is charged to a saved card: choose one of your saved cards above (add one on your profile).';

/** How often a plan's visits come, as the contract's PLAN_FREQUENCY_LABELS says it in English (a test holds them equal). */
export const PLAN_LABELS: Record<PlanInterval, MessageDescriptor> = {
  1: msg`Every week`,
  2: msg`Every 2 weeks`,
  4: msg`Every 4 weeks`,
};

function Checkout({ booking }: { booking: StoredBooking }) {
  const { t, i18n } = useLingui();
  const dates = useFormatDate();
  const isLoggedIn = useSession((s) => s.isLoggedIn);
  const user = useSession((s) => s.user);
  const guestDetails = useSession((s) => s.guestDetails);
  const form = useCheckoutForm(isLoggedIn, user, guestDetails, booking.zipCode);
  const { ticket, fee, totals, feeKnown } = useCheckoutTotals(booking);
  // Each refused Pay counts, so that a second Pay with the same field still wrong takes the customer there again.
  const [refusals, setRefusals] = useState(0);
  const refused = useCallback(() => setRefusals((n) => n + 1), []);
  const { problem, setProblem, needsCard, processing, start } = useCheckoutRun(booking, form, isLoggedIn, refused);
  const [cardComplete, setCardComplete] = useState(false);
  const card = useRef<CardFormHandle>(null);
  const onCompleteChange = useCallback((complete: boolean) => setCardComplete(complete), []);

  const isFree = totals.isFree && !needsCard;
  // A plan (issue 31): a signed-in customer's regular service, charged to a saved card before each visit, for a
  // service whose catalogue entry allows plans (the database's flag, issue 48).
  const catalogService = useCatalogService(booking.serviceId, isLoggedIn && !isFree);
  const offersPlans = isLoggedIn && !isFree && catalogService.data?.plansAllowed === true;
  const [frequency, setFrequency] = useState<string>(ONE_TIME);
  const plan = offersPlans && frequency !== ONE_TIME ? (Number(frequency) as PlanInterval) : null;
  // A plan's visit is priced as its page will say: the company's discount for the interval, then the fee.
  const planOffer = usePlanOffer(booking.companyServiceId, offersPlans);
  const planVisit =
    plan !== null && planOffer.data && feeKnown
      ? planVisitTotals(totals.price, totals.fee, planDiscountPercent(planOffer.data.discounts, plan))
      : null;
  const locked = ticket !== null;
  // What is missing is said beside the button, and keeps it disabled (issue 26).
  const missing = missingToPay({
    details: form.values,
    detailsLocked: locked,
    cardMissing: !isFree && !cardComplete,
    termsAccepted: form.values.terms,
    isFree,
  });
  const canPay = missing === null && feeKnown && !processing;
  const missingId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  // A field in error is where the customer is taken: focused and scrolled to, however far above Pay (issue 46).
  const inError = (Object.keys(form.errors) as (keyof ContactDetails)[]).filter((key) => form.errors[key]);
  const errorKey = inError.join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: refusals is the trigger (every refused Pay).
  useEffect(() => {
    if (!errorKey) return;
    const field = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!field) return;
    field.focus({ preventScroll: true });
    field.scrollIntoView({ block: 'center' });
  }, [errorKey, refusals]);

  const submit = form.onSubmit((values) => {
    if (processing) return;
    setProblem(null);
    if (!locked && !contactDetailsValid(values)) {
      setProblem({ message: i18n._(CHECKOUT_INVALID_DATA) });
      form.setErrors(fieldsInError(values));
      refused();
      return;
    }
    // The address must lie in the zip code searched, whole (street, city, zip): said beside the field.
    const addressProblem = locked ? null : checkoutAddressProblem(values.address, booking.zipCode);
    if (addressProblem) {
      // Not setFieldError: it skips an error the field already shows, and the submit's validation then clears it.
      form.setErrors({ address: addressProblemWords(addressProblem) });
      refused();
      return;
    }
    const savedCardId = plan ? (card.current?.savedCardId?.() ?? null) : null;
    if (plan && savedCardId === null) {
      setProblem({
        message: t`A plan is charged to a saved card: choose one of your saved cards above (add one on your profile).`,
      });
      return;
    }
    start(values, () =>
      runCheckout({
        booking,
        details: values,
        confirmCard: isFree ? null : (intent) => card.current?.confirm(intent) ?? Promise.resolve({ error: null }),
        plan: plan && savedCardId !== null ? { intervalWeeks: plan, savedCardId } : undefined,
      }),
    );
  });

  return (
    <Container size="lg" py={{ base: 32, md: 48 }}>
      <Title order={1} mb="lg">
        <Trans>Payment information</Trans>
      </Title>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 5 }} order={{ base: 1, md: 2 }}>
          <Stack gap="md">
            <CheckoutSummary
              booking={booking}
              totals={totals}
              feeLoading={!feeKnown}
              plan={plan !== null ? { label: i18n._(PLAN_LABELS[plan]), visit: planVisit } : null}
            />
            {!feeKnown && fee.isError && (
              <Alert color="red" variant="light" title={t`The booking fee could not be loaded`}>
                <Button size="xs" variant="light" onClick={() => void fee.refetch()}>
                  <Trans>Try again</Trans>
                </Button>
              </Alert>
            )}
            {isLoggedIn && <DiscountCodeBox serviceId={booking.serviceId} disabled={locked || processing} />}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }} order={{ base: 2, md: 1 }}>
          <form ref={formRef} onSubmit={submit} noValidate aria-label={t`Checkout`}>
            <Stack gap="md">
              {locked && ticket?.holdExpiresAt && (
                <Alert color="blue" variant="light" role="status">
                  <Trans>Your time slot is held for you until {dates.clock(new Date(ticket.holdExpiresAt))}.</Trans>
                </Alert>
              )}
              <CheckoutDetails
                form={form}
                ticketId={ticket?.id ?? null}
                isFree={isFree}
                isLoggedIn={isLoggedIn}
                zipCode={booking.zipCode}
              />
              {offersPlans && (
                <Radio.Group label={t`How often`} value={frequency} onChange={setFrequency}>
                  <Stack gap={6} mt={6}>
                    <Radio value={ONE_TIME} label={t`One time`} disabled={processing} />
                    {PLAN_INTERVALS.map((weeks) => (
                      <Radio
                        key={weeks}
                        value={String(weeks)}
                        label={i18n._(PLAN_LABELS[weeks])}
                        disabled={processing}
                      />
                    ))}
                  </Stack>
                </Radio.Group>
              )}
              {plan !== null && (
                <Text size="sm" c="dark.5">
                  <PlanTerms
                    label={i18n._(PLAN_LABELS[plan])}
                    charged={planVisit ? formatMoney(planVisit.charged) : null}
                  />
                </Text>
              )}
              {!isFree && (
                <PaymentCardSection onCompleteChange={onCompleteChange} handleRef={card} disabled={processing} />
              )}
              <Checkbox
                label={
                  <Trans>
                    I accept the{' '}
                    <Anchor href={TERMS_PDF} target="_blank" rel="noopener">
                      terms and conditions
                    </Anchor>
                  </Trans>
                }
                {...form.getInputProps('terms', { type: 'checkbox' })}
              />
              {problem && (
                <Alert color="red" variant="light" role="alert" title={problem.title}>
                  {problem.message}
                </Alert>
              )}
              {!problem && inError.length > 0 && (
                <Text size="sm" c="red.8" role="alert">
                  <Trans>Check your {fieldWords(inError)} above.</Trans>
                </Text>
              )}
              <Button
                type="submit"
                size="md"
                disabled={!canPay}
                loading={processing}
                aria-describedby={missing && !processing ? missingId : undefined}
              >
                {isFree ? t`Get Estimate` : plan !== null ? t`Start plan` : t`Pay ${formatMoney(totals.total)}`}
              </Button>
              {missing && !processing && (
                <Text size="sm" c="dark.5" id={missingId}>
                  {missing}
                </Text>
              )}
              {!isFree && plan === null && (
                <Text size="xs" c="dark.4">
                  <Trans>Your card is charged {formatMoney(totals.total)} when you press Pay.</Trans>
                </Text>
              )}
              {!isFree && <CancellationPolicyLine />}
            </Stack>
          </form>
        </Grid.Col>
      </Grid>
    </Container>
  );
}

/** What a plan means for the card, beside the choice of how often. */
function PlanTerms({ label, charged }: { label: string; charged: string | null }) {
  const hours = PLAN_CHARGE_HOURS_BEFORE;
  return charged === null ? (
    <Trans>
      {label}: each visit is charged to the saved card you choose below {hours} hours before it, once the company
      confirms the plan. Skip, pause or cancel any time in My plans.
    </Trans>
  ) : (
    <Trans>
      {label}: each visit ({charged}) is charged to the saved card you choose below {hours} hours before it, once the
      company confirms the plan. Skip, pause or cancel any time in My plans.
    </Trans>
  );
}
