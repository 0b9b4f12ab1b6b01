import { Button, Card, Loader, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../lib/errors';
import { formatMoment } from '../../lib/format';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { useTicketLinks } from './api/get-ticket-links';
import { useRevokeTicketLinks } from './api/revoke-ticket-links';

/**
 * A guest booking's private link (issue 26): whether one is live and until when, and revoking it (the link and
 * the sessions opened with it stop; audited).
 */
export function GuestLinkCard({ token, ticketId }: { token: string; ticketId: number }) {
  const links = useTicketLinks(token, ticketId);
  const revoke = useRevokeTicketLinks(token, ticketId);
  const [confirming, setConfirming] = useState(false);
  const label = "Guest's private link";
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={label}>
      <Title order={2} size="h4" mb="xs">
        {label}
      </Title>
      {links.isPending ? (
        <Loader size="sm" role="progressbar" aria-label="Loading the guest's link" />
      ) : links.isError ? (
        <Text size="sm" c="red.8" role="alert">
          {errorMessage(links.error)}
        </Text>
      ) : !links.data.guestBooking ? (
        <Text size="sm" c="gray.7">
          Booked with an account: no guest link.
        </Text>
      ) : (
        <Stack gap="xs">
          <Text size="sm">
            {links.data.liveUntil
              ? `A live link opens this booking until ${formatMoment(links.data.liveUntil)}.`
              : 'No live link.'}
            {links.data.lastUsedAt ? ` Last opened ${formatMoment(links.data.lastUsedAt)}.` : ''}
          </Text>
          {links.data.liveCount > 0 && (
            <Button color="red" variant="light" size="xs" onClick={() => setConfirming(true)}>
              Revoke the guest's link
            </Button>
          )}
        </Stack>
      )}
      <ConfirmDialog
        subject={confirming ? ticketId : null}
        title="Revoke the guest's link?"
        confirmLabel="Revoke"
        cancelLabel="Cancel"
        color="red"
        action={revoke}
        variables={() => undefined}
        done={() => "The guest's link was revoked."}
        onClose={() => setConfirming(false)}
      >
        {() => (
          <Text>
            Every private link of ticket #{ticketId} stops working at once, and so do the sessions opened with them. The
            guest can ask for a new link on Find my booking, which goes to the booking's e-mail.
          </Text>
        )}
      </ConfirmDialog>
    </Card>
  );
}
