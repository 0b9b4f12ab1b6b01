/** Pieces the marketplace screens share: the token, dates, state badges, empty lines and scrolling tables. */
import { Badge, Box, Group, Pagination, Table, Text, TextInput } from '@mantine/core';
import {
  formatDate as formatContractDate,
  STAFF_COMPANY_STATE_LABELS,
  type StaffCompany,
  type StaffCompanyState,
} from '@upkeep/contract';
import { useSearchParams } from 'react-router';
import { useStaffSession } from '../../session/realm-session';

/** The staff token ('' while signed out: the layout sends those to the sign-in first). */
export const useToken = () => useStaffSession((s) => s.token) ?? '';
export const useIsAdmin = () => useStaffSession((s) => s.user?.role === 'admin');

/** An instant or a YYYY-MM-DD date as 'Fri, Nov 20, 2026' in the valley: the one date form of every screen. */
export const formatDate = (value: string): string => formatContractDate(value);

const STATE_COLORS: Record<StaffCompanyState, string> = {
  invited: 'gray',
  setting_up: 'yellow',
  live: 'teal',
  suspended: 'red',
};

export function CompanyStateBadge({ state }: { state: StaffCompanyState }) {
  return (
    <Badge color={STATE_COLORS[state]} c="dark.8" variant="light" radius="sm">
      {STAFF_COMPANY_STATE_LABELS[state]}
    </Badge>
  );
}

/** A short line for an empty list, announced to screen readers. */
export function EmptyLine({ children }: { children: React.ReactNode }) {
  return (
    <Text size="lg" ta="center" py="xl" role="status">
      {children}
    </Text>
  );
}

/** The score as '4.6 (12)' or 'No reviews'. */
export function scoreText(company: Pick<StaffCompany, 'averageScore' | 'reviewCount'>): string {
  if (company.averageScore === null || company.reviewCount === 0) return 'No reviews';
  return `${company.averageScore.toFixed(1)} (${company.reviewCount} review${company.reviewCount === 1 ? '' : 's'})`;
}

export function commissionText(company: Pick<StaffCompany, 'commissionPercent' | 'commissionOverride'>): string {
  return company.commissionOverride === null
    ? `${company.commissionPercent}% (marketplace rate)`
    : `${company.commissionPercent}% (own rate)`;
}

/**
 * A table's frame: it scrolls sideways on a narrow screen, and takes the keyboard's focus so it can. Positioned,
 * so that visually hidden text inside (absolutely placed) is clipped with the table instead of widening the page.
 */
export function ScrollRegion({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Box tabIndex={0} role="region" aria-label={label} style={{ overflowX: 'auto', position: 'relative' }}>
      {children}
    </Box>
  );
}

/** A column heading: its words, or a right-aligned one (amounts), or a `key`ed node (a heading only screen readers hear). */
export type Heading = string | { label: React.ReactNode; key?: string; align?: 'right' };

/** The marketplace's tables: striped, bordered, scrolling sideways inside their region on a narrow screen. */
export function MarketTable({
  region,
  label,
  minWidth,
  headings,
  children,
}: {
  /** The scrolling region's name ('Companies list'). */
  region: string;
  label: string;
  minWidth: number;
  headings: Heading[];
  /** The rows. */
  children: React.ReactNode;
}) {
  return (
    <ScrollRegion label={region}>
      <Table striped withTableBorder miw={minWidth} aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            {headings.map((h) =>
              typeof h === 'string' ? (
                <Table.Th key={h}>{h}</Table.Th>
              ) : (
                <Table.Th key={h.key ?? String(h.label)} ta={h.align}>
                  {h.label}
                </Table.Th>
              ),
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </ScrollRegion>
  );
}

/**
 * The list screens' search in the URL: the search params, the page (1 unless told), and `update`, which sets
 * or drops params (an empty value drops one).
 */
export function useListSearch() {
  const [search, setSearch] = useSearchParams();
  const page = Math.max(1, Number(search.get('page')) || 1);
  const update = (patch: Record<string, string | undefined>) => {
    const next = new URLSearchParams(search);
    for (const [key, value] of Object.entries(patch)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setSearch(next);
  };
  return { search, page, update };
}

/** A list screen's search form: the words typed (applied on Search), the filters beside them, other actions. */
export function SearchBar({
  label,
  placeholder,
  typed,
  onType,
  onSearch,
  children,
}: {
  label: string;
  placeholder: string;
  typed: string;
  onType: (typed: string) => void;
  onSearch: () => void;
  /** The filters beside the words (applied at once), the Search button and any other action. */
  children?: React.ReactNode;
}) {
  return (
    <Group
      component="form"
      role="search"
      aria-label={label}
      align="flex-end"
      gap="sm"
      onSubmit={(e) => {
        e.preventDefault();
        onSearch();
      }}
    >
      <TextInput
        label="Search"
        placeholder={placeholder}
        value={typed}
        onChange={(e) => onType(e.currentTarget.value)}
        style={{ flex: '1 1 220px' }}
        maxLength={200}
      />
      {children}
    </Group>
  );
}

/** The pages of a list, when there is more than one. */
export function ListPager({ total, page, onPage }: { total: number; page: number; onPage: (page: number) => void }) {
  if (total <= 1) return null;
  return (
    <Pagination
      total={total}
      value={page}
      onChange={onPage}
      getControlProps={(control) => ({ 'aria-label': `${control} page` })}
      getItemProps={(p) => ({ 'aria-label': `Page ${p}` })}
    />
  );
}
