/**
 * /staff/tickets/:id: everything about one ticket (what the customer and the company see, its lines and
 * history, open charges, payments with what was refunded of each, refunds, the messages sent), UpKeep's own
 * steps of the status flow (each with a required comment), and the refund form.
 */
import {
  Alert,
  Anchor,
  Button,
  Card,
  Group,
  Modal,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  formatAddress,
  type RefundBearer,
  refundRequest,
  STAFF_REASON_MAX,
  type StaffTicketDetail,
  toCents,
  toDollars,
} from '@upkeep/contract';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { errorMessage, isNetworkError } from '../../lib/errors';
import { formatMoment, formatValleyDay } from '../../lib/format';
import { formatMoney } from '../../lib/money';
import { useStaffToken } from '../../session/realm-session';
import { Conversation } from '../../shared/conversations/conversation';
import { TicketTotalsList } from '../../shared/tickets/ticket-totals';
import { ErrorState } from '../../ui/error-state';
import { PageLoader } from '../../ui/page-loader';
import { ReasonDialog } from '../../ui/reason-dialog';
import { useStaffTicketStatus } from './api/change-ticket-status';
import { useStaffTicket } from './api/get-staff-ticket';
import { useStaffRefund } from './api/refund-ticket';
import { useStaffConversation } from './api/ticket-messages';
import { positiveInt } from './format';
import { GuestLinkCard } from './guest-link-card';
import { PlainBadge, RecordTable, SupportPage } from './support-ui';

export function TicketPage({ id: rawId }: { id?: string }) {
  const id = positiveInt(rawId);
  if (!id) return <ErrorState title="No such ticket" message="This address names no ticket." />;
  return <Ticket key={id} id={id} />;
}

function Ticket({ id }: { id: number }) {
  const token = useStaffToken() ?? '';
  const detail = useStaffTicket(token, id);
  if (detail.isPending) return <PageLoader />;
  if (detail.isError) {
    return (
      <ErrorState
        title="Could not load this ticket"
        message={errorMessage(detail.error)}
        onRetry={() => void detail.refetch()}
      />
    );
  }
  const d = detail.data;
  return (
    <SupportPage
      title={`Ticket #${d.ticket.id}`}
      description={
        <>
          <Anchor component={Link} to="/staff/tickets" underline="always">
            ← Tickets
          </Anchor>{' '}
          · {d.ticket.serviceName} with {d.ticket.companyName} · booked {formatMoment(d.ticket.createdDate)}
        </>
      }
      actions={<PlainBadge color="blue">{d.ticket.status}</PlainBadge>}
    >
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
        <PeopleCard detail={d} />
        <BookingCard detail={d} />
        <Stack gap="md">
          <UpKeepActions token={token} detail={d} />
          <RefundCard key={d.refundable} token={token} detail={d} />
          <GuestLinkCard token={token} ticketId={d.ticket.id} />
          <StaffTicketMessages ticketId={d.ticket.id} token={token} />
        </Stack>
      </SimpleGrid>
      <Lines detail={d} />
      <Payments detail={d} />
      <History detail={d} />
      <Messages detail={d} />
    </SupportPage>
  );
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start" justify="space-between">
      <Text component="dt" size="sm" c="gray.7" style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <Text component="dd" size="sm" m={0} ta="right" style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
        {children}
      </Text>
    </Group>
  );
}

function Section({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={label}>
      <Title order={2} size="h4" mb="xs">
        {label}
      </Title>
      {children}
    </Card>
  );
}

