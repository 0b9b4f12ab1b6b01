import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Modal, SimpleGrid, Stack, Text } from '@mantine/core';

export interface CompletingStep {
  action: string;
  nextStatusID: number;
}

/** Asked before a job is completed (the customer is told and asked for a review): open while it has a `step`. */
export function CompleteJobDialog({
  jobId,
  customerName,
  step,
  error,
  pending,
  onClose,
  onConfirm,
}: {
  jobId: number;
  customerName: string;
  step: CompletingStep | null;
  /** The last move's failure, in words, shown while the dialog is open. */
  error: string | null;
  pending: boolean;
  onClose: () => void;
  onConfirm: (step: CompletingStep) => void;
}) {
  const { t } = useLingui();
  return (
    <Modal opened={step !== null} onClose={onClose} title={t`Complete job #${jobId}?`} centered>
      <Stack gap="md">
        <Text>
          <Trans>
            {customerName} is told the work is done and asked to review it. Add your after photos first if you have any.
          </Trans>
        </Text>
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
          <Button size="md" variant="default" onClick={onClose}>
            <Trans>Not yet</Trans>
          </Button>
          <Button size="md" loading={pending} onClick={() => step && onConfirm(step)}>
            {step?.action ?? t`Complete`}
          </Button>
        </SimpleGrid>
      </Stack>
    </Modal>
  );
}
