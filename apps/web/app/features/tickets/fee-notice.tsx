import { useLingui } from '@lingui/react/macro';
import { Alert } from '@mantine/core';
import { feeDue, feeHeadline, policyWords, type RescheduleFee } from './reschedule-model';

/** The fee, shown before the customer confirms anything. */
export function FeeNotice({ fee }: { fee: RescheduleFee }) {
  const { t, i18n } = useLingui();
  return (
    <section aria-label={t`Reschedule fee`}>
      <Alert color={feeDue(fee) ? 'blue' : 'teal'} variant="light" title={feeHeadline(i18n, fee)} role="note">
        {policyWords(i18n, fee.policy)}
      </Alert>
    </section>
  );
}
