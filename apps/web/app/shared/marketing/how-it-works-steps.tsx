import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Box, Container, Image, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';

export interface HowItWorksStep {
  title: MessageDescriptor;
  text: MessageDescriptor;
  image: string;
  alt: MessageDescriptor;
}

/** Spec 001 section 1: search for service, choose a company, book and pay. */
export const HOW_IT_WORKS_STEPS: readonly HowItWorksStep[] = [
  {
    title: msg`Search for service`,
    text: msg`Choose the service you need and enter your zip code to see the companies that work in your neighborhood.`,
    image: '/images/landing/step-search.svg',
    alt: msg`Illustration of a magnifying glass over a map pin`,
  },
  {
    title: msg`Choose a company`,
    text: msg`Compare local companies by total price and customer rating, then pick the one that fits your job and budget.`,
    image: '/images/landing/step-choose.svg',
    alt: msg`Illustration of company cards with star ratings, one selected`,
  },
  {
    title: msg`Book and pay`,
    text: msg`Pick a date and time, pay securely online and get your confirmation by e-mail and text. That is it.`,
    image: '/images/landing/step-book.svg',
    alt: msg`Illustration of a calendar and a card payment confirmed`,
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
export function HowItWorksSteps({ title, subtitle, stepOrder = 3 }: HowItWorksStepsProps) {
  const { t, i18n } = useLingui();
  const heading = title === undefined ? t`How it works` : title;
  const intro = subtitle === undefined ? t`Booking a trusted local pro takes three steps and a few minutes.` : subtitle;
  return (
    <Box component="section" bg="white" py={{ base: 40, md: 56 }}>
      <Container size="lg">
        {heading !== null && (
          <Stack gap={4} align="center" mb="xl">
            <Title order={2} ta="center">
              {heading}
            </Title>
            {intro && (
              <Text c="gray.7" ta="center">
                {intro}
              </Text>
            )}
          </Stack>
        )}
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg" component="ol" style={{ listStyle: 'none', padding: 0 }}>
          {HOW_IT_WORKS_STEPS.map((step, i) => (
            <Paper key={step.image} component="li" p="lg" radius="lg" withBorder>
              <Stack align="center" gap="sm" ta="center">
                <Image
                  src={step.image}
                  alt={i18n._(step.alt)}
                  width={480}
                  height={360}
                  w={180}
                  h="auto"
                  loading="lazy"
                />
                <ThemeIcon size={40} radius="xl" aria-hidden="true">
                  <Text component="span" fw={800} c="white">
                    {i + 1}
                  </Text>
                </ThemeIcon>
                <Title order={stepOrder} size="h4">
                  {i18n._(step.title)}
                </Title>
                <Text c="dark.5">{i18n._(step.text)}</Text>
              </Stack>
            </Paper>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
