/**
 * A ticket's totals as every screen shows them (the customer's ticket, the company's job, the console's
 * ticket): the lines the contract's ticketTotals made (services, booking fee, discount, each extra charge
 * labelled paid or pending), the total they add up to, then paid, refunded, the cancellation fee kept (a line of
 * its own when the cancelation policy kept one) and the balance.
 */
import { Divider, Group, Stack, Text } from '@mantine/core';
import { KEPT_FEE_LABEL, type TicketTotalsAnswer } from '@upkeep/contract';
import { formatMoney } from '../../lib/money';

const signed = (amount: number) => (amount < 0 ? `-${formatMoney(-amount)}` : formatMoney(amount));

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm">
      <Text fw={strong ? 700 : undefined}>{label}</Text>
      <Text fw={strong ? 700 : undefined} style={{ whiteSpace: 'nowrap' }}>
        {value}
      </Text>
    </Group>
  );
}

/**
 * `say` writes each English label (a line's, Total, Paid…) in the screen's language: the customer's ticket says them
 * in Spanish on its Spanish twin (issue 49); the portal's and the console's screens, English, leave them as they are.
 */
export function TicketTotalsList({
  totals,
  say = (label) => label,
}: {
  totals: TicketTotalsAnswer;
  say?: (label: string) => string;
}) {
  return (
    <Stack gap={6} data-testid="ticket-totals">
      {totals.lines.map((line) => (
        <Row key={`${line.kind}-${line.label}`} label={say(line.label)} value={signed(line.amount)} />
      ))}
      <Divider my={4} />
      <Row label={say('Total')} value={formatMoney(totals.total)} strong />
      <Row label={say('Paid')} value={formatMoney(totals.paid)} />
      {totals.refunded > 0 && <Row label={say('Refunded')} value={formatMoney(totals.refunded)} />}
      {totals.kept > 0 && <Row label={say(KEPT_FEE_LABEL)} value={formatMoney(totals.kept)} />}
      <Row label={say('Balance')} value={formatMoney(totals.balance)} strong={totals.balance > 0} />
    </Stack>
  );
}
