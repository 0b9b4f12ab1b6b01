/**
 * /staff/payouts/{companyId} (issue 28): one company's payouts in the console: its payout account, UpKeep's hold,
 * what it owes, its payouts to the bank (and the failed ones) and the transfers of its share, as the company's
 * own payouts screen shows them.
 */
import { Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { formatDate } from '@upkeep/contract';
import { Link, useParams } from 'react-router';
import { TRY_AGAIN_LATER } from '../../lib/errors';
import { useStaffSession } from '../../session/realm-session';
import { BankPayouts, Owed, Transfers } from '../../ui/payout-lists';
import { ProFrame } from '../../ui/pro-frame';
import { QueryView } from '../../ui/query-view';
import { useStaffCompanyPayouts } from './api';
import { ACCOUNT_WORDS } from './format';

export function StaffCompanyPayoutsPage() {
  const token = useStaffSession((s) => s.token) ?? '';
  const companyId = Number(useParams().id) || 0;
  const payouts = useStaffCompanyPayouts(token, companyId);
  return (
    <ProFrame
      size="lg"
      title={payouts.data ? `Payouts: ${payouts.data.summary.companyName}` : 'Payouts'}
      description="The company's payout account, what it owes, its payouts to the bank and the transfers of its share."
    >
      <Anchor component={Link} to="/staff/payouts" size="sm">
        All companies' payouts
      </Anchor>
      <QueryView query={payouts} errorTitle="Could not load this company's payouts" fallback={TRY_AGAIN_LATER}>
        {({ summary, detail }) => (
          <Stack gap="md" mt="sm">
            <Paper withBorder p="lg" radius="md">
              <Stack gap="xs">
                <Group gap="xs">
                  <Badge variant="light" color={summary.payoutsEnabled ? 'green' : 'gray'} c="dark.8">
                    {ACCOUNT_WORDS[summary.accountState]}
                  </Badge>
                  {summary.companyState === 'suspended' && (
                    <Badge color="red" variant="light" c="dark.8">
                      Suspended: payouts wait
                    </Badge>
                  )}
                  {summary.failedPayouts > 0 && (
                    <Badge color="red" variant="light" c="dark.8">
                      {summary.failedPayouts} failed {summary.failedPayouts === 1 ? 'payout' : 'payouts'}
                    </Badge>
                  )}
                </Group>
                {detail.account.bankLast4 && <Text>Bank account ending in {detail.account.bankLast4}.</Text>}
                {detail.account.missing.length > 0 && <Text>Still needed: {detail.account.missing.join('; ')}.</Text>}
                <Text>
                  {summary.hold
                    ? `Held since ${formatDate(summary.hold.heldAt)}: ${summary.hold.reason}`
                    : 'Not held by UpKeep.'}{' '}
                  <Anchor component={Link} to="/staff/payouts">
                    Hold or release on the list
                  </Anchor>
                </Text>
              </Stack>
            </Paper>
            <Owed payouts={detail} />
            <BankPayouts payouts={detail} />
            <Transfers payouts={detail} />
          </Stack>
        )}
      </QueryView>
    </ProFrame>
  );
}
