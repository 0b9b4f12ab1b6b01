import { Alert, Button, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { CANCELLED_STATUS_ID, FIELD_LIMITS, Messages, statusChangeRequest } from '@upkeep/contract';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { ApiError } from '../../lib/api';
import { formatMoney } from '../../lib/money';
import { type FieldLabels, schemaErrors } from '../../lib/schema-errors';
import { CONFIRMATION_REDIRECT_MS, cameFromApp } from '../../session/navigation';
import { RequireLogin } from '../../session/require-login';
import { ticketScreenToken, useSession } from '../../session/store';
import { statusChangeBody, useUpdateStatus } from './api/update-status';
import { CancellationNotice } from './cancellation-notice';
import { detailPath, positiveInt, useTicketScreenParams } from './ticket-params';
import { NoTicketChosen, TicketsFrame } from './ticket-ui';

/** A cancellation's receipt on screen (the e-mail says the same). */
export const refundText = (refunded: number) =>
  refunded > 0
    ? `${formatMoney(refunded)} refunded to your card; it arrives in 5–10 business days.`
    : 'No refund: nothing paid is refundable under the cancelation policy.';

export const UPDATE_STATUS_TITLE = 'Update status';
export const UPDATE_STATUS_DESCRIPTION = 'Change the status of a ticket, with a comment for the company.';
const COMMENTS_MAX = FIELD_LIMITS.statusComments;

/** The form as typed, under the API's field name. */
interface StatusValues {
  Comments: string;
}
const LABELS: FieldLabels<StatusValues> = { Comments: 'Comments' };

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
  const statusName = typeof state.StatusName === 'string' && state.StatusName ? state.StatusName : 'Update status';
  if (!ticketId || !nextStatusId) return <NoTicketChosen title={UPDATE_STATUS_TITLE} />;
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
  const navigate = useNavigate();
  const location = useLocation();
  const token = useSession(ticketScreenToken) ?? '';
  const update = useUpdateStatus();
  const form = useForm<StatusValues>({
    mode: 'controlled',
    initialValues: { Comments: '' },
    // Checked with the contract's statusChangeRequest, as the server will check the body.
    validate: (values) =>
      schemaErrors(statusChangeRequest, statusChangeBody(nextStatusId, values.Comments.trim()), LABELS),
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
    <TicketsFrame title={statusName} description={`Ticket #${ticketId}`} size="sm">
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} shadow="xs">
        <form onSubmit={submit} aria-label="Update status" noValidate>
          <Stack gap="md">
            {done && (
              <Alert color="teal" variant="light" role="status">
                {Messages.statusUpdated}
                {nowStatus && <Text mt={4}>Your booking is now {nowStatus}.</Text>}
                {refunded !== null && (
                  <Text mt={4} fw={600}>
                    {refundText(refunded)}
                  </Text>
                )}
              </Alert>
            )}
            {nextStatusId === CANCELLED_STATUS_ID && !done && <CancellationNotice ticketId={ticketId} token={token} />}
            {error && (
              <Alert color="red" variant="light" role="alert">
                {error instanceof ApiError && (error.statusCode === 409 || error.statusCode === 401)
                  ? error.message
                  : 'The status could not be updated. Try again later.'}
              </Alert>
            )}
            <Textarea
              label="Comments"
              description="Tell the company why (optional)."
              rows={4}
              maxLength={COMMENTS_MAX}
              {...form.getInputProps('Comments')}
              disabled={done}
            />
            <Text size="xs" c="gray.7" ta="right">
              {form.values.Comments.length}/{COMMENTS_MAX}
            </Text>
            <Group justify="flex-end" gap="sm">
              <Button component={Link} to={detailPath(ticketId)} variant="default" disabled={update.isPending}>
                {refunded !== null ? 'Back to your ticket' : 'Back to the ticket'}
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
