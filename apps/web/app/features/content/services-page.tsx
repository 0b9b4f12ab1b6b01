import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  Anchor,
  Badge,
  Button,
  Card,
  Container,
  Group,
  Image,
  SimpleGrid,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { Link } from 'react-router';
import { useLocalePath } from '../../i18n/locale';
import { questionnaireUrl, useServiceName } from '../../shared/search/search-services';
import { SERVICE_CATALOG, SERVICE_IMAGE_SIZE } from '../../shared/search/services-catalog';
import { PageHeader } from '../../ui/page-header';

export const SERVICES_TITLE = msg`Our Services`;
export const SERVICES_DESCRIPTION = msg`Landscaping, plumbing, pool service, cleaning, HVAC and more across the Las Vegas valley. Pick a service and compare local companies.`;

/** Our Services: the twelve services, the bookable ones linking to their questionnaire. */
export function ServicesPage() {
  const { t, i18n } = useLingui();
  const inLocale = useLocalePath();
  const serviceName = useServiceName();
  return (
    <>
      <PageHeader
        title={i18n._(SERVICES_TITLE)}
        subtitle={t`Everything your home needs, from trusted local companies. Pick a service to answer a few questions and compare prices.`}
      />
      <Container size="lg" py={{ base: 40, md: 56 }}>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="lg">
          {SERVICE_CATALOG.map((service) => {
            const name = serviceName(service.id, service.name);
            return (
              <Card key={service.id} withBorder radius="lg" padding="lg">
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
                <Group justify="space-between" mt="md" gap="xs">
                  <Title order={2} size="h4">
                    {name}
                  </Title>
                  {service.comingSoon && (
                    <Badge color="gray" variant="light" c="dark.7">
                      <Trans>Coming soon</Trans>
                    </Badge>
                  )}
                </Group>
                <Text c="dark.5" mt={6} mb="md" style={{ flexGrow: 1 }}>
                  {i18n._(service.description)}
                </Text>
                {!service.comingSoon && (
                  <Group justify="space-between">
                    <Button component={Link} to={inLocale(questionnaireUrl(service.id, ''))}>
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
                )}
              </Card>
            );
          })}
        </SimpleGrid>
      </Container>
    </>
  );
}
