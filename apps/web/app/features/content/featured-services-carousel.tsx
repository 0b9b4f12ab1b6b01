import { Carousel } from '@mantine/carousel';
import { Anchor, Button, Card, Container, Group, Image, Text, Title, VisuallyHidden } from '@mantine/core';
import type { EmblaCarouselType } from 'embla-carousel';
import { useState } from 'react';
import { Link } from 'react-router';
import { questionnaireUrl } from '../../shared/search/search-services';
import { FEATURED_SERVICES, SERVICE_IMAGE_SIZE } from '../../shared/search/services-catalog';
import { useAutoplay } from '../../ui/use-autoplay';

/** Spec 000 section 9: carousels autoplay every 5 seconds. */
export const AUTOPLAY_INTERVAL_MS = 5000;

export function FeaturedServicesCarousel() {
  const [embla, setEmbla] = useState<EmblaCarouselType | null>(null);
  const autoplay = useAutoplay(embla, AUTOPLAY_INTERVAL_MS);
  return (
    <Container size="lg" component="section" py={{ base: 40, md: 56 }}>
      <Group justify="space-between" align="end" mb="lg">
        <div>
          <Title order={2}>Featured services</Title>
          <Text c="gray.7" mt={4}>
            The services Las Vegas homeowners book most.
          </Text>
        </div>
        {!autoplay.reduceMotion && (
          <Button variant="subtle" c="dark.7" size="compact-sm" onClick={() => autoplay.setPaused((p) => !p)}>
            {autoplay.paused ? 'Play slideshow' : 'Pause slideshow'}
          </Button>
        )}
      </Group>
      <Carousel
        aria-label="Featured services"
        getEmblaApi={setEmbla}
        emblaOptions={{ loop: true, align: 'start' }}
        slideSize={{ base: '100%', xs: '50%', md: '33.3333%' }}
        slideGap="md"
        controlSize={36}
        onMouseEnter={() => autoplay.setHovered(true)}
        onMouseLeave={() => autoplay.setHovered(false)}
        onFocus={() => autoplay.setHovered(true)}
        onBlur={() => autoplay.setHovered(false)}
      >
        {FEATURED_SERVICES.map((service) => (
          <Carousel.Slide key={service.id}>
            <Card withBorder radius="lg" padding="lg" h="100%">
              <Card.Section bg="teal.0">
                <Image
                  src={service.image}
                  alt=""
                  width={SERVICE_IMAGE_SIZE.width}
                  height={SERVICE_IMAGE_SIZE.height}
                  h="auto"
                  loading="lazy"
                  decoding="async"
                />
              </Card.Section>
              <Title order={3} size="h4" mt="md">
                {service.name}
              </Title>
              <Text c="dark.5" mt={6} mb="md" style={{ flexGrow: 1 }}>
                {service.description}
              </Text>
              <Group justify="space-between">
                <Button component={Link} to={questionnaireUrl(service.id, '')}>
                  Book now<VisuallyHidden>: {service.name}</VisuallyHidden>
                </Button>
                {service.landingPath && (
                  <Anchor component={Link} to={service.landingPath} fw={600}>
                    Learn more<VisuallyHidden> about {service.name}</VisuallyHidden>
                  </Anchor>
                )}
              </Group>
            </Card>
          </Carousel.Slide>
        ))}
      </Carousel>
    </Container>
  );
}
