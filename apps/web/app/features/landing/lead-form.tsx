import type { I18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Modal, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { leadRequest } from '@upkeep/contract';
import { useId, useState } from 'react';
import { CONTACT_FAILED } from '../../i18n/spec-messages';
import { ApiError } from '../../lib/api';
import { WithQueries } from '../../lib/query-client';
import { prehydrationValue } from '../../ui/prehydration';
import { type LeadValues, leadBody, sendLead } from './api/send-lead';
import { LEAD_FORM_HEADING, LEAD_SENT } from './spec-messages-landing';

const PHONE_MAX_DIGITS = 12;

// design.md section 7: the phone starts empty (the observed product started it at '0').
const EMPTY: LeadValues = { name: '', email: '', phoneNumber: '', wishedService: '' };

/**
 * Checks the body with the contract's leadRequest, as the server will, and words each problem as the
 * server's 400 answer does ('email: must be a valid e-mail address'): the text this form showed for it when
 * only the server checked.
 */
function leadErrors(values: LeadValues): Record<string, string> {
  const result = leadRequest.safeParse(leadBody(values));
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.join('.') || 'body';
    const problem = `${field}: ${issue.message}`;
    errors[field] = errors[field] ? `${errors[field]}; ${problem}` : problem;
  }
  return errors;
}

/** The prerendered fields' values, read while hydrating (each field's `name` is its key). */
function typedBeforeHydration(headingId: string): LeadValues {
  const value = (field: keyof LeadValues) => prehydrationValue(headingId, `input[name="${field}"]`) ?? '';
  return {
    name: value('name'),
    email: value('email'),
    phoneNumber: value('phoneNumber').replace(/\D/g, '').slice(0, PHONE_MAX_DIGITS),
    wishedService: value('wishedService'),
  };
}

function failureMessage(error: unknown, i18n: I18n): string {
  // A validation answer names what to fix; anything else is the catalogue's "try again later".
  if (error instanceof ApiError && (error.statusCode === 400 || error.statusCode === 422) && error.message) {
    return error.message;
  }
  return `${i18n._(CONTACT_FAILED.title)}. ${i18n._(CONTACT_FAILED.text)}.`;
}

/**
 * The landing lead form card (spec 001 sections 3 to 5): SEND is enabled once name, e-mail and the wished
 * service are filled. Success clears the form and opens the confirmation dialog; failure shows an error
 * and keeps what was typed (design.md section 7).
 */
export function LeadForm(props: { servicePlaceholder?: string }) {
  // The form sends through the query library, which the landing page's first screen does without.
  return (
    <WithQueries>
      <LeadFormCard {...props} />
    </WithQueries>
  );
}

function LeadFormCard({ servicePlaceholder }: { servicePlaceholder?: string }) {
  const { t, i18n } = useLingui();
  const headingId = useId();
  // What was typed before this part's code arrived is kept (ui/prehydration.ts).
  const [typed] = useState(() => typedBeforeHydration(headingId));
  const form = useForm<LeadValues>({
    mode: 'controlled',
    initialValues: typed,
    validate: leadErrors,
    // The problems stay said until the next SEND, as the server's answer they replace did.
    clearInputErrorOnChange: false,
  });
  const [sent, setSent] = useState(false);
  const sending = useMutation({
    mutationFn: sendLead,
    onSuccess: () => {
      form.setInitialValues(EMPTY);
      form.reset();
      setSent(true);
    },
    onError: (err) => console.error('Lead request failed', err),
  });
  const problems = Object.values(form.errors).join('; ');
  const error = problems || (sending.error ? failureMessage(sending.error, i18n) : null);

  const { values } = form;
  const canSend = values.name.trim() !== '' && values.email.trim() !== '' && values.wishedService.trim() !== '';

  /** A field's value and change; its problem is said in the alert below, not under the field. */
  const inputProps = (field: keyof LeadValues) => {
    const { error: _error, ...props } = form.getInputProps(field);
    return props;
  };

  const validateAndSend = form.onSubmit((valid) => sending.mutate(valid));
  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!canSend || sending.isPending) return;
    validateAndSend(event);
  };

  return (
    <Paper component="section" aria-labelledby={headingId} shadow="md" radius="lg" p="lg" withBorder>
      <Title order={2} size="h3" id={headingId}>
        {i18n._(LEAD_FORM_HEADING.title)}
      </Title>
      <Text c="gray.7" size="sm" mt={4} mb="md">
        {i18n._(LEAD_FORM_HEADING.text)}
      </Text>
      <form onSubmit={onSubmit}>
        <Stack gap="sm">
          <TextInput label={t`Name`} name="name" autoComplete="name" required {...inputProps('name')} />
          <TextInput
            label={t`Email address`}
            name="email"
            type="email"
            autoComplete="email"
            required
            {...inputProps('email')}
          />
          <TextInput
            label={t`Phone number (optional)`}
            name="phoneNumber"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            pattern="[0-9]{1,12}"
            {...inputProps('phoneNumber')}
            // Digits only, at most 12; no maxLength on the input, so a pasted '(702) 555-0199' is cleaned, not cut.
            onChange={(event) =>
              form.setFieldValue('phoneNumber', event.currentTarget.value.replace(/\D/g, '').slice(0, PHONE_MAX_DIGITS))
            }
          />
          <TextInput
            label={t`What service are you looking for?`}
            name="wishedService"
            placeholder={servicePlaceholder ?? t`e.g. A leaking kitchen faucet`}
            required
            {...inputProps('wishedService')}
          />
          {error && (
            <Alert color="red" variant="light" title={t`Your request was not sent`} role="alert">
              {error}
            </Alert>
          )}
          <Button type="submit" disabled={!canSend} loading={sending.isPending}>
            <Trans>SEND</Trans>
          </Button>
        </Stack>
      </form>
      <Modal opened={sent} onClose={() => setSent(false)} title={i18n._(LEAD_SENT.title)} centered>
        <Text>{i18n._(LEAD_SENT.text)}</Text>
        <Button mt="lg" fullWidth onClick={() => setSent(false)}>
          <Trans>Close</Trans>
        </Button>
      </Modal>
    </Paper>
  );
}
