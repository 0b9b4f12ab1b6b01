import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, Card, Group, Loader, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { companyPagePath, KEPT_FEE_LABEL, requestSentText, type TicketDetail } from '@upkeep/contract';
import { lazy, Suspense, useCallback, useState } from 'react';
import { Link } from 'react-router';
import { useLocaleNavigate, useLocalePath } from '../../i18n/locale';
import { ApiError } from '../../lib/api';
import { formatMoney } from '../../lib/money';
import { RequireLogin } from '../../session/require-login';
import { ticketScreenToken, useSession } from '../../session/store';
import { Conversation } from '../../shared/conversations/conversation';
import { useServiceName } from '../../shared/search/search-services';
import { StatusBadge } from '../../shared/tickets/status-badge';
import { TicketTotalsList } from '../../shared/tickets/ticket-totals';
import { WorkPhotos } from '../../shared/tickets/work-photos';
import { ErrorState } from '../../ui/error-state';
import { PageLoader } from '../../ui/page-loader';
import { downloadTicketCalendar } from './api/download-ticket-calendar';
import { downloadTicketPdf } from './api/download-ticket-pdf';
import { useOpenCharges } from './api/get-open-charges';
import { useStatusFlow } from './api/get-status-flow';
import { useTicket } from './api/get-ticket';
import { useTicketHistory } from './api/get-ticket-history';
import { useTicketLines } from './api/get-ticket-lines';
import { loadTicketPhoto, useTicketPhotos } from './api/get-ticket-photos';
import { ticketKeys } from './api/keys';
import { useTicketConversation } from './api/ticket-messages';
import { useTicketDates } from './format';
import { MoveRequestNotice } from './move-result';
import { OpenChargesTable } from './open-charges-table';
import { PhotoConsentPrompt } from './photo-consent';
import { QuoteNotice } from './quote-notice';
import { ACCESS_DENIED_TICKET, OPEN_CHARGE_FAILED, ticketErrorMessage } from './ticket-errors';
import { useTicketScreenParams } from './ticket-params';
import { CardList, dataWord, ItemCard, NoTicketChosen, TicketsFrame, useCompactLayout } from './ticket-ui';

export const DETAIL_TICKET_TITLE: MessageDescriptor = msg`Ticket detail`;
export const DETAIL_TICKET_DESCRIPTION: MessageDescriptor = msg`A booking, its services, its history and its charges.`;
/** The contract's Messages this screen says, in the catalogue (held to it by i18n/spec-messages.test.ts). */
export const OPEN_CHARGE_DECLINED: MessageDescriptor = msg`Open Charge Declined successfully.`;

/** The totals' words as the contract's ticketTotals writes them, said in the screen's language. */
const TOTALS_WORDS: Record<string, MessageDescriptor> = {
  Services: msg`Services`,
  'Booking fee': msg`Booking fee`,
  Discount: msg`Discount`,
  Total: msg`Total`,
  Paid: msg`Paid`,
  Refunded: msg`Refunded`,
  [KEPT_FEE_LABEL]: msg`Cancellation fee (kept)`,
  Balance: msg`Balance`,
};

export function TicketDetailPage() {
  return (
    <RequireLogin redirectTo="/sign-in" orTicketLink>
      <TicketDetailScreen />
    </RequireLogin>
  );
}

function TicketDetailScreen() {
  const { ticketId } = useTicketScreenParams();
  const { i18n } = useLingui();
  if (!ticketId) return <NoTicketChosen title={i18n._(DETAIL_TICKET_TITLE)} />;
  return <TicketDetailView key={ticketId} ticketId={ticketId} />;
}

function TicketDetailView({ ticketId }: { ticketId: number }) {
  const token = useSession(ticketScreenToken) ?? '';
  const ticket = useTicket(ticketId, token);
  // Asked with the ticket (the charges) or as soon as it says (the next steps): the screen shows once its actions'
  // row can be drawn whole (issue 48), where a Pay Charge or a next step that came later pushed the visit down.
  const charges = useOpenCharges(ticketId, token);
  const flow = useStatusFlow(ticketId, token, ticket.data?.canCustomerUpdate ?? false);
  const { t } = useLingui();
  if (ticket.isPending || (ticket.isSuccess && !actionsKnown(ticket.data, charges, flow))) return <PageLoader />;
  if (ticket.isError) {
    // design.md section 7: the spec's detail shows nothing on failure; we show why, with a retry.
    return (
      <TicketsFrame title={t`Ticket #${ticketId}`}>
        <ErrorState
          title={t`Could not load this ticket`}
          message={ticketErrorMessage(ticket.error)}
          onRetry={() => void ticket.refetch()}
        />
      </TicketsFrame>
    );
  }
  return <TicketDetailLoaded ticket={ticket.data} token={token} charges={charges} flow={flow} />;
}

