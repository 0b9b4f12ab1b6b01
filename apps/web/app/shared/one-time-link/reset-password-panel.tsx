/**
 * The page of a password link (/pro/reset-password?token=…, /staff/reset-password?token=…): the one-time link
 * form with a password link's words; once the server accepts, every session of the account is signed out and
 * the page says so, with the way to sign in. A used, expired or unknown link offers a new one.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Stack } from '@mantine/core';
import type { UseMutationResult } from '@tanstack/react-query';
import type { AcceptInviteRequest } from '@upkeep/contract';
import { Link } from 'react-router';
import { AcceptInviteForm } from './accept-invite-form';

/** The contract's Messages.passwordReset in the catalogue (held to it by i18n/spec-messages.test.ts). */
export const PASSWORD_RESET: MessageDescriptor = msg`Your password was changed, and every session of your account was signed out. Sign in with the new password.`;

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
  const { t, i18n } = useLingui();
  if (reset.isSuccess) {
    return (
      <Stack gap="md">
        <Alert color="teal" variant="light" role="status">
          {i18n._(PASSWORD_RESET)}
        </Alert>
        <Button component={Link} to={signInPath} replace size="md" fullWidth>
          <Trans>Sign in</Trans>
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
        formLabel: t`Choose a new password`,
        submitLabel: t`Set new password`,
        missingLink: t`This page needs the link from your password e-mail. Open the link in the e-mail again, or ask for a new one.`,
        refusedAction: { to: recoverPath, label: t`Ask for a new link` },
        missingAction: { to: recoverPath, label: t`Ask for a new link` },
      }}
    />
  );
}
