/**
 * /staff/customers/:id: a customer and their tickets; block an abusive account (its tokens revoked, sign-in
 * refused) or unblock it, with a reason; send a password reset.
 */
import { Alert, Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { StaffCustomer } from '@upkeep/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../lib/errors';
import { countOf, formatValleyDay } from '../../lib/format';
import { useStaffToken } from '../../session/realm-session';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { ErrorState } from '../../ui/error-state';
import { PageLoader } from '../../ui/page-loader';
import { ReasonDialog } from '../../ui/reason-dialog';
import { useBlockCustomer } from './api/block-customer';
import { useStaffCustomer } from './api/get-staff-customer';
import { useCustomerPasswordReset } from './api/reset-customer-password';
import { positiveInt } from './format';
import { PlainBadge, SupportPage } from './support-ui';
import { TicketsTable } from './tickets-table';

export function CustomerPage({ id: rawId }: { id?: string }) {
  const id = positiveInt(rawId);
  if (!id) return <ErrorState title="No such customer" message="This address names no customer." />;
  return <Customer key={id} id={id} />;
}

function Customer({ id }: { id: number }) {
  const token = useStaffToken() ?? '';
  const detail = useStaffCustomer(token, id);
  if (detail.isPending) return <PageLoader />;
  if (detail.isError) {
    return (
      <ErrorState
        title="Could not load this customer"
        message={errorMessage(detail.error)}
        onRetry={() => void detail.refetch()}
      />
    );
  }
  const { customer, tickets } = detail.data;
  return (
    <SupportPage
      title={customer.name || customer.email}
      description={
        <>
          <Anchor component={Link} to="/staff/customers" underline="always">
            ← Customers
          </Anchor>{' '}
          · customer #{customer.id} since {formatValleyDay(customer.createdDate)}
        </>
      }
      actions={
        customer.blocked ? <PlainBadge color="red">Blocked</PlainBadge> : <PlainBadge color="teal">Active</PlainBadge>
      }
    >
      <Group align="flex-start" gap="md" wrap="wrap">
        <Card
          withBorder
          radius="md"
          padding="md"
          component="section"
          aria-label="Account"
          style={{ flex: '1 1 300px', minWidth: 0 }}
        >
          <Stack gap={4}>
            <Text style={{ overflowWrap: 'anywhere' }}>
              <Anchor underline="always" href={`mailto:${customer.email}`}>
                {customer.email}
              </Anchor>
            </Text>
            {customer.phoneNumber && (
              <Text>
                <Anchor underline="always" href={`tel:${customer.phoneNumber}`}>
                  {customer.phoneNumber}
                </Anchor>
              </Text>
            )}
            <Text size="sm" c="gray.7">
              {countOf(customer.ticketCount, 'ticket')}
            </Text>
            {customer.blocked && (
              <Alert color="red" variant="light" mt="xs" title="Blocked">
                {customer.blockedReason || 'No reason recorded.'}
              </Alert>
            )}
          </Stack>
        </Card>
        <CustomerActions token={token} customer={customer} />
      </Group>
      <Stack gap="xs" component="section" aria-label="Their tickets">
        <Title order={2} size="h4">
          Tickets
        </Title>
        {tickets.length === 0 ? (
          <Text size="sm" c="gray.7">
            No tickets yet.
          </Text>
        ) : (
          <TicketsTable tickets={tickets} label="Their tickets" />
        )}
      </Stack>
    </SupportPage>
  );
}

function CustomerActions({ token, customer }: { token: string; customer: StaffCustomer }) {
  const block = useBlockCustomer(token, customer.id);
  const reset = useCustomerPasswordReset(token, customer.id);
  const [blocking, setBlocking] = useState(false);
  const [resetting, setResetting] = useState(false);
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="section"
      aria-label="Actions"
      style={{ flex: '1 1 260px', minWidth: 0 }}
    >
      <Stack gap="sm">
        <Button color={customer.blocked ? 'teal' : 'red'} variant="light" onClick={() => setBlocking(true)}>
          {customer.blocked ? 'Unblock' : 'Block'}
        </Button>
        <Button variant="default" onClick={() => setResetting(true)}>
          Send password reset
        </Button>
      </Stack>
      <ReasonDialog
        opened={blocking}
        title={customer.blocked ? `Unblock ${customer.name}?` : `Block ${customer.name}?`}
        confirmLabel={customer.blocked ? 'Unblock' : 'Block'}
        color={customer.blocked ? 'teal' : 'red'}
        onClose={() => setBlocking(false)}
        onConfirm={async (reason) => {
          const updated = await block.mutateAsync({ blocked: !customer.blocked, reason });
          notifications.show({
            color: 'teal',
            message: updated.blocked
              ? `${updated.name} is blocked: signed out everywhere.`
              : `${updated.name} is unblocked.`,
          });
        }}
      >
        <Text size="sm">
          {customer.blocked
            ? 'They can sign in and book again.'
            : 'They are signed out everywhere and cannot sign in; their booked tickets stay as they are.'}
        </Text>
      </ReasonDialog>
      <ConfirmDialog
        subject={resetting ? customer : null}
        title="Send a password reset?"
        confirmLabel="Send"
        cancelLabel="Cancel"
        action={reset}
        variables={() => undefined}
        done={() => `Password reset sent to ${customer.email}.`}
        onClose={() => setResetting(false)}
      >
        {() => <Text>{customer.email} is e-mailed a temporary password, as the forgot-password form does.</Text>}
      </ConfirmDialog>
    </Card>
  );
}
