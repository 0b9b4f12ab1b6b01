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
  if (ticketId !== null) {
    return (
      <Text>
        Your details are saved with ticket <strong>#{ticketId}</strong>.{' '}
        {isFree ? '' : 'Enter your card to finish the booking.'}
      </Text>
    );
  }
  return (
    <>
      <Title order={2} size="h4">
        Your details
      </Title>
      <TextInput label="Name" autoComplete="name" readOnly={isLoggedIn} required {...form.getInputProps('name')} />
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
        zipCode={zipCode}
        required
        description={`An address in ${zipCode}: choose one of the suggestions.`}
        value={form.values.address}
        error={form.errors.address}
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
  );
}
