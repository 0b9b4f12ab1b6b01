import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Container, Grid, Group, Image, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useLocalePath } from '../../i18n/locale';
import { IMAGES } from '../../shared/marketing/common';
import { PageHeader } from '../../ui/page-header';

export const ABOUT_TITLE = msg`About UpKeep`;
export const ABOUT_DESCRIPTION = msg`UpKeep is the Las Vegas marketplace for home services: compare trusted local companies by price and rating, then book and pay online.`;

const VALUES = [
  {
    title: msg`Clear prices`,
    text: msg`Every company prices your job from its own price list, so the total you see before booking is the total you pay.`,
  },
  {
    title: msg`Real reviews`,
    text: msg`Ratings come from customers who booked and paid through UpKeep, and every one of them is attached to a real visit.`,
  },
  {
    title: msg`Local first`,
    text: msg`We only list companies that serve your zip code, from Summerlin to Boulder City, so help is always nearby.`,
  },
] as const;

export function AboutPage() {
  const { t, i18n } = useLingui();
  const inLocale = useLocalePath();
  return (
    <>
      <PageHeader
        title={i18n._(ABOUT_TITLE)}
        subtitle={t`We make it simple for Las Vegas valley homeowners to find, compare and book the local pros who keep their homes running.`}
      />
      <Container size="lg" py={{ base: 40, md: 64 }}>
        <Grid gap={{ base: 'xl', md: 48 }} align="center">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Stack gap="md">
              <Title order={2}>
                <Trans>Our story</Trans>
              </Title>
              <Text size="lg" c="dark.5">
                <Trans>
                  UpKeep started in Las Vegas with a familiar frustration. Finding someone to fix a leaking water heater
                  or tame an overgrown yard meant an afternoon of phone calls, vague estimates and technicians who never
                  showed up. Meanwhile, great local companies were losing hours chasing leads instead of doing the work
                  they are good at.
                </Trans>
              </Text>
              <Text size="lg" c="dark.5">
                <Trans>
                  So we built one place where homeowners describe the job once, see which companies serve their
                  neighborhood, compare total prices and ratings side by side, and book a real time slot. Companies get
                  scheduled, paid jobs. Everyone gets their time back.
                </Trans>
              </Text>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Image
              src={IMAGES.localPros.src}
              alt={t`Illustration of a service van parked at a desert home`}
              width={IMAGES.localPros.width}
              height={IMAGES.localPros.height}
              h="auto"
              radius="lg"
            />
          </Grid.Col>
        </Grid>
      </Container>
      <Container size="lg" pb={{ base: 40, md: 64 }}>
        <Title order={2} mb="lg">
          <Trans>What we stand for</Trans>
        </Title>
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
          {VALUES.map((v) => (
            <Paper key={v.title.id} withBorder radius="lg" p="lg">
              <Title order={3} size="h4">
                {i18n._(v.title)}
              </Title>
              <Text c="dark.5" mt="xs">
                {i18n._(v.text)}
              </Text>
            </Paper>
          ))}
        </SimpleGrid>
        <Stack gap="md" mt={48}>
          <Title order={2}>
            <Trans>Built for the desert</Trans>
          </Title>
          <Text size="lg" c="dark.5">
            <Trans>
              Homes here face 115-degree summers, monsoon storms, hard water and water-smart landscaping rules. The
              companies on UpKeep work in the valley every day, and our service pages and blog share what we learn along
              the way, from xeriscaping and SNWA rebates to keeping an air conditioner alive through August.
            </Trans>
          </Text>
          <Group mt="sm">
            <Button component={Link} to={inLocale('/services')} size="md">
              <Trans>Explore our services</Trans>
            </Button>
            <Button component={Link} to={inLocale('/partner-us')} size="md" variant="default">
              <Trans>Partner with us</Trans>
            </Button>
            <Button component={Link} to={inLocale('/contact')} size="md" variant="subtle" c="dark.7">
              <Trans>Contact us</Trans>
            </Button>
          </Group>
        </Stack>
      </Container>
    </>
  );
}
