import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { CANCELLED_STATUS_ID, FIELD_LIMITS, statusChangeRequest } from '@upkeep/contract';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useLocaleNavigate, useLocalePath } from '../../i18n/locale';
import { ApiError } from '../../lib/api';
import { formatMoney } from '../../lib/money';
import { type FieldLabels, schemaErrors } from '../../lib/schema-errors';
import { CONFIRMATION_REDIRECT_MS, cameFromApp } from '../../session/navigation';
import { RequireLogin } from '../../session/require-login';
import { ticketScreenToken, useSession } from '../../session/store';
import { statusChangeBody, useUpdateStatus } from './api/update-status';
import { CancellationNotice } from './cancellation-notice';
import { commentTooLong } from './ticket-errors';
import { detailPath, positiveInt, useTicketScreenParams } from './ticket-params';
import { dataWord, NoTicketChosen, TicketsFrame } from './ticket-ui';

/** A cancellation's receipt on screen (the e-mail says the same). */
export const refundText = (i18n: I18n, refunded: number) => {
  const amount = formatMoney(refunded);
  return refunded > 0
    ? i18n._(msg`${amount} refunded to your card; it arrives in 5–10 business days.`)
    : i18n._(msg`No refund: nothing paid is refundable under the cancelation policy.`);
};

export const UPDATE_STATUS_TITLE: MessageDescriptor = msg`Update status`;
export const UPDATE_STATUS_DESCRIPTION: MessageDescriptor = msg`Change the status of a ticket, with a comment for the company.`;
/** The contract's Messages.statusUpdated in the catalogue (held to it by i18n/spec-messages.test.ts). */
export const STATUS_UPDATED: MessageDescriptor = msg`Status updated successfully.`;
const COMMENTS_MAX = FIELD_LIMITS.statusComments;

/** The form as typed, under the API's field name. */
interface StatusValues {
  Comments: string;
}

export function UpdateStatusPage() {
  return (
    <RequireLogin redirectTo="/sign-in" orTicketLink>
      <UpdateStatusScreen />
    </RequireLogin>
  );
}

/** State: TicketId, NextStatusID, StatusName (spec 000 section 2), as the detail's flow button sends them. */
function UpdateStatusScreen() {
  const { ticketId, state } = useTicketScreenParams();
  const nextStatusId = positiveInt(state.NextStatusID);
  const { i18n } = useLingui();
  // The move's name as the detail's button said it (the API's, in the screen's language).
  const statusName =
    typeof state.StatusName === 'string' && state.StatusName
      ? dataWord(i18n, state.StatusName)
      : i18n._(UPDATE_STATUS_TITLE);
  if (!ticketId || !nextStatusId) return <NoTicketChosen title={i18n._(UPDATE_STATUS_TITLE)} />;
  return <UpdateStatusForm ticketId={ticketId} nextStatusId={nextStatusId} statusName={statusName} />;
}

function UpdateStatusForm({
  ticketId,
  nextStatusId,
  statusName,
}: {
  ticketId: number;
  nextStatusId: number;
  statusName: string;
}) {
  const navigate = useLocaleNavigate();
  const inLocale = useLocalePath();
  const { t, i18n } = useLingui();
  const location = useLocation();
  const token = useSession(ticketScreenToken) ?? '';
  const update = useUpdateStatus();
  const form = useForm<StatusValues>({
    mode: 'controlled',
    initialValues: { Comments: '' },
    // Checked with the contract's statusChangeRequest, as the server will check the body.
    validate: (values) => {
      const labels: FieldLabels<StatusValues> = { Comments: t`Comments` };
      const errors = schemaErrors(statusChangeRequest, statusChangeBody(nextStatusId, values.Comments.trim()), labels);
      if (errors.Comments) errors.Comments = commentTooLong(labels.Comments, COMMENTS_MAX);
      return errors;
    },
  });
  const [done, setDone] = useState(false);
  const [refunded, setRefunded] = useState<number | null>(null);
  const [nowStatus, setNowStatus] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const back = () => {
    if (cameFromApp(location.key)) void navigate(-1);
    else void navigate(detailPath(ticketId), { replace: true });
  };

  const submit = form.onSubmit((values) => {
    if (update.isPending || done) return;
    update.mutate(
      { ticketId, nextStatusId, comments: values.Comments.trim(), token },
      {
        onSuccess: (answer) => {
          setDone(true);
          setNowStatus(answer.data.status);
          if (nextStatusId === CANCELLED_STATUS_ID) {
            // A cancellation's receipt stays on screen: the refund and when it arrives, and the way back.
            setRefunded(answer.data.refunded ?? 0);
            return;
          }
          // Back to where the customer came from once the confirmation has been read (spec 000 section 4).
          timer.current = setTimeout(back, CONFIRMATION_REDIRECT_MS);
        },
      },
    );
  });

  const error = update.error;
  return (
    <TicketsFrame title={statusName} description={t`Ticket #${ticketId}`} size="sm">
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} shadow="xs">
        <form onSubmit={submit} aria-label={i18n._(UPDATE_STATUS_TITLE)} noValidate>
          <Stack gap="md">
            {done && (
              <Alert color="teal" variant="light" role="status">
                {i18n._(STATUS_UPDATED)}
                {nowStatus && (
                  <Text mt={4}>
                    <Trans>Your booking is now {dataWord(i18n, nowStatus)}.</Trans>
                  </Text>
                )}
                {refunded !== null && (
                  <Text mt={4} fw={600}>
                    {refundText(i18n, refunded)}
                  </Text>
                )}
              </Alert>
            )}
            {nextStatusId === CANCELLED_STATUS_ID && !done && <CancellationNotice ticketId={ticketId} token={token} />}
            {error && (
              <Alert color="red" variant="light" role="alert">
                {error instanceof ApiError && (error.statusCode === 409 || error.statusCode === 401)
                  ? error.message
                  : t`The status could not be updated. Try again later.`}
              </Alert>
            )}
            <Textarea
              label={t`Comments`}
              description={t`Tell the company why (optional).`}
              rows={4}
              maxLength={COMMENTS_MAX}
              {...form.getInputProps('Comments')}
              disabled={done}
            />
            <Text size="xs" c="gray.7" ta="right">
              {form.values.Comments.length}/{COMMENTS_MAX}
            </Text>
            <Group justify="flex-end" gap="sm">
              <Button
                component={Link}
                to={inLocale(detailPath(ticketId))}
                variant="default"
                disabled={update.isPending}
              >
                {refunded !== null ? t`Back to your ticket` : t`Back to the ticket`}
              </Button>
              <Button type="submit" loading={update.isPending} disabled={done}>
                {statusName}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </TicketsFrame>
  );
}
