import { Alert, Button, Group, Modal, Paper, Rating, Stack, Text, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  FIELD_LIMITS,
  Messages,
  type ReviewRequest,
  reportReplyRequest,
  reviewRequest,
  SCORE_LABELS,
  STAFF_REASON_MAX,
  type TicketDetail,
} from '@upkeep/contract';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../lib/api';
import { errorMessage } from '../../lib/errors';
import { type FieldLabels, schemaErrors } from '../../lib/schema-errors';
import { RequireLogin } from '../../session/require-login';
import { ticketScreenToken, useSession } from '../../session/store';
import { ErrorState } from '../../ui/error-state';
import { PageLoader } from '../../ui/page-loader';
import { useCreateReview } from './api/create-review';
import { useTicket } from './api/get-ticket';
import { useTicketReview } from './api/get-ticket-review';
import { useReportReply } from './api/report-reply';
import { formatListDate, scoreLabel } from './format';
import { ticketErrorMessage } from './ticket-errors';
import { detailPath, useTicketScreenParams } from './ticket-params';
import { NoTicketChosen, TicketsFrame } from './ticket-ui';

export const REVIEW_TITLE = 'Review';
export const REVIEW_DESCRIPTION = 'Tell others how the service went.';
const COMMENT_MAX = FIELD_LIMITS.message;

export function ReviewPage() {
  return (
    <RequireLogin redirectTo="/sign-in" orTicketLink>
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
  const token = useSession(ticketScreenToken) ?? '';
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

/** The form as typed, under the API's field names: the scores start unchosen (0). */
interface ReviewValues {
  CompanyScore: number;
  CompanyComment: string;
  UpKeepScore: number;
  UpKeepComment: string;
}

const LABELS: FieldLabels<ReviewValues> = {
  CompanyScore: 'Company score',
  CompanyComment: 'About the company',
  UpKeepScore: 'UpKeep score',
  UpKeepComment: 'About UpKeep',
};
/** The screen's words for a score not chosen (the contract's reviewRequest says 'must be 1 to 5'). */
const SCORE_MISSING = 'Choose a score from 1 to 5';

/** What POST /customer/reviews receives: the ticket, the scores and the comments trimmed. */
function reviewBody(ticketId: number, values: ReviewValues): ReviewRequest {
  return {
    TicketID: ticketId,
    CompanyScore: values.CompanyScore,
    CompanyComment: values.CompanyComment.trim(),
    UpKeepScore: values.UpKeepScore,
    UpKeepComment: values.UpKeepComment.trim(),
  };
}

/** Checks the body with the contract's reviewRequest, as the server will; a score's problem in the screen's words. */
function reviewErrors(ticketId: number, values: ReviewValues) {
  const errors = schemaErrors(reviewRequest, reviewBody(ticketId, values), LABELS);
  if (errors.CompanyScore) errors.CompanyScore = SCORE_MISSING;
  if (errors.UpKeepScore) errors.UpKeepScore = SCORE_MISSING;
  return errors;
}

function ReviewForm({ ticket, token, onCreated }: { ticket: TicketDetail; token: string; onCreated: () => void }) {
  const create = useCreateReview(token);
  const form = useForm<ReviewValues>({
    mode: 'controlled',
    initialValues: { CompanyScore: 0, CompanyComment: '', UpKeepScore: 0, UpKeepComment: '' },
    validate: (values) => reviewErrors(ticket.id, values),
  });

  const onSubmit = form.onSubmit((values) => {
    if (create.isPending) return;
    create.mutate(reviewBody(ticket.id, values), { onSuccess: onCreated });
  });

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} shadow="xs">
      <form onSubmit={onSubmit} aria-label="Write a review" noValidate>
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
            value={form.values.CompanyScore}
            onChange={(score) => form.setFieldValue('CompanyScore', score)}
            error={form.errors.CompanyScore}
          />
          <Textarea
            label="About the company"
            rows={4}
            maxLength={COMMENT_MAX}
            {...form.getInputProps('CompanyComment')}
          />
          <ScoreInput
            label="How was booking with UpKeep?"
            value={form.values.UpKeepScore}
            onChange={(score) => form.setFieldValue('UpKeepScore', score)}
            error={form.errors.UpKeepScore}
          />
          <Textarea
            label="About UpKeep"
            description="Shown on our public reviews page with your first name."
            rows={4}
            maxLength={COMMENT_MAX}
            {...form.getInputProps('UpKeepComment')}
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
  error?: React.ReactNode;
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
          Written {formatListDate(r.reviewDate)}
        </Text>
        <ReadOnlyScore title={ticket.companyName} score={r.companyScore} comment={r.companyComment} />
        {r.companyReply && (
          <Paper
            radius="md"
            p="sm"
            bg="gray.0"
            ml={{ base: 'sm', sm: 'lg' }}
            component="section"
            aria-label={`Reply from ${ticket.companyName}`}
          >
            <Text size="sm" fw={600}>
              Reply from {ticket.companyName}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {r.companyReply}
            </Text>
            <ReportReply ticketId={ticket.id} token={token} />
          </Paper>
        )}
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

export const REPLY_REPORTED = 'Thank you: our team will look at this reply.';

/**
 * "Report this reply": the reviewer tells UpKeep's staff the company's reply is abusive or wrong, with a
 * reason (POST /customer/reviews/ticket/{id}/report-reply). A reply reported before answers 409 with the
 * server's words, shown in the dialog.
 */
function ReportReply({ ticketId, token }: { ticketId: number; token: string }) {
  const report = useReportReply(ticketId, token);
  const [opened, setOpened] = useState(false);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  if (report.isSuccess) {
    return (
      <Text size="sm" c="teal.9" mt="xs" role="status">
        {REPLY_REPORTED}
      </Text>
    );
  }
  const close = () => {
    setOpened(false);
    setProblem(null);
    report.reset();
  };
  const submit = () => {
    const parsed = reportReplyRequest.safeParse({ Reason: reason });
    if (!parsed.success) {
      setProblem(`Reason ${parsed.error.issues[0]?.message ?? 'is required'}`);
      return;
    }
    setProblem(null);
    report.mutate(parsed.data.Reason, { onSuccess: () => setOpened(false) });
  };
  return (
    <>
      <Group justify="flex-end" mt="xs">
        <Button variant="subtle" size="compact-sm" color="gray.8" onClick={() => setOpened(true)}>
          Report this reply
        </Button>
      </Group>
      <Modal opened={opened} onClose={close} title="Report this reply" centered>
        <Stack gap="md">
          <Text size="sm">Tell us what is wrong with the company's reply. Our team reads every report.</Text>
          <Textarea
            label="Reason"
            required
            rows={3}
            maxLength={STAFF_REASON_MAX}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            error={problem}
            data-autofocus
          />
          {report.isError && (
            <Alert color="red" variant="light" role="alert">
              {errorMessage(report.error, 'The report could not be sent. Try again later.')}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button color="red" loading={report.isPending} onClick={submit}>
              Send report
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
