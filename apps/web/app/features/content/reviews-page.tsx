import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Container, Group, Loader, NativeSelect, Stack } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { ErrorState } from '../../ui/error-state';
import { onDemand, PART_UNAVAILABLE, useOnDemand } from '../../ui/on-demand';
import { PageHeader } from '../../ui/page-header';
import { DEFAULT_MIN_SCORE, minimumRatingOptions } from '../../ui/rating-filter';
import { ReviewsLoading } from './reviews-loading';

export const REVIEWS_TITLE = msg`Reviews`;
export const REVIEWS_DESCRIPTION = msg`Read what Las Vegas homeowners say about UpKeep and the local companies they booked through it.`;

/** The filter's scores, best first (their words in the page's language, made while rendering). */
const MIN_SCORES = [5, 4, 3, 2, 1];

/**
 * The list (its request, the cards, the pagination): asked for once the page has hydrated, since the reviews are
 * fetched then anyway (issue 33's byte budgets).
 */
const reviewsList = onDemand(() => import('./reviews-list'));

/**
 * Public reviews with a minimum-star filter, twenty a page; loaded in the browser after hydration. The filter is a
 * native select (the phone's own picker), drawn with the page: a Select's Combobox, Popover and Floating UI were
 * ~21 KB of the page's JavaScript (issue 48), and a stand-in had to hand the focus over when it came.
 */
export function ReviewsPage() {
  const { t, i18n } = useLingui();
  const [list, requestList] = useOnDemand(reviewsList);
  const [minScore, setMinScore] = useState(DEFAULT_MIN_SCORE);
  const [page, setPage] = useState(1);
  // Another page or filter is on its way while the last one shows.
  const [updating, setUpdating] = useState(false);
  // The list's code could not be fetched: said as a failed fetch of the reviews is, with Try again.
  const [unavailable, setUnavailable] = useState(false);
  const load = useCallback(() => {
    setUnavailable(false);
    requestList().catch(() => setUnavailable(true));
  }, [requestList]);
  useEffect(load, [load]);

  return (
    <>
      <PageHeader
        title={t(REVIEWS_TITLE)}
        subtitle={t`What homeowners across the valley say about booking with UpKeep.`}
      />
      <Container size="lg" py={{ base: 32, md: 48 }}>
        <Stack gap="lg">
          <Group justify="space-between" align="flex-end">
            <NativeSelect
              label={t`Minimum rating`}
              data={minimumRatingOptions(MIN_SCORES)}
              value={String(minScore)}
              onChange={(event) => {
                setMinScore(Number(event.currentTarget.value));
                setPage(1);
              }}
              maw={240}
            />
            {updating && <Loader size="xs" role="progressbar" aria-label={t`Updating the reviews`} />}
          </Group>
          {list ? (
            <list.ReviewsList minScore={minScore} page={page} onPage={setPage} onUpdating={setUpdating} />
          ) : unavailable ? (
            <ErrorState title={t`Could not load the reviews`} message={i18n._(PART_UNAVAILABLE)} onRetry={load} />
          ) : (
            <ReviewsLoading />
          )}
        </Stack>
      </Container>
    </>
  );
}
