import { Alert, Anchor, Button, Card, Group, Loader, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { companyPagePath, Messages, requestSentText, type TicketDetail } from '@upkeep/contract';
import { useCallback, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ApiError } from '../../lib/api';
import { formatMoment } from '../../lib/format';
import { formatMoney } from '../../lib/money';
import { RequireLogin } from '../../session/require-login';
import { ticketScreenToken, useSession } from '../../session/store';
import { Conversation } from '../../shared/conversations/conversation';
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
import { formatHistoryDate, formatTicketVisit } from './format';
import { MoveRequestNotice } from './move-result';
import { OpenChargesTable } from './open-charges-table';
import { PhotoConsentPrompt } from './photo-consent';
import { ticketErrorMessage } from './ticket-errors';
import { useTicketScreenParams } from './ticket-params';
import { CardList, ItemCard, NoTicketChosen, TicketsFrame, useCompactLayout } from './ticket-ui';

export const DETAIL_TICKET_TITLE = 'Ticket detail';
export const DETAIL_TICKET_DESCRIPTION = 'A booking, its services, its history and its charges.';

export function TicketDetailPage() {
  return (
    <RequireLogin redirectTo="/sign-in" orTicketLink>
      <TicketDetailScreen />
    </RequireLogin>
  );
}

function TicketDetailScreen() {
  const { ticketId } = useTicketScreenParams();
  if (!ticketId) return <NoTicketChosen title={DETAIL_TICKET_TITLE} />;
  return <TicketDetailView key={ticketId} ticketId={ticketId} />;
}

function TicketDetailView({ ticketId }: { ticketId: number }) {
  const token = useSession(ticketScreenToken) ?? '';
  const ticket = useTicket(ticketId, token);
  // Asked with the ticket (the charges) or as soon as it says (the next steps): the screen shows once its actions'
  // row can be drawn whole (issue 48), where a Pay Charge or a next step that came later pushed the visit down.
  const charges = useOpenCharges(ticketId, token);
  const flow = useStatusFlow(ticketId, token, ticket.data?.canCustomerUpdate ?? false);
  if (ticket.isPending || (ticket.isSuccess && !actionsKnown(ticket.data, charges, flow))) return <PageLoader />;
  if (ticket.isError) {
    // design.md section 7: the spec's detail shows nothing on failure; we show why, with a retry.
    return (
      <TicketsFrame title={`Ticket #${ticketId}`}>
        <ErrorState
          title="Could not load this ticket"
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

  const compact = useCompactLayout();
  const refresh = () => queryClient.invalidateQueries({ queryKey: ticketKeys.ticket(token, ticket.id) });
  const pending = (charges.data ?? []).filter((c) => c.status === 'pending');

  return (
    <TicketsFrame
      title={`Ticket #${ticket.id}`}
      description={
        <>
          {ticket.serviceName} with{' '}
          <Anchor component={Link} to={companyPagePath(ticket.companySlug)} fw={700}>
            {ticket.companyName}
          </Anchor>
        </>
      }
      actions={<StatusBadge status={ticket.status} />}
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
          {requestSentText(ticket.companyName, ticket.confirmWithinHours)}
        </Alert>
      )}
      <PhotoConsentPrompt ticket={ticket} token={token} />
      <TicketActionsBar ticket={ticket} token={token} flow={flow} hasPendingCharge={pending.length > 0} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <VisitCard ticket={ticket} />
        <TotalsCard ticket={ticket} />
      </SimpleGrid>
      <Section title="Services">
        <QueryBlock query={lines} what="the services">
          {(data) =>
            data.length === 0 ? (
              <Text c="gray.7">No service lines.</Text>
            ) : compact ? (
              <CardList label="Services">
                {data.map((line) => (
                  <ItemCard key={line.id} label={line.displayName}>
                    <Text fw={600}>{line.displayName}</Text>
                    {line.description && (
                      <Text size="sm" c="gray.7">
                        {line.description}
                      </Text>
                    )}
                    <Group justify="space-between" gap="sm">
                      <Text size="sm">Quantity {line.quantity}</Text>
                      <Text fw={600}>{formatMoney(line.price)}</Text>
                    </Group>
                  </ItemCard>
                ))}
              </CardList>
            ) : (
              <Table.ScrollContainer minWidth={420}>
                <Table verticalSpacing="xs" aria-label="Services">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th scope="col">Service</Table.Th>
                      <Table.Th scope="col" ta="right">
                        Quantity
                      </Table.Th>
                      <Table.Th scope="col" ta="right">
                        Price
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
      <Section title="Extra charges">
        <QueryBlock query={charges} what="the extra charges">
          {(data) => (
            <OpenChargesTable
              ticket={ticket}
              charges={data}
              token={token}
              onDeclined={() => {
                setNotice({ color: 'teal', text: Messages.openChargeDeclined });
                void refresh();
              }}
              onDeclineFailed={() => setNotice({ color: 'red', text: Messages.openChargeFailed })}
            />
          )}
        </QueryBlock>
      </Section>
      <Section title="History">
        <QueryBlock query={history} what="the history">
          {(data) =>
            data.length === 0 ? (
              <Text c="gray.7">No history yet.</Text>
            ) : compact ? (
              <CardList label="History">
                {data.map((entry) => (
                  <ItemCard key={entry.id} label={`${entry.status}, ${formatHistoryDate(entry.updatedAt)}`}>
                    <Group justify="space-between" gap="sm">
                      <Text fw={600}>{entry.status}</Text>
                      <Text size="sm" c="gray.7">
                        {formatHistoryDate(entry.updatedAt)}
                      </Text>
                    </Group>
                    {entry.comments && <Text size="sm">{entry.comments}</Text>}
                    <Text size="sm" c="gray.7">
                      By {entry.userType.type}
                    </Text>
                  </ItemCard>
                ))}
              </CardList>
            ) : (
              <Table.ScrollContainer minWidth={520}>
                <Table verticalSpacing="xs" aria-label="History">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th scope="col">Date</Table.Th>
                      <Table.Th scope="col">Status</Table.Th>
                      <Table.Th scope="col">Comments</Table.Th>
                      <Table.Th scope="col">By</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {data.map((entry) => (
                      <Table.Tr key={entry.id}>
                        <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatHistoryDate(entry.updatedAt)}</Table.Td>
                        <Table.Td>{entry.status}</Table.Td>
                        <Table.Td>{entry.comments}</Table.Td>
                        <Table.Td>{entry.userType.type}</Table.Td>
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

/** The conversation with the company: questions before the visit, news on the day. */
function TicketMessages({ ticket, token }: { ticket: TicketDetail; token: string }) {
  const conversation = useTicketConversation(ticket.id, token);
  return (
    <Conversation
      title={`Messages with ${ticket.companyName}`}
      side="customer"
      conversation={conversation}
      empty={`No messages yet. Ask ${ticket.companyName} anything about this booking: a gate code, a pet, a question.`}
      placeholder="Write to the company"
    />
  );
}

/** The crew's photos of the work, before and after: shown once there is one. */
function TicketPhotos({ ticketId, token }: { ticketId: number; token: string }) {
  const photos = useTicketPhotos(ticketId, token);
  const load = useCallback((photoId: number) => loadTicketPhoto(token, ticketId, photoId), [token, ticketId]);
  if (!photos.data || photos.data.length === 0) return null;
  return (
    <Section title="Photos of the work">
      <WorkPhotos photos={photos.data} load={load} />
    </Section>
  );
}

/** A failed PDF download: a 401 is the ticket's access denied, anything else a try-again. */
/** Pending, Scheduled, In Progress: a visit still to happen, which a calendar may hold. */
const LIVE_VISIT = new Set([1, 2, 3]);

function pdfErrorMessage(err: Error): string {
  return err instanceof ApiError && err.statusCode === 401
    ? Messages.accessDeniedTicket
    : 'The PDF could not be downloaded. Try again later.';
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
  const navigate = useNavigate();
  const download = useMutation({
    mutationFn: () => downloadTicketPdf(ticket.id, ticket.serviceName, token),
  });
  const pdfError = download.error && pdfErrorMessage(download.error);
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
      {step.action}
    </Button>
  );

  return (
    <Stack gap="xs">
      <Group gap="sm" role="group" aria-label="Ticket actions">
        {hasPendingCharge && (
          <Button component={Link} to="/payment-charge" state={{ TicketId: ticket.id, ServiceID: ticket.servicesID }}>
            Pay Charge
          </Button>
        )}
        {ticket.canCustomerUpdate && steps.forward.map((step) => stepButton(step, 'forward'))}
        {ticket.canCustomerUpdate && flow.isPending && (
          <Loader size="xs" role="progressbar" aria-label="Loading the next steps" />
        )}
        {ticket.canCustomerReschedule && (
          <Button component={Link} to="/booking-reschedule" state={{ ticketID: ticket.id }} variant="default">
            Reschedule
          </Button>
        )}
        {ticket.canReview && !ticket.isReviewedByCustomer && (
          <Button component={Link} to="/create-review" state={{ TicketId: ticket.id, isReviewedByCustomer: false }}>
            Review
          </Button>
        )}
        {ticket.isReviewedByCustomer && (
          <Button
            component={Link}
            to="/create-review"
            state={{ TicketId: ticket.id, isReviewedByCustomer: true }}
            variant="default"
          >
            See Review
          </Button>
        )}
        <Button variant="default" onClick={() => download.mutate()} loading={download.isPending}>
          Download PDF
        </Button>
        {LIVE_VISIT.has(ticket.statusId) && (
          <Button variant="default" onClick={() => calendar.mutate()} loading={calendar.isPending}>
            Add to calendar
          </Button>
        )}
        {ticket.canCustomerUpdate && steps.cancel.map((step) => stepButton(step, 'cancel'))}
      </Group>
      {flow.isError && (
        <Alert color="red" variant="light" role="alert">
          <Group gap="sm">
            <Text size="sm">Could not load what you can do next with this ticket.</Text>
            <Button size="compact-sm" variant="light" onClick={() => void flow.refetch()}>
              Try again
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
          The calendar file could not be downloaded. Try again later.
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
  if (query.isPending) return <Loader size="sm" role="progressbar" aria-label={`Loading ${what}`} />;
  if (query.isError || query.data === undefined) {
    return (
      <Alert color="red" variant="light" role="alert">
        <Group gap="sm">
          <Text size="sm">Could not load {what}.</Text>
          <Button size="compact-sm" variant="light" onClick={() => void query.refetch()}>
            Try again
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
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label="Visit">
      <Title order={2} size="h4" mb="sm">
        Visit
      </Title>
      <Stack gap="sm">
        <Field label="When">{formatTicketVisit(ticket.scheduledDate, ticket.duration)}</Field>
        <Field label="Where">{ticket.address}</Field>
        <Field label="Contact">
          {ticket.name}, {ticket.email}, {ticket.phoneNumber}
        </Field>
        {ticket.description && <Field label="Problem described">{ticket.description}</Field>}
        {ticket.instructions && <Field label="Instructions">{ticket.instructions}</Field>}
        <Field label="Booked">{formatMoment(ticket.createdDate)}</Field>
      </Stack>
    </Card>
  );
}

function TotalsCard({ ticket }: { ticket: TicketDetail }) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label="Totals">
      <Title order={2} size="h4" mb="sm">
        Totals
      </Title>
      <Stack gap={6}>
        <TicketTotalsList totals={ticket.totals} />
        {ticket.isEstimate && (
          <Text size="sm" c="gray.7">
            A free estimate: the company prices the work at the visit.
          </Text>
        )}
      </Stack>
    </Card>
  );
}
