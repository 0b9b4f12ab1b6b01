/** Small pieces the customer's plan screens share: the page frame and the plan's status badge. */
import { useLingui } from '@lingui/react/macro';
import { Badge, Container, Group, Stack, Text, Title } from '@mantine/core';
import type { PlanStatus } from '@upkeep/contract';
import { PLAN_STATUS_LABELS } from './format';

export function PlansFrame({
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
    <Container size="md" py={{ base: 32, md: 48 }} px="md">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" gap="sm">
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Title order={1} style={{ overflowWrap: 'anywhere' }}>
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

const STATUS_COLORS: Record<PlanStatus, string> = {
  pending: 'yellow',
  active: 'teal',
  paused: 'gray',
  cancelled: 'red',
};

/** The status in words (never by colour alone), dark text on the light colour (WCAG AA). */
export function PlanStatusBadge({ status }: { status: PlanStatus }) {
  const { i18n } = useLingui();
  return (
    <Badge color={STATUS_COLORS[status]} c="dark.8" variant="light" radius="sm" style={{ whiteSpace: 'nowrap' }}>
      {i18n._(PLAN_STATUS_LABELS[status])}
    </Badge>
  );
}
