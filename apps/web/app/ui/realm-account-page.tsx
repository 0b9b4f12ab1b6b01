/**
 * The account screen of a realm's own accounts (/pro/account, /staff/account): who is signed in, their own
 * password, and the realm's security sections (second factor, sessions: issue 47). Changing it signs out every other
 * session of the account; this one keeps going with the fresh token the server answers, which the realm's session
 * keeps. Its words are in the catalogue: a crew member's /pro/account is in their language (issue 49), the console's
 * and the owners' in English.
 */
import { Trans } from '@lingui/react/macro';
import { Stack, Text, Title } from '@mantine/core';
import type { UseMutationResult } from '@tanstack/react-query';
import type { RealmChangePasswordRequest } from '@upkeep/contract';
import type { StoreApi, UseBoundStore } from 'zustand';
import type { RealmSessionState } from '../session/realm-session';
import { ProFrame } from './pro-frame';
import { RealmChangePasswordForm } from './realm-change-password-form';

export function RealmAccountPage<U extends { name: string; email: string }>({
  title,
  description,
  session,
  change,
  details,
  children,
}: {
  title: string;
  description: string;
  /** The realm's session store (useCompanySession, useStaffSession). */
  session: UseBoundStore<StoreApi<RealmSessionState<U>>>;
  /** The realm's change call, answering the fresh token. */
  change: UseMutationResult<string, Error, RealmChangePasswordRequest>;
  /** The line under the name and e-mail: the realm's words for who the user is. */
  details: (user: U) => React.ReactNode;
  /** The realm's security sections (its second factor, its sessions), under the password. */
  children?: React.ReactNode;
}) {
  const user = session((s) => s.user);
  return (
    <ProFrame title={title} description={description}>
      {user && (
        <Stack gap={2}>
          <Text fw={600}>{user.name}</Text>
          <Text c="dark.5">{user.email}</Text>
          <Text c="dark.5">{details(user)}</Text>
        </Stack>
      )}
      <Stack gap="sm">
        <Title order={2} fz={20}>
          <Trans>Change password</Trans>
        </Title>
        <RealmChangePasswordForm
          change={change}
          onChanged={(fresh) => {
            const current = session.getState().user;
            if (current) session.getState().signedIn({ token: fresh, user: current });
          }}
        />
      </Stack>
      {children}
    </ProFrame>
  );
}
