import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Card, Group, Stack, Text } from '@mantine/core';
import { type PublicReview, truncateReview, VALLEY_TIME_ZONE } from '@upkeep/contract';
import { useState } from 'react';
import { dateWordsOf } from '../../i18n/format-date';
import { StarRow } from '../../ui/star-row';

export { DEFAULT_MIN_SCORE } from '../../ui/rating-filter';

const MOBILE_CUT_AFTER = 20;

/**
 * On phones a review over 20 characters is cut to half its length (spec 000 section 5: "mobile review text
 * cut to half past 20 characters"), with an ellipsis.
 */
export function truncateReviewMobile(text: string): string {
  return text.length > MOBILE_CUT_AFTER ? `${text.slice(0, Math.ceil(text.length / 2))}…` : text;
}

/**
 * Made at the first card, once: a formatter built per card cost each card more than the rest of its render, and
 * the first one with a time zone loads the browser's zone data (tens of milliseconds on a phone), better not
 * added to the task that evaluates this module.
 */
let reviewDate: Intl.DateTimeFormat | undefined;

/** The one date form of every screen (the contract's formatDate), through Intl: 'Tue, Nov 24, 2026'. */
export function formatReviewDate(iso: string): string {
  reviewDate ??= new Intl.DateTimeFormat('en-US', {
    timeZone: VALLEY_TIME_ZONE,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  });
  return reviewDate.format(new Date(iso));
}

/**
 * One public review: author, date, stars, and the text cut as spec 000 section 5 says, with Read more. Whether the
 * window is a phone's comes from the list (useIsMobile once, not a media query per card).
 */
export function ReviewCard({ review, isMobile }: { review: PublicReview; isMobile: boolean }) {
  const { i18n, t } = useLingui();
  const [expanded, setExpanded] = useState(false);
  const text = review.upKeepComment;
  const cut = isMobile ? truncateReviewMobile(text) : truncateReview(text);
  const isCut = cut !== text;
  return (
    <Card withBorder radius="md" padding="lg" h="100%" component="article" aria-label={t`Review by ${review.userName}`}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={700}>{review.userName}</Text>
          <Text size="sm" c="gray.7">
            {i18n.locale === 'en'
              ? formatReviewDate(review.reviewDate)
              : dateWordsOf(i18n.locale).date(review.reviewDate)}
          </Text>
        </Group>
        <Group gap="xs">
          <StarRow value={review.upKeepScore} />
          <Text size="sm" c="gray.7">
            <Trans>{review.upKeepScore} of 5 stars</Trans>
          </Text>
        </Group>
        <Text>{expanded ? text : cut}</Text>
        {isCut && (
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={() => setExpanded((e) => !e)}
            aria-expanded={expanded}
          >
            {expanded ? t`Show less` : t`Read more`}
          </Anchor>
        )}
      </Stack>
    </Card>
  );
}
