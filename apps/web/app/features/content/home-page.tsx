import { Box, Container, Stack, Title } from '@mantine/core';
import { ContentSection } from '../landing/content-section';
import { HowItWorksSteps } from '../landing/how-it-works-steps';
import { LandingHero } from '../landing/landing-hero';
import { NO_SERVICE } from '../search/service-search-card';
import { FeaturedServicesCarousel } from './featured-services-carousel';
import { HOME_BENEFITS, PartnerBanner, ReviewsCarousel, ServiceAreas, SignUpEmailBox } from './home-sections';

export const HOME_TITLE = 'Home Services in Las Vegas, Compared and Booked';
export const HOME_DESCRIPTION =
  'Find trusted Las Vegas home-service pros: compare local companies by price and rating, then book and pay online in minutes with UpKeep.';

/** Spec 000 section 2: the home page. */
export function HomePage() {
  return (
    <>
      <LandingHero
        title={HOME_TITLE}
        subtitle="Landscaping, plumbing, pool care, cleaning, HVAC and more. Tell us what you need, compare local companies by total price and rating, and book in minutes."
        image={{
          src: '/images/landing/home-hero.svg',
          alt: 'Illustration of a Las Vegas home with a pool, a palm and a service van out front',
          width: 480,
          height: 360,
        }}
        search={{
          serviceId: NO_SERVICE,
          title: 'What do you need done?',
          subtitle: 'Choose a service and enter your zip code to see local companies.',
        }}
      />
      <FeaturedServicesCarousel />
      <Box component="section" bg="white" py={{ base: 40, md: 64 }}>
        <Container size="lg">
          <Title order={2} ta="center" mb={{ base: 'xl', md: 48 }}>
            Why homeowners choose UpKeep
          </Title>
          <Stack gap={56}>
            {HOME_BENEFITS.map((section) => (
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
