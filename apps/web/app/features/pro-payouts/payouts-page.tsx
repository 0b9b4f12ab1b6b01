/**
 * /pro/payouts (issue 28): the company's payout account at the payment provider. Not set up: the owner starts
 * the provider's onboarding (a single-use link; the sandbox's own page in test mode). Set up but incomplete: what
 * is still missing, in words, and a button to go on. Enabled: payouts go to the bank account ending in its last
 * four digits. Coming back from the onboarding (`?onboarding=return`) reads the account again; a used or
 * expired link comes back with `?onboarding=refresh`, which asks for a new link at once (owners).
 */
import { Alert, Badge, Button, Group, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { type CompanyPayouts, formatDate, ONBOARDING_RETURN_PARAM, type PayoutAccount } from '@upkeep/contract';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { errorMessage, TRY_AGAIN_LATER } from '../../lib/errors';
import { formatMoney } from '../../lib/money';
import { useCompanyToken } from '../../session/realm-session';
import { ErrorState } from '../../ui/error-state';
import { PageLoader } from '../../ui/page-loader';
import { ProFrame } from '../../ui/pro-frame';
import { usePayouts } from './api/get-payouts';
import { useStartOnboarding } from './api/start-onboarding';

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
          <BankPayouts payouts={payouts.data} />
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

const TRANSFER_KIND = { completion: 'Completed job', late_charge: 'Extra charge paid after the job' } as const;

/** A figure of a card: its label over its value (testId for the tests). */
function Figure({ label, testId, children }: { label: string; testId: string; children: React.ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="sm" c="dark.5">
        {label}
      </Text>
      <Text fw={700} fz="xl" data-testid={testId}>
        {children}
      </Text>
    </Stack>
  );
}

/** The payouts' and the transfers' lists: one line each, ruled. */
const LIST_STYLE = { listStyle: 'none', margin: 0, padding: 0 } as const;
const ITEM_STYLE = { borderTop: '1px solid var(--mantine-color-gray-3)', padding: '10px 0' } as const;

const PAYOUT_STATUS = {
  in_transit: { label: 'On its way', color: 'blue' },
  paid: { label: 'Arrived', color: 'green' },
  failed: { label: 'Refused by the bank', color: 'red' },
} as const;

/** The balance of the payout account, the next payout, and the payouts to the bank, newest first. */
function BankPayouts({ payouts }: { payouts: CompanyPayouts }) {
  const { balance, nextPayoutAt } = payouts;
  if (!balance) return null;
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="sm">
        <Title order={2} fz="h3">
          Payouts to your bank
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 3 }}>
          <Figure label="Available for the next payout" testId="balance-available">
            {formatMoney(balance.available)}
          </Figure>
          <Figure label="Pending (available in about 2 days)" testId="balance-pending">
            {formatMoney(balance.pending)}
          </Figure>
          <Figure label="Next payout" testId="next-payout">
            {nextPayoutAt ? formatDate(nextPayoutAt) : 'Paused'}
          </Figure>
        </SimpleGrid>
        {payouts.payouts.length === 0 ? (
          <Text c="dark.5">No payouts yet. Payouts are weekly, of your available balance.</Text>
        ) : (
          <ul aria-label="Payouts" style={LIST_STYLE}>
            {payouts.payouts.map((p) => (
              <li key={p.id} style={ITEM_STYLE}>
                <Group justify="space-between" wrap="nowrap" align="flex-start">
                  <Stack gap={0} style={{ minWidth: 0 }}>
                    <Group gap="xs">
                      <Text fw={600}>{formatMoney(p.amount)}</Text>
                      <Badge color={PAYOUT_STATUS[p.status].color} variant="light" c="dark.8">
                        {PAYOUT_STATUS[p.status].label}
                      </Badge>
                    </Group>
                    <Text size="sm" c="dark.5">
                      {p.status === 'failed'
                        ? `The bank refused it (${p.failureCode ?? 'no reason given'}): the money is back in your balance. Give a new bank account above.`
                        : `${p.status === 'paid' ? 'Arrived' : 'Arrives'} ${formatDate(p.arrivalDate)}`}
                    </Text>
                  </Stack>
                </Group>
              </li>
            ))}
          </ul>
        )}
      </Stack>
    </Paper>
  );
}

/** The transfers of the company's share, newest first: what went to the payout account and what waits. */
function Transfers({ payouts }: { payouts: CompanyPayouts }) {
  const { transfers, totals } = payouts;
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="sm">
        <Title order={2} fz="h3">
          Transfers
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <Figure label="Sent to your payout account" testId="total-sent">
            {formatMoney(totals.sent)}
          </Figure>
          <Figure label="Waiting for your payout account" testId="total-waiting">
            {formatMoney(totals.waiting)}
          </Figure>
        </SimpleGrid>
        {transfers.length === 0 ? (
          <Text c="dark.5">No transfers yet. Your share of each job goes out when the job is completed.</Text>
        ) : (
          <ul aria-label="Transfers" style={LIST_STYLE}>
            {transfers.map((t) => (
              <li key={t.id} style={ITEM_STYLE}>
                <Group justify="space-between" wrap="nowrap" align="flex-start">
                  <Stack gap={0} style={{ minWidth: 0 }}>
                    <Text fw={600}>
                      Job #{t.ticketId}: {TRANSFER_KIND[t.kind]}
                    </Text>
                    <Text size="sm" c="dark.5">
                      {t.status === 'sent' && t.sentAt
                        ? `Sent ${formatDate(t.sentAt)}`
                        : 'Waiting for your payout account'}
                    </Text>
                  </Stack>
                  <Text fw={600}>{formatMoney(t.amount)}</Text>
                </Group>
              </li>
            ))}
          </ul>
        )}
      </Stack>
    </Paper>
  );
}