function PeopleCard({ detail: { ticket, customer, company } }: { detail: StaffTicketDetail }) {
  return (
    <Section label="Customer and company">
      <Stack component="dl" gap={4} m={0}>
        <Row label="Customer">
          {customer ? (
            <Anchor component={Link} to={`/staff/customers/${customer.id}`} underline="always">
              {ticket.name}
            </Anchor>
          ) : (
            `${ticket.name} (guest)`
          )}
          {customer?.blocked && ' · blocked'}
        </Row>
        <Row label="Email">
          <Anchor underline="always" href={`mailto:${ticket.email}`}>
            {ticket.email}
          </Anchor>
        </Row>
        <Row label="Phone">
          <Anchor underline="always" href={`tel:${ticket.phoneNumber}`}>
            {ticket.phoneNumber}
          </Anchor>
        </Row>
        <Row label="Address">{formatAddress(ticket.address, ticket.zipCode)}</Row>
        <Row label="Company">
          <Anchor component={Link} to={`/staff/companies/${company.id}`} underline="always">
            {company.name}
          </Anchor>
        </Row>
        <Row label="Company email">
          <Anchor underline="always" href={`mailto:${company.email}`}>
            {company.email}
          </Anchor>
        </Row>
        <Row label="Company phone">
          <Anchor underline="always" href={`tel:${company.phoneNumber}`}>
            {company.phoneNumber}
          </Anchor>
        </Row>
      </Stack>
    </Section>
  );
}

function BookingCard({ detail: { ticket } }: { detail: StaffTicketDetail }) {
  return (
    <Section label="Booking">
      <Stack component="dl" gap={4} m={0}>
        <Row label="Service">{ticket.serviceName}</Row>
        <Row label="Scheduled">{formatMoment(ticket.scheduledDate)}</Row>
        <Row label="Duration">{ticket.duration}</Row>
        {ticket.isEstimate && <Row label="Kind">Free on-site estimate</Row>}
        {ticket.instructions && <Row label="Instructions">{ticket.instructions}</Row>}
        {ticket.description && <Row label="Description">{ticket.description}</Row>}
      </Stack>
      <TicketTotalsList totals={ticket.totals} />
    </Section>
  );
}

function UpKeepActions({ token, detail }: { token: string; detail: StaffTicketDetail }) {
  const status = useStaffTicketStatus(token, detail.ticket.id);
  const [chosen, setChosen] = useState<StaffTicketDetail['actions'][number] | null>(null);
  return (
    <Section label="UpKeep actions">
      {detail.actions.length === 0 ? (
        <Text size="sm" c="gray.7">
          No UpKeep step from {detail.ticket.status}.
        </Text>
      ) : (
        <Group gap="xs">
          {detail.actions.map((action) => (
            <Button key={action.nextStatusID} variant="light" size="xs" onClick={() => setChosen(action)}>
              {action.action}
            </Button>
          ))}
        </Group>
      )}
      <ReasonDialog
        opened={chosen !== null}
        title={chosen ? `${chosen.action}: ticket #${detail.ticket.id}` : ''}
        label="Comment"
        confirmLabel={chosen?.action ?? 'Confirm'}
        onClose={() => setChosen(null)}
        onConfirm={async (comment) => {
          if (!chosen) return;
          const answer = await status.mutateAsync({ TicketsStatusID: chosen.nextStatusID, Comments: comment });
          notifications.show({
            color: 'teal',
            message: `${chosen.action}: the ticket is now ${answer.data.ticket.status}.`,
          });
        }}
      >
        <Text size="sm">
          Acting for UpKeep. The comment is kept in the ticket's history and the audit log, and the customer and the
          company are told as the flow says.
        </Text>
      </ReasonDialog>
    </Section>
  );
}

/** A submission the server may not have heard: retried with the same key, it refunds at most once. */
interface Attempt {
  key: string;
  amount: number;
  reason: string;
  borneBy: RefundBearer;
}

/** Who bears a refund, in the console's words: what it does to the company's earnings. */
export const BEARER_TEXT: Record<RefundBearer, { label: string; effect: string }> = {
  company: {
    label: 'The company',
    effect: "If the job is completed, the company's earnings this month fall by its share of the refund.",
  },
  upkeep: {
    label: 'UpKeep (goodwill)',
    effect: "UpKeep bears it as goodwill: the company's earnings stay as they are.",
  },
};

