import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Fieldset, Group, SimpleGrid, Text, TextInput } from '@mantine/core';
import { cardDigits, cardNumberComplete, cvcComplete, expiryComplete, parseExpiry, TEST_CARDS } from '@upkeep/contract';
import { useEffect, useImperativeHandle, useState } from 'react';
import { confirmSandboxCard, type SandboxAnswer } from './api/confirm-sandbox-card';
import { confirmSandboxSetup } from './api/confirm-sandbox-setup';
import type { CardConfirmation, CardFormProps } from './card-form';
import { useReturnUrl } from './payment-return';
import { formatCardNumber, formatExpiry } from './sandbox-card';

/** The sandbox's answer as the card form's: the challenge page of a 3-D Secure card, or the card's message. */
export function sandboxConfirmation(answer: SandboxAnswer, failed: string): CardConfirmation {
  if (answer.status === 'requires_action' && answer.nextAction) {
    return { error: null, redirectTo: answer.nextAction.redirectToUrl.url };
  }
  return { error: answer.error?.message ?? (answer.status === 'succeeded' ? null : failed) };
}

/**
 * The sandbox's card form (the offline stand-in for Stripe Elements), clearly in test mode: the card goes
 * to the sandbox provider's confirmation (of a payment, or of a card setup), never to UpKeep's own calls.
 */
const PAYMENT_FAILED = msg`The payment failed.`;
const SETUP_FAILED = msg`The card could not be saved.`;

export function SandboxCardForm({ onCompleteChange, handleRef, disabled, purpose = 'payment' }: CardFormProps) {
  const { t, i18n } = useLingui();
  const [number, setNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  const [touched, setTouched] = useState({ number: false, expiry: false, cvc: false });
  // A card that needs 3-D Secure goes to the challenge page, which brings the customer back here.
  const returnUrl = useReturnUrl();

  const numberOk = cardNumberComplete(number);
  const expiryOk = expiryComplete(expiry);
  const cvcOk = cvcComplete(cvc);
  const complete = numberOk && expiryOk && cvcOk;
  useEffect(() => onCompleteChange(complete), [complete, onCompleteChange]);

  useImperativeHandle(handleRef, () => {
    /** What the sandbox is sent: the card, and where a 3-D Secure challenge brings the customer back. */
    const card = (clientSecret: string) => {
      const exp = parseExpiry(expiry);
      return {
        clientSecret,
        cardNumber: cardDigits(number),
        expMonth: exp?.month ?? 0,
        expYear: exp?.year ?? 0,
        cvc: cvc.trim(),
        returnUrl,
      };
    };
    return {
      confirm: async (intent) =>
        sandboxConfirmation(
          await confirmSandboxCard(intent.paymentIntentId, card(intent.clientSecret)),
          i18n._(PAYMENT_FAILED),
        ),
      confirmSetup: async (setup) =>
        sandboxConfirmation(
          await confirmSandboxSetup(setup.setupIntentId, card(setup.clientSecret)),
          i18n._(SETUP_FAILED),
        ),
    };
  }, [number, expiry, cvc, returnUrl, i18n]);

  const blur = (field: keyof typeof touched) => () => setTouched((t) => ({ ...t, [field]: true }));

  return (
    <Fieldset
      legend={
        <Group gap="xs">
          <span>
            <Trans>Card</Trans>
          </span>
          <Badge color="yellow.3" variant="filled" autoContrast radius="sm">
            <Trans>Test mode</Trans>
          </Badge>
        </Group>
      }
      disabled={disabled}
      radius="md"
    >
      <Text size="sm" c="dark.5" mb="sm">
        {purpose === 'setup'
          ? t`Cards are simulated: no card is saved with a bank.`
          : t`Payments are simulated: no card is charged.`}{' '}
        <Trans>Use {formatCardNumber(TEST_CARDS.succeeds)} with any future date and any CVC.</Trans>
      </Text>
      <TextInput
        label={t`Card number`}
        placeholder="1234 1234 1234 1234"
        inputMode="numeric"
        autoComplete="cc-number"
        value={number}
        onChange={(e) => setNumber(formatCardNumber(e.currentTarget.value))}
        onBlur={blur('number')}
        error={touched.number && number && !numberOk ? t`Your card number is incomplete or invalid.` : undefined}
        required
      />
      {/* Labels of one line each in both languages ('Vencimiento', not 'Fecha de vencimiento'), so that the two fields sit
          level on a phone (issue 46; the Spanish journey measures it); the format is the placeholder's. */}
      <SimpleGrid cols={2} mt="sm" style={{ alignItems: 'start' }}>
        <TextInput
          label={t`Expiration date`}
          placeholder={t`MM / YY`}
          inputMode="numeric"
          autoComplete="cc-exp"
          value={expiry}
          onChange={(e) => setExpiry(formatExpiry(e.currentTarget.value))}
          onBlur={blur('expiry')}
          error={
            touched.expiry && expiry && !expiryOk ? t`The expiration date is incomplete or in the past.` : undefined
          }
          required
        />
        <TextInput
          label="CVC"
          placeholder="123"
          inputMode="numeric"
          autoComplete="cc-csc"
          maxLength={4}
          value={cvc}
          onChange={(e) => setCvc(cardDigits(e.currentTarget.value).slice(0, 4))}
          onBlur={blur('cvc')}
          error={touched.cvc && cvc && !cvcOk ? t`The CVC is 3 or 4 digits.` : undefined}
          required
        />
      </SimpleGrid>
    </Fieldset>
  );
}
