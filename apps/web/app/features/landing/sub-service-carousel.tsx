import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Card, Container, Image, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useLocalePath } from '../../i18n/locale';
import { ScrollCarousel } from '../../shared/marketing/scroll-carousel';
import type { SubServiceCard } from '../../shared/marketing/types';
import classes from './carousel.module.css';
import type { LandingNavigationState } from './use-landing-navigation-state';

function SubServiceSlide({ card }: { card: SubServiceCard }) {
  const { t } = useLingui();
  const inLocale = useLocalePath();
  const name = card.name;
  const state: LandingNavigationState = { subServiceId: card.subServiceId, subServiceName: card.subServiceName };
  return (
    <Card withBorder radius="lg" padding="lg" h="100%">
      <Card.Section>
        <Image
          src={card.image.src}
          alt={card.image.alt}
          width={card.image.width}
          height={card.image.height}
          h="auto"
          loading="lazy"
          decoding="async"
        />
      </Card.Section>
      <Title order={3} size="h4" mt="md">
        {card.name}
      </Title>
      <Text c="dark.5" mt={6} mb="md" style={{ flexGrow: 1 }}>
        {card.description}
      </Text>
      <Button
        component={Link}
        to={inLocale(card.path)}
        state={state}
        onClick={() => window.scrollTo({ top: 0, left: 0 })}
        variant="default"
        aria-label={t`Learn more about ${name}`}
      >
        <Trans>LEARN MORE</Trans>
      </Button>
    </Card>
  );
}

/**
 * The main pages' carousel of sub-service cards. Slides per view and gap follow spec 001 section 9
 * (carousel.module.css); LEARN MORE scrolls to the top and opens the sub-service page with
 * { subServiceId, subServiceName } as navigation state.
 */
export function SubServiceCarousel({ title, cards }: { title: string; cards: readonly SubServiceCard[] }) {
  return (
    <Container size="lg" component="section" py={{ base: 40, md: 56 }}>
      <Title order={2} mb="lg">
        {title}
      </Title>
      <ScrollCarousel label={title} className={classes.carousel} controlSize={36}>
        {cards.map((card) => (
          <SubServiceSlide key={card.path} card={card} />
        ))}
      </ScrollCarousel>
    </Container>
  );
}
