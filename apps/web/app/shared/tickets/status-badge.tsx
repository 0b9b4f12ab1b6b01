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

/**
 * The status as data names it (statuses are data, design.md section 5), coloured when we know it; `label` says it in
 * the screen's language where the screen has it (the crew's day, issue 49).
 */
export function StatusBadge({ status, label = status }: { status: string; label?: string }) {
  return (
    // Dark text on the light colour: some shades (yellow, orange) are too pale for text (WCAG AA).
    <Badge color={STATUS_COLORS[status] ?? 'gray'} c="dark.8" variant="light" radius="sm">
      {label}
    </Badge>
  );
}
