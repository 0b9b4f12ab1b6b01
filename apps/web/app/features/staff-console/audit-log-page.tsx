/**
 * /staff/audit-log (administrators): every change staff made, newest first, in pages. The filters (who, an
 * action or its prefix, the target, a range of days) live in the URL, so a filtered view can be shared or
 * reloaded; each entry opens to show what changed (before and after of every key that differs). Support
 * staff are told it is for administrators (the server refuses them anyway).
 */
import { Alert, Badge, Button, Card, Code, Collapse, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { type AuditLogEntry, type AuditLogQuery, auditLogQuery, STAFF_PAGE_SIZE } from '@upkeep/contract';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { errorMessage, isForbidden } from '../../lib/errors';
import { countOf, formatMoment } from '../../lib/format';
import { useStaffSession } from '../../session/realm-session';
import { ErrorState } from '../../ui/error-state';
import { PageLoader } from '../../ui/page-loader';
import { ProFrame } from '../../ui/pro-frame';
import { useAuditLog } from './api/get-audit-log';
import { auditChanges, formatAuditValue } from './audit-diff';

export const AUDIT_LOG_TITLE = 'Audit log';

/** The URL's names of the filters, and the API's. */
const FILTERS = [
  { param: 'email', api: 'StaffEmail', label: 'Staff e-mail', type: 'text', hint: 'Who made the change' },
  { param: 'action', api: 'Action', label: 'Action', type: 'text', hint: 'An action or its start, like ticket.' },
  { param: 'target', api: 'Target', label: 'Target', type: 'text', hint: 'Like ticket:42 or setting:team_email' },
  { param: 'from', api: 'MinDate', label: 'From', type: 'date', hint: 'First day' },
  { param: 'to', api: 'MaxDate', label: 'To', type: 'date', hint: 'Last day' },
] as const;
type FilterParam = (typeof FILTERS)[number]['param'];

function queryOf(search: URLSearchParams): AuditLogQuery {
  const query: Record<string, string | number> = {};
  for (const filter of FILTERS) {
    const value = search.get(filter.param)?.trim();
    if (value) query[filter.api] = value;
  }
  const page = Number(search.get('page'));
  if (Number.isInteger(page) && page > 1) query.Page = page;
  return query as AuditLogQuery;
}

export function AuditLogPage() {
  const role = useStaffSession((s) => s.user?.role);
  if (role !== 'admin') {
    return (
      <ProFrame title={AUDIT_LOG_TITLE}>
        <AdminsOnly />
      </ProFrame>
    );
  }
  return <AuditLog />;
}

function AdminsOnly() {
  return (
    <Alert color="yellow" variant="light" role="alert">
      <Text fw={700} c="dark.8" mb={4}>
        For administrators only
      </Text>
      The audit log shows every change staff made; only administrators can read it. Ask an administrator if you need to
      know who changed something.
    </Alert>
  );
}

function AuditLog() {
  const token = useStaffSession((s) => s.token) ?? '';
  const [search, setSearch] = useSearchParams();
  const query = queryOf(search);
  const checked = auditLogQuery.safeParse(query);
  const log = useAuditLog(token, query, checked.success);
  const page = checked.success ? checked.data.Page : 1;
  const totalPages = log.data?.pages?.totalPages;
  const hasNext = totalPages !== undefined ? page < totalPages : (log.data?.data.length ?? 0) >= STAFF_PAGE_SIZE;

  const goTo = (next: number) => {
    const params = new URLSearchParams(search);
    if (next > 1) params.set('page', String(next));
    else params.delete('page');
    setSearch(params);
  };

  return (
    <ProFrame
      title={AUDIT_LOG_TITLE}
      description="Every change staff made, newest first: who, when, what, and the values before and after."
      size="lg"
    >
      <FilterForm key={search.toString()} search={search} onApply={setSearch} />
      {!checked.success ? (
        <Alert color="red" variant="light" role="alert">
          {checked.error.issues.map((i) => `${String(i.path[0] ?? 'Filter')} ${i.message}`).join('; ')}
        </Alert>
      ) : log.isPending ? (
        <PageLoader />
      ) : log.isError ? (
        isForbidden(log.error) ? (
          <AdminsOnly />
        ) : (
          <ErrorState
            title="Could not load the audit log"
            message={errorMessage(log.error)}
            onRetry={() => void log.refetch()}
          />
        )
      ) : log.data.data.length === 0 ? (
        <Text role="status" ta="center" py="xl">
          {page > 1 ? 'No more entries.' : 'No changes match these filters.'}
        </Text>
      ) : (
        <Stack gap="sm">
          <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Audit log entries">
            {log.data.data.map((entry) => (
              <EntryCard key={entry.id} entry={entry} />
            ))}
          </Stack>
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Text size="sm" c="gray.7" role="status">
              Page {page}
              {totalPages !== undefined && ` of ${Math.max(totalPages, 1)}`}
              {log.data.pages && ` · ${countOf(log.data.pages.totalCount, 'entry', 'entries')}`}
            </Text>
            <Group gap="sm">
              <Button variant="default" disabled={page <= 1} onClick={() => goTo(page - 1)}>
                Previous page
              </Button>
              <Button variant="default" disabled={!hasNext} onClick={() => goTo(page + 1)}>
                Next page
              </Button>
            </Group>
          </Group>
        </Stack>
      )}
    </ProFrame>
  );
}

function FilterForm({ search, onApply }: { search: URLSearchParams; onApply: (next: URLSearchParams) => void }) {
  const [values, setValues] = useState<Record<FilterParam, string>>(
    () => Object.fromEntries(FILTERS.map((f) => [f.param, search.get(f.param) ?? ''])) as Record<FilterParam, string>,
  );
  const apply = (event: React.FormEvent) => {
    event.preventDefault();
    const next = new URLSearchParams();
    for (const filter of FILTERS) {
      const value = values[filter.param].trim();
      if (value) next.set(filter.param, value);
    }
    onApply(next);
  };
  const filtered = FILTERS.some((f) => search.has(f.param));
  return (
    <Card component="form" withBorder radius="md" padding="md" onSubmit={apply} aria-label="Filter the audit log">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
          {FILTERS.map((filter) => (
            <TextInput
              key={filter.param}
              label={filter.label}
              description={filter.hint}
              type={filter.type}
              autoComplete="off"
              value={values[filter.param]}
              onChange={(e) => {
                const text = e.currentTarget.value;
                setValues((current) => ({ ...current, [filter.param]: text }));
              }}
            />
          ))}
        </SimpleGrid>
        <Group justify="flex-end" gap="sm">
          {filtered && (
            <Button variant="default" onClick={() => onApply(new URLSearchParams())}>
              Clear filters
            </Button>
          )}
          <Button type="submit">Apply filters</Button>
        </Group>
      </Stack>
    </Card>
  );
}

const CHANGE_LABELS = { added: 'Added', removed: 'Removed', changed: 'Changed' } as const;

function EntryCard({ entry }: { entry: AuditLogEntry }) {
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const changes = auditChanges(entry.before, entry.after);
  return (
    <Card component="li" withBorder radius="md" padding="md" aria-label={`${entry.action} on ${entry.target}`}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="wrap" gap="xs" align="flex-start">
          <Group gap="xs" wrap="wrap" style={{ minWidth: 0 }}>
            <Badge variant="light" color="gray" c="dark.8" radius="sm" tt="none">
              {entry.action}
            </Badge>
            <Code c="dark.7" style={{ overflowWrap: 'anywhere' }}>
              {entry.target}
            </Code>
          </Group>
          <Text size="sm" c="gray.7">
            <time dateTime={entry.at}>{formatMoment(entry.at)}</time>
          </Text>
        </Group>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          By {entry.staffEmail}
        </Text>
        <Group>
          <Button
            variant="subtle"
            size="compact-sm"
            px={0}
            aria-expanded={open}
            aria-controls={detailsId}
            onClick={() => setOpen((o) => !o)}
          >
            {open ? 'Hide changes' : `Show changes (${changes.length})`}
          </Button>
        </Group>
        <Collapse expanded={open} id={detailsId}>
          {changes.length === 0 ? (
            <Text size="sm" c="gray.7">
              Nothing differs between before and after.
            </Text>
          ) : (
            <Stack component="dl" gap="xs" m={0}>
              {changes.map((change) => (
                <div key={change.key ?? '(value)'}>
                  <Text component="dt" size="sm" fw={600}>
                    {change.key ?? 'Value'}{' '}
                    <Text span size="xs" c="gray.7" fw={400}>
                      {CHANGE_LABELS[change.kind]}
                    </Text>
                  </Text>
                  <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
                    <Text span c="red.9">
                      Before:
                    </Text>{' '}
                    {formatAuditValue(change.before)}
                  </Text>
                  <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
                    <Text span c="teal.9">
                      After:
                    </Text>{' '}
                    {formatAuditValue(change.after)}
                  </Text>
                </div>
              ))}
            </Stack>
          )}
        </Collapse>
      </Stack>
    </Card>
  );
}
