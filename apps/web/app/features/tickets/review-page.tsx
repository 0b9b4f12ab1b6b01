import { Alert, Button, Group, Paper, Rating, Stack, Text, Textarea, Title } from '@mantine/core';
import { FIELD_LIMITS, Messages, SCORE_LABELS, type TicketDetail } from '@upkeep/contract';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../lib/api';
import { RequireLogin } from '../../session/require-login';
import { useSession } from '../../session/store';
import { ErrorState } from '../../ui/error-state';
import { PageLoader } from '../../ui/page-loader';
import { useTicket } from './api/get-ticket';
import { useCreateReview, useTicketReview } from './api/reviews';
import { formatHistoryDate, formatListDate, scoreLabel } from './format';
import { ticketErrorMessage } from './ticket-errors';
import { detailPath, useTicketScreenParams } from './ticket-params';
import { NoTicketChosen, TicketsFrame } from './ticket-ui';

export const REVIEW_TITLE = 'Review';
export const REVIEW_DESCRIPTION = 'Tell others how the service went.';
const COMMENT_MAX = FIELD_LIMITS.message;

export function ReviewPage() {
  return (
    <RequireLogin redirectTo="/sign-in">
      <ReviewScreen />
    </RequireLogin>
  );
}

/**
 * State: TicketId, isReviewedByCustomer (spec 000 section 2). The ticket itself decides what is shown: the
 * form when it can be reviewed, the review read-only once it has been (the state's flag may be stale).
 */
function ReviewScreen() {
  const { ticketId, state } = useTicketScreenParams();
  const token = useSession((s) => s.token) ?? '';
  const ticket = useTicket(ticketId, token);
  const [created, setCreated] = useState(false);
  // Asked at once when the list said the ticket was reviewed, instead of after the ticket answers.
  const hinted = state.isReviewedByCustomer === true;
  useTicketReview(ticketId ?? 0, token, Boolean(ticketId) && hinted);

  if (!ticketId) return <NoTicketChosen title={REVIEW_TITLE} />;
  if (ticket.isPending) return <PageLoader />;
  if (ticket.isError) {
    return (
      <TicketsFrame title={REVIEW_TITLE}>
        <ErrorState
          title="Could not load this ticket"
          message={ticketErrorMessage(ticket.error)}
          onRetry={() => void ticket.refetch()}
        />
      </TicketsFrame>
    );
  }
  const t = ticket.data;
  return (
    <TicketsFrame
      title={t.isReviewedByCustomer ? 'Your review' : 'Write a review'}
      description={
        <>
          Ticket #{t.id}: {t.serviceName} with <strong>{t.companyName}</strong>, {formatListDate(t.scheduledDate)}
        </>
      }
      size="sm"
    >
      {created && (
        <Alert color="teal" variant="light" role="status">
          {Messages.reviewCreated}
        </Alert>
      )}
      {t.isReviewedByCustomer ? (
        <ReviewReadOnly ticket={t} token={token} />
      ) : t.canReview ? (
        <ReviewForm ticket={t} token={token} onCreated={() => setCreated(true)} />
      ) : (
        <Paper withBorder radius="md" p="xl">
          <Stack gap="sm">
            <Text>This ticket can be reviewed once the service is completed.</Text>
            <Group>
              <Button component={Link} to={detailPath(t.id)} variant="light">
                Back to the ticket
              </Button>
            </Group>
          </Stack>
        </Paper>
      )}
    </TicketsFrame>
  );
}

interface ReviewValues {
  companyScore: number;
  companyComment: string;
  upKeepScore: number;
  upKeepComment: string;
}

