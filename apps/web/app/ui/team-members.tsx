/**
 * The pieces of a list of people who sign in (the company portal's team, the console's staff, a company's
 * users on the console): their state, the button that takes access back or gives it again, and an invitation
 * sent again.
 */
import { Badge, Button, Group, Text } from '@mantine/core';
import type { UseMutationResult } from '@tanstack/react-query';
import { errorMessage } from '../lib/errors';

export type MemberState = 'active' | 'invited' | 'deactivated';

const STATES: Record<MemberState, { label: string; color: string }> = {
  active: { label: 'Active', color: 'teal' },
  invited: { label: 'Invited', color: 'yellow' },
  deactivated: { label: 'Deactivated', color: 'red' },
};

export function MemberStateBadge({ state }: { state: MemberState }) {
  return (
    <Badge variant="light" color={STATES[state].color} c="dark.8" radius="sm">
      {STATES[state].label}
    </Badge>
  );
}

/** Deactivate (the caller confirms it first) an active member, or reactivate one who is not. */
export function AccessButton({
  name,
  active,
  size,
  reactivating,
  onDeactivate,
  onReactivate,
}: {
  name: string;
  active: boolean;
  size?: string;
  reactivating: boolean;
  onDeactivate: () => void;
  onReactivate: () => void;
}) {
  return active ? (
    <Button variant="outline" color="red" size={size} onClick={onDeactivate} aria-label={`Deactivate ${name}`}>
      Deactivate
    </Button>
  ) : (
    <Button
      variant="outline"
      size={size}
      loading={reactivating}
      onClick={onReactivate}
      aria-label={`Reactivate ${name}`}
    >
      Reactivate
    </Button>
  );
}

/** An invited member's invitation sent again; the server's refusal (too soon, too often) is shown as it says. */
export function ResendInvitation({
  resend,
  id,
  name,
  email,
  mt,
}: {
  /** The realm's call, taking the member's id. */
  resend: UseMutationResult<unknown, Error, number>;
  id: number;
  name: string;
  email: string;
  mt?: string;
}) {
  return (
    <Group justify="space-between" gap="xs" mt={mt} wrap="wrap">
      <Text size="sm" c={resend.isError ? 'red.8' : 'gray.7'} role={resend.isPending ? undefined : 'status'}>
        {resend.isSuccess
          ? `A new invitation was sent to ${email}. Earlier links no longer work.`
          : resend.isError
            ? errorMessage(resend.error)
            : 'Has not chosen a password yet.'}
      </Text>
      <Button
        variant="light"
        size="sm"
        loading={resend.isPending}
        disabled={resend.isSuccess}
        onClick={() => resend.mutate(id)}
        aria-label={`Send the invitation again to ${name}`}
      >
        Send the invitation again
      </Button>
    </Group>
  );
}
