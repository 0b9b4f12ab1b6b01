import { Anchor, Container, Text } from '@mantine/core';
import { Link } from 'react-router';
import { PageHeader } from './page-header';

export const REVIEWS_TITLE = 'Reviews';
export const REVIEWS_DESCRIPTION =
  'Read what Las Vegas homeowners say about UpKeep and the local companies they booked through it.';

/** Public reviews: the list and its star filter load from the API in a later issue. */
export function ReviewsPage() {
  return (
    <>
      <PageHeader title={REVIEWS_TITLE} subtitle="What homeowners across the valley say about booking with UpKeep." />
      <Container size="lg" py={{ base: 40, md: 56 }}>
        <Text size="lg" c="dark.5">
          Customer reviews will appear here soon, with a filter by star rating. In the meantime, see how booking works
          on the{' '}
          <Anchor component={Link} to="/how-it-works" underline="always" style={{ textDecoration: 'underline' }}>
            how it works
          </Anchor>{' '}
          page.
        </Text>
      </Container>
    </>
  );
}