type ChargesQuery = ReturnType<typeof useOpenCharges>;
type FlowQuery = ReturnType<typeof useStatusFlow>;

/**
 * Whether what the actions' row shows besides the ticket's own flags is known: the extra charges (a pending one is
 * Pay Charge) and, when the ticket says the customer may change it, the next steps. A failed answer counts as known
 * (the row, or the charges' section, says so).
 */
function actionsKnown(ticket: TicketDetail, charges: ChargesQuery, flow: FlowQuery): boolean {
  return !charges.isPending && !(ticket.canCustomerUpdate && flow.isPending);
}

function TicketDetailLoaded({
  ticket,
  token,
  charges,
  flow,
}: {
  ticket: TicketDetail;
  token: string;
  charges: ChargesQuery;
  flow: FlowQuery;
}) {
  const queryClient = useQueryClient();
  const lines = useTicketLines(ticket.id, token);
  const history = useTicketHistory(ticket.id, token);
  const [notice, setNotice] = useState<{ color: 'teal' | 'red'; text: string } | null>(null);
  const { t, i18n } = useLingui();
  const inLocale = useLocalePath();
  const dates = useTicketDates();
  const serviceName = useServiceName();
  const totalsWord = (label: string) => {
    const words = TOTALS_WORDS[label];
    if (words) return i18n._(words);
    // An extra charge's line (the API's 'Extra charge: {description} (paid)'): the company's words as written.
    const charge = /^Extra charge: (.*) \((paid|pending)\)$/.exec(label);
    if (!charge) return label;
    const [, description = '', status] = charge;
    return status === 'paid' ? t`Extra charge: ${description} (paid)` : t`Extra charge: ${description} (pending)`;
  };

  const compact = useCompactLayout();
  const refresh = () => queryClient.invalidateQueries({ queryKey: ticketKeys.ticket(token, ticket.id) });
  const pending = (charges.data ?? []).filter((c) => c.status === 'pending');

  const ticketId = ticket.id;
  const service = serviceName(ticket.servicesID, ticket.serviceName);
  return (
    <TicketsFrame
      title={t`Ticket #${ticketId}`}
      description={
        <Trans>
          {service} with{' '}
          <Anchor component={Link} to={inLocale(companyPagePath(ticket.companySlug))} fw={700}>
            {ticket.companyName}
          </Anchor>
        </Trans>
      }
      actions={<StatusBadge status={ticket.status} label={dataWord(i18n, ticket.status)} />}
    >
      {notice && (
        <Alert color={notice.color} variant="light" role={notice.color === 'red' ? 'alert' : 'status'}>
          {notice.text}
        </Alert>
      )}
      {ticket.moveRequest && (
        <MoveRequestNotice request={ticket.moveRequest} duration={ticket.duration} companyName={ticket.companyName} />
      )}
      {ticket.confirmWithinHours !== null && (
        <Alert color="blue" variant="light" role="status">
          <RequestSent company={ticket.companyName} hours={ticket.confirmWithinHours} />
        </Alert>
      )}
      <QuoteNotice quotes={ticket.quotes} companyName={ticket.companyName} />
      <PhotoConsentPrompt ticket={ticket} token={token} />
      <TicketActionsBar ticket={ticket} token={token} flow={flow} hasPendingCharge={pending.length > 0} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <VisitCard ticket={ticket} />
        <TotalsCard ticket={ticket} say={totalsWord} />
      </SimpleGrid>
      {ticket.statusId === COMPLETED && (
        <Suspense fallback={null}>
          <TipCard ticketId={ticket.id} companyName={ticket.companyName} token={token} />
        </Suspense>
      )}
      <Section title={t`Services`}>
        <QueryBlock query={lines} what={t`the services`}>
          {(data) =>
            data.length === 0 ? (
              <Text c="gray.7">
                <Trans>No service lines.</Trans>
              </Text>
            ) : compact ? (
              <CardList label={t`Services`}>
                {data.map((line) => (
                  <ItemCard key={line.id} label={line.displayName}>
                    <Text fw={600}>{line.displayName}</Text>
                    {line.description && (
                      <Text size="sm" c="gray.7">
                        {line.description}
                      </Text>
                    )}
                    <Group justify="space-between" gap="sm">
                      <Text size="sm">
                        <Trans>Quantity {line.quantity}</Trans>
                      </Text>
                      <Text fw={600}>{formatMoney(line.price)}</Text>
                    </Group>
                  </ItemCard>
                ))}
              </CardList>
            ) : (
              <Table.ScrollContainer minWidth={420}>
                <Table verticalSpacing="xs" aria-label={t`Services`}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th scope="col">
                        <Trans>Service</Trans>
                      </Table.Th>
                      <Table.Th scope="col" ta="right">
                        <Trans>Quantity</Trans>
                      </Table.Th>
                      <Table.Th scope="col" ta="right">
                        <Trans>Price</Trans>
                      </Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {data.map((line) => (
                      <Table.Tr key={line.id}>
                        <Table.Td>
                          {line.displayName}
                          {line.description && (
                            <Text size="sm" c="gray.7">
                              {line.description}
                            </Text>
                          )}
                        </Table.Td>
                        <Table.Td ta="right">{line.quantity}</Table.Td>
                        <Table.Td ta="right">{formatMoney(line.price)}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )
          }
        </QueryBlock>
      </Section>
      <TicketMessages ticket={ticket} token={token} />
      <TicketPhotos ticketId={ticket.id} token={token} />
      <Section title={t`Extra charges`}>
        <QueryBlock query={charges} what={t`the extra charges`}>
          {(data) => (
            <OpenChargesTable
              ticket={ticket}
              charges={data}
              token={token}
              onDeclined={() => {
                setNotice({ color: 'teal', text: i18n._(OPEN_CHARGE_DECLINED) });
                void refresh();
              }}
              onDeclineFailed={() => setNotice({ color: 'red', text: i18n._(OPEN_CHARGE_FAILED) })}
            />
          )}
        </QueryBlock>
      </Section>
      <Section title={t`History`}>
        <QueryBlock query={history} what={t`the history`}>
          {(data) =>
            data.length === 0 ? (
              <Text c="gray.7">
                <Trans>No history yet.</Trans>
              </Text>
            ) : compact ? (
              <CardList label={t`History`}>
                {data.map((entry) => (
                  <ItemCard key={entry.id} label={`${dataWord(i18n, entry.status)}, ${dates.moment(entry.updatedAt)}`}>
                    <Group justify="space-between" gap="sm">
                      <Text fw={600}>{dataWord(i18n, entry.status)}</Text>
                      <Text size="sm" c="gray.7">
                        {dates.moment(entry.updatedAt)}
                      </Text>
                    </Group>
                    {entry.comments && <Text size="sm">{entry.comments}</Text>}
                    <Text size="sm" c="gray.7">
                      <Trans>By {dataWord(i18n, entry.userType.type)}</Trans>
                    </Text>
                  </ItemCard>
                ))}
              </CardList>
            ) : (
              <Table.ScrollContainer minWidth={520}>
                <Table verticalSpacing="xs" aria-label={t`History`}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th scope="col">
                        <Trans>Date</Trans>
                      </Table.Th>
                      <Table.Th scope="col">
                        <Trans>Status</Trans>
                      </Table.Th>
                      <Table.Th scope="col">
                        <Trans>Comments</Trans>
                      </Table.Th>
                      <Table.Th scope="col">
                        <Trans>By</Trans>
                      </Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {data.map((entry) => (
                      <Table.Tr key={entry.id}>
                        <Table.Td style={{ whiteSpace: 'nowrap' }}>{dates.moment(entry.updatedAt)}</Table.Td>
                        <Table.Td>{dataWord(i18n, entry.status)}</Table.Td>
                        <Table.Td>{entry.comments}</Table.Td>
                        <Table.Td>{dataWord(i18n, entry.userType.type)}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )
          }
        </QueryBlock>
      </Section>
    </TicketsFrame>
  );
}

/**
 * "Request sent to {company}. They confirm within {n} hours.": the contract's words in English, the same in the
 * screen's other language (the confirmation page's message: one catalogue entry).
 */
function RequestSent({ company, hours }: { company: string; hours: number }) {
  const { i18n } = useLingui();
  if (i18n.locale === 'en') return <>{requestSentText(company, hours)}</>;
  return (
    <Plural
      value={hours}
      one={`Request sent to ${company}. They confirm within # hour.`}
      other={`Request sent to ${company}. They confirm within # hours.`}
    />
  );
}

/** The conversation with the company: questions before the visit, news on the day. */
function TicketMessages({ ticket, token }: { ticket: TicketDetail; token: string }) {
  const conversation = useTicketConversation(ticket.id, token);
  const { t } = useLingui();
  const company = ticket.companyName;
  return (
    <Conversation
      title={t`Messages with ${company}`}
      side="customer"
      conversation={conversation}
      empty={t`No messages yet. Ask ${company} anything about this booking: a gate code, a pet, a question.`}
      placeholder={t`Write to the company`}
    />
  );
}

/** The crew's photos of the work, before and after: shown once there is one. */
function TicketPhotos({ ticketId, token }: { ticketId: number; token: string }) {
  const photos = useTicketPhotos(ticketId, token);
  const load = useCallback((photoId: number) => loadTicketPhoto(token, ticketId, photoId), [token, ticketId]);
  const { t } = useLingui();
  if (!photos.data || photos.data.length === 0) return null;
  return (
    <Section title={t`Photos of the work`}>
      <WorkPhotos photos={photos.data} load={load} />
    </Section>
  );
}

/** A failed PDF download: a 401 is the ticket's access denied, anything else a try-again. */
/** Pending, Scheduled, In Progress: a visit still to happen, which a calendar may hold. */
const LIVE_VISIT = new Set([1, 2, 3]);
/** Completed: the job may be tipped (decision 0039). */
const COMPLETED = 4;

/** The tip card's code (its form, the card's), loaded for a completed ticket only: most pages never need it. */
const TipCard = lazy(() => import('./tip-card').then((m) => ({ default: m.TipCard })));

function pdfErrorMessage(err: Error, say: (words: MessageDescriptor) => string): string {
  return err instanceof ApiError && err.statusCode === 401
    ? say(ACCESS_DENIED_TICKET)
    : say(msg`The PDF could not be downloaded. Try again later.`);
}

/**
 * The buttons the ticket allows (spec 000 section 4): the status-flow action only when canCustomerUpdate,
 * Reschedule only when canCustomerReschedule, Review or See Review, Pay Charge for a pending extra charge,
 * and the PDF. What the customer came to do leads (Pay Charge, then a forward step); a step that cancels keeps
 * the flow's label but comes last, quieter, never the booking's main button (issue 46). "Add to calendar" is for
 * a visit still to happen, not a cancelled, declined or completed one.
 */
function TicketActionsBar({
  ticket,
  token,
  flow,
  hasPendingCharge,
}: {
  ticket: TicketDetail;
  token: string;
  flow: FlowQuery;
  hasPendingCharge: boolean;
}) {
  const navigate = useLocaleNavigate();
  const inLocale = useLocalePath();
  const { t, i18n } = useLingui();
  const download = useMutation({
    mutationFn: () => downloadTicketPdf(ticket.id, ticket.serviceName, token),
  });
  const pdfError = download.error && pdfErrorMessage(download.error, (words) => i18n._(words));
  const calendar = useMutation({ mutationFn: () => downloadTicketCalendar(ticket.id, token) });
  const all = flow.data ?? [];
  const cancels = (step: { action: string }) => step.action.toLowerCase().includes('cancel');
  const steps = { forward: all.filter((s) => !cancels(s)), cancel: all.filter(cancels) };
  const stepButton = (step: (typeof all)[number], kind: 'forward' | 'cancel') => (
    <Button
      key={step.nextStatusID}
      // Dark shades: the light variant's default text shade misses WCAG AA contrast on its tint.
      color={kind === 'cancel' ? 'red.9' : 'teal.9'}
      variant={kind === 'cancel' ? 'subtle' : 'light'}
      // The subtle variant's text takes the colour's light shade (3.1:1 on the page): the dark one is set (WCAG AA).
      c={kind === 'cancel' ? 'red.9' : undefined}
      onClick={() =>
        navigate('/update-status', {
          state: { TicketId: ticket.id, NextStatusID: step.nextStatusID, StatusName: step.action },
        })
      }
    >
      {dataWord(i18n, step.action)}
    </Button>
  );

  return (
    <Stack gap="xs">
      <Group gap="sm" role="group" aria-label={t`Ticket actions`}>
        {hasPendingCharge && (
          <Button
            component={Link}
            to={inLocale('/payment-charge')}
            state={{ TicketId: ticket.id, ServiceID: ticket.servicesID }}
          >
            <Trans>Pay Charge</Trans>
          </Button>
        )}
        {ticket.canCustomerUpdate && steps.forward.map((step) => stepButton(step, 'forward'))}
        {ticket.canCustomerUpdate && flow.isPending && (
          <Loader size="xs" role="progressbar" aria-label={t`Loading the next steps`} />
        )}
        {ticket.canCustomerReschedule && (
          <Button
            component={Link}
            to={inLocale('/booking-reschedule')}
            state={{ ticketID: ticket.id }}
            variant="default"
          >
            <Trans>Reschedule</Trans>
          </Button>
        )}
        {ticket.canReview && !ticket.isReviewedByCustomer && (
          <Button
            component={Link}
            to={inLocale('/create-review')}
            state={{ TicketId: ticket.id, isReviewedByCustomer: false }}
          >
            <Trans>Review</Trans>
          </Button>
        )}
        {ticket.isReviewedByCustomer && (
          <Button
            component={Link}
            to={inLocale('/create-review')}
            state={{ TicketId: ticket.id, isReviewedByCustomer: true }}
            variant="default"
          >
            <Trans>See Review</Trans>
          </Button>
        )}
        <Button variant="default" onClick={() => download.mutate()} loading={download.isPending}>
          <Trans>Download PDF</Trans>
        </Button>
        {LIVE_VISIT.has(ticket.statusId) && (
          <Button variant="default" onClick={() => calendar.mutate()} loading={calendar.isPending}>
            <Trans>Add to calendar</Trans>
          </Button>
        )}
        {ticket.canCustomerUpdate && steps.cancel.map((step) => stepButton(step, 'cancel'))}
      </Group>
      {flow.isError && (
        <Alert color="red" variant="light" role="alert">
          <Group gap="sm">
            <Text size="sm">
              <Trans>Could not load what you can do next with this ticket.</Trans>
            </Text>
            <Button size="compact-sm" variant="light" onClick={() => void flow.refetch()}>
              <Trans>Try again</Trans>
            </Button>
          </Group>
        </Alert>
      )}
      {pdfError && (
        <Alert color="red" variant="light" role="alert">
          {pdfError}
        </Alert>
      )}
      {calendar.isError && (
        <Alert color="red" variant="light" role="alert">
          <Trans>The calendar file could not be downloaded. Try again later.</Trans>
        </Alert>
      )}
    </Stack>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label={title}>
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {children}
    </Card>
  );
}

/** A secondary part of the screen: a loader, its own error with a retry, or its data. */
function QueryBlock<T>({
  query,
  what,
  children,
}: {
  query: { isPending: boolean; isError: boolean; data: T | undefined; refetch: () => unknown };
  what: string;
  children: (data: T) => React.ReactNode;
}) {
  const { t } = useLingui();
  if (query.isPending) return <Loader size="sm" role="progressbar" aria-label={t`Loading ${what}`} />;
  if (query.isError || query.data === undefined) {
    return (
      <Alert color="red" variant="light" role="alert">
        <Group gap="sm">
          <Text size="sm">
            <Trans>Could not load {what}.</Trans>
          </Text>
          <Button size="compact-sm" variant="light" onClick={() => void query.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </Group>
      </Alert>
    );
  }
  return <>{children(query.data)}</>;
}

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text size="sm" c="gray.7" fw={600}>
        {label}
      </Text>
      <Text component="div">{children}</Text>
    </div>
  );
}

function VisitCard({ ticket }: { ticket: TicketDetail }) {
  const { t } = useLingui();
  const dates = useTicketDates();
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label={t`Visit`}>
      <Title order={2} size="h4" mb="sm">
        <Trans>Visit</Trans>
      </Title>
      <Stack gap="sm">
        <Field label={t`When`}>{dates.visit(ticket.scheduledDate, ticket.duration)}</Field>
        <Field label={t`Where`}>{ticket.address}</Field>
        <Field label={t`Contact`}>
          {ticket.name}, {ticket.email}, {ticket.phoneNumber}
        </Field>
        {ticket.description && <Field label={t`Problem described`}>{ticket.description}</Field>}
        {ticket.instructions && <Field label={t`Instructions`}>{ticket.instructions}</Field>}
        <Field label={t`Booked`}>{dates.moment(ticket.createdDate)}</Field>
      </Stack>
    </Card>
  );
}

function TotalsCard({ ticket, say }: { ticket: TicketDetail; say: (label: string) => string }) {
  const { t } = useLingui();
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label={t`Totals`}>
      <Title order={2} size="h4" mb="sm">
        <Trans>Totals</Trans>
      </Title>
      <Stack gap={6}>
        <TicketTotalsList totals={ticket.totals} say={say} />
        {ticket.isEstimate && (
          <Text size="sm" c="gray.7">
            <Trans>A free estimate: the company prices the work at the visit.</Trans>
          </Text>
        )}
        {ticket.tip?.status === 'paid' && <TippedLine amount={ticket.tip.amount} />}
      </Stack>
    </Card>
  );
}

/** The tip given, apart from the ticket's totals (it is the company's whole, not the job's price). */
function TippedLine({ amount }: { amount: number }) {
  const tipped = formatMoney(amount);
  return (
    <Text size="sm" fw={600}>
      <Trans>You tipped {tipped}. Thank you!</Trans>
    </Text>
  );
}
