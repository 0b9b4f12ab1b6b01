/**
 * /staff/team: UpKeep's staff members, invited ones included. Administrators invite new members (a one-time
 * link valid 7 days is e-mailed), deactivate or reactivate them and change their role, never their own;
 * support staff see the list only (the server refuses them anyway).
 */
import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Modal,
  NativeSelect,
  Radio,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import {
  type InviteStaffRequest,
  inviteStaffRequest,
  STAFF_ROLES,
  type StaffMember,
  type StaffRole,
} from '@upkeep/contract';
import { useState } from 'react';
import { ApiError } from '../../lib/api';
import { type FieldLabels, schemaErrors } from '../../lib/schema-errors';
import { useStaffSession } from '../../session/realm-session';
import { ErrorState } from '../../ui/error-state';
import { PageLoader } from '../../ui/page-loader';
import { ProFrame } from '../../ui/pro-frame';
import { useStaffMembers } from './api/get-staff-members';
import { useInviteStaff } from './api/invite-staff';
import { useResendStaffInvitation } from './api/resend-staff-invitation';
import { useUpdateStaffMember } from './api/update-staff-member';
import { errorMessage, formatDate, ROLE_LABELS } from './format';

export const STAFF_TEAM_TITLE = 'Team';

const ROLE_OPTIONS = STAFF_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

function stateOf(member: StaffMember): { label: string; color: string } {
  if (member.invited) return { label: 'Invited', color: 'yellow' };
  return member.active ? { label: 'Active', color: 'teal' } : { label: 'Deactivated', color: 'red' };
}

export function StaffTeamPage() {
  const token = useStaffSession((s) => s.token) ?? '';
  const me = useStaffSession((s) => s.user);
  const isAdmin = me?.role === 'admin';
  const members = useStaffMembers(token);
  const [inviting, setInviting] = useState(false);
  const [deactivating, setDeactivating] = useState<StaffMember | null>(null);

  return (
    <ProFrame
      title={STAFF_TEAM_TITLE}
      description={
        isAdmin
          ? "Who can sign in to UpKeep's staff console. Invite people, change their role, or deactivate them."
          : "Who can sign in to UpKeep's staff console. Only administrators invite, deactivate or change roles."
      }
    >
      {isAdmin && (
        <Group>
          <Button size="md" onClick={() => setInviting(true)}>
            Invite staff
          </Button>
        </Group>
      )}
      {members.isPending ? (
        <PageLoader />
      ) : members.isError ? (
        <ErrorState
          title="Could not load the team"
          message={errorMessage(members.error)}
          onRetry={() => void members.refetch()}
        />
      ) : members.data.length === 0 ? (
        <Text role="status" ta="center" py="xl">
          No staff members yet.
        </Text>
      ) : (
        <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Staff members">
          {members.data.map((member) => (
            <MemberCard
              key={member.id}
              token={token}
              member={member}
              isSelf={member.id === me?.id}
              canManage={isAdmin && member.id !== me?.id}
              onDeactivate={setDeactivating}
            />
          ))}
        </Stack>
      )}
      {isAdmin && (
        <InviteDialog key={String(inviting)} token={token} opened={inviting} onClose={() => setInviting(false)} />
      )}
      <DeactivateDialog token={token} member={deactivating} onClose={() => setDeactivating(null)} />
    </ProFrame>
  );
}

