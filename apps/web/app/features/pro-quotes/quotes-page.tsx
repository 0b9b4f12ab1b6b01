/**
 * /pro/quotes (issue 50, decision 0039): the company's quotes, newest first, by status (all, draft, sent, viewed,
 * approved, declined, expired: `?status=` in the address), paged (GET /company/quotes?status=). Each row says the
 * customer, service, status, revision, total (the lowest and highest option), when it was sent and when it expires,
 * and opens the quote's editor. A table on a desktop, cards on a phone.
 */
import { Anchor, Group, NativeSelect, Pagination, Paper, SegmentedControl, Stack, Table, Text } from '@mantine/core';
import { type CompanyQuoteListItem, QUOTE_STATUSES, type QuoteStatus } from '@upkeep/contract';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { formatMoney } from '../../lib/money';
import { ProFrame } from '../../ui/pro-frame';
import { QueryView } from '../../ui/query-view';
import { useQuotes } from './api/get-quotes';
import { dayOrNone, QUOTE_STATUS_LABELS, QuoteStatusBadge, useToken } from './quote-ui';

export const QUOTES_TITLE = 'Quotes';
export const QUOTES_EMPTY =
  'No quotes yet. Open a job (a confirmed estimate request, a Scheduled or In Progress job) and choose Write a quote.';

const FILTERS = [
  { value: 'all', label: 'All' },
  ...QUOTE_STATUSES.map((status) => ({ value: status, label: QUOTE_STATUS_LABELS[status] })),
];

const statusOf = (value: string | null): QuoteStatus | null =>
  (QUOTE_STATUSES as readonly string[]).includes(value ?? '') ? (value as QuoteStatus) : null;

/** The total of a quote's options: one figure, or the lowest to the highest. */
export const totalWords = (quote: Pick<CompanyQuoteListItem, 'totalFrom' | 'totalTo'>) =>
  quote.totalFrom === quote.totalTo
    ? formatMoney(quote.totalFrom)
    : `${formatMoney(quote.totalFrom)} – ${formatMoney(quote.totalTo)}`;

/** The link's name says the whole row first (WCAG 2.5.3: the visible text is in it). */
const quoteName = (quote: CompanyQuoteListItem) => `Quote #${quote.id}: ${quote.serviceName} for ${quote.customerName}`;

export function QuotesPage() {
  const token = useToken();
  const [search, setSearch] = useSearchParams();
  const status = statusOf(search.get('status'));
  const [page, setPage] = useState(1);
  const quotes = useQuotes(token, status, page);
  const choose = (value: string) => {
    setPage(1);
    setSearch(value === 'all' ? {} : { status: value }, { replace: true });
  };
  return (
    <ProFrame
      size="lg"
      title={QUOTES_TITLE}
      description="The quotes you wrote on your jobs: drafts to finish, quotes waiting for the customer, and their answers."
    >
      <SegmentedControl
        aria-label="Status"
        value={status ?? 'all'}
        onChange={choose}
        data={FILTERS}
        fullWidth
        visibleFrom="sm"
      />
      <NativeSelect
        label="Status"
        value={status ?? 'all'}
        onChange={(event) => choose(event.currentTarget.value)}
        data={FILTERS}
        hiddenFrom="sm"
      />
      <QueryView
        query={quotes}
        errorTitle="Could not load your quotes"
        isEmpty={(answer) => answer.data.length === 0}
        empty={
          <Paper withBorder radius="md" p="xl">
            <Text c="gray.7" ta="center" role="status">
              {status ? `No ${QUOTE_STATUS_LABELS[status].toLowerCase()} quotes.` : QUOTES_EMPTY}
            </Text>
          </Paper>
        }
      >
        {(answer) => (
          <>
            <QuoteTable quotes={answer.data} />
            <QuoteCards quotes={answer.data} />
            {answer.pages && answer.pages.totalPages > 1 && (
              <Group justify="center" component="nav" aria-label="Quote pages">
                <Pagination total={answer.pages.totalPages} value={answer.pages.pageNumber} onChange={setPage} />
              </Group>
            )}
          </>
        )}
      </QueryView>
    </ProFrame>
  );
}

function QuoteTable({ quotes }: { quotes: CompanyQuoteListItem[] }) {
  return (
    <Table.ScrollContainer minWidth={860} visibleFrom="sm">
      <Table striped withTableBorder aria-label="Quotes">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Customer</Table.Th>
            <Table.Th>Service</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th ta="right">Revision</Table.Th>
            <Table.Th ta="right">Total</Table.Th>
            <Table.Th>Sent</Table.Th>
            <Table.Th>Expires</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {quotes.map((quote) => (
            <Table.Tr key={quote.id}>
              <Table.Td>
                <Anchor component={Link} to={`/pro/quotes/${quote.id}`} aria-label={quoteName(quote)} fw={600}>
                  {quote.customerName}
                </Anchor>
              </Table.Td>
              <Table.Td>{quote.serviceName}</Table.Td>
              <Table.Td>
                <QuoteStatusBadge status={quote.status} />
              </Table.Td>
              <Table.Td ta="right">{quote.revision}</Table.Td>
              <Table.Td ta="right">{totalWords(quote)}</Table.Td>
              <Table.Td>{dayOrNone(quote.sentAt, 'Not sent')}</Table.Td>
              <Table.Td>{dayOrNone(quote.expiresOn)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function QuoteCards({ quotes }: { quotes: CompanyQuoteListItem[] }) {
  return (
    <Stack gap="sm" hiddenFrom="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Quotes">
      {quotes.map((quote) => (
        <Paper key={quote.id} withBorder radius="md" p="md" component="li">
          <Stack gap={4}>
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Anchor component={Link} to={`/pro/quotes/${quote.id}`} fw={700} aria-label={quoteName(quote)}>
                {quote.customerName}
              </Anchor>
              <QuoteStatusBadge status={quote.status} />
            </Group>
            <Text size="sm">
              {quote.serviceName} · revision {quote.revision} · {totalWords(quote)}
            </Text>
            <Text size="sm" c="gray.7">
              {quote.sentAt ? `Sent ${dayOrNone(quote.sentAt)}` : 'Not sent'} · expires {dayOrNone(quote.expiresOn)}
            </Text>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
