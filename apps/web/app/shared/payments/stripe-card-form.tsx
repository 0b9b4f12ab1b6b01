/**
 * Stripe Elements' card form, for Stripe mode only: this module is loaded lazily, and Stripe.js itself is
 * fetched from Stripe only when this form renders (the `pure` entry does not load it on import).
 */
import { Fieldset, Text } from '@mantine/core';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { useImperativeHandle, useMemo } from 'react';
import type { CardFormProps } from './card-form';
import { stripeFor } from './stripe-loader';

export default function StripeCardForm({ publishableKey, ...props }: CardFormProps & { publishableKey: string }) {
  const stripe = useMemo(() => stripeFor(publishableKey), [publishableKey]);
  return (
    <Elements stripe={stripe}>
      <StripeCard {...props} />
    </Elements>
  );
}

function StripeCard({ onCompleteChange, handleRef, disabled, purpose = 'payment' }: CardFormProps) {
  const stripe = useStripe();
  const elements = useElements();

  useImperativeHandle(
    handleRef,
    () => ({
      confirm: async (intent) => {
        const card = elements?.getElement(CardElement);
        if (!stripe || !card) return { error: 'The card form is still loading. Please try again.' };
        const result = await stripe.confirmCardPayment(intent.clientSecret, { payment_method: { card } });
        if (result.error) return { error: result.error.message ?? 'Your card was declined.' };
        return { error: result.paymentIntent?.status === 'succeeded' ? null : 'The payment was not completed.' };
      },
      // A card saved for later (issue 31): Stripe.js runs a 3-D Secure challenge in its modal, as for a payment.
      confirmSetup: async (setup) => {
        const card = elements?.getElement(CardElement);
        if (!stripe || !card) return { error: 'The card form is still loading. Please try again.' };
        const result = await stripe.confirmCardSetup(setup.clientSecret, { payment_method: { card } });
        if (result.error) return { error: result.error.message ?? 'Your card was declined.' };
        return { error: result.setupIntent?.status === 'succeeded' ? null : 'The card was not saved.' };
      },
    }),
    [stripe, elements],
  );

  return (
    <Fieldset legend="Card" disabled={disabled} radius="md">
      <Text size="sm" c="dark.5" mb="sm">
        {purpose === 'setup'
          ? 'Your card goes straight to Stripe, which keeps it for your next payments; UpKeep never sees its number.'
          : 'Your card goes straight to Stripe; UpKeep never sees its number.'}
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
