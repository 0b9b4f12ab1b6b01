/** The frame of a company-portal screen: its one h1, a line saying what it is for, and the content. */
import { Container, Stack, Text, Title } from '@mantine/core';

export function ProFrame({
  title,
  description,
  children,
  size = 'md',
}: {
  title: string;
  description?: React.ReactNode;
  children: React.ReactNode;
  size?: 'sm' | 'md' | 'lg';
}) {
  return (
    <Container size={size} px={0}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            {title}
          </Title>
          {description && <Text c="dark.5">{description}</Text>}
        </Stack>
        {children}
      </Stack>
    </Container>
  );
}
