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
import { errorMessage } from '../../lib/errors';
import { formatValleyDay } from '../../lib/format';
import { type FieldLabels, schemaErrors } from '../../lib/schema-errors';
import { useStaffSession } from '../../session/realm-session';
import { SecondFactorsResetSection } from '../../shared/second-factor/reset-section';
import { useStaffMembers } from '../../shared/staff/staff-members';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { ProFrame } from '../../ui/pro-frame';
import { QueryView } from '../../ui/query-view';
import { AccessButton, type MemberState, MemberStateBadge, ResendInvitation } from '../../ui/team-members';
import { useInviteStaff } from './api/invite-staff';
import { useResendStaffInvitation } from './api/resend-staff-invitation';
import { useUpdateStaffMember } from './api/update-staff-member';
import { ROLE_LABELS } from './format';

export const STAFF_TEAM_TITLE = 'Team';

const ROLE_OPTIONS = STAFF_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

function stateOf(member: StaffMember): MemberState {
  if (member.invited) return 'invited';
  return member.active ? 'active' : 'deactivated';
}

export function StaffTeamPage() {
  const token = useStaffSession((s) => s.token) ?? '';
  const me = useStaffSession((s) => s.user);
  const isAdmin = me?.role === 'admin';
  const members = useStaffMembers(token);
  const [inviting, setInviting] = useState(false);
  const [deactivating, setDeactivating] = useState<StaffMember | null>(null);
  const deactivate = useUpdateStaffMember(token);

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
      <QueryView
        query={members}
        errorTitle="Could not load the team"
        empty={
          <Text role="status" ta="center" py="xl">
            No staff members yet.
          </Text>
        }
      >
        {(list) => (
          <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Staff members">
            {list.map((member) => (
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
      </QueryView>
      {isAdmin && (
        <SecondFactorsResetSection
          token={token}
          canReset
          roleLabel={(role) => ROLE_LABELS[role as StaffRole] ?? role}
        />
      )}
      {isAdmin && (
        <InviteDialog key={String(inviting)} token={token} opened={inviting} onClose={() => setInviting(false)} />
      )}
      <ConfirmDialog
        subject={deactivating}
        title="Deactivate this staff member?"
        confirmLabel="Deactivate"
        color="red"
        action={deactivate}
        variables={(member) => ({ id: member.id, active: false })}
        done={(saved) => `${saved.name} was deactivated.`}
        onClose={() => setDeactivating(null)}
      >
        {(member) => (
          <Text>
            {member.name} ({member.email}) is signed out everywhere at once and cannot sign in until reactivated.
          </Text>
        )}
      </ConfirmDialog>
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
  const resend = useResendStaffInvitation(token);
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
            <MemberStateBadge state={stateOf(member)} />
          </Group>
        </Group>
        <Text size="xs" c="gray.7">
          {member.invited ? 'Invited' : 'Added'} {formatValleyDay(member.createdDate)}
        </Text>
        {update.error && (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(update.error)}
          </Alert>
        )}
        {canManage && member.invited && member.active && (
          <ResendInvitation resend={resend} id={member.id} name={member.name} email={member.email} />
        )}
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
            <AccessButton
              name={member.name}
              active={member.active}
              reactivating={update.isPending}
              onDeactivate={() => onDeactivate(member)}
              onReactivate={reactivate}
            />
          </Group>
        )}
      </Stack>
    </Card>
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
