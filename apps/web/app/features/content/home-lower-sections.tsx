import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Container, Stack, Title } from '@mantine/core';
import { ContentSection } from '../../shared/marketing/content-section';
import { HowItWorksSteps } from '../../shared/marketing/how-it-works-steps';
import { homeBenefits, PartnerBanner, ReviewsCarousel, ServiceAreas, SignUpEmailBox } from './home-sections';

/** The home page below its featured services: benefits, reviews, how it works, partners, areas, sign-up. */
export function HomeLowerSections() {
  const { i18n } = useLingui();
  // The reviews carousel asks the API without the query library (lib/plain-read.ts), as /reviews does.
  return (
    <>
      <Box component="section" bg="white" py={{ base: 40, md: 64 }}>
        <Container size="lg">
          <Title order={2} ta="center" mb={{ base: 'xl', md: 48 }}>
            <Trans>Why homeowners choose UpKeep</Trans>
          </Title>
          <Stack gap={56}>
            {homeBenefits(i18n).map((section) => (
              <ContentSection key={section.title} section={section} />
            ))}
          </Stack>
        </Container>
      </Box>
      <ReviewsCarousel />
      <HowItWorksSteps />
      <PartnerBanner />
      <ServiceAreas />
      <SignUpEmailBox />
    </>
  );
}