function MemberCard({
  token,
  member,
  isSelf,
  canManage,
  onDeactivate,
}: {
  token: string;
  member: StaffMember;
  isSelf: boolean;
  canManage: boolean;
  onDeactivate: (member: StaffMember) => void;
}) {
  const update = useUpdateStaffMember(token);
  const state = stateOf(member);
  const changeRole = (role: StaffRole) =>
    update.mutate(
      { id: member.id, role },
      {
        onSuccess: (saved) =>
          notifications.show({
            color: 'teal',
            message: `${saved.name} is now ${ROLE_LABELS[saved.role].toLowerCase()}.`,
          }),
      },
    );
  const reactivate = () =>
    update.mutate(
      { id: member.id, active: true },
      { onSuccess: (saved) => notifications.show({ color: 'teal', message: `${saved.name} can sign in again.` }) },
    );
  return (
    <Card component="li" withBorder radius="md" padding="md" aria-label={member.name}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" align="flex-start" gap="xs">
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Title order={2} size="h4" style={{ overflowWrap: 'anywhere' }}>
              {member.name}
              {isSelf && (
                <Text span c="gray.7" fw={400} size="sm">
                  {' '}
                  (you)
                </Text>
              )}
            </Title>
            <Text size="sm" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
              {member.email}
            </Text>
          </Stack>
          <Group gap={6} wrap="nowrap">
            <Badge variant="light" color="gray" c="dark.8" radius="sm">
              {ROLE_LABELS[member.role]}
            </Badge>
            <Badge variant="light" color={state.color} c="dark.8" radius="sm">
              {state.label}
            </Badge>
          </Group>
        </Group>
        <Text size="xs" c="gray.7">
          {member.invited ? 'Invited' : 'Added'} {formatDate(member.createdDate)}
        </Text>
        {update.error && (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(update.error)}
          </Alert>
        )}
        {canManage && member.invited && member.active && <ResendInvitation token={token} member={member} />}
        {canManage && (
          <Group gap="sm" align="flex-end" wrap="wrap">
            <NativeSelect
              label="Role"
              aria-label={`Role of ${member.name}`}
              data={ROLE_OPTIONS}
              value={member.role}
              disabled={update.isPending}
              onChange={(e) => changeRole(e.currentTarget.value as StaffRole)}
              style={{ flex: '1 1 160px', maxWidth: 240 }}
            />
            {member.active ? (
              <Button
                variant="outline"
                color="red"
                onClick={() => onDeactivate(member)}
                aria-label={`Deactivate ${member.name}`}
              >
                Deactivate
              </Button>
            ) : (
              <Button
                variant="outline"
                loading={update.isPending}
                onClick={reactivate}
                aria-label={`Reactivate ${member.name}`}
              >
                Reactivate
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </Card>
  );
}

/** An invited member's invitation sent again; the server's refusal (too soon, too often) is shown as it says. */
function ResendInvitation({ token, member }: { token: string; member: StaffMember }) {
  const resend = useResendStaffInvitation(token);
  return (
    <Group justify="space-between" gap="xs" wrap="wrap">
      <Text size="sm" c={resend.isError ? 'red.8' : 'gray.7'} role={resend.isPending ? undefined : 'status'}>
        {resend.isSuccess
          ? `A new invitation was sent to ${member.email}. Earlier links no longer work.`
          : resend.isError
            ? errorMessage(resend.error)
            : 'Has not chosen a password yet.'}
      </Text>
      <Button
        variant="light"
        size="sm"
        loading={resend.isPending}
        disabled={resend.isSuccess}
        onClick={() => resend.mutate(member.id)}
        aria-label={`Send the invitation again to ${member.name}`}
      >
        Send the invitation again
      </Button>
    </Group>
  );
}

const INVITE_LABELS: FieldLabels<InviteStaffRequest> = { name: 'Name', email: 'Email', role: 'Role' };

function InviteDialog({ token, opened, onClose }: { token: string; opened: boolean; onClose: () => void }) {
  const invite = useInviteStaff(token);
  const form = useForm<InviteStaffRequest>({
    mode: 'controlled',
    initialValues: { name: '', email: '', role: 'support' },
    validate: (values) => schemaErrors(inviteStaffRequest, values, INVITE_LABELS),
  });
  const close = () => {
    invite.reset();
    onClose();
  };
  const submit = form.onSubmit((values) => {
    const body = { name: values.name.trim(), email: values.email.trim(), role: values.role };
    invite.mutate(body, {
      onSuccess: (member) => {
        notifications.show({
          color: 'teal',
          message: `Invitation e-mailed to ${member.email}. The link is valid for 7 days.`,
        });
        close();
      },
      onError: (error) => {
        for (const issue of error instanceof ApiError ? (error.errors ?? []) : []) {
          const field = issue.field as keyof InviteStaffRequest;
          if (field in INVITE_LABELS) form.setFieldError(field, `${INVITE_LABELS[field]} ${issue.message}`);
        }
      },
    });
  });
  return (
    <Modal opened={opened} onClose={close} title="Invite staff" centered>
      <form onSubmit={submit} noValidate aria-label="Invite staff">
        <Stack gap="md">
          <Text size="sm">They get an e-mail with a link to choose a password; it is valid for 7 days.</Text>
          {invite.error && (
            <Alert color="red" variant="light" role="alert">
              {errorMessage(invite.error)}
            </Alert>
          )}
          <TextInput label="Name" autoComplete="off" required data-autofocus {...form.getInputProps('name')} />
          <TextInput label="Email" type="email" autoComplete="off" required {...form.getInputProps('email')} />
          <Radio.Group label="Role" required {...form.getInputProps('role')}>
            <Stack gap="xs" mt={6}>
              <Radio value="support" label="Support: the inbox, tickets, customers, companies and reviews" />
              <Radio value="admin" label="Administrator: also settings, the team and the audit log" />
            </Stack>
          </Radio.Group>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              Not now
            </Button>
            <Button type="submit" loading={invite.isPending}>
              Send invitation
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

function DeactivateDialog({
  token,
  member,
  onClose,
}: {
  token: string;
  member: StaffMember | null;
  onClose: () => void;
}) {
  const update = useUpdateStaffMember(token);
  const close = () => {
    update.reset();
    onClose();
  };
  return (
    <Modal opened={member !== null} onClose={close} title="Deactivate this staff member?" centered>
      {member && (
        <Stack gap="md">
          <Text>
            {member.name} ({member.email}) is signed out everywhere at once and cannot sign in until reactivated.
          </Text>
          {update.error && (
            <Alert color="red" variant="light" role="alert">
              {errorMessage(update.error)}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              Not now
            </Button>
            <Button
              color="red"
              loading={update.isPending}
              onClick={() =>
                update.mutate(
                  { id: member.id, active: false },
                  {
                    onSuccess: (saved) => {
                      notifications.show({ color: 'teal', message: `${saved.name} was deactivated.` });
                      close();
                    },
                  },
                )
              }
            >
              Deactivate
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
