/**
 * /quote/{id} and /es/quote/{id} (issue 50, decision 0039): a company's quote on the customer's booking, read on a
 * phone. The company, the service, the status in words and the last day to answer; each option a card to choose (radio
 * buttons: Tab and the arrow keys) with its lines and add-ons to tick, the totals as checkout shows them recomputed for
 * the choice (`quoteTotals`) and the deposit due at approval; the job's photos, the terms and the cancellation policy;
 * declining with a reason, or asking for changes in the booking's messages. An approved, declined or expired quote
 * shows its state and no choice. A signed-in customer opens it from their e-mail; a guest through the booking's private
 * link (`?to=quote&quote={id}`), whose session opens this quote of its ticket only.
 *
 * The approval (a typed signature and the deposit's payment) is slotted in below the totals of an open quote: the
 * `approve` slot of QuoteChoiceView, given the quote, the option chosen and the add-ons ticked.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Badge, Button, Card, Group, Image, Loader, Stack, Text, Title } from '@mantine/core';
import type { CustomerQuote, QuoteOptionAnswer } from '@upkeep/contract';
import { lazy, Suspense, useCallback, useState } from 'react';
import { Link } from 'react-router';
import { useFormatDate } from '../../i18n/format-date';
import { useLocalePath } from '../../i18n/locale';
import { ApiError } from '../../lib/api';
import { RequireLogin } from '../../session/require-login';
import { ticketScreenToken, useSession } from '../../session/store';
import { usePhotoUrl } from '../../shared/tickets/work-photos';
import { ErrorState } from '../../ui/error-state';
import { PageLoader } from '../../ui/page-loader';
import { ScreenFrame } from '../../ui/screen-frame';
import { useQuote } from './api/get-quote';
import { loadQuotePhoto } from './api/load-quote-photo';
import { chosenTotals, isOpen, shownStatus } from './quote-model';
import { QuoteOptionsChoice, QuoteOptionsList, QuoteTotalsList } from './quote-options';
import { ACCESS_DENIED_TICKET, policyWords, QUOTE_TITLE, STATUS_COLORS, statusWord } from './quote-words';

export { QUOTE_DESCRIPTION, QUOTE_TITLE } from './quote-words';

/** The decline's form (its text box), loaded when the customer asks to decline. */
const QuoteDecline = lazy(() => import('./quote-decline').then((m) => ({ default: m.QuoteDecline })));

