import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

/** A screen whose issue has not landed yet: its title, what it will do, and a way back. */
export function PlaceholderPage({ title, description }: { title: string; description: string }) {
  return (
    <Container size="md" py={60}>
      <Stack gap="md">
        <Title order={1}>{title}</Title>
        <Text c="dark.5">{description}</Text>
        <Group>
          <Button component={Link} to="/home" variant="outline">
            Back to home
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