/** How a refund in the ticket's list was borne. */
export const borneByLabel = (borneBy: RefundBearer) =>
  borneBy === 'upkeep' ? 'Goodwill: borne by UpKeep' : 'Borne by the company';
/** The same within a sentence ("Refunded $25.00, goodwill borne by UpKeep"): UpKeep keeps its capitals. */
export const borneByWords = (borneBy: RefundBearer) =>
  borneBy === 'upkeep' ? 'goodwill borne by UpKeep' : 'borne by the company';

function RefundCard({ token, detail }: { token: string; detail: StaffTicketDetail }) {
  const attempt = useRef<Attempt | null>(null);
  const refund = useStaffRefund(token, detail.ticket.id, (result) => {
    attempt.current = null;
    notifications.show({
      color: 'teal',
      message: `Refunded ${formatMoney(result.refund.amount)} (${borneByWords(result.refund.borneBy)}): the customer was told. Paid now ${formatMoney(result.totalPaid)}.`,
    });
  });
  const [amount, setAmount] = useState(detail.refundable.toFixed(2));
  const [reason, setReason] = useState('');
  const [borneBy, setBorneBy] = useState<RefundBearer>('company');
  // The checked submission waiting for the confirmation step.
  const [pending, setPending] = useState<{ Amount: number; Reason: string; BorneBy: RefundBearer } | null>(null);
  const [problems, setProblems] = useState<{ amount?: string; reason?: string }>({});

  if (detail.refundable <= 0) {
    return (
      <Section label="Refund">
        <Text size="sm" c="gray.7">
          Nothing left to refund: {formatMoney(detail.ticket.totals.paid)} paid,{' '}
          {formatMoney(detail.ticket.totals.refunded)} refunded.
        </Text>
      </Section>
    );
  }

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = refundRequest.safeParse({
      Amount: amount.trim() === '' ? undefined : amount.trim(),
      Reason: reason,
      BorneBy: borneBy,
    });
    const next: { amount?: string; reason?: string } = {};
    for (const issue of parsed.error?.issues ?? []) {
      const field = issue.path[0] === 'Amount' ? 'amount' : 'reason';
      next[field] ??= field === 'amount' ? `Amount ${issue.message}` : `Reason ${issue.message}`;
    }
    const value = Number(amount);
    if (!next.amount && Number.isFinite(value) && value > detail.refundable + 1e-9) {
      next.amount = `Amount must be at most ${formatMoney(detail.refundable)} (what is left to refund)`;
    }
    setProblems(next);
    if (!parsed.success || next.amount || next.reason) return;
    // Nothing is sent before staff confirm the amount and who bears it.
    setPending(parsed.data);
  };

  const confirm = () => {
    if (!pending) return;
    const { Amount, Reason, BorneBy } = pending;
    setPending(null);
    // One key per submission; the same submission retried after a network error keeps its key (the server
    // binds a key to its whole request: amount, reason and who bears it).
    const same =
      attempt.current &&
      attempt.current.amount === Amount &&
      attempt.current.reason === Reason &&
      attempt.current.borneBy === BorneBy;
    if (!same) attempt.current = { key: crypto.randomUUID(), amount: Amount, reason: Reason, borneBy: BorneBy };
    const key = (attempt.current as Attempt).key;
    refund.mutate(
      { Amount, Reason, BorneBy, idempotencyKey: key },
      {
        onError: (error) => {
          if (!isNetworkError(error)) attempt.current = null;
        },
      },
    );
  };

  return (
    <Card withBorder radius="md" padding="md" component="form" aria-label="Refund" onSubmit={submit} noValidate>
      <Stack gap="xs">
        <Title order={2} size="h4">
          Refund
        </Title>
        <Text size="sm" c="gray.7">
          Up to {formatMoney(detail.refundable)} can be refunded. The customer is e-mailed.
        </Text>
        <TextInput
          label="Amount (dollars)"
          required
          inputMode="decimal"
          leftSection="$"
          value={amount}
          onChange={(e) => setAmount(e.currentTarget.value)}
          error={problems.amount}
        />
        <TextInput
          label="Reason"
          required
          maxLength={STAFF_REASON_MAX}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          error={problems.reason}
        />
        <Radio.Group
          label="Who bears it"
          value={borneBy}
          onChange={(value) => setBorneBy(value === 'upkeep' ? 'upkeep' : 'company')}
        >
          <Stack gap={6} mt={6}>
            {(['company', 'upkeep'] as const).map((bearer) => (
              <Radio
                key={bearer}
                value={bearer}
                label={BEARER_TEXT[bearer].label}
                description={BEARER_TEXT[bearer].effect}
              />
            ))}
          </Stack>
        </Radio.Group>
        {refund.error && (
          <Alert color="red" variant="light" role="alert">
            {isNetworkError(refund.error)
              ? `${errorMessage(refund.error)} Send again: the same refund is never made twice.`
              : errorMessage(refund.error)}
          </Alert>
        )}
        <Button type="submit" color="red" loading={refund.isPending}>
          Refund
        </Button>
      </Stack>
      <Modal opened={pending !== null} onClose={() => setPending(null)} title="Confirm the refund" centered>
        {pending && (
          <Stack gap="md">
            <Text>
              Refund <strong>{formatMoney(pending.Amount)}</strong> to the customer of ticket #{detail.ticket.id}.
            </Text>
            <Text>
              Borne by: <strong>{BEARER_TEXT[pending.BorneBy].label}</strong>. {BEARER_TEXT[pending.BorneBy].effect}
            </Text>
            <Text size="sm" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
              Reason: {pending.Reason}
            </Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setPending(null)}>
                Back
              </Button>
              <Button color="red" onClick={confirm} data-autofocus>
                Confirm refund
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </Card>
  );
}

