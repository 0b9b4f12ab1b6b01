/** What the quote screens share: the token, the statuses' words and badge, and the dates' form. */
import { Badge } from '@mantine/core';
import { formatDate, formatDateTime, type QuoteStatus } from '@upkeep/contract';
import { useCompanyToken } from '../../session/realm-session';

/** The signed-in company user's token (the pro layout lets only signed-in users in). */
export const useToken = () => useCompanyToken() ?? '';

export const QUOTE_STATUS_LABELS: Record<QuoteStatus, string> = {
  draft: 'Draft',
  sent: 'Sent',
  viewed: 'Viewed',
  approved: 'Approved',
  declined: 'Declined',
  expired: 'Expired',
};

// Filled badges in dark shades: white on them keeps 4.5:1 (WCAG AA).
const STATUS_COLORS: Record<QuoteStatus, string> = {
  draft: 'gray.7',
  sent: 'blue.8',
  viewed: 'indigo.8',
  approved: 'teal.9',
  declined: 'red.8',
  expired: '#7c5e10',
};

export function QuoteStatusBadge({ status }: { status: QuoteStatus }) {
  return (
    <Badge color={STATUS_COLORS[status]} variant="filled" radius="sm">
      {QUOTE_STATUS_LABELS[status]}
    </Badge>
  );
}

/** A date or an instant as the valley's 'Mon, Nov 23, 2026', or the text given for none. */
export function dayOrNone(value: string | null, none = '—'): string {
  if (!value) return none;
  return Number.isNaN(new Date(value).getTime()) ? value : formatDate(value);
}

/** An instant as the valley's 'Mon, Nov 23, 2026, 9:00 AM'. */
export function momentOf(value: string): string {
  return Number.isNaN(new Date(value).getTime()) ? value : formatDateTime(value);
}
