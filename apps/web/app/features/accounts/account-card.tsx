import { Container, Paper, Stack, Text, Title } from '@mantine/core';

/**
 * The frame of the account screens: one heading, an optional line under it, the form on a card, and what comes
 * `after` it (the profile's saved cards, a section on a card of its own).
 */
export function AccountCard({
  title,
  description,
  children,
  after,
  size = 440,
}: {
  title: string;
  description?: string;
  children: React.ReactNode;
  after?: React.ReactNode;
  size?: number;
}) {
  return (
    <Container size={size} py={{ base: 32, md: 60 }} px="md">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{title}</Title>
          {description && <Text c="gray.7">{description}</Text>}
        </Stack>
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} shadow="xs">
          {children}
        </Paper>
        {after}
      </Stack>
    </Container>
  );
}

/** Non-digits are dropped as they are typed or pasted ('(702) 555-0199' becomes '7025550199'), then cut. */
export function phoneInput(raw: string, max: number): string {
  return raw.replace(/\D/g, '').slice(0, max);
}