/** A positive whole number from the path, else null. */
function quoteIdOf(value: string | undefined): number | null {
  const n = value && /^\d+$/.test(value) ? Number(value) : Number.NaN;
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

/** The approval's part, slotted in below the totals of an open quote (a later slice's `<QuoteApprove />`). */
export type QuoteApproveSlot = (choice: {
  quote: CustomerQuote;
  option: QuoteOptionAnswer;
  addOnIds: readonly number[];
}) => React.ReactNode;

export function QuotePage({ id, approve }: { id: string | undefined; approve?: QuoteApproveSlot }) {
  const quoteId = quoteIdOf(id);
  return (
    <RequireLogin redirectTo="/sign-in" orTicketLink>
      {quoteId ? <QuoteScreen key={quoteId} id={quoteId} approve={approve} /> : <QuoteNotFound />}
    </RequireLogin>
  );
}

function QuoteNotFound() {
  const { t } = useLingui();
  const inLocale = useLocalePath();
  return (
    <ScreenFrame size="sm" title={t`Quote not found`}>
      <Text>
        <Trans>This quote is not one of yours, or the link is mistyped.</Trans>
      </Text>
      <Group>
        <Button component={Link} to={inLocale('/my-tickets')}>
          <Trans>My tickets</Trans>
        </Button>
      </Group>
    </ScreenFrame>
  );
}

function QuoteScreen({ id, approve }: { id: number; approve?: QuoteApproveSlot }) {
  const token = useSession(ticketScreenToken) ?? '';
  const quote = useQuote(id, token);
  const { t, i18n } = useLingui();
  if (quote.isPending) return <PageLoader />;
  if (quote.isError) {
    const status = quote.error instanceof ApiError ? quote.error.statusCode : null;
    if (status === 404) return <QuoteNotFound />;
    // As the ticket's screen answers a stranger: its 'Access denied…', with a retry.
    const message =
      status === 401
        ? i18n._(ACCESS_DENIED_TICKET)
        : status === 0 && quote.error instanceof ApiError
          ? quote.error.message
          : t`Check your connection and try again.`;
    return (
      <ScreenFrame size="sm" title={i18n._(QUOTE_TITLE)}>
        <ErrorState title={t`Could not load this quote`} message={message} onRetry={() => void quote.refetch()} />
      </ScreenFrame>
    );
  }
  return <QuoteView quote={quote.data} token={token} approve={approve} />;
}

function QuoteView({ quote, token, approve }: { quote: CustomerQuote; token: string; approve?: QuoteApproveSlot }) {
  const { t, i18n } = useLingui();
  const dates = useFormatDate();
  const inLocale = useLocalePath();
  const status = shownStatus(quote);
  const open = isOpen(quote);
  const serviceName = quote.serviceName;
  const company = quote.company.name;
  const lastDay = dates.date(quote.expiresOn);
  const ticketPath = inLocale(`/detail-ticket?TicketId=${quote.ticketId}`);
  return (
    <ScreenFrame
      size="sm"
      title={t`Quote for ${serviceName}`}
      description={<Trans>From {company}</Trans>}
      actions={
        <Badge color={STATUS_COLORS[status]} c="dark.8" variant="light" radius="sm" size="lg">
          {statusWord(i18n, status)}
        </Badge>
      }
    >
      <Anchor component={Link} to={ticketPath} size="sm">
        ‹ <Trans>Your booking</Trans>
      </Anchor>
      {open && (
        <Text>
          <Trans>Answer by {lastDay}.</Trans>
        </Text>
      )}
      <QuoteState quote={quote} status={status} />
      {open ? <QuoteChoiceView quote={quote} approve={approve} /> : <QuoteOptionsList quote={quote} />}
      <QuotePhotos quote={quote} token={token} />
      <Card withBorder radius="md" padding="md" component="section" aria-labelledby="quote-terms">
        <Stack gap="xs">
          <Title order={2} size="h4" id="quote-terms">
            <Trans>Terms</Trans>
          </Title>
          {quote.terms ? (
            <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{quote.terms}</Text>
          ) : (
            <Text c="gray.7">
              <Trans>{company} added no terms of their own.</Trans>
            </Text>
          )}
          <Title order={3} size="h5" mt="xs">
            <Trans>Cancellation policy</Trans>
          </Title>
          <Text size="sm">{policyWords(i18n, quote.cancellationPolicy)}</Text>
        </Stack>
      </Card>
      {open && (
        <>
          <Card withBorder radius="md" padding="md" component="section" aria-labelledby="quote-changes">
            <Stack gap="xs">
              <Title order={2} size="h4" id="quote-changes">
                <Trans>Something to change?</Trans>
              </Title>
              <Text size="sm">
                <Trans>Write to {company} in your booking's messages: they can send you a new version.</Trans>
              </Text>
              <Group>
                <Button component={Link} to={ticketPath} variant="default">
                  <Trans>Ask for changes</Trans>
                </Button>
              </Group>
            </Stack>
          </Card>
          <DeclineCard quote={quote} token={token} />
        </>
      )}
    </ScreenFrame>
  );
}

/** Declining: why it matters, and the form once asked for. */
function DeclineCard({ quote, token }: { quote: CustomerQuote; token: string }) {
  const { t } = useLingui();
  const [asked, setAsked] = useState(false);
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="quote-decline">
      <Stack gap="sm">
        <Title order={2} size="h4" id="quote-decline">
          <Trans>Decline</Trans>
        </Title>
        <Text size="sm" c="gray.7">
          <Trans>If this quote is not for you, tell the company why. They can send you a new one.</Trans>
        </Text>
        {asked ? (
          <Suspense fallback={<Loader size="sm" role="progressbar" aria-label={t`Loading`} />}>
            <QuoteDecline quoteId={quote.id} token={token} />
          </Suspense>
        ) : (
          <Group>
            <Button variant="outline" color="red.8" onClick={() => setAsked(true)}>
              <Trans>Decline this quote</Trans>
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}

/** An approved, declined or expired quote says so. */
function QuoteState({ quote, status }: { quote: CustomerQuote; status: ReturnType<typeof shownStatus> }) {
  const dates = useFormatDate();
  const company = quote.company.name;
  if (status === 'approved') {
    const approval = quote.approval;
    const signer = approval?.signedName ?? '';
    const when = approval?.approvedAt ? dates.dateTime(approval.approvedAt) : null;
    const scheduled = approval?.scheduledAt ? dates.dateTime(approval.scheduledAt) : null;
    return (
      <Alert color="teal" variant="light" role="status" title={<Trans>You approved this quote</Trans>}>
        <Stack gap={4}>
          {scheduled && (
            <Text size="sm">
              <Trans>Your job is scheduled for {scheduled}.</Trans>
            </Text>
          )}
          {when && signer ? (
            <Text size="sm">
              <Trans>
                Signed by {signer} on {when}.
              </Trans>
            </Text>
          ) : null}
        </Stack>
      </Alert>
    );
  }
  if (status === 'declined') {
    const reason = quote.declineReason;
    return (
      <Alert color="gray" variant="light" role="status" title={<Trans>You declined this quote</Trans>}>
        <Stack gap={4}>
          {reason && <Text size="sm">{<Trans>Your reason: {reason}</Trans>}</Text>}
          <Text size="sm">
            <Trans>{company} was told. They may send you a new quote.</Trans>
          </Text>
        </Stack>
      </Alert>
    );
  }
  if (status === 'expired') {
    const lastDay = dates.date(quote.expiresOn);
    return (
      <Alert color="gray" variant="light" role="status" title={<Trans>This quote has expired</Trans>}>
        <Trans>
          It could be answered until {lastDay}. Ask {company} for a new one in your booking's messages.
        </Trans>
      </Alert>
    );
  }
  return null;
}

/** An open quote: the option and add-ons to choose, the totals for that choice, and the approval's slot below them. */
function QuoteChoiceView({ quote, approve }: { quote: CustomerQuote; approve?: QuoteApproveSlot }) {
  const first = quote.options[0];
  const [optionId, setOptionId] = useState<number>(first?.id ?? 0);
  const [addOnIds, setAddOnIds] = useState<number[]>([]);
  const option = quote.options.find((o) => o.id === optionId) ?? first;
  if (!option) return null;
  const choose = (id: number) => {
    if (id === optionId) return;
    setOptionId(id);
    // The add-ons are each option's own: a new option starts with none ticked.
    setAddOnIds([]);
  };
  const toggle = (id: number) =>
    setAddOnIds((ticked) => (ticked.includes(id) ? ticked.filter((x) => x !== id) : [...ticked, id]));
  return (
    <>
      <QuoteOptionsChoice quote={quote} optionId={option.id} addOnIds={addOnIds} onOption={choose} onAddOn={toggle} />
      <QuoteTotalsList totals={chosenTotals(quote, option, addOnIds)} />
      {approve?.({ quote, option, addOnIds })}
    </>
  );
}

/** The job's photos the company shows with the quote (the ticket's, fetched with the caller's token). */
function QuotePhotos({ quote, token }: { quote: CustomerQuote; token: string }) {
  const { t } = useLingui();
  const ticketId = quote.ticketId;
  const load = useCallback((photoId: number) => loadQuotePhoto(token, ticketId, photoId), [token, ticketId]);
  if (quote.photoIds.length === 0) return null;
  const count = quote.photoIds.length;
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="quote-photos">
      <Title order={2} size="h4" id="quote-photos" mb="sm">
        <Trans>Photos</Trans>
      </Title>
      <Group gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {quote.photoIds.map((photoId, index) => {
          const n = index + 1;
          return (
            <li key={photoId}>
              <QuotePhoto photoId={photoId} load={load} label={t`Photo ${n} of ${count}`} />
            </li>
          );
        })}
      </Group>
    </Card>
  );
}

function QuotePhoto({ photoId, load, label }: { photoId: number; load: (id: number) => Promise<Blob>; label: string }) {
  const { t } = useLingui();
  const { url, failed } = usePhotoUrl(photoId, load);
  if (failed) {
    return (
      <Text size="xs" c="red.8" w={132}>
        <Trans>This photo could not be loaded.</Trans>
      </Text>
    );
  }
  if (!url) return <Loader size="sm" role="progressbar" aria-label={t`Loading ${label}`} />;
  return (
    <Anchor href={url} target="_blank" rel="noopener" aria-label={t`${label} (opens the full photo)`}>
      <Image src={url} alt={label} w={132} h={132} fit="cover" radius="sm" />
    </Anchor>
  );
}
