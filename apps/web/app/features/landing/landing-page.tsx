import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Container, Grid, Stack, Text, Title } from '@mantine/core';
import { memo } from 'react';
import { LandingHero } from '../../shared/marketing/landing-hero';
import type { LandingPageContent } from '../../shared/marketing/types';
import { lazyBelowFold } from '../../ui/lazy-below-fold';
import { PlaceholderPage } from '../../ui/placeholder-page';
import { NOT_FOUND_PAGE } from './spec-messages-landing';
import { useLandingNavigationState } from './use-landing-navigation-state';

/*
 * What a phone shows below the first screen comes in chunks of its own, loaded as the visitor scrolls
 * towards them: the prerendered HTML is there from the start, and React hydrates these parts when their
 * code arrives (ui/lazy-below-fold.tsx), so they neither delay nor lengthen the first hydration.
 */
const LeadForm = lazyBelowFold(() => import('./lead-form').then((m) => m.LeadForm));
const LandingBelowFold = lazyBelowFold(() => import('./landing-below-fold').then((m) => m.LandingBelowFold));

const SERVICE_PLACEHOLDER: Record<LandingPageContent['group'], MessageDescriptor> = {
  landscaping: msg`e.g. Convert my front lawn to desert landscaping`,
  plumbing: msg`e.g. Water heater is leaking`,
  hvac: msg`e.g. AC is blowing warm air`,
};

/**
 * The intro, with the lead form beside it on main and neighbourhood pages. Memoised: the page re-renders
 * once it has read its navigation state, and a re-render of the Grid (whose context value is new each
 * time) would reach the lead form's part before its code arrives and throw away its prerendered HTML.
 */
const LandingIntro = memo(function LandingIntro({ content }: { content: LandingPageContent }) {
  const { i18n } = useLingui();
  return (
    <Container size="lg" component="section" py={{ base: 40, md: 64 }}>
      <Grid gap={{ base: 'xl', md: 48 }} align="center">
        <Grid.Col span={{ base: 12, md: content.leadForm ? 7 : 12 }}>
          <Stack gap="md" maw={content.leadForm ? undefined : 820} mx={content.leadForm ? undefined : 'auto'}>
            <Title order={2}>{content.intro.title}</Title>
            <Text size="lg" c="dark.5">
              {content.intro.text}
            </Text>
          </Stack>
        </Grid.Col>
        {content.leadForm && (
          <Grid.Col span={{ base: 12, md: 5 }}>
            <LeadForm servicePlaceholder={i18n._(SERVICE_PLACEHOLDER[content.group])} />
          </Grid.Col>
        )}
      </Grid>
    </Container>
  );
});

/**
 * One landing page (main, neighbourhood or sub-service), entirely from its content: hero with the search
 * card, intro (with the lead form on main and neighbourhood pages), content sections, the sub-service
 * carousel and neighbourhood links (main pages), how it works, testimonials and the sign-up prompt.
 */
export function LandingPage({ content }: { content: LandingPageContent }) {
  const navigation = useLandingNavigationState();
  // Sub-service pages pre-select their own sub-service, or the one passed in navigation state.
  const fromState = content.kind === 'sub' && navigation.subServiceId !== undefined;
  const subServiceId = fromState ? navigation.subServiceId : content.subServiceId;
  const subServiceName = fromState ? (navigation.subServiceName ?? content.subServiceName) : content.subServiceName;

  return (
    <>
      <LandingHero
        title={content.hero.title}
        subtitle={content.hero.subtitle}
        image={content.hero.image}
        loading={!navigation.ready}
        search={{
          serviceId: content.serviceId,
          subServiceId,
          subServiceName,
          title: content.hero.searchTitle,
          subtitle: content.hero.searchSubtitle,
        }}
      />

      <LandingIntro content={content} />

      <LandingBelowFold content={content} />
    </>
  );
}

/** The screen of the landing routes: the content of the current path (keyed, so each page starts afresh). */
export function LandingRouteScreen({ content }: { content: LandingPageContent | undefined }) {
  const { i18n } = useLingui();
  if (!content) {
    return <PlaceholderPage title={i18n._(NOT_FOUND_PAGE.title)} description={i18n._(NOT_FOUND_PAGE.text)} />;
  }
  return <LandingPage key={content.path} content={content} />;
}
