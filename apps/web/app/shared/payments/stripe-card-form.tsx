/**
 * Stripe Elements' card form, for Stripe mode only: this module is loaded lazily, and Stripe.js itself is
 * fetched from Stripe only when this form renders (the `pure` entry does not load it on import).
 */
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Fieldset, Text } from '@mantine/core';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { useImperativeHandle, useMemo } from 'react';
import type { CardFormProps } from './card-form';
import { stripeFor } from './stripe-loader';

export default function StripeCardForm({ publishableKey, ...props }: CardFormProps & { publishableKey: string }) {
  const stripe = useMemo(() => stripeFor(publishableKey), [publishableKey]);
  // Stripe's own words (the card field's placeholders and errors) in a Spanish page's language; else its default.
  const { i18n } = useLingui();
  return (
    <Elements stripe={stripe} options={i18n.locale === 'es' ? { locale: 'es' } : {}}>
      <StripeCard {...props} />
    </Elements>
  );
}

const STILL_LOADING = msg`The card form is still loading. Please try again.`;
const DECLINED = msg`Your card was declined.`;

function StripeCard({ onCompleteChange, handleRef, disabled, purpose = 'payment' }: CardFormProps) {
  const { t, i18n } = useLingui();
  const stripe = useStripe();
  const elements = useElements();

  useImperativeHandle(
    handleRef,
    () => ({
      confirm: async (intent) => {
        const card = elements?.getElement(CardElement);
        if (!stripe || !card) return { error: i18n._(STILL_LOADING) };
        const result = await stripe.confirmCardPayment(intent.clientSecret, { payment_method: { card } });
        if (result.error) return { error: result.error.message ?? i18n._(DECLINED) };
        return {
          error: result.paymentIntent?.status === 'succeeded' ? null : i18n._(msg`The payment was not completed.`),
        };
      },
      // A card saved for later (issue 31): Stripe.js runs a 3-D Secure challenge in its modal, as for a payment.
      confirmSetup: async (setup) => {
        const card = elements?.getElement(CardElement);
        if (!stripe || !card) return { error: i18n._(STILL_LOADING) };
        const result = await stripe.confirmCardSetup(setup.clientSecret, { payment_method: { card } });
        if (result.error) return { error: result.error.message ?? i18n._(DECLINED) };
        return { error: result.setupIntent?.status === 'succeeded' ? null : i18n._(msg`The card was not saved.`) };
      },
    }),
    [stripe, elements, i18n],
  );

  return (
    <Fieldset legend={t`Card`} disabled={disabled} radius="md">
      <Text size="sm" c="dark.5" mb="sm">
        {purpose === 'setup'
          ? t`Your card goes straight to Stripe, which keeps it for your next payments; UpKeep never sees its number.`
          : t`Your card goes straight to Stripe; UpKeep never sees its number.`}
      </Text>
      <div
        style={{
          border: '1px solid var(--mantine-color-gray-4)',
          borderRadius: 'var(--mantine-radius-sm)',
          padding: '10px 12px',
        }}
      >
        <CardElement
          options={{ disabled, hidePostalCode: true, style: { base: { fontSize: '16px' } } }}
          onChange={(event) => onCompleteChange(event.complete)}
        />
      </div>
    </Fieldset>
  );
}
