import { Center, Container, Group, Loader, Pagination, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Messages } from '@upkeep/contract';
import { useState } from 'react';
import { ErrorState } from '../../ui/error-state';
import { PageHeader } from '../../ui/page-header';
import { minimumRatingOptions } from '../../ui/rating-filter';
import { usePublicReviews } from './api/get-public-reviews';
import { DEFAULT_MIN_SCORE, ReviewCard } from './review-card';

export const REVIEWS_TITLE = 'Reviews';
export const REVIEWS_DESCRIPTION =
  'Read what Las Vegas homeowners say about UpKeep and the local companies they booked through it.';

const MIN_SCORE_OPTIONS = minimumRatingOptions([5, 4, 3, 2, 1]);

/** Public reviews with a minimum-star filter, twenty a page; loaded in the browser after hydration. */
export function ReviewsPage() {
  const [minScore, setMinScore] = useState(DEFAULT_MIN_SCORE);
  const [page, setPage] = useState(1);
  const reviews = usePublicReviews({ PageNumber: page, MinScore: minScore });

  return (
    <>
      <PageHeader title={REVIEWS_TITLE} subtitle="What homeowners across the valley say about booking with UpKeep." />
      <Container size="lg" py={{ base: 32, md: 48 }}>
        <Stack gap="lg">
          <Group justify="space-between" align="flex-end">
            <Select
              label="Minimum rating"
              data={MIN_SCORE_OPTIONS}
              value={String(minScore)}
              onChange={(value) => {
                if (!value) return;
                setMinScore(Number(value));
                setPage(1);
              }}
              allowDeselect={false}
              maw={240}
              comboboxProps={{ withinPortal: true }}
            />
            {reviews.isFetching && !reviews.isPending && <Loader size="xs" aria-label="Updating the reviews" />}
          </Group>
          <ReviewsResult reviews={reviews} onPage={setPage} />
        </Stack>
      </Container>
    </>
  );
}

function ReviewsResult({
  reviews,
  onPage,
}: {
  reviews: ReturnType<typeof usePublicReviews>;
  onPage: (page: number) => void;
}) {
  if (reviews.isPending) {
    return (
      <Center py={80} role="status" aria-busy="true" aria-label="Loading the reviews">
        <Loader />
      </Center>
    );
  }
  if (reviews.isError) {
    return (
      <ErrorState
        title="Could not load the reviews"
        message="Check your connection and try again."
        onRetry={() => void reviews.refetch()}
      />
    );
  }
  const { reviews: list, pages } = reviews.data;
  if (list.length === 0) {
    return (
      <Stack align="center" gap={4} py="xl" role="status">
        <Title order={2} size="h3">
          {Messages.reviewsNotFound.title}
        </Title>
        <Text c="gray.7">{Messages.reviewsNotFound.text}</Text>
      </Stack>
    );
  }
  return (
    <Stack gap="lg">
      <Text size="sm" c="gray.7" role="status">
        {pages.totalCount} review{pages.totalCount === 1 ? '' : 's'}
      </Text>
      <SimpleGrid
        cols={{ base: 1, sm: 2, lg: 3 }}
        spacing="md"
        component="ul"
        style={{ listStyle: 'none', padding: 0 }}
      >
        {list.map((review) => (
          <li key={review.id}>
            <ReviewCard review={review} />
          </li>
        ))}
      </SimpleGrid>
      {pages.totalPages > 1 && (
        <Group justify="center" component="nav" aria-label="Review pages">
          <Pagination
            total={pages.totalPages}
            value={pages.pageNumber}
            onChange={onPage}
            getItemProps={(page) => ({ 'aria-label': `Page ${page}` })}
            getControlProps={(control) => ({
              'aria-label': `${control.charAt(0).toUpperCase()}${control.slice(1)} page`,
            })}
          />
        </Group>
      )}
    </Stack>
  );
}
