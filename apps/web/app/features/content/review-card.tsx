import { Anchor, Card, Group, Rating, Stack, Text } from '@mantine/core';
import { type PublicReview, truncateReview, VALLEY_TIME_ZONE } from '@upkeep/contract';
import { useState } from 'react';
import { useIsMobile } from '../../session/use-is-mobile';

export { DEFAULT_MIN_SCORE } from '../../ui/rating-filter';

const MOBILE_CUT_AFTER = 20;

/**
 * On phones a review over 20 characters is cut to half its length (spec 000 section 5: "mobile review text
 * cut to half past 20 characters"), with an ellipsis.
 */
export function truncateReviewMobile(text: string): string {
  return text.length > MOBILE_CUT_AFTER ? `${text.slice(0, Math.ceil(text.length / 2))}…` : text;
}

/** The one date form of every screen (the contract's formatDate), through Intl: 'Tue, Nov 24, 2026'. */
export function formatReviewDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', {
    timeZone: VALLEY_TIME_ZONE,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  });
}

/** One public review: author, date, stars, and the text cut as spec 000 section 5 says, with Read more. */
export function ReviewCard({ review }: { review: PublicReview }) {
  const isMobile = useIsMobile();
  const [expanded, setExpanded] = useState(false);
  const text = review.upKeepComment;
  const cut = isMobile ? truncateReviewMobile(text) : truncateReview(text);
  const isCut = cut !== text;
  return (
    <Card withBorder radius="md" padding="lg" h="100%" component="article" aria-label={`Review by ${review.userName}`}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={700}>{review.userName}</Text>
          <Text size="sm" c="gray.7">
            {formatReviewDate(review.reviewDate)}
          </Text>
        </Group>
        <Group gap="xs">
          <Rating value={review.upKeepScore} readOnly aria-hidden />
          <Text size="sm" c="gray.7">
            {review.upKeepScore} of 5 stars
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
            {expanded ? 'Show less' : 'Read more'}
          </Anchor>
        )}
      </Stack>
    </Card>
  );
}
