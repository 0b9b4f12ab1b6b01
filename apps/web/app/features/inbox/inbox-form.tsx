/**
 * What the three public forms of spec 000 (contact, partner up, opt out) share: validation by the contract's
 * own request schema, the send with its failure handling, the success dialog that leads home, and the page
 * around the form.
 */
import { Alert, Button, Container, Grid, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { type EndpointBody, inboxEndpoints, Messages } from '@upkeep/contract';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError, api } from '../../lib/api';
import type { FieldLabels } from '../../lib/schema-errors';
import { type Notice, NoticeModal } from '../../ui/notice-modal';
import { PageHeader } from '../../ui/page-header';

/** Keeps digits only, at most `max`: a pasted '(702) 555-0199' is cleaned rather than cut. */
export const digitsOnly = (max: number) => (event: React.ChangeEvent<HTMLInputElement>) =>
  event.currentTarget.value.replace(/\D/g, '').slice(0, max);

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
