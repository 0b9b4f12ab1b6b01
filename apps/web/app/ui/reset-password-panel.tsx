/**
 * The page of a password link (/pro/reset-password?token=…, /staff/reset-password?token=…): the one-time link
 * form with a password link's words; once the server accepts, every session of the account is signed out and
 * the page says so, with the way to sign in. A used, expired or unknown link offers a new one.
 */
import { Alert, Button, Stack } from '@mantine/core';
import type { UseMutationResult } from '@tanstack/react-query';
import { type AcceptInviteRequest, Messages } from '@upkeep/contract';
import { Link } from 'react-router';
import { AcceptInviteForm } from './accept-invite-form';

export function ResetPasswordPanel({
  token,
  reset,
  signInPath,
  recoverPath,
}: {
  /** The link's `token`, trimmed ('' when the page was opened without one). */
  token: string;
  reset: UseMutationResult<unknown, Error, AcceptInviteRequest>;
  signInPath: string;
  recoverPath: string;
}) {
  if (reset.isSuccess) {
    return (
      <Stack gap="md">
        <Alert color="teal" variant="light" role="status">
          {Messages.passwordReset}
        </Alert>
        <Button component={Link} to={signInPath} replace size="md" fullWidth>
          Sign in
        </Button>
      </Stack>
    );
  }
  return (
    <AcceptInviteForm
      token={token}
      signInPath={signInPath}
      accept={reset}
      onAccepted={() => undefined}
      passwordField="newPassword"
      copy={{
        formLabel: 'Choose a new password',
        submitLabel: 'Set new password',
        missingLink:
          'This page needs the link from your password e-mail. Open the link in the e-mail again, or ask for a new one.',
        refusedAction: { to: recoverPath, label: 'Ask for a new link' },
        missingAction: { to: recoverPath, label: 'Ask for a new link' },
      }}
    />
  );
}
