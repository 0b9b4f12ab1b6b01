import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Container, Grid, List, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useLocalePath } from '../../i18n/locale';
import { NO_SERVICE, ServiceSearchCard } from '../../shared/search/service-search-card';
import { PageHeader } from '../../ui/page-header';
import type { Faq } from './help-faqs';

export const HELP_TITLE = msg`Help Center`;
export const HELP_DESCRIPTION = msg`Answers to common questions about booking, paying, rescheduling and canceling with UpKeep, our policies, and how to reach us.`;

// The policies are written in English only: their links say so on a Spanish page.
const DOCUMENTS = [
  { label: msg`Privacy Policy (PDF)`, href: '/legal/privacy-policy.pdf' },
  { label: msg`Terms and Conditions (PDF)`, href: '/legal/terms-and-conditions.pdf' },
  { label: msg`Cancelation Policy (PDF)`, href: '/legal/cancelation-policy.pdf' },
] as const;

/**
 * Help: a search, the questions people ask most (from the route's loader, in the page's language), our policies,
 * and how to reach us.
 */
export function HelpPage({ faqs }: { faqs: readonly Faq[] }) {
  const { t, i18n } = useLingui();
  const inLocale = useLocalePath();
  return (
    <>
      <PageHeader
        title={i18n._(HELP_TITLE)}
        subtitle={t`Answers to the questions we hear most, our policies, and the quickest ways to reach us.`}
      />
      <Container size="lg" py={{ base: 40, md: 56 }}>
        <Grid gap={{ base: 'xl', md: 48 }}>
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Title order={2} mb="md">
              <Trans>Frequently asked questions</Trans>
            </Title>
            {/* A Stack of Papers: the Accordion's CSS is not among the styles the app imports. */}
            <Stack gap="md">
              {faqs.map((faq) => (
                <Paper key={faq.question} withBorder radius="md" p="lg">
                  <Title order={3} size="h5">
                    {faq.question}
                  </Title>
                  <Text c="dark.5" mt="xs">
                    {faq.answer}
                  </Text>
                </Paper>
              ))}
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Stack gap="xl">
              <ServiceSearchCard serviceId={NO_SERVICE} title={t`Find a service`} />
              <Paper withBorder radius="lg" p="lg">
                <Title order={2} size="h4">
                  <Trans>Policies</Trans>
                </Title>
                <List spacing="xs" mt="sm">
                  {DOCUMENTS.map((doc) => (
                    <List.Item key={doc.href}>
                      <Anchor href={doc.href} target="_blank" rel="noopener">
                        {i18n._(doc.label)}
                      </Anchor>
                    </List.Item>
                  ))}
                </List>
              </Paper>
              <Paper withBorder radius="lg" p="lg">
                <Title order={2} size="h4">
                  <Trans>Still need help?</Trans>
                </Title>
                <Text c="dark.5" mt="xs">
                  <Trans>
                    <Anchor
                      component={Link}
                      to={inLocale('/contact')}
                      underline="always"
                      style={{ textDecoration: 'underline' }}
                    >
                      Contact us
                    </Anchor>{' '}
                    and we will get back to you within one business day.
                  </Trans>
                </Text>
                <Text c="dark.5" mt="xs">
                  <Trans>
                    Are you a company that no longer wants to receive requests?{' '}
                    <Anchor component={Link} to="/optout" underline="always" style={{ textDecoration: 'underline' }}>
                      Opt out here
                    </Anchor>
                    .
                  </Trans>
                </Text>
              </Paper>
            </Stack>
          </Grid.Col>
        </Grid>
      </Container>
    </>
  );
}
