import { Box, Container, Stack, Title } from '@mantine/core';
import { ContentSection } from '../../shared/marketing/content-section';
import { HowItWorksSteps } from '../../shared/marketing/how-it-works-steps';
import type { LandingPageContent } from '../../shared/marketing/types';
import { AreaLinks } from './area-links';
import { SignUpPrompt } from './sign-up-prompt';
import { SubServiceCarousel } from './sub-service-carousel';
import { Testimonials } from './testimonials';
import { TopRated } from './top-rated';

/**
 * A landing page below its hero and intro: content sections, carousel, how it works, testimonials, links, and on
 * a neighbourhood page its top-rated companies.
 */
export function LandingBelowFold({ content }: { content: LandingPageContent }) {
  return (
    <>
      <Box component="section" bg="white" py={{ base: 40, md: 64 }}>
        <Container size="lg">
          <Title order={2} ta="center" mb={{ base: 'xl', md: 48 }}>
            {content.sectionsTitle}
          </Title>
          <Stack gap={56}>
            {content.sections.map((section) => (
              <ContentSection key={section.title} section={section} variant={content.sectionStyle} />
            ))}
          </Stack>
        </Container>
      </Box>

      {content.carousel && <SubServiceCarousel title={content.carousel.title} cards={content.carousel.cards} />}

      <HowItWorksSteps />

      <Testimonials items={content.testimonials} />

      {content.areaLinks && <AreaLinks title={content.areaLinks.title} links={content.areaLinks.links} />}

      <SignUpPrompt />

      {content.kind === 'area' && content.areaName && (
        <TopRated area={content.areaName} serviceId={content.serviceId} />
      )}
    </>
  );
}
