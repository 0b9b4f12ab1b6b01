import { Container, Paper, Stack, Text, Title } from '@mantine/core';

/**
 * The frame of a realm's sign-in and invitation screens (the company portal's, the staff console's): the
 * realm's name, one heading, a line under it, a card. They render outside their realm's layout, so this is
 * the page's `main`.
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
          <Text fw={700} c="teal.9">
            {brand}
          </Text>
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
