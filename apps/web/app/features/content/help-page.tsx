import { Anchor, Container, Grid, List, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { NO_SERVICE, ServiceSearchCard } from '../../shared/search/service-search-card';
import { PageHeader } from '../../ui/page-header';

export const HELP_TITLE = 'Help Center';
export const HELP_DESCRIPTION =
  'Answers to common questions about booking, paying, rescheduling and canceling with UpKeep, our policies, and how to reach us.';

export interface Faq {
  question: string;
  answer: string;
}

export const FAQS: readonly Faq[] = [
  {
    question: 'How does UpKeep work?',
    answer:
      'Choose a service and enter your zip code, answer a few questions about the job, and compare the local companies that serve your area by total price and rating. Pick a date and time, pay securely online, and you will get a confirmation by e-mail and text.',
  },
  {
    question: 'Which areas do you serve?',
    answer:
      'The whole Las Vegas valley: Las Vegas, Henderson, North Las Vegas, Boulder City, Summerlin, Paradise, Spring Valley, Enterprise and the neighborhoods around them. If a zip code is not served yet, the search tells you right away.',
  },
  {
    question: 'How are prices calculated?',
    answer:
      'Each company prices your job from its own price list, using the answers you give in the questionnaire. The total you see before booking, including any booking fee, is what you pay. If the company finds extra work on site, it must send you an open charge that you can accept or decline.',
  },
  {
    question: 'Do I need an account to book?',
    answer:
      'No. You can continue as a guest and enter your name, e-mail and phone at checkout. With a free account your details are saved, you can follow every visit in My tickets, use discount codes and leave reviews.',
  },
  {
    question: 'How do I reschedule or cancel a visit?',
    answer:
      'Open the visit in My tickets. Rescheduling or canceling is free up to 48 hours before the visit; within 48 hours a $25 fee applies. The full rules are in our cancelation policy below.',
  },
  {
    question: 'When is my card charged?',
    answer:
      'When you confirm your booking. Card details go straight to our payment provider and never touch our servers. Free in-person estimates need no card at all.',
  },
  {
    question: 'What if I am not happy with the work?',
    answer:
      'Tell us within 7 days through the contact form. We will work with the company to put it right, and you can leave an honest review for other homeowners.',
  },
  {
    question: 'I run a home-services company. How do I join?',
    answer:
      'Send us a request from the Partner Up page. We check licenses and insurance where required, then help you set up your services, prices and calendar.',
  },
];

const DOCUMENTS = [
  { label: 'Privacy Policy (PDF)', href: '/legal/privacy-policy.pdf' },
  { label: 'Terms and Conditions (PDF)', href: '/legal/terms-and-conditions.pdf' },
  { label: 'Cancelation Policy (PDF)', href: '/legal/cancelation-policy.pdf' },
] as const;

/** Help: a search, the questions people ask most, our policies, and how to reach us. */
export function HelpPage() {
  return (
    <>
      <PageHeader
        title={HELP_TITLE}
        subtitle="Answers to the questions we hear most, our policies, and the quickest ways to reach us."
      />
      <Container size="lg" py={{ base: 40, md: 56 }}>
        <Grid gap={{ base: 'xl', md: 48 }}>
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Title order={2} mb="md">
              Frequently asked questions
            </Title>
            {/* A Stack of Papers: the Accordion's CSS is not among the styles the app imports. */}
            <Stack gap="md">
              {FAQS.map((faq) => (
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
              <ServiceSearchCard serviceId={NO_SERVICE} title="Find a service" />
              <Paper withBorder radius="lg" p="lg">
                <Title order={2} size="h4">
                  Policies
                </Title>
                <List spacing="xs" mt="sm">
                  {DOCUMENTS.map((doc) => (
                    <List.Item key={doc.href}>
                      <Anchor href={doc.href} target="_blank" rel="noopener">
                        {doc.label}
                      </Anchor>
                    </List.Item>
                  ))}
                </List>
              </Paper>
              <Paper withBorder radius="lg" p="lg">
                <Title order={2} size="h4">
                  Still need help?
                </Title>
                <Text c="dark.5" mt="xs">
                  <Anchor component={Link} to="/contact" underline="always" style={{ textDecoration: 'underline' }}>
                    Contact us
                  </Anchor>{' '}
                  and we will get back to you within one business day.
                </Text>
                <Text c="dark.5" mt="xs">
                  Are you a company that no longer wants to receive requests?{' '}
                  <Anchor component={Link} to="/optout" underline="always" style={{ textDecoration: 'underline' }}>
                    Opt out here
                  </Anchor>
                  .
                </Text>
              </Paper>
            </Stack>
          </Grid.Col>
        </Grid>
      </Container>
    </>
  );
}
