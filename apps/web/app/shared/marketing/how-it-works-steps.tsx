import { Box, Container, Image, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';

export interface HowItWorksStep {
  title: string;
  text: string;
  image: string;
  alt: string;
}

/** Spec 001 section 1: search for service, choose a company, book and pay. */
export const HOW_IT_WORKS_STEPS: readonly HowItWorksStep[] = [
  {
    title: 'Search for service',
    text: 'Choose the service you need and enter your zip code to see the companies that work in your neighborhood.',
    image: '/images/landing/step-search.svg',
    alt: 'Illustration of a magnifying glass over a map pin',
  },
  {
    title: 'Choose a company',
    text: 'Compare local companies by total price and customer rating, then pick the one that fits your job and budget.',
    image: '/images/landing/step-choose.svg',
    alt: 'Illustration of company cards with star ratings, one selected',
  },
  {
    title: 'Book and pay',
    text: 'Pick a date and time, pay securely online and get your confirmation by e-mail and text. That is it.',
    image: '/images/landing/step-book.svg',
    alt: 'Illustration of a calendar and a card payment confirmed',
  },
];

export interface HowItWorksStepsProps {
  /** The section heading; null leaves it out (the how-it-works page has its own h1). */
  title?: string | null;
  subtitle?: string;
  /** The heading level of each step. */
  stepOrder?: 2 | 3;
}

/** The three-step 'How it works' cards, numbered, with an illustration each. */
export function HowItWorksSteps({
  title = 'How it works',
  subtitle = 'Booking a trusted local pro takes three steps and a few minutes.',
  stepOrder = 3,
}: HowItWorksStepsProps) {
  return (
    <Box component="section" bg="white" py={{ base: 40, md: 56 }}>
      <Container size="lg">
        {title !== null && (
          <Stack gap={4} align="center" mb="xl">
            <Title order={2} ta="center">
              {title}
            </Title>
            {subtitle && (
              <Text c="gray.7" ta="center">
                {subtitle}
              </Text>
            )}
          </Stack>
        )}
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg" component="ol" style={{ listStyle: 'none', padding: 0 }}>
          {HOW_IT_WORKS_STEPS.map((step, i) => (
            <Paper key={step.title} component="li" p="lg" radius="lg" withBorder>
              <Stack align="center" gap="sm" ta="center">
                <Image src={step.image} alt={step.alt} width={480} height={360} w={180} h="auto" loading="lazy" />
                <ThemeIcon size={40} radius="xl" aria-hidden="true">
                  <Text component="span" fw={800} c="white">
                    {i + 1}
                  </Text>
                </ThemeIcon>
                <Title order={stepOrder} size="h4">
                  {step.title}
                </Title>
                <Text c="dark.5">{step.text}</Text>
              </Stack>
            </Paper>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
