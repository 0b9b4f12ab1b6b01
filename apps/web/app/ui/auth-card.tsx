import { Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { LanguageSwitch } from './language-switch';

/**
 * The frame of a realm's sign-in and invitation screens (the company portal's, the staff console's): the
 * realm's name, one heading, a line under it, a card. They render outside their realm's layout, so this is
 * the page's `main`. A screen with a twin in the other language (the portal's sign-in and a crew member's one-time
 * links, issue 49) offers it beside the realm's name; the console's, which have none, show no switch.
 */
export function AuthCard({
  brand,
  title,
  description,
  children,
}: {
  brand: string;
  title: string;
  description?: string;
  children: React.ReactNode;
}) {
  return (
    <Container component="main" id="main" tabIndex={-1} size={440} py={{ base: 32, md: 60 }} px="md">
      <Stack gap="lg">
        <Stack gap={4}>
          <Group justify="space-between" wrap="nowrap">
            <Text fw={700} c="teal.9">
              {brand}
            </Text>
            <LanguageSwitch />
          </Group>
          <Title order={1}>{title}</Title>
          {description && <Text c="gray.7">{description}</Text>}
        </Stack>
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} shadow="xs">
          {children}
        </Paper>
      </Stack>
    </Container>
  );
}
