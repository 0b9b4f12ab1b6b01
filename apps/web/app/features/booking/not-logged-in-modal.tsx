import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { Messages } from '@upkeep/contract';

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
  return (
    <Modal opened={opened} onClose={onClose} title={Messages.notLoggedIn.title} centered>
      <Stack gap="md">
        <Text>{Messages.notLoggedIn.text}</Text>
        {guestError && (
          <Alert color="red" variant="light" role="alert">
            {guestError}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="subtle" onClick={onCancel} disabled={guestPending}>
            Cancel
          </Button>
          <Button variant="default" onClick={onGuest} loading={guestPending}>
            Continue as Guest
          </Button>
          <Button onClick={onSignIn} disabled={guestPending} data-autofocus>
            Sign in
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
