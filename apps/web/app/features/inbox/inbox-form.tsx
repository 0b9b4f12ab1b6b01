/**
 * What the three public forms of spec 000 (contact, partner up, opt out) share: the form with its validation
 * (by the contract's own request schema unless told), the send with its failure handling, the success dialog
 * that leads home, the page around the form, the fields they all ask and the column beside the form.
 */
import {
  Alert,
  Button,
  Container,
  Grid,
  Group,
  List,
  Modal,
  Paper,
  Stack,
  Text,
  TextInput,
  type TextInputProps,
  Title,
} from '@mantine/core';
import { type FormErrors, type UseFormReturnType, useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { type EndpointBody, inboxEndpoints, Messages } from '@upkeep/contract';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { ApiError, api } from '../../lib/api';
import { type FieldLabels, schemaErrors } from '../../lib/schema-errors';
import { type Notice, NoticeModal } from '../../ui/notice-modal';
import { PageHeader } from '../../ui/page-header';

/** Keeps digits only, at most `max`: a pasted '(702) 555-0199' is cleaned rather than cut. */
export const digitsOnly = (max: number) => (event: React.ChangeEvent<HTMLInputElement>) =>
  event.currentTarget.value.replace(/\D/g, '').slice(0, max);

/** The longest phone number the forms take, in digits. */
export const PHONE_MAX_DIGITS = 15;

/** The three forms' endpoints: each takes its own body and answers the id it created. */
const INBOX_ENDPOINTS = {
  contact: inboxEndpoints.contact,
  partner: inboxEndpoints.partner,
  optOut: inboxEndpoints.optOut,
};
type InboxForm = keyof typeof INBOX_ENDPOINTS;

export function postInbox<F extends InboxForm>(form: F, body: EndpointBody<(typeof INBOX_ENDPOINTS)[F]>) {
  const endpoint: (typeof INBOX_ENDPOINTS)[InboxForm] = INBOX_ENDPOINTS[form];
  return api(endpoint, { body } as Parameters<typeof api<typeof endpoint>>[1]);
}

type Failure = { kind: 'fields'; message: string } | { kind: 'notice'; notice: Notice };

/**
 * A 400 names the fields to fix (shown on them, the rest of what was typed kept); a 429 says to wait; any
 * other failure is the spec's 'Service not available' / 'Try again later' dialog.
 */
function failureOf<V>(error: unknown, form: UseFormReturnType<V>, labels: FieldLabels<V>): Failure {
  if (error instanceof ApiError && error.statusCode === 400) {
    const fields: Record<string, string> = {};
    for (const e of error.errors ?? []) {
      if (e.field in (labels as object)) fields[e.field] = `${labels[e.field as keyof V]} ${e.message}`;
    }
    form.setErrors(fields);
    return { kind: 'fields', message: error.message || 'Please check the highlighted fields.' };
  }
  if (error instanceof ApiError && error.statusCode === 429) {
    return { kind: 'notice', notice: { title: 'Too many messages', text: 'Please wait a minute and try again.' } };
  }
  return { kind: 'notice', notice: Messages.contactFailed };
}

/**
 * Sends a valid form with `send`; on success opens `sent` (whose OK goes home), on failure says why and
 * keeps what was typed.
 */
export function useInboxSubmit<V>({
  form,
  labels,
  send,
}: {
  form: UseFormReturnType<V>;
  labels: FieldLabels<V>;
  send: (values: V) => Promise<unknown>;
}) {
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const submission = useMutation({
    mutationFn: send,
    onSuccess: () => setSent(true),
    onError: (error) => {
      if (!(error instanceof ApiError)) console.error('Form not sent', error);
      setFailure(failureOf(error, form, labels));
    },
  });
  const onSubmit = form.onSubmit((values) => {
    if (submission.isPending) return;
    setFailure(null);
    submission.mutate(values);
  });
  return { onSubmit, sending: submission.isPending, sent, failure, clearFailure: () => setFailure(null) };
}

/**
 * A public form: its values checked by the contract's request `schema` (or by `validate`), sent with `send`
 * (see useInboxSubmit).
 */
export function useInboxForm<V extends object>({
  initialValues,
  labels,
  schema,
  validate,
  send,
}: {
  initialValues: V;
  labels: FieldLabels<V>;
  send: (values: V) => Promise<unknown>;
  /** The contract's request schema the values are checked with, as they are... */
  schema?: z.ZodType;
  /** ...or the form's own check (the values are not yet the body). */
  validate?: (values: V) => FormErrors;
}) {
  const form = useForm<V>({
    mode: 'controlled',
    initialValues,
    validate: (values) => validate?.(values) ?? (schema ? schemaErrors(schema, values, labels) : {}),
  });
  const submit = useInboxSubmit({ form, labels, send });
  return { form, submit };
}

/** A field of a public form, bound to the form's value of `field`. */
type FieldProps<V> = { form: UseFormReturnType<V>; field: keyof V & string } & Omit<TextInputProps, 'form'>;

export function EmailField<V>({ form, field, ...props }: FieldProps<V>) {
  return (
    <TextInput
      label="Email"
      type="email"
      autoComplete="email"
      required
      maxLength={254}
      {...props}
      {...form.getInputProps(field)}
    />
  );
}

/** Digits only, at most `max` (a pasted number is cleaned, not cut). */
export function PhoneField<V>({ form, field, max = PHONE_MAX_DIGITS, ...props }: FieldProps<V> & { max?: number }) {
  const input = form.getInputProps(field);
  return (
    <TextInput
      label="Phone"
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      required
      {...props}
      {...input}
      onChange={(event) => input.onChange(digitsOnly(max)(event))}
    />
  );
}

export function CompanyNameField<V>({ form, field, ...props }: FieldProps<V>) {
  return (
    <TextInput
      label="Company name"
      autoComplete="organization"
      required
      maxLength={150}
      {...props}
      {...form.getInputProps(field)}
    />
  );
}

/** The column beside a public form: a heading, then what to know. */
export function InboxAside({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** Points in the aside, and a closing note. */
export function AsidePoints({ points, note }: { points: string[]; note: string }) {
  return (
    <>
      <List spacing="xs" c="dark.5">
        {points.map((point) => (
          <List.Item key={point}>{point}</List.Item>
        ))}
      </List>
      <Text c="dark.5" size="sm">
        {note}
      </Text>
    </>
  );
}

/** A public form's page: the heading band, the form in a card, and a column saying what happens next. */
export function InboxPage({
  title,
  subtitle,
  aside,
  formLabel,
  submit,
  submitLabel,
  sentNotice,
  children,
}: {
  title: string;
  subtitle: string;
  aside: React.ReactNode;
  formLabel: string;
  submit: ReturnType<typeof useInboxSubmit>;
  submitLabel: string;
  sentNotice: Notice;
  children: React.ReactNode;
}) {
  const navigate = useNavigate();
  const { failure } = submit;
  return (
    <>
      <PageHeader title={title} subtitle={subtitle} />
      <Container size="lg" py={{ base: 32, md: 48 }}>
        <Grid gap={{ base: 'xl', md: 48 }}>
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Paper withBorder radius="lg" p={{ base: 'lg', md: 'xl' }} shadow="xs">
              <form noValidate aria-label={formLabel} onSubmit={submit.onSubmit}>
                <Stack gap="md">
                  {children}
                  {failure?.kind === 'fields' && (
                    <Alert color="red" variant="light" title="Your message was not sent" role="alert">
                      {failure.message}
                    </Alert>
                  )}
                  <Group justify="flex-end">
                    <Button type="submit" loading={submit.sending}>
                      {submitLabel}
                    </Button>
                  </Group>
                </Stack>
              </form>
            </Paper>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>{aside}</Grid.Col>
        </Grid>
      </Container>
      <Modal opened={submit.sent} onClose={() => navigate('/home')} title={sentNotice.title} centered>
        <Text>{sentNotice.text}</Text>
        <Group justify="flex-end" mt="lg">
          <Button onClick={() => navigate('/home')} data-autofocus>
            OK
          </Button>
        </Group>
      </Modal>
      <NoticeModal notice={failure?.kind === 'notice' ? failure.notice : null} onClose={submit.clearFailure} />
    </>
  );
}