function Lines({ detail }: { detail: StaffTicketDetail }) {
  return (
    <Section label="Lines">
      <RecordTable
        label="Lines"
        rows={detail.lines}
        minWidth={520}
        empty="No lines."
        columns={[
          { header: 'Item', cell: (line) => line.displayName },
          { header: 'Description', cell: (line) => line.description },
          { header: 'Qty', cell: (line) => line.quantity, align: 'right' },
          { header: 'Price', cell: (line) => formatMoney(line.price), align: 'right' },
        ]}
      />
    </Section>
  );
}

/**
 * What the Refunds section says first (issue 46): every refund of the ticket, as its totals state them (the figures
 * the customer sees), and what of it was given back by the cancellation, the company or the System rather than by
 * UpKeep's refunds listed below. Null when nothing was refunded.
 */
export function refundsSummary(detail: Pick<StaffTicketDetail, 'ticket' | 'refunds'>): string | null {
  const byStaff = detail.refunds.reduce((sum, r) => sum + r.amount, 0);
  const refunded = Math.max(detail.ticket.totals.refunded, byStaff);
  if (refunded <= 0) return null;
  const other = toDollars(toCents(refunded - byStaff));
  const kept = detail.ticket.totals.kept > 0 ? `; ${formatMoney(detail.ticket.totals.kept)} cancellation fee kept` : '';
  return other > 0
    ? `Refunded ${formatMoney(refunded)} of ${formatMoney(detail.ticket.totals.paid)} paid: ${formatMoney(other)} on the booking's cancellation or by the company${byStaff > 0 ? `, ${formatMoney(byStaff)} by UpKeep` : ''}${kept}.`
    : `Refunded ${formatMoney(refunded)} of ${formatMoney(detail.ticket.totals.paid)} paid, by UpKeep${kept}.`;
}

