/**
 * A quote as sent, read only (a sent revision is never changed: a change is the next revision), and what the customer
 * did with it: viewed, declined and why, or the signed approval (who, as what, when, from where, which revision,
 * option and add-ons, the total and deposit frozen then).
 */
import { Alert, Card, Group, List, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { CompanyQuote, QuoteApprovalAnswer, QuoteOptionAnswer, QuoteRevisionAnswer } from '@upkeep/contract';
import { formatMoney } from '../../lib/money';
import { durationWords } from './quote-model';
import { dayOrNone, momentOf } from './quote-ui';

const depositWords = (revision: QuoteRevisionAnswer) =>
  revision.deposit.kind === 'percent'
    ? `${revision.deposit.percent}% of the option's total`
    : revision.deposit.kind === 'amount'
      ? `${formatMoney(revision.deposit.amount ?? 0)} (at most the option's total)`
      : 'None';

export function RevisionView({ revision }: { revision: QuoteRevisionAnswer }) {
  return (
    <Stack gap="md">
      {revision.options.map((option) => (
        <OptionView key={option.id} option={option} depositAsked={revision.deposit.kind !== 'none'} />
      ))}
      <Card withBorder radius="md" padding="md" component="section" aria-labelledby={`terms-${revision.id}`}>
        <Stack gap="xs">
          <Title order={2} size="h4" id={`terms-${revision.id}`}>
            Terms, expiry and deposit
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <Fact label="Expires on" value={dayOrNone(revision.expiresOn)} />
            <Fact label="Deposit" value={depositWords(revision)} />
            <Fact label="Proposed start" value={revision.proposedAt ? momentOf(revision.proposedAt) : 'None'} />
          </SimpleGrid>
          <Fact label="Terms" value={revision.terms || 'None'} />
          <Fact
            label="Photos"
            value={
              revision.photoIds.length === 0
                ? 'None'
                : `${revision.photoIds.length} photo${revision.photoIds.length === 1 ? '' : 's'} of the job`
            }
          />
        </Stack>
      </Card>
    </Stack>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="sm" c="gray.7">
        {label}
      </Text>
      <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{value}</Text>
    </Stack>
  );
}

function OptionView({ option, depositAsked }: { option: QuoteOptionAnswer; depositAsked: boolean }) {
  const titleId = `option-view-${option.id}`;
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4" id={titleId}>
            Option {option.position}: {option.title}
          </Title>
          <Text c="gray.7">{durationWords(option.durationMinutes)}</Text>
        </Group>
        <Table.ScrollContainer minWidth={520}>
          <Table aria-labelledby={titleId}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Description</Table.Th>
                <Table.Th ta="right">Quantity</Table.Th>
                <Table.Th ta="right">Unit price</Table.Th>
                <Table.Th ta="right">Total</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {option.lines.map((line) => (
                <Table.Tr key={line.id}>
                  <Table.Td>{line.description}</Table.Td>
                  <Table.Td ta="right">{line.quantity}</Table.Td>
                  <Table.Td ta="right">{formatMoney(line.unitPrice)}</Table.Td>
                  <Table.Td ta="right">{formatMoney(line.lineTotal)}</Table.Td>
                </Table.Tr>
              ))}
              {option.addOns.map((line) => (
                <Table.Tr key={line.id}>
                  <Table.Td>Add-on: {line.description}</Table.Td>
                  <Table.Td ta="right">{line.quantity}</Table.Td>
                  <Table.Td ta="right">{formatMoney(line.unitPrice)}</Table.Td>
                  <Table.Td ta="right">{formatMoney(line.lineTotal)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Stack gap={2} maw={420} ml="auto" w="100%" component="section" aria-label={`Option ${option.position} totals`}>
          <Row label="Services" value={option.totals.services} />
          {option.totals.fee > 0 && <Row label="Booking fee" value={option.totals.fee} />}
          <Row label="Total" value={option.totals.total} strong />
          {depositAsked && <Row label="Deposit" value={option.totals.deposit} />}
        </Stack>
      </Stack>
    </Card>
  );
}

function Row({ label, value, strong = false }: { label: string; value: number; strong?: boolean }) {
  return (
    <Group justify="space-between" wrap="nowrap">
      <Text size="sm" fw={strong ? 700 : undefined}>
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : undefined}>
        {formatMoney(value)}
      </Text>
    </Group>
  );
}

/** What the customer did: nothing yet, read it, declined it (why), or approved it (the signed record). */
export function CustomerAnswer({ quote }: { quote: CompanyQuote }) {
  if (quote.approval) return <ApprovalRecord quote={quote} approval={quote.approval} />;
  if (quote.status === 'declined') {
    return (
      <Alert color="red" variant="light" title="The customer declined this quote">
        {quote.answeredAt ? `${momentOf(quote.answeredAt)}. ` : ''}
        {quote.declineReason ? `Their reason: “${quote.declineReason}”` : ''}
      </Alert>
    );
  }
  if (quote.status === 'expired') {
    return (
      <Alert color="yellow" variant="light" title="This quote expired">
        The customer did not answer in time. Revise it with a new expiry date to send it again.
      </Alert>
    );
  }
  if (quote.liveRevision === null) return null;
  return (
    <Text c="gray.7">
      {quote.viewedAt
        ? `${quote.customerName} opened revision ${quote.liveRevision} ${momentOf(quote.viewedAt)}.`
        : `${quote.customerName} has not opened revision ${quote.liveRevision} yet.`}
    </Text>
  );
}

function ApprovalRecord({ quote, approval }: { quote: CompanyQuote; approval: QuoteApprovalAnswer }) {
  const revision = quote.revisions.find((r) => r.revision === approval.revision);
  const option = revision?.options.find((o) => o.id === approval.optionId);
  const addOns = option?.addOns.filter((a) => approval.addOnIds.includes(a.id)) ?? [];
  const waiting = approval.status === 'awaiting_deposit';
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="approval-record">
      <Stack gap="xs">
        <Title order={2} size="h4" id="approval-record">
          {waiting
            ? 'Approved, waiting for the deposit'
            : approval.status === 'abandoned'
              ? 'Approval abandoned'
              : 'Approved'}
        </Title>
        <List size="sm" spacing={4}>
          <List.Item>
            Signed by {approval.signedName} ({approval.signedAs}) {momentOf(approval.approvedAt ?? approval.createdAt)}
          </List.Item>
          <List.Item>From {approval.clientAddress ?? 'an unknown address'}</List.Item>
          <List.Item>
            Revision {approval.revision}
            {option ? `, option ${option.position}: ${option.title}` : ''}
          </List.Item>
          {addOns.length > 0 && <List.Item>Add-ons: {addOns.map((a) => a.description).join(', ')}</List.Item>}
          <List.Item>
            Total {formatMoney(approval.total)}
            {approval.deposit > 0 ? `, deposit ${formatMoney(approval.deposit)}` : ', no deposit'}
          </List.Item>
          {approval.scheduledAt && <List.Item>Work scheduled {momentOf(approval.scheduledAt)}</List.Item>}
        </List>
      </Stack>
    </Card>
  );
}
