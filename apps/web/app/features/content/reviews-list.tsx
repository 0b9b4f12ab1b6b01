/**
 * The reviews page's filter and list: the Select (Combobox, Popover, floating-ui), the query library, the API
 * client with the contract's schemas (zod), the cards and the pagination. The reviews are fetched in the
 * browser after hydration, so this part loads then too, not before the page can hydrate (issue 33,
 * reviews-page.tsx).
 */
import { Group, Loader, Pagination, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Messages } from '@upkeep/contract';
import { useDeferredValue, useEffect, useRef, useState } from 'react';
import { WithQueries } from '../../lib/query-client';
import { useIsMobile } from '../../session/use-is-mobile';
import { ErrorState } from '../../ui/error-state';
import { usePublicReviews } from './api/get-public-reviews';
import { ReviewCard } from './review-card';
import { ReviewsLoading } from './reviews-loading';

export function ReviewsList(props: ReviewsListProps) {
  return (
    <WithQueries>
      <FilteredReviews {...props} />
    </WithQueries>
  );
}

export interface ReviewsListProps {
  /** The minimum-rating choices, and the label of the filter (the page's stand-in shows the same). */
  options: { value: string; label: string }[];
  label: string;
  initialMinScore: number;
  /** The visitor was in the filter's stand-in when this came: the filter takes the focus... */
  focusFilter: boolean;
  /** ...and had clicked it (or pressed a key that opens it): it opens. */
  openFilter: boolean;
}

function FilteredReviews({ options, label, initialMinScore, focusFilter, openFilter }: ReviewsListProps) {
  const [minScore, setMinScore] = useState(initialMinScore);
  const [page, setPage] = useState(1);
  const reviews = usePublicReviews({ PageNumber: page, MinScore: minScore });
  const filter = useRef<HTMLInputElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the filter first replaces its stand-in.
  useEffect(() => {
    if (focusFilter) filter.current?.focus();
  }, []);

  return (
    <>
      <Group justify="space-between" align="flex-end">
        <Select
          ref={filter}
          label={label}
          data={options}
          value={String(minScore)}
          onChange={(value) => {
            if (!value) return;
            setMinScore(Number(value));
            setPage(1);
          }}
          allowDeselect={false}
          maw={240}
          defaultDropdownOpened={openFilter}
          // Its options are rendered when it opens, not kept hidden in the page: a kept dropdown was laid out and
          // positioned (floating-ui, in a synchronous render) as the list came, a long task on a phone (issue 33).
          comboboxProps={{ withinPortal: true, keepMounted: false }}
        />
        {reviews.isFetching && !reviews.isPending && (
          <Loader size="xs" role="progressbar" aria-label="Updating the reviews" />
        )}
      </Group>
      <ReviewsResult reviews={reviews} onPage={setPage} />
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
