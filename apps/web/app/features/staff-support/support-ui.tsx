/** Pieces the support screens share: the page frame, badges, a scrollable table, pages and search. */
import { Badge, Box, Button, Group, Pagination, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { INBOX_KIND_LABELS, INBOX_STATE_LABELS, type InboxKind, type InboxState, type Pages } from '@upkeep/contract';
import { type ReactNode, useState } from 'react';

export function SupportPage({
  title,
  description,
  actions,
  children,
}: {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Stack gap="md" pb="xl" maw={1200}>
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Title order={1} fz={{ base: 24, sm: 28 }} style={{ overflowWrap: 'anywhere' }}>
            {title}
          </Title>
          {description && (
            <Text c="gray.7" size="sm">
              {description}
            </Text>
          )}
        </Stack>
        {actions}
      </Group>
      {children}
    </Stack>
  );
}

const KIND_COLORS: Record<InboxKind, string> = {
  contact: 'blue',
  lead: 'grape',
  'company-lead': 'cyan',
  optout: 'red',
  partner: 'teal',
};
const STATE_COLORS: Record<InboxState, string> = { new: 'yellow', in_progress: 'blue', done: 'gray' };

export function KindBadge({ kind }: { kind: InboxKind }) {
  return (
    <Badge color={KIND_COLORS[kind]} c="dark.8" variant="light" radius="sm" style={{ whiteSpace: 'nowrap' }}>
      {INBOX_KIND_LABELS[kind]}
    </Badge>
  );
}

export function StateBadge({ state }: { state: InboxState }) {
  return (
    <Badge color={STATE_COLORS[state]} c="dark.8" variant="light" radius="sm" style={{ whiteSpace: 'nowrap' }}>
      {INBOX_STATE_LABELS[state]}
    </Badge>
  );
}

export function PlainBadge({ children, color = 'gray' }: { children: ReactNode; color?: string }) {
  return (
    <Badge color={color} c="dark.8" variant="light" radius="sm" style={{ whiteSpace: 'nowrap' }}>
      {children}
    </Badge>
  );
}

/** A wide table scrolls inside itself (a focusable region, so the keyboard scrolls it too), never the page. */
export function ScrollTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box
      role="region"
      aria-label={`${label}, scrollable`}
      tabIndex={0}
      style={{ overflowX: 'auto', maxWidth: '100%', minWidth: 0 }}
    >
      {children}
    </Box>
  );
}

/** A column of a RecordTable: its header, its cell, right-aligned for amounts, unwrapped for dates. */
export interface RecordColumn<T> {
  header: string;
  cell: (row: T) => ReactNode;
  align?: 'right';
  nowrap?: boolean;
  /** Long unbroken text (an e-mail address) may break anywhere. */
  breakAnywhere?: boolean;
}

/**
 * A labelled section's records as a table that scrolls sideways on a phone, or one line saying there are
 * none. The console's ticket page shows its lines, payments, history and messages this way.
 */
export function RecordTable<T extends { id: number | string }>({
  label,
  rows,
  columns,
  minWidth,
  empty,
}: {
  label: string;
  rows: readonly T[];
  columns: readonly RecordColumn<T>[];
  minWidth: number;
  empty: string;
}) {
  if (rows.length === 0) {
    return (
      <Text size="sm" c="gray.7">
        {empty}
      </Text>
    );
  }
  const style = (c: RecordColumn<T>) =>
    c.nowrap ? { whiteSpace: 'nowrap' as const } : c.breakAnywhere ? { overflowWrap: 'anywhere' as const } : undefined;
  return (
    <ScrollTable label={label}>
      <Table verticalSpacing={4} miw={minWidth} aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((c) => (
              <Table.Th key={c.header} scope="col" ta={c.align}>
                {c.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id}>
              {columns.map((c) => (
                <Table.Td key={c.header} ta={c.align} style={style(c)}>
                  {c.cell(row)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}

export function Pager({ pages, label, onPage }: { pages?: Pages; label: string; onPage: (page: number) => void }) {
  if (!pages || pages.totalPages <= 1) return null;
  return (
    <Group justify="center" component="nav" aria-label={label}>
      <Pagination
        total={pages.totalPages}
        value={pages.pageNumber}
        onChange={onPage}
        siblings={1}
        getItemProps={(page) => ({ 'aria-label': `Page ${page}` })}
      />
    </Group>
  );
}

/** A search box that applies on Enter or its button; `key` it by the query so it follows the URL. */
export function SearchForm({
  label,
  placeholder,
  initial,
  onSearch,
}: {
  label: string;
  placeholder: string;
  initial: string;
  onSearch: (query: string) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <Group
      component="form"
      role="search"
      aria-label={label}
      gap="xs"
      wrap="nowrap"
      align="flex-end"
      onSubmit={(event: React.FormEvent) => {
        event.preventDefault();
        onSearch(value.trim());
      }}
    >
      <TextInput
        label={label}
        placeholder={placeholder}
        type="search"
        value={value}
        onChange={(e) => setValue(e.currentTarget.value)}
        maxLength={200}
        style={{ flex: 1, minWidth: 0 }}
        autoFocus
      />
      <Button type="submit">Search</Button>
    </Group>
  );
}
