/** Small pieces the ticket screens share: the page frame, a ticket-id-missing notice, the phone's cards (the status badge is shared/tickets). */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Button, Card, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useLocalePath } from '../../i18n/locale';
import { useIsMobile } from '../../session/use-is-mobile';

/**
 * The words the API sends as data on the ticket screens (statuses, who moved a ticket, the customer's moves), said in
 * the screen's language by their English name (issue 49); a name not listed is shown as the API wrote it.
 */
const DATA_WORDS: Record<string, MessageDescriptor> = {
  Pending: msg`Pending`,
  Scheduled: msg`Scheduled`,
  'In Progress': msg`In Progress`,
  Completed: msg`Completed`,
  Cancelled: msg`Cancelled`,
  Declined: msg`Declined`,
  Expired: msg`Expired`,
  Customer: msg`Customer`,
  Guest: msg`Guest`,
  Company: msg`Company`,
  System: msg`System`,
  'Cancel Service': msg`Cancel Service`,
  'Mark as Completed': msg`Mark as Completed`,
};

/** A status, an author's kind or a move as the API names it, in the screen's language. */
export function dataWord(i18n: I18n, named: string): string {
  const words = DATA_WORDS[named];
  return words ? i18n._(words) : named;
}

/**
 * Phones and narrow windows (below the spec's 992 px mobile limit, `useIsMobile`): the ticket
 * screens show cards instead of tables, whose columns would run off the screen.
 */
export function useCompactLayout(): boolean {
  return useIsMobile();
}

export function TicketsFrame({
  title,
  description,
  actions,
  size = 'lg',
  children,
}: {
  title: string;
  description?: React.ReactNode;
  actions?: React.ReactNode;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  children: React.ReactNode;
}) {
  return (
    <Container size={size} py={{ base: 32, md: 48 }} px="md">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" gap="sm">
          <Stack gap={4}>
            <Title order={1}>{title}</Title>
            {description && <Text c="gray.7">{description}</Text>}
          </Stack>
          {actions}
        </Group>
        {children}
      </Stack>
    </Container>
  );
}

/** A ticket screen opened without a ticket (a bookmark without state, a mistyped link). */
export function NoTicketChosen({ title }: { title: string }) {
  const inLocale = useLocalePath();
  return (
    <TicketsFrame title={title} size="md">
      <Text>
        <Trans>Choose a ticket from your list first.</Trans>
      </Text>
      <Group>
        <Button component={Link} to={inLocale('/my-tickets')}>
          <Trans>My tickets</Trans>
        </Button>
      </Group>
    </TicketsFrame>
  );
}

/** On phones, a table's rows as a list of cards (see useCompactLayout). */
export function CardList({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack component="ul" gap="xs" aria-label={label} m={0} p={0} style={{ listStyle: 'none' }}>
      {children}
    </Stack>
  );
}

/** One row of a CardList: named for a screen reader's list of items. */
export function ItemCard({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Card component="li" withBorder radius="md" padding="sm" aria-label={label}>
      <Stack gap={4}>{children}</Stack>
    </Card>
  );
}
