import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { NOT_LOGGED_IN } from '../../i18n/spec-messages-booking';

/** Spec 000 section 4: an unauthenticated visitor signs in, continues as a guest, or cancels. */
export function NotLoggedInModal({
  opened,
  onClose,
  onSignIn,
  onGuest,
  onCancel,
  guestPending,
  guestError,
}: {
  opened: boolean;
  /** Escape or the close button: the dialog closes and the visitor stays. */
  onClose: () => void;
  onSignIn: () => void;
  onGuest: () => void;
  onCancel: () => void;
  guestPending: boolean;
  guestError: string | null;
}) {
  const { t, i18n } = useLingui();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={i18n._(NOT_LOGGED_IN.title)}
      // The theme's 'Close' is English: the dialog's ✕ named in the page's language.
      closeButtonProps={{ 'aria-label': t`Close` }}
      centered
    >
      <Stack gap="md">
        <Text>{i18n._(NOT_LOGGED_IN.text)}</Text>
        {guestError && (
          <Alert color="red" variant="light" role="alert">
            {guestError}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="subtle" onClick={onCancel} disabled={guestPending}>
            <Trans>Cancel</Trans>
          </Button>
          <Button variant="default" onClick={onGuest} loading={guestPending}>
            <Trans>Continue as Guest</Trans>
          </Button>
          <Button onClick={onSignIn} disabled={guestPending} data-autofocus>
            <Trans>Sign in</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
