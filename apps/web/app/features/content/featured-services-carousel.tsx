import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button, Card, Container, Group, Image, Text, Title, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { useLocalePath } from '../../i18n/locale';
import { type CarouselApi, ScrollCarousel } from '../../shared/marketing/scroll-carousel';
import { useAutoplay } from '../../shared/marketing/use-autoplay';
import { questionnaireUrl, useServiceName } from '../../shared/search/search-services';
import { FEATURED_SERVICES, SERVICE_IMAGE_SIZE } from '../../shared/search/services-catalog';
import classes from './carousels.module.css';

/** Spec 000 section 9: carousels autoplay every 5 seconds. */
export const AUTOPLAY_INTERVAL_MS = 5000;

export function FeaturedServicesCarousel() {
  const { t, i18n } = useLingui();
  const serviceName = useServiceName();
  const inLocale = useLocalePath();
  const [carousel, setCarousel] = useState<CarouselApi | null>(null);
  const autoplay = useAutoplay(carousel, AUTOPLAY_INTERVAL_MS);
  return (
    <Container size="lg" component="section" py={{ base: 40, md: 56 }}>
      <Group justify="space-between" align="end" mb="lg">
        <div>
          <Title order={2}>
            <Trans>Featured services</Trans>
          </Title>
          <Text c="gray.7" mt={4}>
            <Trans>The services Las Vegas homeowners book most.</Trans>
          </Text>
        </div>
        {!autoplay.reduceMotion && (
          <Button variant="subtle" c="dark.7" size="compact-sm" onClick={() => autoplay.setPaused((p) => !p)}>
            {autoplay.paused ? t`Play slideshow` : t`Pause slideshow`}
          </Button>
        )}
      </Group>
      <ScrollCarousel
        label={t`Featured services`}
        getApi={setCarousel}
        loop
        className={classes.featured}
        controlSize={36}
        onMouseEnter={() => autoplay.setHovered(true)}
        onMouseLeave={() => autoplay.setHovered(false)}
        onFocus={() => autoplay.setHovered(true)}
        onBlur={() => autoplay.setHovered(false)}
      >
        {FEATURED_SERVICES.map((service) => {
          const name = serviceName(service.id, service.name);
          return (
            <Card key={service.id} withBorder radius="lg" padding="lg" h="100%">
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
                {name}
              </Title>
              <Text c="dark.5" mt={6} mb="md" style={{ flexGrow: 1 }}>
                {i18n._(service.description)}
              </Text>
              <Group justify="space-between">
                <Button component={Link} to={questionnaireUrl(service.id, '')}>
                  <Trans>
                    Book now<VisuallyHidden>: {name}</VisuallyHidden>
                  </Trans>
                </Button>
                {service.landingPath && (
                  <Anchor component={Link} to={inLocale(service.landingPath)} fw={600}>
                    <Trans>
                      Learn more<VisuallyHidden> about {name}</VisuallyHidden>
                    </Trans>
                  </Anchor>
                )}
              </Group>
            </Card>
          );
        })}
      </ScrollCarousel>
    </Container>
  );
}
