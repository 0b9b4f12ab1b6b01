/**
 * /staff/account: who is signed in, with which role, and their own password. Changing it signs out every other
 * session of the account; this one keeps going with the fresh token the server answers.
 */
import { Stack, Text, Title } from '@mantine/core';
import { useStaffSession } from '../../session/realm-session';
import { ProFrame } from '../../ui/pro-frame';
import { RealmChangePasswordForm } from '../../ui/realm-change-password-form';
import { ROLE_LABELS } from './format';
import { useStaffChangePassword } from './password-api';

export const STAFF_ACCOUNT_TITLE = 'Your account';
export const STAFF_ACCOUNT_DESCRIPTION = 'Who you are signed in as, and your password.';

export function StaffAccountPage() {
  const token = useStaffSession((s) => s.token) ?? '';
  const user = useStaffSession((s) => s.user);
  const change = useStaffChangePassword(token);
  return (
    <ProFrame title={STAFF_ACCOUNT_TITLE} description={STAFF_ACCOUNT_DESCRIPTION}>
      {user && (
        <Stack gap={2}>
          <Text fw={600}>{user.name}</Text>
          <Text c="dark.5">{user.email}</Text>
          <Text c="dark.5">{ROLE_LABELS[user.role]}</Text>
        </Stack>
      )}
      <Stack gap="sm">
        <Title order={2} fz={20}>
          Change password
        </Title>
        <RealmChangePasswordForm
          change={change}
          onChanged={(fresh) => {
            const current = useStaffSession.getState().user;
            if (current) useStaffSession.getState().signedIn({ token: fresh, user: current });
          }}
        />
      </Stack>
    </ProFrame>
  );
}
