import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { FIELD_LIMITS } from '@upkeep/contract';
import { errorMessage } from '../../lib/errors';
import { formatMoney } from '../../lib/money';

export interface JobStep {
  action: string;
  nextStatusID: number;
}

/**
 * A step that takes the booking away from the customer (Decline, Cancel), or that completes it (`completing`), asked
 * first with a comment for them: open while it has a `step`.
 */
export function ConfirmStepDialog({
  jobId,
  totalPaid,
  customerName,
  completing,
  step,
  comment,
  onComment,
  error,
  pending,
  onClose,
  onConfirm,
}: {
  jobId: number;
  totalPaid: number;
  customerName: string;
  completing: boolean;
  step: JobStep | null;
  comment: string;
  onComment: (comment: string) => void;
  error: Error | null;
  pending: boolean;
  onClose: () => void;
  onConfirm: (step: JobStep) => void;
}) {
  return (
    <Modal
      opened={step !== null}
      onClose={onClose}
      title={completing ? `Complete job #${jobId}?` : (step?.action ?? '')}
      centered
    >
      <Stack gap="md">
        {completing ? (
          <Text>{customerName} is told the work is done and asked to review it.</Text>
        ) : (
          <Text>
            {step?.action} job #{jobId}? The customer is told at once.
            {totalPaid > 0 && ` They paid ${formatMoney(totalPaid)}: the booking will be refunded.`}
            {totalPaid === 0 && ' A paid booking is refunded to the customer.'}
          </Text>
        )}
        <Textarea
          label="Comment for the customer (optional)"
          value={comment}
          maxLength={FIELD_LIMITS.statusComments}
          onChange={(e) => onComment(e.currentTarget.value)}
          rows={3}
        />
        {error && (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(error)}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {completing ? 'Not yet' : 'Keep the job'}
          </Button>
          <Button color={completing ? undefined : 'red'} loading={pending} onClick={() => step && onConfirm(step)}>
            {step?.action ?? 'Confirm'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
