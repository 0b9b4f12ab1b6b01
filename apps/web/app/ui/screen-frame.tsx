import { Container, Group, Stack, Text, Title } from '@mantine/core';

/**
 * The frame of a customer's screen after sign-in (a plan, a quote): its only h1 (long words wrap), a line under it,
 * actions on the heading's right, then the screen.
 */
export function ScreenFrame({
  title,
  description,
  actions,
  size = 'md',
  children,
}: {
  title: string;
  description?: React.ReactNode;
  actions?: React.ReactNode;
  /** The container's width: `sm` for a screen read on a phone first (a quote). */
  size?: 'sm' | 'md';
  children: React.ReactNode;
}) {
  return (
    <Container size={size} py={{ base: 32, md: 48 }} px="md">
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
