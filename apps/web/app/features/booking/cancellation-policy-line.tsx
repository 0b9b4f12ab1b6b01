/**
 * The cancelation policy in one line near Pay (issue 46): the fee the policy keeps and when, so that the customer
 * knows it before paying (the contract's cancellationPolicyWords; the cancel screen states the fee again).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Text } from '@mantine/core';
import { type CancellationPolicy, cancellationPolicyWords } from '@upkeep/contract';
import { formatMoney } from '../../lib/money';
import { useCancellationPolicy } from './api/get-fee';

export function CancellationPolicyLine() {
  const { t, i18n } = useLingui();
  const policy = useCancellationPolicy();
  if (!policy.data) return null;
  /** The contract's sentence in English; the same in the page's other language. */
  const words = (terms: CancellationPolicy) => {
    if (i18n.locale === 'en') return cancellationPolicyWords(terms);
    const hours = terms.freeHoursBefore;
    const fee = formatMoney(terms.fee);
    return terms.fee <= 0
      ? t`Cancel any time for a full refund.`
      : t`Free cancellation until the company confirms, and until ${hours} hours before the visit; after that, ${fee} is kept for the company.`;
  };
  return (
    <Text size="xs" c="dark.4" data-testid="cancellation-policy">
      {words(policy.data)}{' '}
      <Anchor href="/legal/cancelation-policy.pdf" target="_blank" rel="noopener" size="xs" underline="always">
        <Trans>Cancelation policy</Trans>
      </Anchor>
    </Text>
  );
}
