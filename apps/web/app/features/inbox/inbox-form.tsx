/**
 * What the three public forms of spec 000 (contact, partner up, opt out) share: the form with its validation
 * (by the contract's own request schema unless told), the send with its failure handling, the success dialog
 * that leads home, the page around the form, the fields they all ask and the column beside the form.
 */
import { useLingui } from '@lingui/react/macro';
import {
  Button,
  Container,
  Grid,
  Group,
  List,
  Paper,
  Stack,
  Text,
  TextInput,
  type TextInputProps,
  Title,
} from '@mantine/core';
import { type FormErrors, type UseFormReturnType, useForm } from '@mantine/form';
import { useRef, useState } from 'react';
import { useLocaleNavigate } from '../../i18n/locale';
import { i18n } from '../../i18n/runtime';
import type { FieldLabels } from '../../lib/schema-errors';
import { type Notice, NoticeModal } from '../../ui/notice-modal';
import { onDemand, PART_UNAVAILABLE } from '../../ui/on-demand';
import { PageHeader } from '../../ui/page-header';
import type { Failure, InboxBody, InboxForm } from './inbox-calls';

/** Keeps digits only, at most `max`: a pasted '(702) 555-0199' is cleaned rather than cut. */
export const digitsOnly = (max: number) => (event: React.ChangeEvent<HTMLInputElement>) =>
  event.currentTarget.value.replace(/\D/g, '').slice(0, max);

/** The longest phone number the forms take, in digits. */
export const PHONE_MAX_DIGITS = 15;

/**
 * The schemas (zod), the API client and the failure handling load when the visitor first engages with a form
 * (focus or submit), not with the page (issue 33's byte budgets), with the dialogs shown after a send (Modal,
 * Alert): `inboxCalls` once they are here, which is before any send.
 */
export type InboxCalls = typeof import('./inbox-calls');
let inboxCalls: InboxCalls | null = null;
const inboxCallsPart = onDemand(() => import('./inbox-calls'));
const loadInboxCalls = () =>
  inboxCallsPart.load().then((calls) => {
    inboxCalls = calls;
    return calls;
  });

export async function postInbox<F extends InboxForm>(form: F, body: InboxBody<F>) {
  return (await loadInboxCalls()).postInbox(form, body);
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
  const [sending, setSending] = useState(false);
  const pending = useRef(false);
  const onSubmit = (event?: React.FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    void loadInboxCalls().then(
      (calls) =>
        // The form's check (validate in useInboxForm) runs with the schemas now here.
        form.onSubmit((values) => {
          if (pending.current) return;
          pending.current = true;
          setSending(true);
          setFailure(null);
          send(values)
            .then(
              () => setSent(true),
              (error: unknown) => {
                if (!(error instanceof calls.ApiError)) console.error('Form not sent', error);
                setFailure(calls.failureOf(error, form, labels));
              },
            )
            .finally(() => {
              pending.current = false;
              setSending(false);
            });
        })(),
      // The form's code could not be fetched: said on the form, what was typed kept; the next send tries again.
      () => setFailure({ kind: 'fields', message: i18n._(PART_UNAVAILABLE) }),
    );
  };
  return { onSubmit, sending, sent, failure, clearFailure: () => setFailure(null) };
}

/**
 * A public form: its values checked by the contract's request schema named by `schema` (or by `validate`),
 * sent with `send` (see useInboxSubmit).
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
  /** The form whose contract request schema the values are checked with, as they are... */
  schema?: InboxForm;
  /** ...or the form's own check (the values are not yet the body), given the loaded schemas. */
  validate?: (values: V, calls: InboxCalls) => FormErrors;
}) {
  const form = useForm<V>({
    mode: 'controlled',
    initialValues,
    validate: (values) => {
      // Checked on submit only, once the schemas are loaded (useInboxSubmit).
      const calls = inboxCalls;
      if (!calls) return {};
      return (
        validate?.(values, calls) ?? (schema ? calls.schemaErrors(calls.inboxSchemas[schema], values, labels) : {})
      );
    },
  });
  const submit = useInboxSubmit({ form, labels, send });
  return { form, submit };
}

/** A field of a public form, bound to the form's value of `field`. */
type FieldProps<V> = { form: UseFormReturnType<V>; field: keyof V & string } & Omit<TextInputProps, 'form'>;

export function EmailField<V>({ form, field, ...props }: FieldProps<V>) {
  const { t } = useLingui();
  return (
    <TextInput
      label={t`Email`}
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
  const { t } = useLingui();
  const input = form.getInputProps(field);
  return (
    <TextInput
      label={t`Phone`}
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
  const { t } = useLingui();
  return (
    <TextInput
      label={t`Company name`}
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
  // After a send, OK goes to the home page in the page's language.
  const navigate = useLocaleNavigate();
  const { failure } = submit;
  return (
    <>
      <PageHeader title={title} subtitle={subtitle} />
      <Container size="lg" py={{ base: 32, md: 48 }}>
        <Grid gap={{ base: 'xl', md: 48 }}>
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Paper withBorder radius="lg" p={{ base: 'lg', md: 'xl' }} shadow="xs">
              <form
                noValidate
                aria-label={formLabel}
                onSubmit={submit.onSubmit}
                onFocus={() => void loadInboxCalls().catch(() => {})}
              >
                <Stack gap="md">
                  {children}
                  {failure?.kind === 'fields' &&
                    (inboxCalls ? (
                      <inboxCalls.FailureAlert message={failure.message} />
                    ) : (
                      <Text role="alert" c="red.8" size="sm">
                        {failure.message}
                      </Text>
                    ))}
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
      {submit.sent && inboxCalls && (
        <inboxCalls.SentDialog opened notice={sentNotice} onClose={() => navigate('/home')} />
      )}
      <NoticeModal notice={failure?.kind === 'notice' ? failure.notice : null} onClose={submit.clearFailure} />
    </>
  );
}
