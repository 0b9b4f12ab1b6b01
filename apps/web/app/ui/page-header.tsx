import { Box, Container, Text, Title } from '@mantine/core';

/** The heading band of a static page: its only h1 and a subtitle. */
export function PageHeader({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children?: React.ReactNode;
}) {
  return (
    <Box
      component="header"
      py={{ base: 36, md: 56 }}
      style={{
        background: 'linear-gradient(180deg, var(--mantine-color-teal-0) 0%, var(--mantine-color-gray-0) 100%)',
      }}
    >
      <Container size="lg">
        <Title order={1} fz={{ base: 32, md: 44 }} c="dark.8">
          {title}
        </Title>
        {subtitle && (
          <Text size="lg" c="dark.5" mt="sm" maw={720}>
            {subtitle}
          </Text>
        )}
        {children}
      </Container>
    </Box>
  );
}
