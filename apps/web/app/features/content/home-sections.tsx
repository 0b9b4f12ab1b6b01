import { Carousel } from '@mantine/carousel';
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
import type { EmblaCarouselType } from 'embla-carousel';
import { useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useSession } from '../../session/store';
import { useIsMobile } from '../../session/use-is-mobile';
import { IMAGES } from '../../shared/marketing/common';
import { type LandingSection, numberSections } from '../../shared/marketing/types';
import { prehydrationValue } from '../../ui/prehydration';
import { useAutoplay } from '../../ui/use-autoplay';
import { usePublicReviews } from './api/get-public-reviews';
import { DEFAULT_MIN_SCORE, ReviewCard } from './review-card';

/** Spec 000 section 2: three benefit sections. */
export const HOME_BENEFITS: LandingSection[] = numberSections([
  {
    title: 'Compare local companies side by side',
    body: 'Answer a few questions about the job and see every company that serves your zip code, with its total price and its rating from real customers. No call-backs, no guessing.',
    image: IMAGES.comparePrices,
  },
  {
    title: 'Book in minutes, any time of day',
    body: 'Pick a date and an open time slot, pay securely online and get a confirmation by e-mail and text. Reschedule or follow every visit from My tickets.',
    image: IMAGES.calendar,
  },
  {
    title: 'Pros who know the desert',
    body: 'From 115-degree summers and monsoon storms to hard water and caliche soil, the companies on UpKeep work in the valley every day and know what your home needs.',
    image: IMAGES.localPros,
  },
]);

/** Spec 000 section 9: the reviews carousel moves every 15 seconds (the other carousels every 5). */
export const REVIEWS_AUTOPLAY_INTERVAL_MS = 15_000;

/**
 * Spec 000 sections 2 and 9: a carousel of the public reviews (GET /customer/reviews/up-keep, the five-star
 * ones, newest first), 3 slides, 1 below 992 px. Loaded in the browser after hydration, like /reviews: the
 * prerendered page carries the heading and a loader.
 */
export function ReviewsCarousel() {
  const reviews = usePublicReviews({ PageNumber: 1, MinScore: DEFAULT_MIN_SCORE });
  const [embla, setEmbla] = useState<EmblaCarouselType | null>(null);
  const autoplay = useAutoplay(embla, REVIEWS_AUTOPLAY_INTERVAL_MS);
  const isMobile = useIsMobile();
  const list = reviews.data?.reviews ?? [];
  return (
    <Box component="section" bg="white" py={{ base: 40, md: 56 }} aria-labelledby="home-reviews-title">
      <Container size="lg">
        <Group justify="space-between" align="end" mb="xl">
          <Title order={2} id="home-reviews-title">
            What our customers say
          </Title>
          {list.length > 1 && !autoplay.reduceMotion && (
            <Button variant="subtle" c="dark.7" size="compact-sm" onClick={() => autoplay.setPaused((p) => !p)}>
              {autoplay.paused ? 'Play reviews' : 'Pause reviews'}
            </Button>
          )}
        </Group>
        {reviews.isPending ? (
          <Center py={48} role="status" aria-busy="true" aria-label="Loading the reviews">
            <Loader />
          </Center>
        ) : reviews.isError ? (
          <Group justify="center" gap="sm" role="alert">
            <Text c="gray.7">The reviews could not be loaded.</Text>
            <Button variant="light" size="compact-sm" onClick={() => void reviews.refetch()}>
              Try again
            </Button>
          </Group>
        ) : list.length === 0 ? (
          <Text ta="center" c="gray.7" role="status">
            No reviews yet: be the first to book and tell others how it went.
          </Text>
        ) : (
          <Carousel
            aria-label="Customer reviews"
            getEmblaApi={setEmbla}
            slideSize={{ base: '100%', md: '33.3333%' }}
            slideGap="md"
            emblaOptions={{ align: 'start', loop: list.length > 3 }}
            controlSize={32}
            controlsOffset={4}
            // Room beside the cards for the arrows, so they never cover a review's first words.
            px={40}
            onMouseEnter={() => autoplay.setHovered(true)}
            onMouseLeave={() => autoplay.setHovered(false)}
            onFocus={() => autoplay.setHovered(true)}
            onBlur={() => autoplay.setHovered(false)}
          >
            {list.map((review) => (
              <Carousel.Slide key={review.id}>
                <ReviewCard review={review} isMobile={isMobile} />
              </Carousel.Slide>
            ))}
          </Carousel>
        )}
        <Group justify="center" mt="lg">
          <Anchor component={Link} to="/reviews" fw={600}>
            Read more reviews
          </Anchor>
        </Group>
      </Container>
    </Box>
  );
}

export function PartnerBanner() {
  return (
    <Container size="lg" component="section" py={{ base: 32, md: 48 }}>
      <Paper radius="lg" p={{ base: 'lg', md: 40 }} bg="dark.7" c="white">
        <Group justify="space-between" align="center" gap="lg">
          <Stack gap={6} maw={640}>
            <Title order={2} c="white">
              Run a home-services company?
            </Title>
            <Text c="gray.3">
              Partner with UpKeep to reach homeowners across the valley who are ready to book. No cold calls, no chasing
              invoices: jobs arrive scheduled and paid.
            </Text>
          </Stack>
          <Button component={Link} to="/partner-us" size="lg" variant="white" color="dark">
            Partner Up
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
  return (
    <Container size="lg" component="section" py={{ base: 40, md: 56 }}>
      <Grid gap={{ base: 'xl', md: 48 }} align="center">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Title order={2}>Serving the whole Las Vegas valley</Title>
          <Text c="dark.5" mt="sm" mb="md">
            From the Red Rock foothills to Lake Mead, UpKeep companies serve homes across Clark County.
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
            alt="Map of the Las Vegas valley showing the cities UpKeep serves"
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
              Sign up for free
            </Title>
            <Text c="teal.0">Create your account to book faster, track every visit and leave reviews.</Text>
          </Stack>
          <form
            onSubmit={(event) => {
              event.preventDefault();
              navigate('/sign-up', { state: { inputEmail: email.trim() } });
            }}
          >
            <Group align="end" gap="sm" wrap="nowrap">
              <TextInput
                type="email"
                label="Email address"
                placeholder="you@example.com"
                autoComplete="email"
                value={email}
                onChange={(event) => setEmail(event.currentTarget.value)}
                style={{ flexGrow: 1 }}
                styles={{ label: { color: 'white' } }}
              />
              <Button type="submit" variant="white" color="teal.9">
                Sign up
              </Button>
            </Group>
          </form>
        </SimpleGrid>
      </Paper>
    </Container>
  );
}
