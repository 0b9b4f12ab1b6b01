import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Modal, Paper, Rating, Stack, Text, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  FIELD_LIMITS,
  type ReviewRequest,
  reportReplyRequest,
  reviewRequest,
  STAFF_REASON_MAX,
  type TicketDetail,
} from '@upkeep/contract';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useLocalePath } from '../../i18n/locale';
import { ApiError } from '../../lib/api';
import { errorMessage } from '../../lib/errors';
import { type FieldLabels, schemaErrors } from '../../lib/schema-errors';
import { RequireLogin } from '../../session/require-login';
import { ticketScreenToken, useSession } from '../../session/store';
import { useServiceName } from '../../shared/search/search-services';
import { ErrorState } from '../../ui/error-state';
import { PageLoader } from '../../ui/page-loader';
import { useCreateReview } from './api/create-review';
import { useTicket } from './api/get-ticket';
import { useTicketReview } from './api/get-ticket-review';
import { useReportReply } from './api/report-reply';
import { useTicketDates } from './format';
import { commentTooLong, ticketErrorMessage } from './ticket-errors';
import { detailPath, useTicketScreenParams } from './ticket-params';
import { NoTicketChosen, TicketsFrame } from './ticket-ui';

export const REVIEW_TITLE: MessageDescriptor = msg`Review`;
export const REVIEW_DESCRIPTION: MessageDescriptor = msg`Tell others how the service went.`;
/** The contract's Messages.reviewCreated in the catalogue (held to it by i18n/spec-messages.test.ts). */
export const REVIEW_CREATED: MessageDescriptor = msg`Review created successfully.`;
/** The contract's SCORE_LABELS (spec 000 section 5) in the catalogue, 1 to 5 (held to it by the same test). */
export const SCORE_WORDS: readonly MessageDescriptor[] = [
  msg`Poor`,
  msg`Fair`,
  msg`Good`,
  msg`Very good`,
  msg`Excellent`,
];

