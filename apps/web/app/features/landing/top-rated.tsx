/**
 * "Top-rated in Summerlin" (issue 32): on a neighbourhood page, the best-rated companies serving it for the
 * page's service, each linking to its page. Part of the page below the fold, so it asks the API only once the
 * visitor scrolls near it; shown once known (nothing when no company there has a review yet).
 */
import { Plural, Trans } from '@lingui/react/macro';
import { Anchor, Container, Group, Image, SimpleGrid, Text, Title } from '@mantine/core';
import { companyPagePath, type TopRatedCompany } from '@upkeep/contract';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useLocalePath } from '../../i18n/locale';

export function TopRated({ area, serviceId }: { area: string; serviceId: number }) {
  const localePath = useLocalePath();
  const [companies, setCompanies] = useState<TopRatedCompany[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    import('./api/get-top-rated')
      .then(({ getTopRated }) => getTopRated(area, serviceId, controller.signal))
      .then(setCompanies)
      // The section is a bonus: a failure leaves it out.
      .catch(() => setCompanies([]));
    return () => controller.abort();
  }, [area, serviceId]);
  if (companies.length === 0) return null;
  return (
    <Container size="lg" component="section" py={{ base: 32, md: 48 }} aria-labelledby="top-rated-title">
      <Title order={2} id="top-rated-title" ta="center" mb="lg">
        <Trans>Top-rated in {area}</Trans>
      </Title>
      <SimpleGrid cols={{ base: 1, sm: Math.min(companies.length, 3) }} spacing="lg">
        {companies.map((c) => (
          <Group key={c.slug} wrap="nowrap" gap="md">
            <Image src={c.logo} alt="" w={56} h={56} radius="md" fit="contain" />
            <div>
              <Anchor component={Link} to={localePath(companyPagePath(c.slug))} fw={700}>
                {c.name}
              </Anchor>
              <Text size="sm" c="dark.5">
                <RatingLine average={c.average} reviewCount={c.reviewCount} />
              </Text>
            </div>
          </Group>
        ))}
      </SimpleGrid>
    </Container>
  );
}

/** '4.8 out of 5 (12 reviews)'. */
function RatingLine({ average, reviewCount }: { average: number; reviewCount: number }) {
  const rating = average.toFixed(1);
  return (
    <Trans>
      {rating} out of 5 (<Plural value={reviewCount} one="# review" other="# reviews" />)
    </Trans>
  );
}
