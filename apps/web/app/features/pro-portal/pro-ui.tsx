/** Small pieces the portal's screens share: the page frame and the needs-action badge (the status badge is shared/tickets). */
import { Badge, Container, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import type { CompanyTicketListItem } from '@upkeep/contract';

export function ProPage({
  title,
  description,
  actions,
  children,
}: {
  title: string;
  description?: React.ReactNode;
  actions?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    // A Container, as every public page's frame: Rollup then keeps Container and Title in the one shared
    // chunk the public pages already load (a screen with Title alone would split them, and they would grow).
    <Container size={1100} px={0} pb="xl">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" gap="sm">
          <Stack gap={4}>
            <Title order={1} fz={{ base: 26, sm: 32 }}>
              {title}
            </Title>
            {description && <Text c="gray.7">{description}</Text>}
          </Stack>
          {actions}
        </Group>
        {children}
      </Stack>
    </Container>
  );
}

export const NEEDS_ACTION_LABELS = { confirm: 'Confirm booking', 'charge-waiting': 'Charge waiting' } as const;

export function NeedsActionBadge({ reason }: { reason: keyof typeof NEEDS_ACTION_LABELS | null }) {
  if (!reason) return null;
  return (
    // A dark orange: white text on Mantine's orange is under 4.5:1 (WCAG AA).
    <Badge color="#c2410c" variant="filled" radius="sm">
      {NEEDS_ACTION_LABELS[reason]}
    </Badge>
  );
}

/**
 * What a job's link is called, first in its name (a screen reader hears it before the card's details): the card's
 * text follows it, so the name holds everything the card shows (WCAG 2.5.3, label in name).
 */
export function JobName({ job }: { job: CompanyTicketListItem }) {
  return <VisuallyHidden>{`Job #${job.id}: ${job.serviceName} for ${job.customerName}.`}</VisuallyHidden>;
}
