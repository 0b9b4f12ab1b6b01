import { Button, Group, Modal, Text } from '@mantine/core';
import type { OpenCharge } from '@upkeep/contract';
import { formatMoney } from '../../lib/money';

/** "Decline this charge?": open while it has a `charge`; the company is told when it is declined. */
export function DeclineChargeDialog({
  charge,
  busy,
  onClose,
  onKeep,
  onDecline,
}: {
  charge: OpenCharge | null;
  /** The decline is under way. */
  busy: boolean;
  onClose: () => void;
  onKeep: () => void;
  onDecline: () => void;
}) {
  return (
    <Modal opened={charge !== null} onClose={onClose} title="Decline this charge?" centered>
      <Text>
        {charge?.description}: <strong>{charge ? formatMoney(charge.price) : ''}</strong>. The company will be told you
        declined it.
      </Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onKeep} disabled={busy} data-autofocus>
          Keep the charge
        </Button>
        <Button color="red" onClick={onDecline} loading={busy}>
          Decline Charge
        </Button>
      </Group>
    </Modal>
  );
}
