import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, Card, Container, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { Link } from 'react-router';
import { useLocalePath } from '../../i18n/locale';
import { ApiError } from '../../lib/api';
import { errorMessage, fieldIssues } from '../../lib/errors';
import { useResendTicketLink } from './api/resend-ticket-link';

export const FIND_MY_BOOKING_TITLE: MessageDescriptor = msg`Find my booking`;
export const FIND_MY_BOOKING_DESCRIPTION: MessageDescriptor = msg`Booked as a guest? Ask for your booking's private link again with your e-mail and ticket number.`;
/** The contract's TICKET_LINK_RESEND_MESSAGE, the API's one answer, in the catalogue (held to it by a test). */
export const TICKET_LINK_RESENT: MessageDescriptor = msg`If this matches a booking, we sent its link to the booking's e-mail.`;

const FIELD_LABELS: Record<string, 'email' | 'ticketNumber'> = { email: 'email', ticketId: 'ticketNumber' };

/**
 * A guest who lost their private link asks for it again (issue 26). The answer is the same whether or not the
 * e-mail and the ticket number match; the link goes to the booking's e-mail only.
 */
export function FindMyBookingPage() {
  const resend = useResendTicketLink();
  const { t, i18n } = useLingui();
  const inLocale = useLocalePath();
  const [answer, setAnswer] = useState<string | null>(null);
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: '', ticketNumber: '' },
    validate: {
      email: (value) => (/^\S+@\S+\.\S+$/.test(value.trim()) ? null : t`Enter the e-mail of the booking`),
      ticketNumber: (value) =>
        /^#?\d{1,9}$/.test(value.trim()) ? null : t`Enter the ticket number (digits, as in #1234)`,
    },
  });

  const onSubmit = form.onSubmit((values) => {
    setAnswer(null);
    const ticketId = Number(values.ticketNumber.trim().replace(/^#/, ''));
    resend.mutate(
      { email: values.email.trim(), ticketId },
      {
        // The API's one answer (the contract's), said in the screen's language.
        onSuccess: () => setAnswer(i18n._(TICKET_LINK_RESENT)),
        onError: (error) => {
          for (const issue of fieldIssues(error)) {
            const field = FIELD_LABELS[issue.field];
            if (field) form.setFieldError(field, issue.message);
          }
        },
      },
    );
  });

  const problem =
    resend.error &&
    !(resend.error instanceof ApiError && resend.error.statusCode === 400 && fieldIssues(resend.error).length > 0)
      ? errorMessage(resend.error)
      : null;

  return (
    <Container size="xs" py={{ base: 32, md: 60 }} px="md">
      <Card withBorder radius="md" padding="lg">
        <form onSubmit={onSubmit} noValidate aria-label={i18n._(FIND_MY_BOOKING_TITLE)}>
          <Stack gap="md">
            <Title order={1}>{i18n._(FIND_MY_BOOKING_TITLE)}</Title>
            <Text c="dark.5">{i18n._(FIND_MY_BOOKING_DESCRIPTION)}</Text>
            {answer && (
              <Alert color="teal" variant="light" role="status">
                {answer}
              </Alert>
            )}
            {problem && (
              <Alert color="red" variant="light" role="alert">
                {problem}
              </Alert>
            )}
            <TextInput label={t`Email`} type="email" autoComplete="email" required {...form.getInputProps('email')} />
            <TextInput
              label={t`Ticket number`}
              inputMode="numeric"
              required
              description={t`It is in your confirmation e-mail and text, as #1234.`}
              {...form.getInputProps('ticketNumber')}
            />
            <Button type="submit" loading={resend.isPending} fullWidth>
              <Trans>Send me the link</Trans>
            </Button>
            <Text size="sm" ta="center">
              <Trans>
                Have an account?{' '}
                <Anchor component={Link} to={inLocale('/sign-in')}>
                  Sign in
                </Anchor>
              </Trans>
            </Text>
          </Stack>
        </form>
      </Card>
    </Container>
  );
}
