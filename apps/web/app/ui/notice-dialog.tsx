import { Trans } from '@lingui/react/macro';
import { Button, Group, Modal, Text } from '@mantine/core';
import type { Notice } from './notice-modal';

/** NoticeModal's dialog (notice-modal.tsx loads it when a notice is first shown). */
export function NoticeDialog({ notice, onClose }: { notice: Notice | null; onClose: () => void }) {
  return (
    <Modal opened={notice !== null} onClose={onClose} title={notice?.title} centered>
      <Text>{notice?.text}</Text>
      <Group justify="flex-end" mt="lg">
        <Button onClick={onClose} data-autofocus>
          <Trans>OK</Trans>
        </Button>
      </Group>
    </Modal>
  );
}
