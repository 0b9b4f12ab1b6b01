import { ComboboxChevron, Container, Group, Stack, TextInput } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { ErrorState } from '../../ui/error-state';
import { onDemand, PART_UNAVAILABLE, useOnDemand } from '../../ui/on-demand';
import { PageHeader } from '../../ui/page-header';
import { DEFAULT_MIN_SCORE, minimumRatingLabel, minimumRatingOptions } from '../../ui/rating-filter';
import { ReviewsLoading } from './reviews-loading';

export const REVIEWS_TITLE = 'Reviews';
export const REVIEWS_DESCRIPTION =
  'Read what Las Vegas homeowners say about UpKeep and the local companies they booked through it.';

const MIN_SCORE_OPTIONS = minimumRatingOptions([5, 4, 3, 2, 1]);
const FILTER_LABEL = 'Minimum rating';

/**
 * The filter and the list (the Select, the query library, the API client and its schemas, the cards): asked
 * for once the page has hydrated, since the reviews are fetched then anyway (issue 33's byte budgets).
 */
const reviewsList = onDemand(() => import('./reviews-list'));

/** Public reviews with a minimum-star filter, twenty a page; loaded in the browser after hydration. */
export function ReviewsPage() {
  const [list, requestList] = useOnDemand(reviewsList);
  // What the visitor is doing with the filter's stand-in when its Select comes: in it, the Select takes the focus;
  // having clicked it (or pressed a key that opens it) and still in it, the Select opens. Leaving it forgets both.
  const [filterFocused, setFilterFocused] = useState(false);
  const [openFilter, setOpenFilter] = useState(false);
  // The list's code could not be fetched: said as a failed fetch of the reviews is, with Try again.
  const [unavailable, setUnavailable] = useState(false);
  const load = useCallback(() => {
    setUnavailable(false);
    requestList().catch(() => setUnavailable(true));
  }, [requestList]);
  useEffect(load, [load]);

  return (
    <>
      <PageHeader title={REVIEWS_TITLE} subtitle="What homeowners across the valley say about booking with UpKeep." />
      <Container size="lg" py={{ base: 32, md: 48 }}>
        <Stack gap="lg">
          {list ? (
            <list.ReviewsList
              options={MIN_SCORE_OPTIONS}
              label={FILTER_LABEL}
              initialMinScore={DEFAULT_MIN_SCORE}
              focusFilter={filterFocused}
              openFilter={filterFocused && openFilter}
            />
          ) : (
            <>
              <Group justify="space-between" align="flex-end">
                {/* The filter as it will look, until its Select is here: a click or a key on it opens it then. */}
                <TextInput
                  label={FILTER_LABEL}
                  value={minimumRatingLabel(DEFAULT_MIN_SCORE)}
                  readOnly
                  maw={240}
                  onClick={() => setOpenFilter(true)}
                  onKeyDown={(event) => {
                    if ([' ', 'Enter', 'ArrowDown', 'ArrowUp'].includes(event.key)) {
                      event.preventDefault();
                      setOpenFilter(true);
                    }
                  }}
                  onFocus={() => setFilterFocused(true)}
                  onBlur={() => {
                    setFilterFocused(false);
                    setOpenFilter(false);
                  }}
                  // Read as the Select will be: a closed list box.
                  role="combobox"
                  aria-haspopup="listbox"
                  aria-expanded={false}
                  rightSection={<ComboboxChevron />}
                  rightSectionPointerEvents="none"
                />
              </Group>
              {unavailable ? (
                <ErrorState title="Could not load the reviews" message={PART_UNAVAILABLE} onRetry={load} />
              ) : (
                <ReviewsLoading />
              )}
            </>
          )}
        </Stack>
      </Container>
    </>
  );
}
