/**
 * /pro/account: who is signed in, and their own password. Changing it signs out every other session of the
 * account; this one keeps going with the fresh token the server answers.
 */
import { Stack, Text, Title } from '@mantine/core';
import { useCompanySession } from '../../session/realm-session';
import { ProFrame } from '../../ui/pro-frame';
import { RealmChangePasswordForm } from '../../ui/realm-change-password-form';
import { useCompanyChangePassword } from './password-api';

export const PRO_ACCOUNT_TITLE = 'Your account';
export const PRO_ACCOUNT_DESCRIPTION = 'Who you are signed in as, and your password.';

export function ProAccountPage() {
  const token = useCompanySession((s) => s.token) ?? '';
  const user = useCompanySession((s) => s.user);
  const change = useCompanyChangePassword(token);
  return (
    <ProFrame title={PRO_ACCOUNT_TITLE} description={PRO_ACCOUNT_DESCRIPTION}>
      {user && (
        <Stack gap={2}>
          <Text fw={600}>{user.name}</Text>
          <Text c="dark.5">{user.email}</Text>
          <Text c="dark.5">
            {user.companyName} · {user.role === 'owner' ? 'Owner' : 'Staff'}
          </Text>
        </Stack>
      )}
      <Stack gap="sm">
        <Title order={2} fz={20}>
          Change password
        </Title>
        <RealmChangePasswordForm
          change={change}
          onChanged={(fresh) => {
            const current = useCompanySession.getState().user;
            if (current) useCompanySession.getState().signedIn({ token: fresh, user: current });
          }}
        />
      </Stack>
    </ProFrame>
  );
}
