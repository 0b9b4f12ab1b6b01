import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { FIELD_LIMITS } from '@upkeep/contract';
import { errorMessage } from '../../lib/errors';

/** "Decline the move": the booking keeps its time, with a reason for the customer; open while `opened`. */
export function DeclineMoveDialog({
  opened,
  reason,
  onReason,
  error,
  pending,
  onClose,
  onDecline,
}: {
  opened: boolean;
  reason: string;
  onReason: (reason: string) => void;
  error: Error | null;
  pending: boolean;
  onClose: () => void;
  onDecline: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title="Decline the move" centered>
      <Stack gap="md">
        <Text>
          The booking keeps its time; a fee the customer paid for the move is refunded. They are told at once.
        </Text>
        <Textarea
          label="Reason for the customer (optional)"
          value={reason}
          maxLength={FIELD_LIMITS.statusComments}
          onChange={(e) => onReason(e.currentTarget.value)}
          rows={3}
        />
        {error && (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(error)}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Keep the request
          </Button>
          <Button color="red" loading={pending} onClick={onDecline}>
            Decline the move
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