function ReviewForm({ ticket, token, onCreated }: { ticket: TicketDetail; token: string; onCreated: () => void }) {
  const create = useCreateReview(token);
  const [values, setValues] = useState<ReviewValues>({
    companyScore: 0,
    companyComment: '',
    upKeepScore: 0,
    upKeepComment: '',
  });
  const [submitted, setSubmitted] = useState(false);
  const set = (patch: Partial<ReviewValues>) => setValues((v) => ({ ...v, ...patch }));
  const missing = (score: number) => (submitted && score === 0 ? 'Choose a score from 1 to 5' : null);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (values.companyScore === 0 || values.upKeepScore === 0 || create.isPending) return;
    create.mutate(
      {
        TicketID: ticket.id,
        CompanyScore: values.companyScore,
        CompanyComment: values.companyComment.trim(),
        UpKeepScore: values.upKeepScore,
        UpKeepComment: values.upKeepComment.trim(),
      },
      { onSuccess: onCreated },
    );
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} shadow="xs">
      <form onSubmit={submit} aria-label="Write a review" noValidate>
        <Stack gap="lg">
          {create.isError && (
            <Alert color="red" variant="light" role="alert">
              {create.error instanceof ApiError && [400, 401, 409].includes(create.error.statusCode)
                ? create.error.message
                : 'The review could not be sent. Try again later.'}
            </Alert>
          )}
          <ScoreInput
            label={`How was ${ticket.companyName}?`}
            value={values.companyScore}
            onChange={(companyScore) => set({ companyScore })}
            error={missing(values.companyScore)}
          />
          <Textarea
            label="About the company"
            rows={4}
            maxLength={COMMENT_MAX}
            value={values.companyComment}
            onChange={(e) => set({ companyComment: e.currentTarget.value })}
          />
          <ScoreInput
            label="How was booking with UpKeep?"
            value={values.upKeepScore}
            onChange={(upKeepScore) => set({ upKeepScore })}
            error={missing(values.upKeepScore)}
          />
          <Textarea
            label="About UpKeep"
            description="Shown on our public reviews page with your first name."
            rows={4}
            maxLength={COMMENT_MAX}
            value={values.upKeepComment}
            onChange={(e) => set({ upKeepComment: e.currentTarget.value })}
          />
          <Group justify="flex-end" gap="sm">
            <Button component={Link} to={detailPath(ticket.id)} variant="default">
              Back to the ticket
            </Button>
            <Button type="submit" loading={create.isPending}>
              Send review
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

/** A 1-to-5 star input whose stars are named Poor … Excellent (spec 000 section 5), the word shown beside it. */
function ScoreInput({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: number;
  onChange: (score: number) => void;
  error: string | null;
}) {
  const id = useId();
  return (
    <Stack gap={4}>
      <Text id={`${id}-label`} fw={600} size="sm">
        {label}
      </Text>
      {/* Enter chooses a star (Mantine's Rating): it must not also send the form. */}
      <Group
        gap="sm"
        onKeyDownCapture={(event) => {
          if (event.key === 'Enter') event.preventDefault();
        }}
      >
        <Rating
          value={value}
          onChange={onChange}
          size="lg"
          role="radiogroup"
          aria-labelledby={`${id}-label`}
          aria-describedby={error ? `${id}-error` : undefined}
          getSymbolLabel={(score) => (score === 0 ? 'No score' : (SCORE_LABELS[score - 1] ?? String(score)))}
        />
        <Text size="sm" aria-live="polite">
          {value > 0 ? scoreLabel(value) : ''}
        </Text>
      </Group>
      {error && (
        <Text id={`${id}-error`} size="sm" c="red.8" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}

function ReviewReadOnly({ ticket, token }: { ticket: TicketDetail; token: string }) {
  const review = useTicketReview(ticket.id, token);
  if (review.isPending) return <PageLoader />;
  if (review.isError) {
    return (
      <ErrorState
        title="Could not load your review"
        message={ticketErrorMessage(review.error)}
        onRetry={() => void review.refetch()}
      />
    );
  }
  const r = review.data;
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} shadow="xs" component="section" aria-label="Your review">
      <Stack gap="lg">
        <Text size="sm" c="gray.7">
          Written {formatHistoryDate(r.reviewDate)}
        </Text>
        <ReadOnlyScore title={ticket.companyName} score={r.companyScore} comment={r.companyComment} />
        <ReadOnlyScore title="UpKeep" score={r.upKeepScore} comment={r.upKeepComment} />
        <Group>
          <Button component={Link} to={detailPath(ticket.id)} variant="light">
            Back to the ticket
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

function ReadOnlyScore({ title, score, comment }: { title: string; score: number; comment: string }) {
  return (
    <Stack gap={4}>
      <Title order={2} size="h5">
        {title}
      </Title>
      <Group gap="sm">
        <Rating value={score} readOnly aria-hidden />
        <Text size="sm">
          {score} of 5, {scoreLabel(score)}
        </Text>
      </Group>
      <Text>
        {comment || (
          <Text span c="gray.7">
            No comment.
          </Text>
        )}
      </Text>
    </Stack>
  );
}
