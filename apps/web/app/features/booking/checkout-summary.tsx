import { Trans, useLingui } from '@lingui/react/macro';
import { Card, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useFormatDate } from '../../i18n/format-date';
import { formatMoney } from '../../lib/money';
import type { StoredBooking } from '../../session/store';
import { useServiceName } from '../../shared/search/search-services';
import type { OrderTotals, PlanVisitTotals } from './booking-model';

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

/**
 * The order as it stands: company, service lines, date and slot, price, fee, discount (when there is one), total
 * (2 decimals). With a plan chosen, what each visit costs: the plan's price per visit, as the plan's page says it,
 * the fee, and what each visit is charged (issue 46).
 */
export function CheckoutSummary({
  booking,
  totals,
  feeLoading,
  plan = null,
}: {
  booking: StoredBooking;
  totals: OrderTotals;
  feeLoading: boolean;
  plan?: { label: string; visit: PlanVisitTotals | null } | null;
}) {
  const { t } = useLingui();
  const dates = useFormatDate();
  const serviceName = useServiceName();
  const headingId = useId();
  // Once the ticket exists its lines are the server's.
  const lines = booking.ticket
    ? booking.ticket.lines.map((l) => ({ name: l.displayName, price: l.price }))
    : booking.subservices.map((l) => ({ name: l.subServiceName, price: l.price }));
  return (
    <Card component="section" aria-labelledby={headingId} withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <Title order={2} size="h4" id={headingId}>
          <Trans>Your booking</Trans>
        </Title>
        <div>
          <Text fw={600}>{booking.companyName}</Text>
          {booking.service && <Text size="sm">{serviceName(booking.serviceId, booking.service)}</Text>}
          <Text size="sm" c="dark.5">
            {dates.date(booking.date)}, {dates.slot(booking.slotLabel ?? '')}
          </Text>
        </div>
        <Divider />
        <Stack gap={4} aria-label={t`Services`}>
          {lines.map((line, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the lines are a fixed list in the server's order
            <Row key={index} label={line.name} value={formatMoney(line.price)} />
          ))}
        </Stack>
        <Divider />
        {plan ? (
          <Stack gap={4} aria-label={t`Totals`}>
            <Text size="sm" fw={600}>
              {plan.label}
            </Text>
            {plan.visit === null ? (
              <Text size="sm">…</Text>
            ) : (
              <>
                <Row
                  label={
                    plan.visit.discountPercent > 0
                      ? t`Price per visit (${plan.visit.discountPercent}% plan discount)`
                      : t`Price per visit`
                  }
                  value={formatMoney(plan.visit.pricePerVisit)}
                />
                <Row label={t`UpKeep fee`} value={formatMoney(plan.visit.fee)} />
                {totals.discount > 0 && (
                  <Row label={t`Discount code, first visit`} value={`-${formatMoney(totals.discount)}`} />
                )}
                <Row label={t`Each visit`} value={formatMoney(plan.visit.charged)} strong />
              </>
            )}
          </Stack>
        ) : (
          <Stack gap={4} aria-label={t`Totals`}>
            <Row label={t`Price`} value={formatMoney(totals.price)} />
            <Row label={t`UpKeep fee`} value={feeLoading ? '…' : formatMoney(totals.fee)} />
            {totals.discount > 0 && <Row label={t`Discount`} value={`-${formatMoney(totals.discount)}`} />}
            <Row label={t`Total`} value={feeLoading ? '…' : formatMoney(totals.total)} strong />
          </Stack>
        )}
        {totals.isFree && !feeLoading && (
          <Text size="sm" c="teal.8">
            <Trans>Nothing to pay now: the company visits and gives you a free estimate.</Trans>
          </Text>
        )}
      </Stack>
    </Card>
  );
}
