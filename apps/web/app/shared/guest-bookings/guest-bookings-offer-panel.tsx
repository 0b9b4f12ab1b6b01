import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { errorMessage, fieldIssues } from '../../lib/errors';
import { useClaimGuestBookings } from './api/claim';
import { useSendGuestBookingsProof } from './api/send-proof';

export function offerText(i18n: I18n, count: number): string {
  return count === 1
    ? i18n._(msg`You have 1 earlier booking made as a guest with this e-mail. Add it to your account?`)
    : i18n._(msg`You have ${count} earlier bookings made as a guest with this e-mail. Add them to your account?`);
}

/**
 * The offer itself, a chunk of its own (guest-bookings-offer.tsx shows it once there are bookings to add): the offer to add the guest bookings made with the account's e-mail (issue 26): a code is sent to the e-mail,
 * the customer types it, the bookings join the account (My tickets lists them). Nothing shows while there are
 * none, and after they were added it says how many.
 */
export function GuestBookingsOfferPanel({
  token,
  count: n,
  onDone,
}: {
  token: string;
  count: number;
  onDone?: () => void;
}) {
  const send = useSendGuestBookingsProof();
  const claim = useClaimGuestBookings();
  const [code, setCode] = useState('');
  const [added, setAdded] = useState<number | null>(null);
  const { t, i18n } = useLingui();

  if (added !== null) {
    // The contract's bookingsAdded, '1 booking added' / '3 bookings added'.
    return (
      <Alert
        color="teal"
        variant="light"
        role="status"
        title={<Plural value={added} one="# booking added" other="# bookings added" />}
      >
        <Group justify="space-between" gap="sm">
          <Text size="sm">
            <Trans>They are in My tickets now.</Trans>
          </Text>
          {onDone && (
            <Button size="xs" variant="default" onClick={onDone}>
              <Trans>Done</Trans>
            </Button>
          )}
        </Group>
      </Alert>
    );
  }
  if (n === 0) return null;

  const codeError = fieldIssues(claim.error).find((i) => i.field === 'code')?.message;
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    claim.mutate({ token, code: code.trim() }, { onSuccess: (result) => setAdded(result) });
  };

  return (
    <Alert
      color="blue"
      variant="light"
      role="region"
      aria-label={t`Earlier guest bookings`}
      title={t`Earlier guest bookings`}
    >
      <Stack gap="sm">
        <Text size="sm">{offerText(i18n, n)}</Text>
        {send.isError && (
          <Text size="sm" c="red.8" role="alert">
            {errorMessage(send.error)}
          </Text>
        )}
        {!send.isSuccess ? (
          <Group gap="sm">
            <Button size="sm" onClick={() => send.mutate(token)} loading={send.isPending}>
              <Trans>Add them</Trans>
            </Button>
            {onDone && (
              <Button size="sm" variant="default" onClick={onDone}>
                <Trans>Not now</Trans>
              </Button>
            )}
          </Group>
        ) : (
          <form onSubmit={submit} aria-label={t`Confirm your e-mail`} noValidate>
            <Stack gap="xs">
              <Text size="sm" role="status">
                <Trans>We sent a 6-digit code to {send.data.email}. It works for 15 minutes.</Trans>
              </Text>
              <TextInput
                label={t`Code`}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                value={code}
                onChange={(e) => setCode(e.currentTarget.value)}
                error={codeError ?? (claim.isError && !codeError ? errorMessage(claim.error) : undefined)}
                required
              />
              <Group gap="sm">
                <Button type="submit" size="sm" loading={claim.isPending}>
                  <Trans>Add the bookings</Trans>
                </Button>
                <Button size="sm" variant="subtle" onClick={() => send.mutate(token)} loading={send.isPending}>
                  <Trans>Send a new code</Trans>
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Stack>
    </Alert>
  );
}
