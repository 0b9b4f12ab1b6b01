import { Card, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { formatDate } from '@upkeep/contract';
import { useId } from 'react';
import { formatMoney } from '../../lib/money';
import type { StoredBooking } from '../../session/store';
import type { OrderTotals } from './booking-model';

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="md">
      <Text size="sm" fw={strong ? 700 : undefined}>
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : undefined} style={{ whiteSpace: 'nowrap' }}>
        {value}
      </Text>
    </Group>
  );
}

/** The order as it stands: company, service lines, date and slot, price, fee, discount, total (2 decimals). */
export function CheckoutSummary({
  booking,
  totals,
  feeLoading,
}: {
  booking: StoredBooking;
  totals: OrderTotals;
  feeLoading: boolean;
}) {
  const headingId = useId();
  // Once the ticket exists its lines are the server's.
  const lines = booking.ticket
    ? booking.ticket.lines.map((l) => ({ name: l.displayName, price: l.price }))
    : booking.subservices.map((l) => ({ name: l.subServiceName, price: l.price }));
  return (
    <Card component="section" aria-labelledby={headingId} withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <Title order={2} size="h4" id={headingId}>
          Your booking
        </Title>
        <div>
          <Text fw={600}>{booking.companyName}</Text>
          {booking.service && <Text size="sm">{booking.service}</Text>}
          <Text size="sm" c="dark.5">
            {formatDate(booking.date)}, {booking.slotLabel}
          </Text>
        </div>
        <Divider />
        <Stack gap={4} aria-label="Services">
          {lines.map((line, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the lines are a fixed list in the server's order
            <Row key={index} label={line.name} value={formatMoney(line.price)} />
          ))}
        </Stack>
        <Divider />
        <Stack gap={4} aria-label="Totals">
          <Row label="Price" value={formatMoney(totals.price)} />
          <Row label="UpKeep fee" value={feeLoading ? '…' : formatMoney(totals.fee)} />
          <Row label="Discount" value={totals.discount > 0 ? `-${formatMoney(totals.discount)}` : formatMoney(0)} />
          <Row label="Total" value={feeLoading ? '…' : formatMoney(totals.total)} strong />
        </Stack>
        {totals.isFree && !feeLoading && (
          <Text size="sm" c="teal.8">
            Nothing to pay now: the company visits and gives you a free estimate.
          </Text>
        )}
      </Stack>
    </Card>
  );
}
