import { Alert, Button, Modal, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { inboxEndpoints, type LeadRequest, Messages } from '@upkeep/contract';
import { useId, useState } from 'react';
import { ApiError, api } from '../../lib/api';

export const LEAD_ORIGIN = 'upkeep';
const PHONE_MAX_DIGITS = 12;

interface LeadValues {
  name: string;
  email: string;
  phoneNumber: string;
  wishedService: string;
}

// design.md section 7: the phone starts empty (the observed product started it at '0').
const EMPTY: LeadValues = { name: '', email: '', phoneNumber: '', wishedService: '' };

/** POST /api/customer/leads (spec 001 section 7), JSON. */
export function sendLead(values: LeadValues) {
  const body: LeadRequest = {
    name: values.name.trim(),
    email: values.email.trim(),
    phoneNumber: values.phoneNumber,
    wishedService: values.wishedService.trim(),
    origin: LEAD_ORIGIN,
    isExclusiveLead: false,
  };
  return api(inboxEndpoints.lead, { body });
}

function failureMessage(error: unknown): string {
  // A validation answer names what to fix; anything else is the catalogue's "try again later".
  if (error instanceof ApiError && (error.statusCode === 400 || error.statusCode === 422) && error.message) {
    return error.message;
  }
  return `${Messages.contactFailed.title}. ${Messages.contactFailed.text}.`;
}

/**
 * The landing lead form card (spec 001 sections 3 to 5): SEND is enabled once name, e-mail and the wished
 * service are filled. Success clears the form and opens the confirmation dialog; failure shows an error
 * and keeps what was typed (design.md section 7).
 */
export function LeadForm({ servicePlaceholder = 'e.g. A leaking kitchen faucet' }: { servicePlaceholder?: string }) {
  const headingId = useId();
  const [values, setValues] = useState<LeadValues>(EMPTY);
  const [sent, setSent] = useState(false);
  const sending = useMutation({
    mutationFn: sendLead,
    onSuccess: () => {
      setValues(EMPTY);
      setSent(true);
    },
    onError: (err) => console.error('Lead request failed', err),
  });
  const error = sending.error ? failureMessage(sending.error) : null;

  const canSend = values.name.trim() !== '' && values.email.trim() !== '' && values.wishedService.trim() !== '';

  const update = (field: keyof LeadValues) => (event: React.ChangeEvent<HTMLInputElement>) => {
    const raw = event.currentTarget.value;
    // Digits only, at most 12; no maxLength on the input, so a pasted '(702) 555-0199' is cleaned, not cut.
    const value = field === 'phoneNumber' ? raw.replace(/\D/g, '').slice(0, PHONE_MAX_DIGITS) : raw;
    setValues((v) => ({ ...v, [field]: value }));
  };

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!canSend || sending.isPending) return;
    sending.mutate(values);
  };

  return (
    <Paper component="section" aria-labelledby={headingId} shadow="md" radius="lg" p="lg" withBorder>
      <Title order={2} size="h3" id={headingId}>
        {Messages.leadFormHeading.title}
      </Title>
      <Text c="gray.7" size="sm" mt={4} mb="md">
        {Messages.leadFormHeading.text}
      </Text>
      <form onSubmit={onSubmit}>
        <Stack gap="sm">
          <TextInput label="Name" autoComplete="name" required value={values.name} onChange={update('name')} />
          <TextInput
            label="Email address"
            type="email"
            autoComplete="email"
            required
            value={values.email}
            onChange={update('email')}
          />
          <TextInput
            label="Phone number (optional)"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            pattern="[0-9]{1,12}"
            value={values.phoneNumber}
            onChange={update('phoneNumber')}
          />
          <TextInput
            label="What service are you looking for?"
            placeholder={servicePlaceholder}
            required
            value={values.wishedService}
            onChange={update('wishedService')}
          />
          {error && (
            <Alert color="red" variant="light" title="Your request was not sent" role="alert">
              {error}
            </Alert>
          )}
          <Button type="submit" disabled={!canSend} loading={sending.isPending}>
            SEND
          </Button>
        </Stack>
      </form>
      <Modal opened={sent} onClose={() => setSent(false)} title={Messages.leadSent.title} centered>
        <Text>{Messages.leadSent.text}</Text>
        <Button mt="lg" fullWidth onClick={() => setSent(false)}>
          Close
        </Button>
      </Modal>
    </Paper>
  );
}
