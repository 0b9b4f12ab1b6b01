import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  Anchor,
  Box,
  Button,
  Center,
  Container,
  Grid,
  Group,
  Image,
  List,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useLocalePath } from '../../i18n/locale';
import { useSession } from '../../session/store';
import { useIsMobile } from '../../session/use-is-mobile';
import { IMAGES } from '../../shared/marketing/common';
import { type CarouselApi, ScrollCarousel } from '../../shared/marketing/scroll-carousel';
import { type LandingSection, numberSections } from '../../shared/marketing/types';
import { useAutoplay } from '../../shared/marketing/use-autoplay';
import { prehydrationValue } from '../../ui/prehydration';
import { usePublicReviews } from './api/get-public-reviews';
import classes from './carousels.module.css';
import { DEFAULT_MIN_SCORE, ReviewCard } from './review-card';

/** Spec 000 section 2: three benefit sections, in the page's language. */
export function homeBenefits(i18n: I18n): LandingSection[] {
  return numberSections([
    {
      title: i18n._(msg`Compare local companies side by side`),
      body: i18n._(
        msg`Answer a few questions about the job and see every company that serves your zip code, with its total price and its rating from real customers. No call-backs, no guessing.`,
      ),
      image: { ...IMAGES.comparePrices, alt: i18n._(msg`Illustration of company cards with prices and star ratings`) },
    },
    {
      title: i18n._(msg`Book in minutes, any time of day`),
      body: i18n._(
        msg`Pick a date and an open time slot, pay securely online and get a confirmation by e-mail and text. Reschedule or follow every visit from My tickets.`,
      ),
      image: { ...IMAGES.calendar, alt: i18n._(msg`Illustration of a calendar with a booked visit checked off`) },
    },
    {
      title: i18n._(msg`Pros who know the desert`),
      body: i18n._(
        msg`From 115-degree summers and monsoon storms to hard water and caliche soil, the companies on UpKeep work in the valley every day and know what your home needs.`,
      ),
      image: { ...IMAGES.localPros, alt: i18n._(msg`Illustration of a service van parked at a desert home`) },
    },
  ]);
}

/** Spec 000 section 9: the reviews carousel moves every 15 seconds (the other carousels every 5). */
export const REVIEWS_AUTOPLAY_INTERVAL_MS = 15_000;

/**
 * Spec 000 sections 2 and 9: a carousel of the public reviews (GET /customer/reviews/up-keep, the five-star
 * ones, newest first), 3 slides, 1 below 992 px. Loaded in the browser after hydration, like /reviews: the
 * prerendered page carries the heading and a loader.
 */
export function ReviewsCarousel() {
  const { t } = useLingui();
  const inLocale = useLocalePath();
  const reviews = usePublicReviews({ PageNumber: 1, MinScore: DEFAULT_MIN_SCORE });
  const [carousel, setCarousel] = useState<CarouselApi | null>(null);
  const autoplay = useAutoplay(carousel, REVIEWS_AUTOPLAY_INTERVAL_MS);
  const isMobile = useIsMobile();
  const list = reviews.data?.reviews ?? [];
  return (
    <Box component="section" bg="white" py={{ base: 40, md: 56 }} aria-labelledby="home-reviews-title">
      <Container size="lg">
        <Group justify="space-between" align="end" mb="xl">
          <Title order={2} id="home-reviews-title">
            <Trans>What our customers say</Trans>
          </Title>
          {list.length > 1 && !autoplay.reduceMotion && (
            <Button variant="subtle" c="dark.7" size="compact-sm" onClick={() => autoplay.setPaused((p) => !p)}>
              {autoplay.paused ? t`Play reviews` : t`Pause reviews`}
            </Button>
          )}
        </Group>
        {reviews.isPending ? (
          <Center py={48} role="status" aria-busy="true" aria-label={t`Loading the reviews`}>
            <Loader />
          </Center>
        ) : reviews.isError ? (
          <Group justify="center" gap="sm" role="alert">
            <Text c="gray.7">
              <Trans>The reviews could not be loaded.</Trans>
            </Text>
            <Button variant="light" size="compact-sm" onClick={() => void reviews.refetch()}>
              <Trans>Try again</Trans>
            </Button>
          </Group>
        ) : list.length === 0 ? (
          <Text ta="center" c="gray.7" role="status">
            <Trans>No reviews yet: be the first to book and tell others how it went.</Trans>
          </Text>
        ) : (
          <ScrollCarousel
            label={t`Customer reviews`}
            getApi={setCarousel}
            className={classes.reviews}
            loop={list.length > 3}
            controlSize={32}
            // Room beside the cards for the arrows, so they never cover a review's first words.
            gutter={40}
            onMouseEnter={() => autoplay.setHovered(true)}
            onMouseLeave={() => autoplay.setHovered(false)}
            onFocus={() => autoplay.setHovered(true)}
            onBlur={() => autoplay.setHovered(false)}
          >
            {list.map((review) => (
              <ReviewCard key={review.id} review={review} isMobile={isMobile} />
            ))}
          </ScrollCarousel>
        )}
        <Group justify="center" mt="lg">
          <Anchor component={Link} to={inLocale('/reviews')} fw={600}>
            <Trans>Read more reviews</Trans>
          </Anchor>
        </Group>
      </Container>
    </Box>
  );
}

