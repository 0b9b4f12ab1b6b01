import { Alert } from '@mantine/core';
import { feeDue, feeHeadline, type RescheduleFee } from './reschedule-model';

/** The fee, shown before the customer confirms anything. */
export function FeeNotice({ fee }: { fee: RescheduleFee }) {
  return (
    <section aria-label="Reschedule fee">
      <Alert color={feeDue(fee) ? 'blue' : 'teal'} variant="light" title={feeHeadline(fee)} role="note">
        {fee.policy}
      </Alert>
    </section>
  );
}
