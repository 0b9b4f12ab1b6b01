import { Container, Paper, Stack, Text, Title } from '@mantine/core';

/** The frame of the portal's sign-in and invitation screens: one heading, a line under it, a card. */
export function AuthCard({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: React.ReactNode;
}) {
  return (
    <Container component="main" id="main" tabIndex={-1} size={440} py={{ base: 32, md: 60 }} px="md">
      <Stack gap="lg">
        <Stack gap={4}>
          <Text fw={700} c="teal.9">
            UpKeep Pro
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
