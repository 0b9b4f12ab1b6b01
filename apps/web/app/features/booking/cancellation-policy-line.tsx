/**
 * The cancelation policy in one line near Pay (issue 46): the fee the policy keeps and when, so that the customer
 * knows it before paying (the contract's cancellationPolicyWords; the cancel screen states the fee again).
 */
import { Anchor, Text } from '@mantine/core';
import { cancellationPolicyWords } from '@upkeep/contract';
import { useCancellationPolicy } from './api/get-fee';

export function CancellationPolicyLine() {
  const policy = useCancellationPolicy();
  if (!policy.data) return null;
  return (
    <Text size="xs" c="dark.4" data-testid="cancellation-policy">
      {cancellationPolicyWords(policy.data)}{' '}
      <Anchor href="/legal/cancelation-policy.pdf" target="_blank" rel="noopener" size="xs" underline="always">
        Cancelation policy
      </Anchor>
    </Text>
  );
}
