/**
 * /pro/payouts (issue 28): the company's payout account at the payment provider. Not set up: the owner starts
 * the provider's onboarding (a single-use link; the sandbox's own page in test mode). Set up but incomplete: what
 * is still missing, in words, and a button to go on. Enabled: payouts go to the bank account ending in its last
 * four digits. Coming back from the onboarding (`?onboarding=return`) reads the account again; a used or
 * expired link comes back with `?onboarding=refresh`, which asks for a new link at once (owners).
 */
import { Alert, Badge, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { ONBOARDING_RETURN_PARAM, type PayoutAccount } from '@upkeep/contract';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { errorMessage, TRY_AGAIN_LATER } from '../../lib/errors';
import { useCompanyToken } from '../../session/realm-session';
import { ErrorState } from '../../ui/error-state';
import { PageLoader } from '../../ui/page-loader';
import { BankPayouts, Owed, Transfers } from '../../ui/payout-lists';
import { ProFrame } from '../../ui/pro-frame';
import { usePayouts } from './api/get-payouts';
import { useStartOnboarding } from './api/start-onboarding';
import { ScheduleForm } from './schedule-form';

export const PAYOUTS_TITLE = 'Payouts';
export const PAYOUTS_INTRO =
  "Where UpKeep pays your share of each completed job: your company's payout account with UpKeep's payment provider.";

const STATE_BADGE: Record<PayoutAccount['state'], { label: string; color: string }> = {
  not_started: { label: 'Not set up', color: 'gray' },
  incomplete: { label: 'Details missing', color: 'yellow' },
  enabled: { label: 'Payouts on', color: 'green' },
  restricted: { label: 'Paused by the provider', color: 'red' },
};

export function PayoutsPage() {
  const token = useCompanyToken() ?? '';
  const payouts = usePayouts(token);
  const onboarding = useStartOnboarding(token);
  const [params] = useSearchParams();
  const back = params.get(ONBOARDING_RETURN_PARAM);

  // A used or expired link sent the owner back here: a new one at once, as Stripe's refresh URL expects.
  const refreshed = useRef(false);
  const canManage = payouts.data?.account.canManage ?? false;
  useEffect(() => {
    if (back === 'refresh' && canManage && !refreshed.current) {
      refreshed.current = true;
      onboarding.mutate();
    }
  }, [back, canManage, onboarding]);

  return (
    <ProFrame title={PAYOUTS_TITLE} description={PAYOUTS_INTRO}>
      {payouts.isPending ? (
        <PageLoader />
      ) : payouts.isError ? (
        <ErrorState
          title="Could not load your payouts"
          message={errorMessage(payouts.error, TRY_AGAIN_LATER)}
          onRetry={() => void payouts.refetch()}
        />
      ) : (
        <Stack gap="md">
          {back === 'return' && payouts.data.account.state !== 'enabled' && (
            <Alert color="yellow" variant="light" role="status">
              Welcome back. Your payout account still needs the details below.
            </Alert>
          )}
          {back === 'return' && payouts.data.account.state === 'enabled' && (
            <Alert color="green" variant="light" role="status">
              Welcome back. Your payout account is set up.
            </Alert>
          )}
          {back === 'refresh' && onboarding.isPending && (
            <Text role="status">That link has expired. Opening a new one…</Text>
          )}
          <AccountCard
            account={payouts.data.account}
            starting={onboarding.isPending}
            onStart={() => onboarding.mutate()}
          />
          {onboarding.isError && (
            <Alert color="red" variant="light" role="alert">
              {errorMessage(onboarding.error, 'The payment provider could not be reached. Try again in a moment.')}
            </Alert>
          )}
          <Owed payouts={payouts.data} />
          <BankPayouts payouts={payouts.data}>
            {payouts.data.account.canManage && <ScheduleForm token={token} schedule={payouts.data.account.schedule} />}
          </BankPayouts>
          <Transfers payouts={payouts.data} />
        </Stack>
      )}
    </ProFrame>
  );
}

function AccountCard({
  account,
  starting,
  onStart,
}: {
  account: PayoutAccount;
  starting: boolean;
  onStart: () => void;
}) {
  const badge = STATE_BADGE[account.state];
  const action =
    account.state === 'not_started'
      ? 'Set up payouts'
      : account.state === 'enabled'
        ? 'Update details'
        : 'Continue setup';
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} fz="h3">
            Payout account
          </Title>
          <Badge color={badge.color} variant="light" size="lg" c="dark.8">
            {badge.label}
          </Badge>
        </Group>
        {account.state === 'not_started' && (
          <Text>
            No payout account yet. Your share of each completed job waits with UpKeep until you set one up, then goes
            out to your bank.
          </Text>
        )}
        {account.state === 'enabled' && (
          <Text>
            Payouts go to the bank account ending in <strong>{account.bankLast4 ?? '····'}</strong>.
          </Text>
        )}
        {account.disabledReason && <Text c="dark.5">{account.disabledReason}</Text>}
        {account.missing.length > 0 && (
          <Stack gap={4}>
            <Text fw={600}>Still needed:</Text>
            <List aria-label="Still needed">
              {account.missing.map((item) => (
                <List.Item key={item}>{item}</List.Item>
              ))}
            </List>
          </Stack>
        )}
        {account.canManage ? (
          <Group>
            <Button
              size="md"
              variant={account.state === 'enabled' ? 'default' : 'filled'}
              loading={starting}
              onClick={onStart}
            >
              {action}
            </Button>
          </Group>
        ) : (
          <Text c="dark.5">Only your company's owner can set up or change the payout account.</Text>
        )}
      </Stack>
    </Paper>
  );
}
