/**
 * /staff/inbox: every message the product collects (contact messages, landing-page leads, company leads,
 * opt-out and partner requests), newest first. The filters and the page live in the URL, so a filtered view
 * can be bookmarked or shared with a colleague.
 */
import { Anchor, Button, Group, Loader, NativeSelect, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import {
  INBOX_KIND_LABELS,
  INBOX_KINDS,
  INBOX_STATE_LABELS,
  INBOX_STATES,
  type InboxItem,
  type InboxKind,
  type InboxQuery,
  type InboxState,
} from '@upkeep/contract';
import { Link, useSearchParams } from 'react-router';
import { errorMessage } from '../../lib/errors';
import { countOf, formatMoment } from '../../lib/format';
import { useStaffToken } from '../../session/realm-session';
import { ErrorState } from '../../ui/error-state';
import { PageLoader } from '../../ui/page-loader';
import { useInbox } from './api/get-inbox';
import { positiveInt } from './format';
import { KindBadge, Pager, ScrollTable, StateBadge, SupportPage } from './support-ui';

export const INBOX_TITLE = 'Inbox';

type Assigned = 'me' | 'unassigned' | undefined;

export function inboxQueryOf(search: URLSearchParams): InboxQuery {
  const kind = INBOX_KINDS.find((k) => k === search.get('Kind'));
  const state = INBOX_STATES.find((s) => s === search.get('State'));
  const assigned = search.get('Assigned');
  return {
    Kind: kind,
    State: state,
    Assigned: assigned === 'me' || assigned === 'unassigned' ? assigned : undefined,
    Page: positiveInt(search.get('Page')) ?? 1,
  };
}

function searchOf(query: InboxQuery): Record<string, string> {
  const search: Record<string, string> = {};
  if (query.Kind) search.Kind = query.Kind;
  if (query.State) search.State = query.State;
  if (query.Assigned) search.Assigned = String(query.Assigned);
  if (query.Page && query.Page > 1) search.Page = String(query.Page);
  return search;
}

export function InboxPage() {
  const token = useStaffToken() ?? '';
  const [search, setSearch] = useSearchParams();
  const query = inboxQueryOf(search);
  const inbox = useInbox(token, query);
  const filtered = Boolean(query.Kind || query.State || query.Assigned);
  const apply = (patch: Partial<InboxQuery>) => setSearch(searchOf({ ...query, Page: 1, ...patch }));

  return (
    <SupportPage title={INBOX_TITLE} description="Contact messages, leads, opt-out and partner requests, newest first.">
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm" component="form" aria-label="Filter the inbox">
        <NativeSelect
          label="Kind"
          value={query.Kind ?? ''}
          onChange={(e) => apply({ Kind: (e.currentTarget.value || undefined) as InboxKind | undefined })}
          data={[
            { value: '', label: 'All kinds' },
            ...INBOX_KINDS.map((k) => ({ value: k, label: INBOX_KIND_LABELS[k] })),
          ]}
        />
        <NativeSelect
          label="State"
          value={query.State ?? ''}
          onChange={(e) => apply({ State: (e.currentTarget.value || undefined) as InboxState | undefined })}
          data={[
            { value: '', label: 'All states' },
            ...INBOX_STATES.map((s) => ({ value: s, label: INBOX_STATE_LABELS[s] })),
          ]}
        />
        <NativeSelect
          label="Assigned"
          value={typeof query.Assigned === 'string' ? query.Assigned : ''}
          onChange={(e) => apply({ Assigned: (e.currentTarget.value || undefined) as Assigned })}
          data={[
            { value: '', label: 'Anyone' },
            { value: 'me', label: 'Me' },
            { value: 'unassigned', label: 'Unassigned' },
          ]}
        />
      </SimpleGrid>
      {inbox.isPending ? (
        <PageLoader />
      ) : inbox.isError ? (
        <ErrorState
          title="Could not load the inbox"
          message={errorMessage(inbox.error)}
          onRetry={() => void inbox.refetch()}
        />
      ) : inbox.data.data.length === 0 ? (
        <Stack align="center" gap="sm" py="xl">
          <Text size="lg" role="status" ta="center">
            {filtered ? 'No messages match these filters.' : 'The inbox is empty.'}
          </Text>
          {filtered && (
            <Button variant="light" onClick={() => setSearch({})}>
              Clear filters
            </Button>
          )}
        </Stack>
      ) : (
        <Stack gap="sm">
          <Group gap="xs" justify="space-between">
            <Text size="sm" c="gray.7" role="status">
              {countOf(inbox.data.pages?.totalCount ?? inbox.data.data.length, 'message')}
            </Text>
            {inbox.isFetching && <Loader size="xs" role="progressbar" aria-label="Updating the list" />}
          </Group>
          <InboxTable items={inbox.data.data} />
          <Pager
            pages={inbox.data.pages}
            label="Inbox pages"
            onPage={(page) => setSearch(searchOf({ ...query, Page: page }))}
          />
        </Stack>
      )}
    </SupportPage>
  );
}

function InboxTable({ items }: { items: InboxItem[] }) {
  return (
    <ScrollTable label="Messages">
      <Table striped highlightOnHover verticalSpacing={6} miw={820} aria-label="Messages">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Received</Table.Th>
            <Table.Th scope="col">Kind</Table.Th>
            <Table.Th scope="col">From</Table.Th>
            <Table.Th scope="col">About</Table.Th>
            <Table.Th scope="col">State</Table.Th>
            <Table.Th scope="col">Assigned</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={`${item.kind}-${item.id}`} fw={item.state === 'new' ? 600 : undefined}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatMoment(item.createdAt)}</Table.Td>
              <Table.Td>
                <KindBadge kind={item.kind} />
              </Table.Td>
              <Table.Td>
                <Anchor component={Link} to={`/staff/inbox/${item.kind}/${item.id}`} fw={600}>
                  {item.name || item.email}
                </Anchor>
                <Text size="xs" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
                  {item.email}
                </Text>
              </Table.Td>
              <Table.Td maw={360}>
                {item.subject && (
                  <Text size="sm" fw={600} lineClamp={1}>
                    {item.subject}
                  </Text>
                )}
                <Text size="sm" c="gray.7" lineClamp={1}>
                  {item.message}
                </Text>
              </Table.Td>
              <Table.Td>
                <StateBadge state={item.state} />
              </Table.Td>
              <Table.Td>
                {item.assignedTo?.name ?? (
                  <Text c="gray.7" size="sm">
                    Nobody
                  </Text>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}
