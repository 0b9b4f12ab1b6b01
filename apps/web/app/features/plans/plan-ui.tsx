/** Small pieces the customer's plan screens share: the plan's status badge. */
import { useLingui } from '@lingui/react/macro';
import { Badge } from '@mantine/core';
import type { PlanStatus } from '@upkeep/contract';
import { PLAN_STATUS_LABELS } from './format';

const STATUS_COLORS: Record<PlanStatus, string> = {
  pending: 'yellow',
  active: 'teal',
  paused: 'gray',
  cancelled: 'red',
};

/** The status in words (never by colour alone), dark text on the light colour (WCAG AA). */
export function PlanStatusBadge({ status }: { status: PlanStatus }) {
  const { i18n } = useLingui();
  return (
    <Badge color={STATUS_COLORS[status]} c="dark.8" variant="light" radius="sm" style={{ whiteSpace: 'nowrap' }}>
      {i18n._(PLAN_STATUS_LABELS[status])}
    </Badge>
  );
}
