/**
 * /pro/reviews: the company's reviews with their scores (GET /company/reviews), and one public reply per
 * review (POST /company/reviews/{id}/reply), shown to the customer under their review.
 */

import { Alert, Button, Group, Paper, Rating, Stack, Text, Textarea } from '@mantine/core';
import { REVIEW_REPLY_MAX, reviewReplyRequest } from '@upkeep/contract';
import { useState } from 'react';
import { errorMessage, TRY_AGAIN_LATER } from '../../lib/errors';
import { ErrorState } from '../../ui/error-state';
import { PageLoader } from '../../ui/page-loader';
import { ProFrame } from '../../ui/pro-frame';
import { useCompanyReviews } from './api/get-company-reviews';
import { useReplyToReview } from './api/reply-to-review';
import { formatDay, useToken } from './insights-ui';

export const COMPANY_REVIEWS_TITLE = 'Reviews';

interface Review {
  id: number;
  ticketId: number | null;
  userName: string;
  serviceName: string | null;
  companyScore: number;
  companyComment: string;
  reviewDate: string;
  reply: string | null;
}

export function ProReviewsPage() {
  const token = useToken();
  const reviews = useCompanyReviews(token);
  const description = 'What customers said about your work. You may reply once, publicly, to each review.';
  if (reviews.isPending) return <PageLoader />;
  if (reviews.isError) {
    return (
      <ProFrame size="lg" title={COMPANY_REVIEWS_TITLE} description={description}>
        <ErrorState
          title="Could not load your reviews"
          message={errorMessage(reviews.error, TRY_AGAIN_LATER)}
          onRetry={() => void reviews.refetch()}
        />
      </ProFrame>
    );
  }
  const list = reviews.data;
  const average = list.length ? list.reduce((s, r) => s + r.companyScore, 0) / list.length : 0;
  return (
    <ProFrame size="lg" title={COMPANY_REVIEWS_TITLE} description={description}>
      {list.length === 0 ? (
        <Paper withBorder radius="md" p="xl">
          <Text c="gray.7" ta="center">
            No reviews yet. Customers are invited to review you when you complete a job.
          </Text>
        </Paper>
      ) : (
        <>
          <Text fw={600}>
            {average.toFixed(1)} of 5 from {list.length} review{list.length === 1 ? '' : 's'}
          </Text>
          <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {list.map((r) => (
              <ReviewCard key={r.id} review={r} token={token} />
            ))}
          </Stack>
        </>
      )}
    </ProFrame>
  );
}

function ReviewCard({ review, token }: { review: Review; token: string }) {
  const [reply, setReply] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const send = useReplyToReview(token, review.id);
  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    if (send.isPending) return;
    const checked = reviewReplyRequest.safeParse({ reply });
    if (!checked.success) {
      setProblem(`Reply ${checked.error.issues[0]?.message ?? 'is not valid'}`);
      return;
    }
    setProblem(null);
    send.mutate(checked.data.reply);
  };
  return (
    <Paper withBorder radius="md" p="md" component="li" aria-label={`Review by ${review.userName}`}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={0}>
            <Text fw={700}>{review.userName}</Text>
            <Text size="sm" c="gray.7">
              {formatDay(review.reviewDate)}
              {review.serviceName ? ` · ${review.serviceName}` : ''}
              {review.ticketId ? ` · Ticket #${review.ticketId}` : ''}
            </Text>
          </Stack>
          <Stack gap={0} align="flex-end">
            <Rating value={review.companyScore} readOnly aria-hidden />
            <Text size="sm">{review.companyScore} of 5</Text>
          </Stack>
        </Group>
        <Text>
          {review.companyComment || (
            <Text span c="gray.7">
              No comment.
            </Text>
          )}
        </Text>
        {review.reply !== null ? (
          <Paper radius="md" p="sm" bg="gray.0" component="section" aria-label="Your reply">
            <Text size="sm" fw={600}>
              Your reply
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {review.reply}
            </Text>
          </Paper>
        ) : (
          <form onSubmit={onSubmit} noValidate aria-label={`Reply to ${review.userName}`}>
            <Stack gap="xs">
              <Textarea
                label="Your public reply"
                description="One reply per review, shown to the customer under their review."
                rows={3}
                maxLength={REVIEW_REPLY_MAX}
                value={reply}
                onChange={(e) => setReply(e.currentTarget.value)}
                error={problem}
              />
              {send.isError && (
                <Alert color="red" variant="light" role="alert">
                  {errorMessage(send.error, 'The reply could not be sent. Try again later.')}
                </Alert>
              )}
              <Group justify="flex-end">
                <Button type="submit" size="md" loading={send.isPending}>
                  Send reply
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Stack>
    </Paper>
  );
}
