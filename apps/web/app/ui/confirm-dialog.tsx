/**
 * "Are you sure?" before an action that cannot simply be undone (deactivating a user, approving a partner,
 * confirming an opt-out): what it does, the failure if it failed, a way out and the action. The dialog is
 * open while it has a `subject`; confirming runs `action` (a mutation) with the subject's `variables`, says
 * `done` in a notification and closes. Closing forgets the action's failure.
 */
import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { UseMutationResult } from '@tanstack/react-query';
import { errorMessage } from '../lib/errors';

export function ConfirmDialog<T, R, V>({
  subject,
  title,
  children,
  confirmLabel,
  cancelLabel = 'Not now',
  color,
  action,
  variables,
  done,
  describe = errorMessage,
  onClose,
}: {
  /** What the action is about; the dialog is closed while it is null. */
  subject: T | null;
  title: string;
  /** What the action does to the subject, said before it is done. */
  children: (subject: T) => React.ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  color?: string;
  action: UseMutationResult<R, Error, V>;
  variables: (subject: T) => V;
  /** The notification of the action done. */
  done: (result: R, subject: T) => string;
  /** What a failure says. */
  describe?: (error: unknown) => string;
  onClose: () => void;
}) {
  const close = () => {
    action.reset();
    onClose();
  };
  const confirm = (on: T) =>
    action.mutate(variables(on), {
      onSuccess: (result) => {
        notifications.show({ color: 'teal', message: done(result, on) });
        close();
      },
    });
  return (
    <Modal opened={subject !== null} onClose={close} title={title} centered>
      {subject !== null && (
        <Stack gap="md">
          {children(subject)}
          {action.error && (
            <Alert color="red" variant="light" role="alert">
              {describe(action.error)}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {cancelLabel}
            </Button>
            <Button color={color} loading={action.isPending} onClick={() => confirm(subject)}>
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
