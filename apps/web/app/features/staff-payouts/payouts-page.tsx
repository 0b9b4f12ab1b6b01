/**
 * /staff/payouts (issue 28): every company's payouts: its payout account, UpKeep's hold, what waits for the
 * account and what went to it, the last payout to its bank and the failed ones. Administrators hold a company's
 * payouts with a reason, and release them (kept in the audit log); a suspended company's payouts wait anyway.
 * A search by name and a filter (kept in the URL: `?q=` and `?show=`) narrow the list, and its foot totals what is
 * shown (issue 46: 46 rows and no way through them).
 */
import { Anchor, Badge, Button, NativeSelect, SimpleGrid, Stack, Table, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { formatDate, type StaffPayoutCompany, toCents, toDollars } from '@upkeep/contract';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { errorMessage, TRY_AGAIN_LATER } from '../../lib/errors';
import { formatMoney } from '../../lib/money';
import { useStaffSession } from '../../session/realm-session';
import { ProFrame } from '../../ui/pro-frame';
import { QueryView } from '../../ui/query-view';
import { ReasonDialog } from '../../ui/reason-dialog';
import { useHoldChange, useStaffPayouts } from './api';
import { ACCOUNT_WORDS } from './format';

export const STAFF_PAYOUTS_TITLE = 'Payouts';

const PAYOUT_WORDS = { in_transit: 'on its way', paid: 'arrived', failed: 'refused by the bank' } as const;

/** What the list may be narrowed to. */
export const PAYOUT_FILTERS = {
  all: { label: 'All companies', keep: () => true },
  attention: {
    label: 'Needs attention',
    keep: (r: StaffPayoutCompany) =>
      r.hold !== null ||
      r.failedPayouts > 0 ||
      r.owed > 0 ||
      r.companyState === 'suspended' ||
      (r.accountState !== 'enabled' && r.waiting > 0),
  },
  waiting: { label: 'Money waiting', keep: (r: StaffPayoutCompany) => r.waiting > 0 },
  held: { label: 'Held', keep: (r: StaffPayoutCompany) => r.hold !== null },
  failed: { label: 'Failed payouts', keep: (r: StaffPayoutCompany) => r.failedPayouts > 0 },
  owing: { label: 'Owing UpKeep', keep: (r: StaffPayoutCompany) => r.owed > 0 },
  'not-ready': { label: 'Account not ready', keep: (r: StaffPayoutCompany) => r.accountState !== 'enabled' },
} as const;
export type PayoutFilter = keyof typeof PAYOUT_FILTERS;

/** The rows whose company name holds `query` (any case) and that the filter keeps. */
export function payoutRowsShown(rows: StaffPayoutCompany[], query: string, show: PayoutFilter) {
  const words = query.trim().toLowerCase();
  return rows.filter((r) => (!words || r.companyName.toLowerCase().includes(words)) && PAYOUT_FILTERS[show].keep(r));
}

/** Sums to the cent: what waits, what went, what was taken back and what is owed. */
export function payoutTotals(rows: StaffPayoutCompany[]) {
  const sum = (pick: (r: StaffPayoutCompany) => number) =>
    toDollars(rows.reduce((cents, r) => cents + toCents(pick(r)), 0));
  return {
    waiting: sum((r) => r.waiting),
    sent: sum((r) => r.sent),
    reversed: sum((r) => r.reversed),
    owed: sum((r) => r.owed),
    failed: rows.reduce((n, r) => n + r.failedPayouts, 0),
  };
}

export function StaffPayoutsPage() {
  const token = useStaffSession((s) => s.token) ?? '';
  const isAdmin = useStaffSession((s) => s.user?.role === 'admin');
  const payouts = useStaffPayouts(token);
  const change = useHoldChange(token);
  const [subject, setSubject] = useState<StaffPayoutCompany | null>(null);
  const [search, setSearch] = useSearchParams();
  const query = search.get('q') ?? '';
  const showParam = search.get('show');
  const show: PayoutFilter = showParam && showParam in PAYOUT_FILTERS ? (showParam as PayoutFilter) : 'all';
  const setParam = (name: 'q' | 'show', value: string) =>
    setSearch(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value && !(name === 'show' && value === 'all')) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );
  const holding = subject ? subject.hold === null : false;
  const close = () => {
    setSubject(null);
    change.reset();
  };

  return (
    <ProFrame
      size="lg"
      title={STAFF_PAYOUTS_TITLE}
      description="Each company's payout account, what waits for it and what went to it, and its payouts to the bank. A held or suspended company's transfers wait."
    >
      <QueryView
        query={payouts}
        errorTitle="Could not load the payouts"
        fallback={TRY_AGAIN_LATER}
        empty={<Text c="dark.5">No companies yet.</Text>}
      >
        {(all) => {
          const rows = payoutRowsShown(all, query, show);
          const totals = payoutTotals(rows);
          return (
            <Stack gap="sm">
              <SimpleGrid
                cols={{ base: 1, sm: 2 }}
                spacing="sm"
                component="form"
                aria-label="Find a company's payouts"
                onSubmit={(e) => e.preventDefault()}
              >
                <TextInput
                  label="Company"
                  placeholder="Search by name"
                  type="search"
                  value={query}
                  onChange={(e) => setParam('q', e.currentTarget.value)}
                />
                <NativeSelect
                  label="Show"
                  value={show}
                  onChange={(e) => setParam('show', e.currentTarget.value)}
                  data={Object.entries(PAYOUT_FILTERS).map(([value, f]) => ({ value, label: f.label }))}
                />
              </SimpleGrid>
              <Text size="sm" c="gray.7" role="status">
                {rows.length === all.length
                  ? `${all.length} ${all.length === 1 ? 'company' : 'companies'}`
                  : `${rows.length} of ${all.length} companies`}
              </Text>
              {rows.length === 0 ? (
                <Text c="dark.5">No company matches.</Text>
              ) : (
                <Table.ScrollContainer minWidth={760}>
                  <Table striped verticalSpacing="sm" aria-label="Companies' payouts">
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th>Company</Table.Th>
                        <Table.Th>Payout account</Table.Th>
                        <Table.Th>Waiting</Table.Th>
                        <Table.Th>Sent</Table.Th>
                        <Table.Th>Last payout</Table.Th>
                        <Table.Th>Hold</Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {rows.map((row) => (
                        <Table.Tr key={row.companyId}>
                          <Table.Td>
                            <Stack gap={2}>
                              <Anchor component={Link} to={`/staff/payouts/${row.companyId}`} fw={600}>
                                {row.companyName}
                              </Anchor>
                              {row.companyState === 'suspended' && (
                                <Badge color="red" variant="light" c="dark.8">
                                  Suspended
                                </Badge>
                              )}
                            </Stack>
                          </Table.Td>
                          <Table.Td>{ACCOUNT_WORDS[row.accountState]}</Table.Td>
                          <Table.Td>{formatMoney(row.waiting)}</Table.Td>
                          <Table.Td>
                            {formatMoney(row.sent)}
                            {row.reversed > 0 && (
                              <Text size="sm" c="dark.5">
                                {formatMoney(row.reversed)} taken back
                              </Text>
                            )}
                            {row.owed > 0 && (
                              <Text size="sm" c="red.8">
                                {formatMoney(row.owed)} owed
                              </Text>
                            )}
                          </Table.Td>
                          <Table.Td>
                            {row.lastPayout
                              ? `${formatMoney(row.lastPayout.amount)}, ${PAYOUT_WORDS[row.lastPayout.status]} (${formatDate(row.lastPayout.arrivalDate)})`
                              : 'None yet'}
                            {row.failedPayouts > 0 && (
                              <Text size="sm" c="red.8">
                                {row.failedPayouts} failed
                              </Text>
                            )}
                          </Table.Td>
                          <Table.Td>
                            <Stack gap={4} align="flex-start">
                              {row.hold && (
                                <Text size="sm">
                                  Held since {formatDate(row.hold.heldAt)}: {row.hold.reason}
                                </Text>
                              )}
                              {isAdmin && (
                                <Button
                                  size="xs"
                                  variant="light"
                                  color={row.hold ? 'teal' : 'red'}
                                  onClick={() => setSubject(row)}
                                  aria-label={`${row.hold ? 'Release' : 'Hold'} payouts: ${row.companyName}`}
                                >
                                  {row.hold ? 'Release' : 'Hold'}
                                </Button>
                              )}
                            </Stack>
                          </Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                    <Table.Tfoot>
                      <Table.Tr aria-label="Totals">
                        <Table.Th scope="row">Totals</Table.Th>
                        <Table.Td />
                        <Table.Td fw={700}>{formatMoney(totals.waiting)}</Table.Td>
                        <Table.Td fw={700}>
                          {formatMoney(totals.sent)}
                          {totals.reversed > 0 && (
                            <Text size="sm" c="dark.5">
                              {formatMoney(totals.reversed)} taken back
                            </Text>
                          )}
                          {totals.owed > 0 && (
                            <Text size="sm" c="red.8">
                              {formatMoney(totals.owed)} owed
                            </Text>
                          )}
                        </Table.Td>
                        <Table.Td>{totals.failed > 0 ? `${totals.failed} failed` : ''}</Table.Td>
                        <Table.Td />
                      </Table.Tr>
                    </Table.Tfoot>
                  </Table>
                </Table.ScrollContainer>
              )}
            </Stack>
          );
        }}
      </QueryView>
      <ReasonDialog
        key={`${subject?.companyId}-${holding}`}
        opened={subject !== null}
        title={subject ? `${holding ? 'Hold' : 'Release'} the payouts of ${subject.companyName}?` : ''}
        confirmLabel={holding ? 'Hold payouts' : 'Release payouts'}
        color={holding ? 'red' : 'teal'}
        description="Kept in the audit log."
        cancelLabel="Cancel"
        pending={change.isPending}
        error={change.error ? errorMessage(change.error, TRY_AGAIN_LATER) : null}
        onClose={close}
        onConfirm={(reason) =>
          subject &&
          change.mutate(
            { companyId: subject.companyId, hold: holding, reason },
            {
              onSuccess: () => {
                notifications.show({
                  color: 'teal',
                  message: `${subject.companyName}: payouts ${holding ? 'held' : 'released'}.`,
                });
                close();
              },
            },
          )
        }
      >
        <Text>
          {holding
            ? "The company's transfers wait until the hold is released."
            : 'What waited goes out to the payout account now.'}
        </Text>
      </ReasonDialog>
    </ProFrame>
  );
}
