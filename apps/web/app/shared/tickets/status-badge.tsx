/** A ticket's status as a badge: the customer's tickets and the company's jobs show it alike. */
import { Badge } from '@mantine/core';

const STATUS_COLORS: Record<string, string> = {
  Pending: 'yellow',
  Scheduled: 'blue',
  'In Progress': 'cyan',
  Completed: 'teal',
  Cancelled: 'gray',
  Declined: 'red',
  Expired: 'gray',
};

/** The status as data names it (statuses are data, design.md section 5), coloured when we know it. */
export function StatusBadge({ status }: { status: string }) {
  return (
    // Dark text on the light colour: some shades (yellow, orange) are too pale for text (WCAG AA).
    <Badge color={STATUS_COLORS[status] ?? 'gray'} c="dark.8" variant="light" radius="sm">
      {status}
    </Badge>
  );
}
