import { Trans, useLingui } from '@lingui/react/macro';
import { Text, Textarea, TextInput, Title } from '@mantine/core';
import { FIELD_LIMITS } from '@upkeep/contract';
import { AddressAutocomplete } from '../../ui/address-autocomplete';
import type { CheckoutForm } from './checkout-form';

/**
 * "Your details": the contact details and the instructions, read-only for a signed-in customer's profile; once
 * the checkout created the ticket (`ticketId`), only a line saying they are saved with it.
 */
export function CheckoutDetails({
  form,
  ticketId,
  isFree,
  isLoggedIn,
  zipCode,
}: {
  form: CheckoutForm;
  ticketId: number | null;
  isFree: boolean;
  isLoggedIn: boolean;
  zipCode: string;
}) {
  const { t } = useLingui();
  if (ticketId !== null) {
    return (
      <Text>
        <Trans>
          Your details are saved with ticket <strong>#{ticketId}</strong>.
        </Trans>{' '}
        {isFree ? '' : t`Enter your card to finish the booking.`}
      </Text>
    );
  }
  return (
    <>
      <Title order={2} size="h4">
        <Trans>Your details</Trans>
      </Title>
      <TextInput label={t`Name`} autoComplete="name" readOnly={isLoggedIn} required {...form.getInputProps('name')} />
      <TextInput
        label={t`Email`}
        type="email"
        autoComplete="email"
        readOnly={isLoggedIn}
        required
        {...form.getInputProps('email')}
      />
      <TextInput
        label={t`Phone`}
        type="tel"
        autoComplete="tel"
        readOnly={isLoggedIn}
        required
        {...form.getInputProps('phone')}
      />
      <AddressAutocomplete
        label={t`Address`}
        autoComplete="street-address"
        zipCode={zipCode}
        required
        description={t`An address in ${zipCode}: choose one of the suggestions.`}
        value={form.values.address}
        error={form.errors.address}
        onChange={(value) => form.setFieldValue('address', value)}
      />
      <Textarea
        label={t`Instructions`}
        description={t`Gate codes, pets, parking: anything the company should know.`}
        rows={3}
        maxLength={FIELD_LIMITS.message}
        {...form.getInputProps('instructions')}
      />
    </>
  );
}
