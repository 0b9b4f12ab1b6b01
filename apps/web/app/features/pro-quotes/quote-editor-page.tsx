/**
 * The company's quote editor (issue 50, decision 0039), desktop first: `/pro/quotes/{id}` (GET /company/quotes/{id})
 * and `/pro/jobs/{id}/quote`, where a quote is written on a job and made by its first save (POST
 * /company/tickets/{id}/quotes; the editor then moves to the quote's own address). A draft is saved whole (PUT
 * /company/quotes/{id}) and sent after a confirmation (POST /company/quotes/{id}/send, the form saved first). A sent
 * quote is read only: "Revise" opens the form on it, and its save is the next revision's draft (the customer reads
 * the sent one until that is sent). An approved quote stays read only. What the customer did is shown above: viewed,
 * declined, or the signed approval.
 */
import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import type { CompanyQuote, CompanyTicketDetail, QuoteBody } from '@upkeep/contract';
import { toCents } from '@upkeep/contract';
import { useCallback, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { ApiError } from '../../lib/api';
import { errorMessage } from '../../lib/errors';
import { ErrorState } from '../../ui/error-state';
import { PageLoader } from '../../ui/page-loader';
import { ProFrame } from '../../ui/pro-frame';
import { loadQuotePhoto, useBookingFee, useJobPhotos, useQuoteJob, useQuotePriceList } from './api/get-job';
import { useQuote } from './api/get-quote';
import { type QuoteTarget, useSaveQuote } from './api/save-quote';
import { useSendQuote } from './api/send-quote';
import { QuoteForm } from './quote-form';
import { apiProblems, newQuoteValues, type QuoteErrors, valuesOfRevision } from './quote-model';
import { dayOrNone, QuoteStatusBadge, useToken } from './quote-ui';
import { CustomerAnswer, RevisionView } from './quote-view';
import { SendQuoteDialog } from './send-quote-dialog-lazy';

/** The statuses of a job a quote may be written on (a confirmed estimate request is Pending). */
export const QUOTABLE_STATUSES = ['Pending', 'Scheduled', 'In Progress'] as const;

/** The id of the URL, or null when it is not a positive number. */
const idOf = (raw: string | undefined): number | null =>
  raw && /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;

const is404 = (error: unknown) => error instanceof ApiError && error.statusCode === 404;

function NotFound({ what }: { what: 'quote' | 'job' }) {
  return (
    <ProFrame title={what === 'quote' ? 'This quote was not found' : 'This job was not found'}>
      <Stack gap="sm" role="alert">
        <Text c="gray.7">It may belong to another company, or the link is wrong.</Text>
        <Group>
          <Button component={Link} to={what === 'quote' ? '/pro/quotes' : '/pro/jobs'}>
            {what === 'quote' ? 'Back to quotes' : 'Back to jobs'}
          </Button>
        </Group>
      </Stack>
    </ProFrame>
  );
}

/** `/pro/quotes/{id}`: a quote of the company's. */
export function QuoteEditorPage({ id }: { id: string | undefined }) {
  const quoteId = idOf(id);
  if (quoteId === null) return <NotFound what="quote" />;
  return <SavedQuote id={quoteId} />;
}

function SavedQuote({ id }: { id: number }) {
  const token = useToken();
  const quote = useQuote(token, id);
  const job = useQuoteJob(token, quote.data?.ticketId ?? null);
  if (quote.isPending) return <PageLoader />;
  if (quote.isError) {
    if (is404(quote.error)) return <NotFound what="quote" />;
    return (
      <ErrorState
        title="Could not load this quote"
        message={errorMessage(quote.error)}
        onRetry={() => void quote.refetch()}
      />
    );
  }
  if (job.isPending) return <PageLoader />;
  if (job.isError) {
    return (
      <ErrorState
        title="Could not load the quote's job"
        message={errorMessage(job.error)}
        onRetry={() => void job.refetch()}
      />
    );
  }
  return <Editor quote={quote.data} job={job.data} />;
}

/** `/pro/jobs/{id}/quote`: a new quote on a job, made by its first save. */
export function NewQuotePage({ jobId }: { jobId: string | undefined }) {
  const ticketId = idOf(jobId);
  const token = useToken();
  const job = useQuoteJob(token, ticketId);
  if (ticketId === null) return <NotFound what="job" />;
  if (job.isPending) return <PageLoader />;
  if (job.isError) {
    if (is404(job.error)) return <NotFound what="job" />;
    return (
      <ErrorState
        title="Could not load this job"
        message={errorMessage(job.error)}
        onRetry={() => void job.refetch()}
      />
    );
  }
  return <Editor quote={null} job={job.data} />;
}

function Editor({ quote, job }: { quote: CompanyQuote | null; job: CompanyTicketDetail }) {
  const token = useToken();
  const navigate = useNavigate();
  const location = useLocation();
  const save = useSaveQuote(token);
  const send = useSendQuote(token);
  const photos = useJobPhotos(token, job.id);
  const priceList = useQuotePriceList(token, job.servicesID);
  const draft = quote?.revisions.find((r) => r.status === 'draft') ?? null;
  const live = quote?.revisions.find((r) => r.status === 'sent') ?? null;
  const newFee = useBookingFee(quote === null && job.fee === 0);
  const [revising, setRevising] = useState(false);
  const [errors, setErrors] = useState<QuoteErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  // The first save or send of a new quote moves to the quote's own address (another screen): its notice goes along.
  const [notice, setNotice] = useState<string | null>((location.state as { notice?: string } | null)?.notice ?? null);
  const [confirming, setConfirming] = useState<QuoteBody | null>(null);
  // A quote made by the first save of a send that failed after: saved again by PUT, not made twice.
  const [madeId, setMadeId] = useState<number | null>(null);
  const loadPhoto = useCallback((photoId: number) => loadQuotePhoto(token, job.id, photoId), [token, job.id]);

  const customer = quote?.customerName ?? job.customer.name;
  const approved = quote?.status === 'approved';
  const editing = !approved && (quote === null || draft !== null || revising);
  const target: QuoteTarget =
    quote || madeId
      ? { ticketId: job.id, quoteId: quote?.id ?? (madeId as number) }
      : { ticketId: job.id, quoteId: null };
  // The fee a sending would freeze: the draft's, the sent revision's for its next, else UpKeep's on an estimate.
  const feeCents = draft ? toCents(draft.fee) : live ? toCents(live.fee) : job.fee > 0 ? 0 : toCents(newFee.data ?? 0);

  const refused = (error: unknown) => {
    const fields = error instanceof ApiError ? apiProblems(error.errors) : {};
    if (Object.keys(fields).length > 0) {
      setErrors(fields);
      setFailure(null);
    } else setFailure(errorMessage(error));
  };
  const onSave = (body: QuoteBody) => {
    setNotice(null);
    setFailure(null);
    save.mutate(
      { target, body },
      {
        onSuccess: (saved) => {
          setErrors({});
          setRevising(false);
          const words = `Draft saved (revision ${saved.draftRevision ?? saved.liveRevision}).`;
          if (quote) setNotice(words);
          else navigate(`/pro/quotes/${saved.id}`, { replace: true, state: { notice: words } });
        },
        onError: refused,
      },
    );
  };
  const sendNow = async (body: QuoteBody) => {
    setNotice(null);
    setFailure(null);
    try {
      const saved = await save.mutateAsync({ target, body });
      if (!quote) setMadeId(saved.id);
      const sent = await send.mutateAsync(saved.id);
      setConfirming(null);
      setErrors({});
      setRevising(false);
      const words = `Quote sent to ${sent.customerName}`;
      if (quote) setNotice(words);
      else navigate(`/pro/quotes/${sent.id}`, { replace: true, state: { notice: words } });
    } catch (error) {
      setConfirming(null);
      refused(error);
    }
  };

  const shown = editing ? null : (live ?? quote?.revisions[0] ?? null);
  const revisionNumber = draft?.revision ?? (revising && live ? live.revision + 1 : (live?.revision ?? 1));
  return (
    <ProFrame
      size="lg"
      title={quote ? `Quote #${quote.id}` : 'Write a quote'}
      description={
        <>
          {customer} · {quote?.serviceName ?? job.serviceName} ·{' '}
          <Anchor component={Link} to={`/pro/jobs/${job.id}`}>
            job #{job.id}
          </Anchor>{' '}
          ({quote?.ticketStatus ?? job.status})
        </>
      }
    >
      <Group gap="sm">
        <Anchor component={Link} to="/pro/quotes" size="sm">
          ‹ All quotes
        </Anchor>
      </Group>
      <Group gap="sm" aria-label="Quote status" role="group">
        {quote ? <QuoteStatusBadge status={quote.status} /> : <QuoteStatusBadge status="draft" />}
        <Text fw={600}>Revision {revisionNumber}</Text>
        {editing && <Text c="gray.7">Draft</Text>}
        {quote?.sentAt && <Text c="gray.7">Sent {dayOrNone(quote.sentAt)}</Text>}
        {shown && <Text c="gray.7">Expires {dayOrNone(shown.expiresOn)}</Text>}
      </Group>
      {notice && (
        <Alert color="teal" variant="light" role="status">
          {notice}
        </Alert>
      )}
      {failure && (
        <Alert color="red" variant="light" role="alert">
          {failure}
        </Alert>
      )}
      {quote && <CustomerAnswer quote={quote} />}
      {editing ? (
        <>
          {live && (
            <Alert color="blue" variant="light">
              {customer} reads revision {live.revision} until you send this one, which then replaces it.
            </Alert>
          )}
          <QuoteForm
            key={draft?.id ?? (revising ? `revise-${live?.id}` : 'new')}
            initial={draft ? valuesOfRevision(draft) : revising && live ? valuesOfRevision(live) : newQuoteValues()}
            feeCents={feeCents}
            priceList={priceList.data}
            photos={photos.data}
            loadPhoto={loadPhoto}
            errors={errors}
            setErrors={setErrors}
            saving={save.isPending && confirming === null}
            sending={confirming !== null && (save.isPending || send.isPending)}
            onSave={onSave}
            onSend={(body) => {
              setFailure(null);
              setConfirming(body);
            }}
            onCancel={revising && !draft ? () => setRevising(false) : undefined}
          />
        </>
      ) : (
        shown && (
          <Stack gap="md">
            {!approved && (
              <Group justify="space-between">
                <Text c="gray.7">
                  A sent quote is locked. A change is a new revision, which replaces this one for the customer once
                  sent.
                </Text>
                <Button
                  variant="light"
                  onClick={() => {
                    setNotice(null);
                    setErrors({});
                    setRevising(true);
                  }}
                >
                  Revise
                </Button>
              </Group>
            )}
            <RevisionView revision={shown} />
          </Stack>
        )
      )}
      <SendQuoteDialog
        opened={confirming !== null}
        customer={customer}
        pending={save.isPending || send.isPending}
        onSend={() => confirming && void sendNow(confirming)}
        onClose={() => setConfirming(null)}
      />
    </ProFrame>
  );
}
