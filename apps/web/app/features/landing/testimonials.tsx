import { useLingui } from '@lingui/react/macro';
import { Container, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import type { Testimonial } from '../../shared/marketing/types';

/** One testimonial: its text, and its title (the author) as the caption. */
export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <Paper component="figure" m={0} p="lg" radius="lg" withBorder shadow="xs" h="100%">
      <Text component="blockquote" m={0} size="md" c="dark.6" style={{ fontStyle: 'italic' }}>
        “{testimonial.text}”
      </Text>
      <Text component="figcaption" mt="md" fw={700} c="teal.9">
        {testimonial.title}
      </Text>
    </Paper>
  );
}

export function Testimonials({ title, items }: { title?: string; items: readonly Testimonial[] }) {
  const { t } = useLingui();
  return (
    <Container size="lg" component="section" py={{ base: 40, md: 56 }}>
      <Title order={2} ta="center" mb="xl">
        {title ?? t`What our customers say`}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: Math.min(items.length, 2), md: Math.min(items.length, 3) }} spacing="lg">
        {items.map((item) => (
          <TestimonialCard key={item.title} testimonial={item} />
        ))}
      </SimpleGrid>
    </Container>
  );
}
