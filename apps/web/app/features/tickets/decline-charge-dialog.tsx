import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  const description = charge?.description;
  const price = charge ? formatMoney(charge.price) : '';
  return (
    <Modal opened={charge !== null} onClose={onClose} title={t`Decline this charge?`} centered>
      <Text>
        <Trans>
          {description}: <strong>{price}</strong>. The company will be told you declined it.
        </Trans>
      </Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onKeep} disabled={busy} data-autofocus>
          <Trans>Keep the charge</Trans>
        </Button>
        <Button color="red" onClick={onDecline} loading={busy}>
          <Trans>Decline Charge</Trans>
        </Button>
      </Group>
    </Modal>
  );
}
