/**
 * A company's payouts as the portal's payouts screen and the console's page of the company show them (issue 28):
 * the payout account's balance and its payouts to the bank, the transfers of the company's share, and what the
 * company owes (a refund its balance could not cover, kept from its next transfers).
 */
import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { type CompanyPayouts, formatDate, payoutScheduleInWords } from '@upkeep/contract';
import type { ReactNode } from 'react';
import { formatMoney } from '../lib/money';

const TRANSFER_KIND = {
  completion: 'Completed job',
  late_charge: 'Extra charge paid after the job',
  cancellation_fee: 'Cancellation fee kept',
  invoice: 'Invoice paid after the job',
  tip: 'Tip',
} as const;

/** A figure of a card: its label over its value (testId for the tests). */
export function Figure({ label, testId, children }: { label: string; testId: string; children: ReactNode }) {
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
export function BankPayouts({ payouts, children }: { payouts: CompanyPayouts; children?: ReactNode }) {
  const { balance, nextPayoutAt } = payouts;
  if (!balance) return null;
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="sm">
        <Title order={2} fz="h3">
          Payouts to the bank
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
        <Text size="sm" c="dark.5" data-testid="payout-schedule">
          Schedule: {payoutScheduleInWords(payouts.account.schedule)}, of the available balance.
        </Text>
        {children}
        {payouts.payouts.length === 0 ? (
          <Text c="dark.5">No payouts yet.</Text>
        ) : (
          <ul aria-label="Payouts" style={LIST_STYLE}>
            {payouts.payouts.map((p) => (
              <li key={p.id} style={ITEM_STYLE}>
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Group gap="xs">
                    <Text fw={600}>{formatMoney(p.amount)}</Text>
                    <Badge color={PAYOUT_STATUS[p.status].color} variant="light" c="dark.8">
                      {PAYOUT_STATUS[p.status].label}
                    </Badge>
                  </Group>
                  <Text size="sm" c="dark.5">
                    {p.status === 'failed'
                      ? `The bank refused it (${p.failureCode ?? 'no reason given'}): the money is back in the balance, and payouts wait for a new bank account.`
                      : `${p.status === 'paid' ? 'Arrived' : 'Arrives'} ${formatDate(p.arrivalDate)}`}
                  </Text>
                  {p.transfers.length > 0 && (
                    <Text size="sm" c="dark.5">
                      {p.transfers.length === 1 ? 'From job' : 'From jobs'}{' '}
                      {p.transfers.map((t) => `#${t.ticketId} (${formatMoney(t.amount)})`).join(', ')}
                    </Text>
                  )}
                </Stack>
              </li>
            ))}
          </ul>
        )}
      </Stack>
    </Paper>
  );
}

/** The transfers of the company's share, newest first: what went to the payout account and what waits. */
export function Transfers({ payouts }: { payouts: CompanyPayouts }) {
  const { transfers, totals } = payouts;
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="sm">
        <Title order={2} fz="h3">
          Transfers
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <Figure label="Sent to the payout account" testId="total-sent">
            {formatMoney(totals.sent)}
          </Figure>
          <Figure label="Waiting for the payout account" testId="total-waiting">
            {formatMoney(totals.waiting)}
          </Figure>
        </SimpleGrid>
        {transfers.length === 0 ? (
          <Text c="dark.5">No transfers yet. The share of each job goes out when the job is completed.</Text>
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
                        : 'Waiting for the payout account'}
                    </Text>
                    {t.withheld > 0 && (
                      <Text size="sm" c="dark.5">
                        {formatMoney(t.withheld)} kept for what was owed
                      </Text>
                    )}
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

/** What the company owes UpKeep, debt by debt, oldest first; nothing when it owes nothing. */
export function Owed({ payouts }: { payouts: CompanyPayouts }) {
  if (payouts.debts.length === 0) return null;
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="sm">
        <Title order={2} fz="h3">
          Owed to UpKeep
        </Title>
        <Figure label="Kept from the next transfers" testId="total-owed">
          {formatMoney(payouts.owed)}
        </Figure>
        <Text size="sm" c="dark.5">
          A refund taken back after its money had gone to the bank: UpKeep keeps it from the next transfers.
        </Text>
        <ul aria-label="Owed" style={LIST_STYLE}>
          {payouts.debts.map((d) => (
            <li key={d.id} style={ITEM_STYLE}>
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Text fw={600}>Refund of job #{d.ticketId}</Text>
                  <Text size="sm" c="dark.5">
                    {formatDate(d.createdAt)}: {d.reason}
                    {d.settled > 0 ? ` (${formatMoney(d.settled)} kept so far)` : ''}
                  </Text>
                </Stack>
                <Text fw={600}>{formatMoney(d.amount - d.settled)}</Text>
              </Group>
            </li>
          ))}
        </ul>
      </Stack>
    </Paper>
  );
}