/** The word of a review score, 1 to 5, in the screen's language. */
const scoreWord = (i18n: I18n, score: number) => {
  const words = SCORE_WORDS[score - 1];
  return words ? i18n._(words) : i18n._(msg`No score`);
};
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
  const { t, i18n } = useLingui();
  const dates = useTicketDates();
  const serviceName = useServiceName();
  const inLocale = useLocalePath();

  if (!ticketId) return <NoTicketChosen title={i18n._(REVIEW_TITLE)} />;
  if (ticket.isPending) return <PageLoader />;
  if (ticket.isError) {
    return (
      <TicketsFrame title={i18n._(REVIEW_TITLE)}>
        <ErrorState
          title={t`Could not load this ticket`}
          message={ticketErrorMessage(ticket.error)}
          onRetry={() => void ticket.refetch()}
        />
      </TicketsFrame>
    );
  }
  const ticketData = ticket.data;
  const id = ticketData.id;
  const service = serviceName(ticketData.servicesID, ticketData.serviceName);
  const company = ticketData.companyName;
  const day = dates.day(ticketData.scheduledDate);
  return (
    <TicketsFrame
      title={ticketData.isReviewedByCustomer ? t`Your review` : t`Write a review`}
      description={
        <Trans>
          Ticket #{id}: {service} with <strong>{company}</strong>, {day}
        </Trans>
      }
      size="sm"
    >
      {created && (
        <Alert color="teal" variant="light" role="status">
          {i18n._(REVIEW_CREATED)}
        </Alert>
      )}
      {ticketData.isReviewedByCustomer ? (
        <ReviewReadOnly ticket={ticketData} token={token} />
      ) : ticketData.canReview ? (
        <ReviewForm ticket={ticketData} token={token} onCreated={() => setCreated(true)} />
      ) : (
        <Paper withBorder radius="md" p="xl">
          <Stack gap="sm">
            <Text>
              <Trans>This ticket can be reviewed once the service is completed.</Trans>
            </Text>
            <Group>
              <Button component={Link} to={inLocale(detailPath(ticketData.id))} variant="light">
                <Trans>Back to the ticket</Trans>
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

const LABELS: Record<keyof ReviewValues, MessageDescriptor> = {
  CompanyScore: msg`Company score`,
  CompanyComment: msg`About the company`,
  UpKeepScore: msg`UpKeep score`,
  UpKeepComment: msg`About UpKeep`,
};
/** The screen's words for a score not chosen (the contract's reviewRequest says 'must be 1 to 5'). */
const SCORE_MISSING: MessageDescriptor = msg`Choose a score from 1 to 5`;

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
function reviewErrors(i18n: I18n, ticketId: number, values: ReviewValues) {
  const labels = Object.fromEntries(
    Object.entries(LABELS).map(([field, words]) => [field, i18n._(words)]),
  ) as FieldLabels<ReviewValues>;
  const errors = schemaErrors(reviewRequest, reviewBody(ticketId, values), labels);
  if (errors.CompanyScore) errors.CompanyScore = i18n._(SCORE_MISSING);
  if (errors.UpKeepScore) errors.UpKeepScore = i18n._(SCORE_MISSING);
  if (errors.CompanyComment) errors.CompanyComment = commentTooLong(labels.CompanyComment, COMMENT_MAX);
  if (errors.UpKeepComment) errors.UpKeepComment = commentTooLong(labels.UpKeepComment, COMMENT_MAX);
  return errors;
}

function ReviewForm({ ticket, token, onCreated }: { ticket: TicketDetail; token: string; onCreated: () => void }) {
  const create = useCreateReview(token);
  const { t, i18n } = useLingui();
  const inLocale = useLocalePath();
  const form = useForm<ReviewValues>({
    mode: 'controlled',
    initialValues: { CompanyScore: 0, CompanyComment: '', UpKeepScore: 0, UpKeepComment: '' },
    validate: (values) => reviewErrors(i18n, ticket.id, values),
  });
  const company = ticket.companyName;

  const onSubmit = form.onSubmit((values) => {
    if (create.isPending) return;
    create.mutate(reviewBody(ticket.id, values), { onSuccess: onCreated });
  });

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} shadow="xs">
      <form onSubmit={onSubmit} aria-label={t`Write a review`} noValidate>
        <Stack gap="lg">
          {create.isError && (
            <Alert color="red" variant="light" role="alert">
              {create.error instanceof ApiError && [400, 401, 409].includes(create.error.statusCode)
                ? create.error.message
                : t`The review could not be sent. Try again later.`}
            </Alert>
          )}
          <ScoreInput
            label={t`How was ${company}?`}
            value={form.values.CompanyScore}
            onChange={(score) => form.setFieldValue('CompanyScore', score)}
            error={form.errors.CompanyScore}
          />
          <Textarea
            label={i18n._(LABELS.CompanyComment)}
            rows={4}
            maxLength={COMMENT_MAX}
            {...form.getInputProps('CompanyComment')}
          />
          <ScoreInput
            label={t`How was booking with UpKeep?`}
            value={form.values.UpKeepScore}
            onChange={(score) => form.setFieldValue('UpKeepScore', score)}
            error={form.errors.UpKeepScore}
          />
          <Textarea
            label={i18n._(LABELS.UpKeepComment)}
            description={t`Shown on our public reviews page with your first name.`}
            rows={4}
            maxLength={COMMENT_MAX}
            {...form.getInputProps('UpKeepComment')}
          />
          <Group justify="flex-end" gap="sm">
            <Button component={Link} to={inLocale(detailPath(ticket.id))} variant="default">
              <Trans>Back to the ticket</Trans>
            </Button>
            <Button type="submit" loading={create.isPending}>
              <Trans>Send review</Trans>
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
  const { i18n } = useLingui();
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
          getSymbolLabel={(score) => scoreWord(i18n, score)}
        />
        <Text size="sm" aria-live="polite">
          {value > 0 ? scoreWord(i18n, value) : ''}
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
  const { t } = useLingui();
  const dates = useTicketDates();
  const inLocale = useLocalePath();
  if (review.isPending) return <PageLoader />;
  if (review.isError) {
    return (
      <ErrorState
        title={t`Could not load your review`}
        message={ticketErrorMessage(review.error)}
        onRetry={() => void review.refetch()}
      />
    );
  }
  const r = review.data;
  const company = ticket.companyName;
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'xl' }}
      shadow="xs"
      component="section"
      aria-label={t`Your review`}
    >
      <Stack gap="lg">
        <Text size="sm" c="gray.7">
          <Trans>Written {dates.day(r.reviewDate)}</Trans>
        </Text>
        <ReadOnlyScore title={ticket.companyName} score={r.companyScore} comment={r.companyComment} />
        {r.companyReply && (
          <Paper
            radius="md"
            p="sm"
            bg="gray.0"
            ml={{ base: 'sm', sm: 'lg' }}
            component="section"
            aria-label={t`Reply from ${company}`}
          >
            <Text size="sm" fw={600}>
              {t`Reply from ${company}`}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {r.companyReply}
            </Text>
            <ReportReply ticketId={ticket.id} token={token} />
          </Paper>
        )}
        <ReadOnlyScore title="UpKeep" score={r.upKeepScore} comment={r.upKeepComment} />
        <Group>
          <Button component={Link} to={inLocale(detailPath(ticket.id))} variant="light">
            <Trans>Back to the ticket</Trans>
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

function ReadOnlyScore({ title, score, comment }: { title: string; score: number; comment: string }) {
  const { i18n } = useLingui();
  const word = scoreWord(i18n, score);
  return (
    <Stack gap={4}>
      <Title order={2} size="h5">
        {title}
      </Title>
      <Group gap="sm">
        <Rating value={score} readOnly aria-hidden />
        <Text size="sm">
          <Trans>
            {score} of 5, {word}
          </Trans>
        </Text>
      </Group>
      <Text>
        {comment || (
          <Text span c="gray.7">
            <Trans>No comment.</Trans>
          </Text>
        )}
      </Text>
    </Stack>
  );
}

export const REPLY_REPORTED: MessageDescriptor = msg`Thank you: our team will look at this reply.`;

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
  const { t, i18n } = useLingui();
  if (report.isSuccess) {
    return (
      <Text size="sm" c="teal.9" mt="xs" role="status">
        {i18n._(REPLY_REPORTED)}
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
      // The contract's reason ('is required', 'must be at most … characters') in English; another language says
      // what the field takes.
      const max = STAFF_REASON_MAX;
      setProblem(
        i18n.locale === 'en'
          ? `Reason ${parsed.error.issues[0]?.message ?? 'is required'}`
          : t`Write the reason, in at most ${max} characters.`,
      );
      return;
    }
    setProblem(null);
    report.mutate(parsed.data.Reason, { onSuccess: () => setOpened(false) });
  };
  return (
    <>
      <Group justify="flex-end" mt="xs">
        <Button variant="subtle" size="compact-sm" color="gray.8" onClick={() => setOpened(true)}>
          <Trans>Report this reply</Trans>
        </Button>
      </Group>
      <Modal opened={opened} onClose={close} title={t`Report this reply`} centered>
        <Stack gap="md">
          <Text size="sm">
            <Trans>Tell us what is wrong with the company's reply. Our team reads every report.</Trans>
          </Text>
          <Textarea
            label={t`Reason`}
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
              {errorMessage(report.error, t`The report could not be sent. Try again later.`)}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              <Trans>Cancel</Trans>
            </Button>
            <Button color="red" loading={report.isPending} onClick={submit}>
              <Trans>Send report</Trans>
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
