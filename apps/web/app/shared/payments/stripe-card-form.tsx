/**
 * Stripe Elements' card form, for Stripe mode only: this module is loaded lazily, and Stripe.js itself is
 * fetched from Stripe only when this form renders (the `pure` entry does not load it on import).
 */
import { Fieldset, Text } from '@mantine/core';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { useImperativeHandle, useMemo } from 'react';
import type { CardFormProps } from './card-form';

const loaded = new Map<string, Promise<Stripe | null>>();
function stripeFor(publishableKey: string) {
  let promise = loaded.get(publishableKey);
  if (!promise) {
    promise = loadStripe(publishableKey);
    loaded.set(publishableKey, promise);
  }
  return promise;
}

export default function StripeCardForm({ publishableKey, ...props }: CardFormProps & { publishableKey: string }) {
  const stripe = useMemo(() => stripeFor(publishableKey), [publishableKey]);
  return (
    <Elements stripe={stripe}>
      <StripeCard {...props} />
    </Elements>
  );
}

function StripeCard({ onCompleteChange, handleRef, disabled }: CardFormProps) {
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
    }),
    [stripe, elements],
  );

  return (
    <Fieldset legend="Card" disabled={disabled} radius="md">
      <Text size="sm" c="dark.5" mb="sm">
        Your card goes straight to Stripe; UpKeep never sees its number.
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
