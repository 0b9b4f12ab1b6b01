import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Container, Grid, Stack, Text, Title } from '@mantine/core';
import { DEFAULT_SEARCH_SERVICE_ID } from '@upkeep/contract';
import { HowItWorksSteps } from '../../shared/marketing/how-it-works-steps';
import { ServiceSearchCard } from '../../shared/search/service-search-card';
import { PageHeader } from '../../ui/page-header';

export const HOW_IT_WORKS_TITLE = msg`How it works`;
export const HOW_IT_WORKS_DESCRIPTION = msg`Search for a service, choose a local company by price and rating, then book and pay online. Home services in Las Vegas in three steps.`;

/** Three steps, then a search that starts on Landscaping (spec 000 section 9). */
export function HowItWorksPage() {
  const { t, i18n } = useLingui();
  return (
    <>
      <PageHeader
        title={i18n._(HOW_IT_WORKS_TITLE)}
        subtitle={t`Booking a trusted local pro takes three steps and a few minutes. No phone tag, no surprise invoices.`}
      />
      <HowItWorksSteps title={null} stepOrder={2} />
      <Container size="lg" py={{ base: 40, md: 64 }}>
        <Grid gap={{ base: 'xl', md: 48 }} align="center">
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Stack gap="md">
              <Title order={2}>
                <Trans>Ready when you are</Trans>
              </Title>
              <Text size="lg" c="dark.5">
                <Trans>
                  Start with the service and your zip code. We will ask a few quick questions about the job, then show
                  you every company that serves your area with its total price and rating. Choose a date and time that
                  suits you, pay securely, and you will get a confirmation by e-mail and text.
                </Trans>
              </Text>
              <Text size="lg" c="dark.5">
                <Trans>Need to change plans? Reschedule or follow the status of every visit from My tickets.</Trans>
              </Text>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <ServiceSearchCard serviceId={DEFAULT_SEARCH_SERVICE_ID} title={t`Try it now`} />
          </Grid.Col>
        </Grid>
      </Container>
    </>
  );
}
