import { useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useLocaleNavigate } from '../../i18n/locale';
import { formatMoney } from '../../lib/money';
import { type StoredBooking, useSession } from '../../session/store';
import { useGoToChallenge, usePaymentReturn } from '../../shared/payments/payment-return';
import { addressProblemWords, type BookingReturnState, type ConfirmationState } from './booking-model';
import { type CheckoutOutcome, resumeCheckout } from './checkout-flow';
import type { CheckoutForm, CheckoutValues } from './checkout-form';

export type CheckoutProblem = { title?: string; message: string } | null;

/**
 * The checkout's run and where its outcome leads: confirmed to the confirmation, a time taken meanwhile back to
 * the slots, a card's 3-D Secure challenge to its page (and, back from it, this checkout's payment validated
 * once); a card the server now asks for, or a failure, is a problem shown on the screen; a field the server
 * refuses is said beside it, and `onFieldRefused` told (the page takes the customer there).
 */
export function useCheckoutRun(
  booking: StoredBooking,
  form: CheckoutForm,
  isLoggedIn: boolean,
  onFieldRefused: () => void = () => {},
) {
  const { t } = useLingui();
  const navigate = useLocaleNavigate();
  const [problem, setProblem] = useState<CheckoutProblem>(null);
  const [needsCard, setNeedsCard] = useState(false);
  const goToChallenge = useGoToChallenge();
  const paymentReturn = usePaymentReturn();

  const checkout = useMutation({
    mutationFn: ({ run }: { run: () => Promise<CheckoutOutcome>; values?: CheckoutValues }) => run(),
    // Without values it is the way back from a challenge: the form is read when the checkout answers.
    onSuccess: (outcome, { values }) => {
      if (!values && outcome.kind !== 'confirmed') paymentReturn.done();
      onOutcome(outcome, values ?? form.getValues());
    },
  });
  const processing = checkout.isPending;

  const leavingForPlan = useRef(false);
  useEffect(
    () => () => {
      if (leavingForPlan.current) useSession.getState().finishCheckout();
    },
    [],
  );

  const onOutcome = (outcome: CheckoutOutcome, values: CheckoutValues) => {
    switch (outcome.kind) {
      case 'confirmed': {
        if (!isLoggedIn && values.email.trim()) {
          useSession.getState().rememberGuestDetails({
            name: values.name.trim(),
            email: values.email.trim(),
            phone: values.phone.trim(),
            address: values.address.trim(),
            zipCode: booking.zipCode,
          });
        }
        const state: ConfirmationState = {
          fee: outcome.fee,
          ticketId: outcome.ticket.id,
          isEstimate: outcome.ticket.isEstimate,
          total: outcome.ticket.total,
          companyName: booking.companyName,
          service: booking.service,
          serviceId: booking.serviceId,
          date: booking.date,
          slotLabel: booking.slotLabel ?? '',
          email: values.email.trim(),
          phone: values.phone.trim(),
          isCustomer: isLoggedIn,
          ...(outcome.privateLink ? { privateLink: outcome.privateLink } : {}),
          scheduledAt: outcome.ticket.scheduledAt,
          requestExpiryHours: outcome.ticket.requestExpiryHours,
        };
        navigate('/payment-confirmation', { state, replace: true });
        return;
      }
      case 'choose-another-slot': {
        const state: BookingReturnState = { notice: outcome.message };
        navigate('/booking', { state, replace: true });
        return;
      }
      case 'plan-started':
        // The checkout is forgotten as this page is left for the plan's (the effect below): forgotten earlier,
        // while that page's code is still loading on a slow phone, this page would send the customer to /booking.
        leavingForPlan.current = true;
        navigate(`/my-plans/${outcome.planId}`, { replace: true });
        return;
      case 'needs-card':
        setNeedsCard(true);
        setProblem({ message: t`Please enter your card to pay ${formatMoney(outcome.ticket.total)}.` });
        return;
      case 'authenticate':
        goToChallenge(outcome.url);
        return;
      case 'address':
        form.setFieldError('address', addressProblemWords(outcome.message));
        onFieldRefused();
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

  /** Runs one checkout with the form's values (the card, if any, is confirmed within `run`). */
  const start = (values: CheckoutValues, run: () => Promise<CheckoutOutcome>) => checkout.mutate({ values, run });

  return { problem, setProblem, needsCard, processing, start };
}
