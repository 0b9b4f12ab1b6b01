import { Button, Group, Modal, Text } from '@mantine/core';

export interface Notice {
  title: string;
  text: string;
}

/** A dialog that tells the customer why they cannot go on (the spec's error catalogue), closed with OK. */
export function NoticeModal({ notice, onClose }: { notice: Notice | null; onClose: () => void }) {
  return (
    <Modal opened={notice !== null} onClose={onClose} title={notice?.title} centered>
      <Text>{notice?.text}</Text>
      <Group justify="flex-end" mt="lg">
        <Button onClick={onClose} data-autofocus>
          OK
        </Button>
      </Group>
    </Modal>
  );
}
