/**
 * /pro/team: the company's users, invited and deactivated ones included. The owner invites office staff or crew
 * members (of one of the company's crews) by e-mail (they get a one-time link to choose a password), moves a crew
 * member to another crew, and deactivates a member who leaves (after a confirmation: they are signed out
 * everywhere at once) or reactivates them; staff see the list only.
 */
import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { type CompanyTeamMember, inviteCompanyUserRequest, LOCALE_NAMES, LOCALES, type Locale } from '@upkeep/contract';
import { useState } from 'react';
import { ApiError } from '../../lib/api';
import { errorMessage } from '../../lib/errors';
import { type FieldLabels, schemaErrors } from '../../lib/schema-errors';
import { useCompanySession } from '../../session/realm-session';
import { LiveCalendarLinks } from '../../shared/scheduling/live-calendar-links';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { QueryView } from '../../ui/query-view';
import { AccessButton, MemberStateBadge, ResendInvitation } from '../../ui/team-members';
import { useMoveCrewMember, useTeamCrews } from './api/crew-members';
import { useTeam } from './api/get-team';
import { useInviteUser } from './api/invite-user';
import { useResendInvitation } from './api/resend-invitation';
import { useSetTeamMemberActive } from './api/set-team-member-active';
import { ProPage } from './pro-ui';
import { MemberAlerts } from './team-alerts';

export const TEAM_TITLE = 'Team';

