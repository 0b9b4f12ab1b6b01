/**
 * /staff/books (issue 28, administrators): where the money of a period's tickets went, to the cent. What customers
 * paid = refunds + transfers to the companies + UpKeep's revenue + what is still held; balanced when the transfers
 * ledger and the companies' statements agree.
 */
import { Badge, Button, Group, Paper, Stack, Table, Text, TextInput } from '@mantine/core';
import { type Reconciliation, valleyToday } from '@upkeep/contract';
import { useState } from 'react';
import { TRY_AGAIN_LATER } from '../../lib/errors';
import { formatMoney } from '../../lib/money';
import { useStaffSession } from '../../session/realm-session';
import { ProFrame } from '../../ui/pro-frame';
import { QueryView } from '../../ui/query-view';
import { useReconciliation } from './api';

export const STAFF_BOOKS_TITLE = 'Books';

/** The lines of the books: a label, its figure, and whether it is a part of the line above (indented). */
function lines(b: Reconciliation): { label: string; amount: number; part?: boolean; strong?: boolean }[] {
  return [
    { label: 'Customers paid', amount: b.customersPaid, strong: true },
    { label: 'Refunded to customers', amount: b.refunds },
    { label: 'Transferred to companies (net of reversals)', amount: b.transfersToCompanies },
    { label: 'Taken back by reversals', amount: b.reversals, part: true },
    ...(b.paidOutsideUpKeep !== 0
      ? [{ label: 'Paid to companies outside UpKeep (jobs before payouts)', amount: b.paidOutsideUpKeep }]
      : []),
    { label: "UpKeep's revenue", amount: b.upkeepRevenue.total },
    { label: 'Commission', amount: b.upkeepRevenue.commission, part: true },
    { label: 'Goodwill refunds', amount: b.upkeepRevenue.goodwill, part: true },
    { label: 'Kept on cancellations', amount: b.upkeepRevenue.keptOnCancellations, part: true },
    { label: 'Still held', amount: b.held.total },
    { label: 'Jobs not yet completed', amount: b.held.openJobs, part: true },
    { label: 'Transfers waiting', amount: b.held.transfersWaiting, part: true },
    { label: 'Owed by companies', amount: -b.held.owedByCompanies, part: true },
  ];
}

export function StaffBooksPage() {
  const token = useStaffSession((s) => s.token) ?? '';
  const today = valleyToday();
  const [draft, setDraft] = useState({ from: `${today.slice(0, 8)}01`, to: today });
  const [period, setPeriod] = useState<{ from: string; to: string } | null>(draft);
  const books = useReconciliation(token, period);
  return (
    <ProFrame
      size="lg"
      title={STAFF_BOOKS_TITLE}
      description="Where the money of a period's tickets went, to the cent: the tickets with a payment received between the two dates (valley time), and all their money, whenever it moved."
    >
      <form
        aria-label="Period"
        onSubmit={(event) => {
          event.preventDefault();
          setPeriod({ ...draft });
        }}
      >
        <Group align="flex-end" wrap="wrap">
          <TextInput
            label="From"
            type="date"
            required
            value={draft.from}
            onChange={(e) => setDraft({ ...draft, from: e.currentTarget.value })}
          />
          <TextInput
            label="To"
            type="date"
            required
            value={draft.to}
            onChange={(e) => setDraft({ ...draft, to: e.currentTarget.value })}
          />
          <Button type="submit" variant="default">
            Check the books
          </Button>
        </Group>
      </form>
      <QueryView
        query={books}
        errorTitle="Could not check the books"
        fallback={TRY_AGAIN_LATER}
        forbidden="The books are for administrators: your role (support) does not give access to them. Ask an administrator for a figure you need."
      >
        {(b) => (
          <Paper withBorder p="lg" radius="md" mt="md">
            <Stack gap="sm">
              <Group justify="space-between" wrap="wrap">
                <Text fw={600}>
                  {b.tickets} {b.tickets === 1 ? 'ticket' : 'tickets'}, {b.from} to {b.to}
                </Text>
                <Badge
                  color={b.balanced ? 'green' : 'red'}
                  variant="light"
                  c="dark.8"
                  size="lg"
                  data-testid="books-state"
                >
                  {b.balanced ? 'Balanced' : `Off by ${formatMoney(b.difference)}`}
                </Badge>
              </Group>
              <Table aria-label="The books" verticalSpacing="xs">
                <Table.Tbody>
                  {lines(b).map((line) => (
                    <Table.Tr key={line.label}>
                      <Table.Th scope="row" fw={line.part ? 400 : 600} pl={line.part ? 'xl' : undefined}>
                        {line.label}
                      </Table.Th>
                      <Table.Td ta="right" fw={line.strong ? 700 : undefined}>
                        {formatMoney(line.amount)}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
              <Text size="sm" c="dark.5">
                Customers paid = refunded + transferred + UpKeep's revenue + still held
                {b.paidOutsideUpKeep !== 0 ? ' (+ paid outside UpKeep)' : ''}. The transfers and the companies'
                statements disagree by {formatMoney(b.difference)}.
              </Text>
            </Stack>
          </Paper>
        )}
      </QueryView>
    </ProFrame>
  );
}
