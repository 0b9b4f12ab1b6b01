/**
 * The reviews page's list: the request, the cards and the pagination. The reviews are fetched in the browser after
 * hydration, so this part loads then too, not before the page can hydrate (issue 33, reviews-page.tsx); the filter
 * is the page's own (a native select), so it works before this part is here.
 */
import { Group, Pagination, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Messages } from '@upkeep/contract';
import { useDeferredValue, useEffect } from 'react';
import { useIsMobile } from '../../session/use-is-mobile';
import { ErrorState } from '../../ui/error-state';
import { usePublicReviews } from './api/get-public-reviews';
import { ReviewCard } from './review-card';
import { ReviewsLoading } from './reviews-loading';

export interface ReviewsListProps {
  /** The filter's minimum score, and the page shown (the page's state: the filter goes back to page 1). */
  minScore: number;
  page: number;
  onPage: (page: number) => void;
  /** Whether another page or filter is being fetched while the last one shows (the page says so by the filter). */
  onUpdating: (updating: boolean) => void;
}

export function ReviewsList({ minScore, page, onPage, onUpdating }: ReviewsListProps) {
  const reviews = usePublicReviews({ PageNumber: page, MinScore: minScore });
  const updating = reviews.isFetching && !reviews.isPending;
  useEffect(() => onUpdating(updating), [onUpdating, updating]);
  return <ReviewsResult reviews={reviews} onPage={onPage} />;
}

function ReviewsResult({
  reviews,
  onPage,
}: {
  reviews: ReturnType<typeof usePublicReviews>;
  onPage: (page: number) => void;
}) {
  // The cards are rendered in the background, a few at a time between the browser's other work: the query's answer
  // arrives as a synchronous update, and twenty cards rendered at once held a phone's main thread for half a second
  // (Lighthouse's Total Blocking Time). Until then the loading state stays.
  const data = useDeferredValue(reviews.data);
  const isMobile = useIsMobile();
  if (reviews.isError) {
    return (
      <ErrorState
        title="Could not load the reviews"
        message="Check your connection and try again."
        onRetry={() => void reviews.refetch()}
      />
    );
  }
  if (!data) return <ReviewsLoading />;
  const { reviews: list, pages } = data;
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
            <ReviewCard review={review} isMobile={isMobile} />
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
