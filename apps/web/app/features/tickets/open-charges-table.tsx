import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Table, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import type { OpenCharge } from '@upkeep/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { useLocalePath } from '../../i18n/locale';
import { formatMoney } from '../../lib/money';
import { lazyDialog } from '../../ui/lazy-dialog';
import { declineOpenCharge } from './api/decline-open-charge';
import { formatDuration, useTicketDates } from './format';
import { CardList, ItemCard, useCompactLayout } from './ticket-ui';

/** Asked before a charge is declined; loaded when first asked (issue 48). */
const DeclineChargeDialog = lazyDialog(() => import('./decline-charge-dialog').then((m) => m.DeclineChargeDialog), {
  isOpen: (props) => props.charge !== null,
  closed: (props) => ({ ...props, charge: null }),
});

const CHARGE_STATUS: Record<OpenCharge['status'], MessageDescriptor> = {
  pending: msg`Pending`,
  paid: msg`Paid`,
  declined: msg`Declined`,
};

/** The ticket's extra charges; a pending one can be paid (on /payment-charge) or declined here. */
export function OpenChargesTable({
  ticket,
  charges,
  token,
  onDeclined,
  onDeclineFailed,
}: {
  ticket: { id: number; servicesID: number };
  charges: OpenCharge[];
  token: string;
  onDeclined: (charge: OpenCharge) => void;
  onDeclineFailed: (charge: OpenCharge) => void;
}) {
  const compact = useCompactLayout();
  const { t, i18n } = useLingui();
  const dates = useTicketDates();
  const inLocale = useLocalePath();
  const [declining, setDeclining] = useState<OpenCharge | null>(null);
  const declineCharge = useMutation({
    mutationFn: (charge: OpenCharge) => declineOpenCharge(charge.id, token),
    onSuccess: (_answer, charge) => onDeclined(charge),
    onError: (_error, charge) => onDeclineFailed(charge),
    onSettled: () => setDeclining(null),
  });
  const busy = declineCharge.isPending;
  if (charges.length === 0)
    return (
      <Text c="gray.7">
        <Trans>No extra charges.</Trans>
      </Text>
    );

  const decline = () => {
    if (!declining) return;
    declineCharge.mutate(declining);
  };

  const actions = (charge: OpenCharge) =>
    charge.status === 'pending' && (
      <Group gap={6} wrap={compact ? 'wrap' : 'nowrap'}>
        <Button
          component={Link}
          to={inLocale('/payment-charge')}
          state={{ TicketId: ticket.id, ServiceID: ticket.servicesID, OpenChargeID: charge.id }}
          size="compact-sm"
          aria-label={t`Pay Charge: ${charge.description}`}
        >
          <Trans>Pay Charge</Trans>
        </Button>
        <Button
          size="compact-sm"
          variant="default"
          onClick={() => setDeclining(charge)}
          aria-label={t`Decline Charge: ${charge.description}`}
        >
          <Trans>Decline Charge</Trans>
        </Button>
      </Group>
    );

  return (
    <>
      {compact ? (
        <CardList label={t`Extra charges`}>
          {charges.map((charge) => (
            <ItemCard key={charge.id} label={charge.description}>
              <Group justify="space-between" gap="sm" wrap="nowrap" align="flex-start">
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {charge.description}
                </Text>
                <Text fw={600} style={{ whiteSpace: 'nowrap' }}>
                  {formatMoney(charge.price)}
                </Text>
              </Group>
              {formatDuration(charge.duration) && (
                <Text size="sm" c="gray.7">
                  <Trans>Adds {formatDuration(charge.duration)}</Trans>
                </Text>
              )}
              <Text size="sm" c="gray.7">
                <Trans>
                  {i18n._(CHARGE_STATUS[charge.status])}, added {dates.moment(charge.createdDate)}
                </Trans>
              </Text>
              {actions(charge)}
            </ItemCard>
          ))}
        </CardList>
      ) : (
        <Table.ScrollContainer minWidth={620}>
          <Table verticalSpacing="xs" aria-label={t`Extra charges`}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">
                  <Trans>Charge</Trans>
                </Table.Th>
                <Table.Th scope="col">
                  <Trans>Added</Trans>
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  <Trans>Price</Trans>
                </Table.Th>
                <Table.Th scope="col">
                  <Trans>Status</Trans>
                </Table.Th>
                <Table.Th scope="col">
                  <Trans>Actions</Trans>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {charges.map((charge) => (
                <Table.Tr key={charge.id}>
                  <Table.Td>
                    {charge.description}
                    {formatDuration(charge.duration) && (
                      <Text size="sm" c="gray.7">
                        <Trans>Adds {formatDuration(charge.duration)}</Trans>
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{dates.moment(charge.createdDate)}</Table.Td>
                  <Table.Td ta="right">{formatMoney(charge.price)}</Table.Td>
                  <Table.Td>{i18n._(CHARGE_STATUS[charge.status])}</Table.Td>
                  <Table.Td>{actions(charge)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <DeclineChargeDialog
        charge={declining}
        busy={busy}
        onClose={() => !busy && setDeclining(null)}
        onKeep={() => setDeclining(null)}
        onDecline={decline}
      />
    </>
  );
}