export function PartnerBanner() {
  const inLocale = useLocalePath();
  return (
    <Container size="lg" component="section" py={{ base: 32, md: 48 }}>
      <Paper radius="lg" p={{ base: 'lg', md: 40 }} bg="dark.7" c="white">
        <Group justify="space-between" align="center" gap="lg">
          <Stack gap={6} maw={640}>
            <Title order={2} c="white">
              <Trans>Run a home-services company?</Trans>
            </Title>
            <Text c="gray.3">
              <Trans>
                Partner with UpKeep to reach homeowners across the valley who are ready to book. No cold calls, no
                chasing invoices: jobs arrive scheduled and paid.
              </Trans>
            </Text>
          </Stack>
          <Button component={Link} to={inLocale('/partner-us')} size="lg" variant="white" color="dark">
            <Trans>Partner Up</Trans>
          </Button>
        </Group>
      </Paper>
    </Container>
  );
}

/** The cities of the service-areas block. */
export const SERVICE_AREA_CITIES = [
  'Las Vegas',
  'Henderson',
  'North Las Vegas',
  'Boulder City',
  'Summerlin',
  'Paradise',
  'Spring Valley',
  'Enterprise',
  'Sunrise Manor',
  'Centennial Hills',
] as const;

export function ServiceAreas() {
  const { t } = useLingui();
  return (
    <Container size="lg" component="section" py={{ base: 40, md: 56 }}>
      <Grid gap={{ base: 'xl', md: 48 }} align="center">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Title order={2}>
            <Trans>Serving the whole Las Vegas valley</Trans>
          </Title>
          <Text c="dark.5" mt="sm" mb="md">
            <Trans>From the Red Rock foothills to Lake Mead, UpKeep companies serve homes across Clark County.</Trans>
          </Text>
          <List spacing={6} style={{ columns: 2 }}>
            {SERVICE_AREA_CITIES.map((city) => (
              <List.Item key={city}>{city}</List.Item>
            ))}
          </List>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Image
            src="/images/landing/valley-map.svg"
            alt={t`Map of the Las Vegas valley showing the cities UpKeep serves`}
            width={600}
            height={400}
            h="auto"
            radius="lg"
            loading="lazy"
            decoding="async"
          />
        </Grid.Col>
      </Grid>
    </Container>
  );
}

/** Spec 000 section 2: the free sign-up box, shown only when logged out; it carries the e-mail to /sign-up. */
export function SignUpEmailBox() {
  const { t } = useLingui();
  const inLocale = useLocalePath();
  const isLoggedIn = useSession((s) => s.isLoggedIn);
  const navigate = useNavigate();
  const headingId = useId();
  // An address typed before this part's code arrived is kept (ui/prehydration.ts).
  const [email, setEmail] = useState(() => prehydrationValue(headingId, 'input[type="email"]') ?? '');
  if (isLoggedIn) return null;
  return (
    <Container size="lg" component="section" aria-labelledby={headingId} py={{ base: 32, md: 48 }}>
      <Paper radius="lg" p={{ base: 'lg', md: 40 }} bg="teal.9">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <Stack gap={6}>
            <Title order={2} c="white" id={headingId}>
              <Trans>Sign up for free</Trans>
            </Title>
            <Text c="teal.0">
              <Trans>Create your account to book faster, track every visit and leave reviews.</Trans>
            </Text>
          </Stack>
          <form
            onSubmit={(event) => {
              event.preventDefault();
              navigate(inLocale('/sign-up'), { state: { inputEmail: email.trim() } });
            }}
          >
            <Group align="end" gap="sm" wrap="nowrap">
              <TextInput
                type="email"
                label={t`Email address`}
                placeholder={t`you@example.com`}
                autoComplete="email"
                value={email}
                onChange={(event) => setEmail(event.currentTarget.value)}
                style={{ flexGrow: 1 }}
                styles={{ label: { color: 'white' } }}
              />
              <Button type="submit" variant="white" color="teal.9">
                <Trans>Sign up</Trans>
              </Button>
            </Group>
          </form>
        </SimpleGrid>
      </Paper>
    </Container>
  );
}
