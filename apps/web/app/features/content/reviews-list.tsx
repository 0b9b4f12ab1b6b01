/**
 * The reviews page's list: the request, the cards and the pagination. The reviews are fetched in the browser after
 * hydration, so this part loads then too, not before the page can hydrate (issue 33, reviews-page.tsx); the filter
 * is the page's own (a native select), so it works before this part is here.
 */
import { msg } from '@lingui/core/macro';
import { Plural, useLingui } from '@lingui/react/macro';
import { Group, Pagination, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDeferredValue, useEffect } from 'react';
import { useIsMobile } from '../../session/use-is-mobile';
import { ErrorState } from '../../ui/error-state';
import { usePublicReviews } from './api/get-public-reviews';
import { ReviewCard } from './review-card';
import { ReviewsLoading } from './reviews-loading';

/** Spec 000's words for no review (held to the contract by spec-messages.test.ts). */
export const REVIEWS_NOT_FOUND = { title: msg`Not found reviews`, text: msg`Choose another option` };

export interface ReviewsListProps {
  /** The filter's minimum score, and the page shown (the page's state: the filter goes back to page 1). */
  minScore: number;
  page: number;
  onPage: (page: number) => void;
  /** Whether another page or filter is being fetched while the last one shows (the page says so by the filter). */
  onUpdating: (updating: boolean) => void;
}

/** The pagination's controls, named in the page's language. */
const CONTROL_LABELS = {
  first: msg`First page`,
  previous: msg`Previous page`,
  next: msg`Next page`,
  last: msg`Last page`,
} as const;

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
  const { t } = useLingui();
  if (reviews.isError) {
    return (
      <ErrorState
        title={t`Could not load the reviews`}
        message={t`Check your connection and try again.`}
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
          {t(REVIEWS_NOT_FOUND.title)}
        </Title>
        <Text c="gray.7">{t(REVIEWS_NOT_FOUND.text)}</Text>
      </Stack>
    );
  }
  return (
    <Stack gap="lg">
      <Text size="sm" c="gray.7" role="status">
        <Plural value={pages.totalCount} one="# review" other="# reviews" />
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
        <Group justify="center" component="nav" aria-label={t`Review pages`}>
          <Pagination
            total={pages.totalPages}
            value={pages.pageNumber}
            onChange={onPage}
            getItemProps={(page) => ({ 'aria-label': t`Page ${page}` })}
            getControlProps={(control) => ({ 'aria-label': t(CONTROL_LABELS[control]) })}
          />
        </Group>
      )}
    </Stack>
  );
}
