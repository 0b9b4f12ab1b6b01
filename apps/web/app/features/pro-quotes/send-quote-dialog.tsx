/**
 * "Send this quote?": what sending does (the customer told, the quote locked), a way out and the send. Loaded when first
 * opened (`SendQuoteDialog` below), so Mantine's Modal is not in the code every screen after sign-in shares.
 */
import { Button, Group, Modal, Stack, Text } from '@mantine/core';

export interface SendQuoteDialogProps {
  opened: boolean;
  customer: string;
  pending: boolean;
  onSend: () => void;
  onClose: () => void;
}

export function SendQuoteDialogNow({ opened, customer, pending, onSend, onClose }: SendQuoteDialogProps) {
  return (
    <Modal opened={opened} onClose={() => !pending && onClose()} title="Send this quote?" centered>
      <Stack gap="md">
        <Text>
          {customer} gets an e-mail and a text with a link to read it and approve an option. A sent quote is locked: a
          change is a new revision, which replaces it for the customer.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={pending}>
            Not now
          </Button>
          <Button loading={pending} onClick={onSend}>
            Send quote
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
