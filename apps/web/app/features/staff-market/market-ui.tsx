/** Pieces the marketplace screens share: dates, messages, state badges and the reason dialog. */
import { Alert, Badge, Box, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import {
  moderateReviewRequest,
  STAFF_COMPANY_STATE_LABELS,
  STAFF_REASON_MAX,
  type StaffCompany,
  type StaffCompanyState,
  VALLEY_TIME_ZONE,
} from '@upkeep/contract';
import { useState } from 'react';
import { errorMessage, TRY_AGAIN_LATER } from '../../lib/errors';
import { useStaffSession } from '../../session/realm-session';

/** The staff token ('' while signed out: the layout sends those to the sign-in first). */
export const useToken = () => useStaffSession((s) => s.token) ?? '';
export const useIsAdmin = () => useStaffSession((s) => s.user?.role === 'admin');

/** An instant or a YYYY-MM-DD date as 'Nov 20, 2026' in the valley's time zone. */
export function formatDate(value: string): string {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00Z`) : new Date(value);
  return date.toLocaleDateString('en-US', {
    timeZone: /^\d{4}-\d{2}-\d{2}$/.test(value) ? 'UTC' : VALLEY_TIME_ZONE,
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  });
}

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

/** The reason every moderation change needs, checked with the contract's rule (required, at most 1000). */
const reasonSchema = moderateReviewRequest.pick({ reason: true });

export interface ReasonDialogProps {
  opened: boolean;
  title: string;
  /** What the change does, said before it is made. */
  children?: React.ReactNode;
  confirmLabel: string;
  color?: string;
  pending: boolean;
  error: unknown;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

/**
 * A dialog that asks for a reason before a change; the reason is trimmed and checked before `onConfirm`. Mount
 * it with a `key` per subject so the typed reason never carries over to another one.
 */
export function ReasonDialog({
  opened,
  title,
  children,
  confirmLabel,
  color = 'red',
  pending,
  error,
  onConfirm,
  onClose,
}: ReasonDialogProps) {
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = () => {
    const parsed = reasonSchema.safeParse({ reason });
    if (!parsed.success) {
      setProblem(`Reason ${parsed.error.issues[0]?.message ?? 'is required'}`);
      return;
    }
    setProblem(null);
    onConfirm(parsed.data.reason);
  };
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <Stack gap="md">
        {children}
        <Textarea
          label="Reason"
          description="Kept in the audit log."
          required
          rows={3}
          maxLength={STAFF_REASON_MAX}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          error={problem}
          data-autofocus
        />
        {error ? (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(error, TRY_AGAIN_LATER)}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button color={color} loading={pending} onClick={submit}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
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
