/**
 * /staff/payouts (issue 28): every company's payouts: its payout account, UpKeep's hold, what waits for the
 * account and what went to it, the last payout to its bank and the failed ones. Administrators hold a company's
 * payouts with a reason, and release them (kept in the audit log); a suspended company's payouts wait anyway.
 */
import { Anchor, Badge, Button, Stack, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { formatDate, type StaffPayoutCompany } from '@upkeep/contract';
import { useState } from 'react';
import { Link } from 'react-router';
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

export function StaffPayoutsPage() {
  const token = useStaffSession((s) => s.token) ?? '';
  const isAdmin = useStaffSession((s) => s.user?.role === 'admin');
  const payouts = useStaffPayouts(token);
  const change = useHoldChange(token);
  const [subject, setSubject] = useState<StaffPayoutCompany | null>(null);
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
        {(rows) => (
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
            </Table>
          </Table.ScrollContainer>
        )}
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