/** The payments' table takes the whole width (in a third of it, at 1366 px, its Amount column was cut). */
function Payments({ detail }: { detail: StaffTicketDetail }) {
  return (
    <Stack gap="md">
      <Section label="Payments">
        <RecordTable
          label="Payments"
          rows={detail.payments}
          minWidth={420}
          empty="No payments."
          columns={[
            { header: 'Date', cell: (p) => formatValleyDay(p.createdDate), nowrap: true },
            { header: 'For', cell: (p) => p.purpose.replace('_', ' ') },
            { header: 'Status', cell: (p) => p.status },
            { header: 'Amount', cell: (p) => formatMoney(p.amount), align: 'right' },
            { header: 'Refunded', cell: (p) => formatMoney(p.refunded), align: 'right' },
          ]}
        />
      </Section>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Section label="Refunds">
          {refundsSummary(detail) === null ? (
            <Text size="sm" c="gray.7">
              No refunds.
            </Text>
          ) : (
            <Stack component="ul" gap={6} m={0} p={0} style={{ listStyle: 'none' }}>
              <li>
                <Text size="sm" fw={600}>
                  {refundsSummary(detail)}
                </Text>
              </li>
              {detail.refunds.map((r) => (
                <li key={r.id}>
                  <Text size="sm" fw={600}>
                    {formatMoney(r.amount)} · {formatMoment(r.createdAt)}
                  </Text>
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {r.reason}
                  </Text>
                  <PlainBadge>{borneByLabel(r.borneBy)}</PlainBadge>
                  <Text size="xs" c="gray.7">
                    by {r.staffEmail}
                  </Text>
                </li>
              ))}
            </Stack>
          )}
        </Section>
        <Section label="Open charges">
          {detail.openCharges.length === 0 ? (
            <Text size="sm" c="gray.7">
              No extra charges.
            </Text>
          ) : (
            <Stack component="ul" gap={6} m={0} p={0} style={{ listStyle: 'none' }}>
              {detail.openCharges.map((c) => (
                <li key={c.id}>
                  <Group justify="space-between" gap="xs" wrap="nowrap">
                    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                      {c.description}
                    </Text>
                    <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                      {formatMoney(c.price)}
                    </Text>
                  </Group>
                  <Text size="xs" c="gray.7">
                    {c.status} · {formatValleyDay(c.createdDate)}
                  </Text>
                </li>
              ))}
            </Stack>
          )}
        </Section>
      </SimpleGrid>
    </Stack>
  );
}

function History({ detail }: { detail: StaffTicketDetail }) {
  return (
    <Section label="History">
      <RecordTable
        label="History"
        rows={detail.history}
        minWidth={560}
        empty="No history."
        columns={[
          { header: 'When', cell: (h) => formatMoment(h.updatedAt), nowrap: true },
          { header: 'Status', cell: (h) => h.status },
          { header: 'By', cell: (h) => h.userType.type },
          { header: 'Comment', cell: (h) => h.comments },
        ]}
      />
    </Section>
  );
}

function Messages({ detail }: { detail: StaffTicketDetail }) {
  return (
    <Section label="Messages sent">
      <RecordTable
        label="Messages sent"
        rows={detail.messages}
        minWidth={640}
        empty="No messages."
        columns={[
          { header: 'When', cell: (m) => formatMoment(m.createdAt), nowrap: true },
          { header: 'Channel', cell: (m) => (m.channel === 'email' ? 'E-mail' : 'Text') },
          { header: 'To', cell: (m) => m.recipient, breakAnywhere: true },
          { header: 'Subject', cell: (m) => m.subject || m.body.slice(0, 80) },
          {
            header: 'Status',
            cell: (m) => (
              <PlainBadge color={m.status === 'sent' ? 'teal' : m.status === 'failed' ? 'red' : 'gray'}>
                {m.status}
              </PlainBadge>
            ),
          },
        ]}
      />
    </Section>
  );
}

/** The ticket's conversation: UpKeep reads every message (hidden ones too) and writes as UpKeep. */
function StaffTicketMessages({ ticketId, token }: { ticketId: number; token: string }) {
  const conversation = useStaffConversation(ticketId, token);
  return (
    <Conversation
      title="Conversation"
      side="staff"
      conversation={conversation}
      empty="The customer and the company have not written to each other."
      placeholder="Write as UpKeep"
    />
  );
}
