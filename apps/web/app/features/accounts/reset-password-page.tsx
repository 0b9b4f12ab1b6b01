import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert } from '@mantine/core';
import { RequireLogin } from '../../session/require-login';
import { useSession } from '../../session/store';
import { AccountCard } from './account-card';
import { ChangePasswordForm } from './change-password-form';

export const RESET_PASSWORD_TITLE: MessageDescriptor = msg`Reset password`;
export const RESET_PASSWORD_DESCRIPTION: MessageDescriptor = msg`Choose a new password.`;

/** Only for a signed-in customer (spec 000 section 6); anyone else goes to /. */
export function ResetPasswordPage() {
  return (
    <RequireLogin redirectTo="/">
      <ResetPassword />
    </RequireLogin>
  );
}

function ResetPassword() {
  const isTempPassword = useSession((s) => s.isTempPassword);
  const { i18n } = useLingui();
  return (
    <AccountCard title={i18n._(RESET_PASSWORD_TITLE)} description={i18n._(RESET_PASSWORD_DESCRIPTION)}>
      {isTempPassword && (
        <Alert color="yellow" variant="light" mb="md" role="note">
          <Trans>
            You signed in with the temporary password we e-mailed you. Choose your own password to continue.
          </Trans>
        </Alert>
      )}
      <ChangePasswordForm />
    </AccountCard>
  );
}