export function TeamPage() {
  const token = useCompanySession((s) => s.token) ?? '';
  const role = useCompanySession((s) => s.user?.role);
  const myId = useCompanySession((s) => s.user?.id);
  const team = useTeam(token);
  const [deactivating, setDeactivating] = useState<CompanyTeamMember | null>(null);
  const deactivate = useSetTeamMemberActive(token);
  const resend = useResendInvitation(token);
  const crews = useTeamCrews(token, role === 'owner' || role === 'staff');
  const crewName = (id: number | null) => crews.data?.find((c) => c.id === id)?.name;
  return (
    <ProPage
      title={TEAM_TITLE}
      description={
        role === 'owner'
          ? 'Who can sign in to your company portal. Invite your office staff and your crews here: a crew member sees their own jobs on their phone, without prices.'
          : 'Who can sign in to your company portal. Only the owner can invite people.'
      }
    >
      {role === 'owner' && <InviteForm token={token} crews={crews.data ?? []} />}
      <QueryView query={team} errorTitle="Could not load your team">
        {(members) => (
          <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Team members">
            {members.map((member) => (
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
                      {member.role === 'owner'
                        ? 'Owner'
                        : member.role === 'crew'
                          ? `Crew${crewName(member.crewId) ? ` · ${crewName(member.crewId)}` : ''}`
                          : 'Staff'}
                    </Badge>
                    <MemberStateBadge
                      state={!member.active ? 'deactivated' : member.status === 'active' ? 'active' : 'invited'}
                    />
                  </Group>
                </Group>
                {role === 'owner' && member.active && member.role === 'crew' && crews.data && (
                  <MemberCrew token={token} member={member} crews={crews.data} />
                )}
                {member.active && member.role !== 'crew' && (
                  <MemberAlerts
                    token={token}
                    member={member}
                    editable={role === 'owner' || member.id === myId}
                    mine={member.id === myId}
                  />
                )}
                {role === 'owner' && member.active && member.status === 'invited' && (
                  <ResendInvitation resend={resend} id={member.id} name={member.name} email={member.email} mt="sm" />
                )}
                {role === 'owner' && member.id !== myId && (
                  <MemberAccess token={token} member={member} onDeactivate={setDeactivating} />
                )}
              </Card>
            ))}
          </Stack>
        )}
      </QueryView>
      {(role === 'owner' || role === 'staff') && myId !== undefined && (
        <LiveCalendarLinks token={token} me={{ id: myId, role }} />
      )}
      <ConfirmDialog
        subject={deactivating}
        title="Deactivate this team member?"
        confirmLabel="Deactivate"
        color="red"
        action={deactivate}
        variables={(member) => ({ userId: member.id, active: false })}
        done={(saved) => `${saved.name} was deactivated.`}
        onClose={() => setDeactivating(null)}
      >
        {(member) => (
          <Text>
            {member.name} ({member.email}) is signed out everywhere at once and cannot sign in until you reactivate
            them.
            {member.status === 'invited' ? ' Their invitation link stops working.' : ''}
          </Text>
        )}
      </ConfirmDialog>
    </ProPage>
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
        <AccessButton
          name={member.name}
          active={member.active}
          reactivating={reactivate.isPending}
          onDeactivate={() => onDeactivate(member)}
          onReactivate={() =>
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
        />
      </Group>
    </Stack>
  );
}

interface CrewChoice {
  id: number;
  name: string;
}

/** The owner's choice of a crew member's crew: saved as soon as it is picked. */
function MemberCrew({ token, member, crews }: { token: string; member: CompanyTeamMember; crews: CrewChoice[] }) {
  const move = useMoveCrewMember(token);
  return (
    <Stack gap="xs" mt="sm">
      {move.error && (
        <Alert color="red" variant="light" role="alert">
          {errorMessage(move.error)}
        </Alert>
      )}
      <NativeSelect
        label={`${member.name}'s crew`}
        value={String(member.crewId ?? '')}
        disabled={move.isPending}
        data={crews.map((c) => ({ value: String(c.id), label: c.name }))}
        onChange={(event) =>
          move.mutate(
            { userId: member.id, crewId: Number(event.currentTarget.value) },
            {
              onSuccess: (saved) =>
                notifications.show({
                  color: 'teal',
                  message: `${saved.name} is now in ${crews.find((c) => c.id === saved.crewId)?.name ?? 'another crew'}.`,
                }),
            },
          )
        }
      />
    </Stack>
  );
}

interface InviteValues {
  name: string;
  email: string;
  role: 'staff' | 'crew';
  crewId: string;
  /** A crew member's language (issue 49): their invitation, their day and what they are sent are in it. */
  locale: Locale;
}
const LABELS: FieldLabels<InviteValues> = {
  name: 'Name',
  email: 'Email',
  role: 'Role',
  crewId: 'Crew',
  locale: 'Language',
};

/** The form's values as the API takes them: a crew and a language only for a crew member. */
const invitation = (values: InviteValues) => ({
  name: values.name.trim(),
  email: values.email.trim(),
  role: values.role,
  ...(values.role === 'crew' && values.crewId ? { crewId: Number(values.crewId) } : {}),
  ...(values.role === 'crew' ? { locale: values.locale } : {}),
});

function InviteForm({ token, crews }: { token: string; crews: CrewChoice[] }) {
  const invite = useInviteUser(token);
  const form = useForm<InviteValues>({
    mode: 'controlled',
    initialValues: { name: '', email: '', role: 'staff', crewId: '', locale: 'en' },
    validate: (values) =>
      values.role === 'crew' && !values.crewId
        ? {
            ...schemaErrors(inviteCompanyUserRequest, { ...invitation(values), role: 'staff' }, LABELS),
            crewId: 'Choose the crew',
          }
        : schemaErrors(inviteCompanyUserRequest, invitation(values), LABELS),
  });
  const submit = form.onSubmit((values) => {
    invite.mutate(invitation(values), {
      onSuccess: () => {
        notifications.show({ color: 'teal', message: `Invitation sent to ${values.email.trim()}.` });
        form.reset();
        form.setFieldValue('role', values.role);
      },
      onError: (error) => {
        for (const issue of error instanceof ApiError ? (error.errors ?? []) : []) {
          if (issue.field in LABELS) {
            form.setFieldError(issue.field, `${LABELS[issue.field as keyof InviteValues]} ${issue.message}`);
          }
        }
      },
    });
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
          <NativeSelect
            label="Role"
            data={[
              { value: 'staff', label: 'Office staff: jobs, prices, settings' },
              { value: 'crew', label: "Crew member: their crew's jobs, on a phone" },
            ]}
            {...form.getInputProps('role')}
          />
          {form.values.role === 'crew' && (
            <NativeSelect
              label="Crew"
              required
              data={[
                { value: '', label: 'Choose a crew' },
                ...crews.map((c) => ({ value: String(c.id), label: c.name })),
              ]}
              {...form.getInputProps('crewId')}
            />
          )}
          {form.values.role === 'crew' && (
            <NativeSelect
              label="Language"
              description="Their invitation, their day and their messages"
              data={LOCALES.map((locale) => ({ value: locale, label: LOCALE_NAMES[locale] }))}
              {...form.getInputProps('locale')}
            />
          )}
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
