/** The parts of a public form shown after a send (loaded then: they bring Mantine's Alert and Modal). */
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Modal, Text } from '@mantine/core';
import type { Notice } from '../../ui/notice-modal';

/** The send failed on the fields: what the server said. */
export function FailureAlert({ message }: { message: string }) {
  const { t } = useLingui();
  return (
    <Alert color="red" variant="light" title={t`Your message was not sent`} role="alert">
      {message}
    </Alert>
  );
}

/** The message was sent: the notice, whose OK (or closing) goes home. */
export function SentDialog({ opened, notice, onClose }: { opened: boolean; notice: Notice; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title={notice.title} centered>
      <Text>{notice.text}</Text>
      <Group justify="flex-end" mt="lg">
        <Button onClick={onClose} data-autofocus>
          <Trans>OK</Trans>
        </Button>
      </Group>
    </Modal>
  );
}
