/**
 * /pro/team: the company's users, invited and deactivated ones included. The owner invites office staff by
 * e-mail (they get a one-time link to choose a password), and deactivates a member who leaves (after a
 * confirmation: they are signed out everywhere at once) or reactivates them; staff see the list only.
 */
import { Alert, Badge, Button, Card, Group, Modal, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { type CompanyTeamMember, inviteCompanyUserRequest } from '@upkeep/contract';
import { useState } from 'react';
import { ApiError } from '../../lib/api';
import { type FieldLabels, schemaErrors } from '../../lib/schema-errors';
import { useCompanySession } from '../../session/realm-session';
import { ErrorState } from '../../ui/error-state';
import { PageLoader } from '../../ui/page-loader';
import { useTeam } from './api/get-team';
import { useInviteUser } from './api/invite-user';
import { useResendInvitation } from './api/resend-invitation';
import { useSetTeamMemberActive } from './api/set-team-member-active';
import { errorMessage } from './format';
import { ProPage } from './pro-ui';

export const TEAM_TITLE = 'Team';

export function TeamPage() {
  const token = useCompanySession((s) => s.token) ?? '';
  const role = useCompanySession((s) => s.user?.role);
  const myId = useCompanySession((s) => s.user?.id);
  const team = useTeam(token);
  const [deactivating, setDeactivating] = useState<CompanyTeamMember | null>(null);
  return (
    <ProPage
      title={TEAM_TITLE}
      description={
        role === 'owner'
          ? 'Who can sign in to your company portal. Invite your office staff here.'
          : 'Who can sign in to your company portal. Only the owner can invite people.'
      }
    >
      {role === 'owner' && <InviteForm token={token} />}
      {team.isPending ? (
        <PageLoader />
      ) : team.isError ? (
        <ErrorState
          title="Could not load your team"
          message={errorMessage(team.error)}
          onRetry={() => void team.refetch()}
        />
      ) : (
        <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Team members">
          {team.data.map((member) => (
            <Card key={member.id} component="li" withBorder radius="md" padding="md">
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Text fw={600}>{member.name}</Text>
                  <Text size="sm" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
                    {member.email}
                  </Text>
                </Stack>
                <Group gap={6} wrap="nowrap">
                  <Badge variant="light" color="gray" c="dark.8" radius="sm">
                    {member.role === 'owner' ? 'Owner' : 'Staff'}
                  </Badge>
                  <MemberState member={member} />
                </Group>
              </Group>
              {role === 'owner' && member.active && member.status === 'invited' && (
                <ResendInvitation token={token} userId={member.id} name={member.name} email={member.email} />
              )}
              {role === 'owner' && member.id !== myId && (
                <MemberAccess token={token} member={member} onDeactivate={setDeactivating} />
              )}
            </Card>
          ))}
        </Stack>
      )}
      <DeactivateDialog token={token} member={deactivating} onClose={() => setDeactivating(null)} />
    </ProPage>
  );
}

function MemberState({ member }: { member: CompanyTeamMember }) {
  const [label, color] = !member.active
    ? ['Deactivated', 'red']
    : member.status === 'active'
      ? ['Active', 'teal']
      : ['Invited', 'yellow'];
  return (
    <Badge variant="light" color={color} c="dark.8" radius="sm">
      {label}
    </Badge>
  );
}

/** The owner's access buttons on another member's card: deactivate (confirmed in a dialog) or reactivate. */
function MemberAccess({
  token,
  member,
  onDeactivate,
}: {
  token: string;
  member: CompanyTeamMember;
  onDeactivate: (member: CompanyTeamMember) => void;
}) {
  const reactivate = useSetTeamMemberActive(token);
  return (
    <Stack gap="xs" mt="sm">
      {reactivate.error && (
        <Alert color="red" variant="light" role="alert">
          {errorMessage(reactivate.error)}
        </Alert>
      )}
      <Group justify="flex-end">
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
            loading={reactivate.isPending}
            aria-label={`Reactivate ${member.name}`}
            onClick={() =>
              reactivate.mutate(
                { userId: member.id, active: true },
                {
                  onSuccess: (saved) =>
                    notifications.show({
                      color: 'teal',
                      message:
                        saved.status === 'invited'
                          ? `${saved.name} was reactivated. Send them the invitation again: the earlier link no longer works.`
                          : `${saved.name} can sign in again.`,
                    }),
                },
              )
            }
          >
            Reactivate
          </Button>
        )}
      </Group>
    </Stack>
  );
}

function DeactivateDialog({
  token,
  member,
  onClose,
}: {
  token: string;
  member: CompanyTeamMember | null;
  onClose: () => void;
}) {
  const update = useSetTeamMemberActive(token);
  const close = () => {
    update.reset();
    onClose();
  };
  return (
    <Modal opened={member !== null} onClose={close} title="Deactivate this team member?" centered>
      {member && (
        <Stack gap="md">
          <Text>
            {member.name} ({member.email}) is signed out everywhere at once and cannot sign in until you reactivate
            them.
            {member.status === 'invited' ? ' Their invitation link stops working.' : ''}
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
                  { userId: member.id, active: false },
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

/** An invitation lost or expired: a new link, mailed again (the owner only). */
function ResendInvitation({
  token,
  userId,
  name,
  email,
}: {
  token: string;
  userId: number;
  name: string;
  email: string;
}) {
  const resend = useResendInvitation(token);
  return (
    <Group justify="space-between" gap="xs" mt="sm" wrap="wrap">
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
        onClick={() => resend.mutate(userId)}
        aria-label={`Send the invitation again to ${name}`}
      >
        Send the invitation again
      </Button>
    </Group>
  );
}

interface InviteValues {
  name: string;
  email: string;
}
const LABELS: FieldLabels<InviteValues> = { name: 'Name', email: 'Email' };

function InviteForm({ token }: { token: string }) {
  const invite = useInviteUser(token);
  const form = useForm<InviteValues>({
    mode: 'controlled',
    initialValues: { name: '', email: '' },
    validate: (values) => schemaErrors(inviteCompanyUserRequest, values, LABELS),
  });
  const submit = form.onSubmit((values) => {
    invite.mutate(
      { name: values.name.trim(), email: values.email.trim() },
      {
        onSuccess: () => {
          notifications.show({ color: 'teal', message: `Invitation sent to ${values.email.trim()}.` });
          form.reset();
        },
        onError: (error) => {
          for (const issue of error instanceof ApiError ? (error.errors ?? []) : []) {
            if (issue.field in LABELS) {
              form.setFieldError(issue.field, `${LABELS[issue.field as keyof InviteValues]} ${issue.message}`);
            }
          }
        },
      },
    );
  });
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="form"
      onSubmit={submit}
      noValidate
      aria-label="Invite a team member"
    >
      <Stack gap="sm">
        <Title order={2} size="h4">
          Invite a team member
        </Title>
        {invite.error && (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(invite.error)}
          </Alert>
        )}
        {invite.isSuccess && (
          <Text size="sm" c="teal.9" role="status">
            Invitation sent. The link in the e-mail is valid for 7 days.
          </Text>
        )}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput label="Name" autoComplete="off" required {...form.getInputProps('name')} />
          <TextInput label="Email" type="email" autoComplete="off" required {...form.getInputProps('email')} />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" size="md" loading={invite.isPending}>
            Send invitation
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
