/**
 * One company's public reviews (issue 26): the offer's review count opens them. Stars, date, the customer's
 * words and the company's reply, five a page, and a link to the company's page (issue 32).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Group, Modal, Pagination, Paper, Rating, Stack, Text } from '@mantine/core';
import { companyPagePath, type PublicReview } from '@upkeep/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { useFormatDate } from '../../i18n/format-date';
import { useLocalePath } from '../../i18n/locale';
import { QueryView } from '../../ui/query-view';
import { useCompanyReviews } from './api/get-company-reviews';
import { reviewCountText } from './review-count';

export interface ReviewedCompany {
  companyID: number;
  companyName: string;
  /** Its page: `/pros/{companySlug}`. */
  companySlug: string;
  averageScore: number;
  reviewCount: number;
  /** How soon it usually answers a message ("Usually replies within 1 hour"), when known. */
  replyTime?: string | null;
}

export function CompanyReviewsDialog({
  company,
  opened,
  onClose,
}: {
  company: ReviewedCompany;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const name = company.companyName;
  return (
    <Modal opened={opened} onClose={onClose} title={t`Reviews of ${name}`} size="lg" centered>
      {opened && <CompanyReviews company={company} />}
    </Modal>
  );
}

function CompanyReviews({ company }: { company: ReviewedCompany }) {
  const [page, setPage] = useState(1);
  const reviews = useCompanyReviews(company.companyID, page, true);
  const { t } = useLingui();
  const localePath = useLocalePath();
  const average = company.averageScore.toFixed(1);
  const count = reviewCountText(company.reviewCount);
  const name = company.companyName;
  return (
    <Stack gap="md">
      <Text size="sm" c="dark.5">
        <Trans>
          Rated {average} out of 5 from {count}.
        </Trans>
        {company.replyTime ? ` ${company.replyTime}.` : ''}
      </Text>
      <Anchor component={Link} to={localePath(companyPagePath(company.companySlug))} size="sm">
        <Trans>See the page of {name}</Trans>
      </Anchor>
      <QueryView
        query={reviews}
        errorTitle={t`Could not load the reviews`}
        isEmpty={(data) => data.reviews.length === 0}
        empty={
          <Text>
            <Trans>No reviews yet.</Trans>
          </Text>
        }
      >
        {(data) => (
          <Stack gap="sm">
            <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t`Reviews`}>
              {data.reviews.map((review) => (
                <CompanyReview key={review.id} review={review} companyName={company.companyName} />
              ))}
            </Stack>
            {data.pages.totalPages > 1 && (
              <Group justify="center" component="nav" aria-label={t`Review pages`}>
                <Pagination
                  total={data.pages.totalPages}
                  value={data.pages.pageNumber}
                  onChange={setPage}
                  siblings={0}
                  getItemProps={(n) => ({ 'aria-label': t`Page ${n}` })}
                />
              </Group>
            )}
          </Stack>
        )}
      </QueryView>
    </Stack>
  );
}

function CompanyReview({ review, companyName }: { review: PublicReview; companyName: string }) {
  const score = review.companyScore ?? review.upKeepScore;
  const words = review.companyComment ?? review.upKeepComment;
  const { t } = useLingui();
  const formatDate = useFormatDate().date;
  const author = review.userName;
  return (
    <Paper component="li" withBorder radius="md" p="md" aria-label={t`Review by ${author}`}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs">
          <Text fw={700}>{review.userName}</Text>
          <Text size="sm" c="dark.4">
            {formatDate(review.reviewDate)}
          </Text>
        </Group>
        <Group gap="xs">
          <Rating value={score} readOnly size="sm" aria-hidden />
          <Text size="sm" c="dark.5">
            <Trans>{score} of 5 stars</Trans>
          </Text>
        </Group>
        {words && <Text size="sm">{words}</Text>}
        {review.companyReply && (
          <Paper bg="gray.0" radius="sm" p="sm" ml="md" aria-label={t`Reply from ${companyName}`}>
            <Text size="xs" fw={700} c="dark.5">
              <Trans>Reply from {companyName}</Trans>
            </Text>
            <Text size="sm">{review.companyReply}</Text>
          </Paper>
        )}
      </Stack>
    </Paper>
  );
}
