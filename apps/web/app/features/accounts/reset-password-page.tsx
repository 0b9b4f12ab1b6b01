import { Alert } from '@mantine/core';
import { RequireLogin } from '../../session/require-login';
import { useSession } from '../../session/store';
import { AccountCard } from './account-card';
import { ChangePasswordForm } from './change-password-form';

export const RESET_PASSWORD_TITLE = 'Reset password';
export const RESET_PASSWORD_DESCRIPTION = 'Choose a new password.';

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
  return (
    <AccountCard title={RESET_PASSWORD_TITLE} description={RESET_PASSWORD_DESCRIPTION}>
      {isTempPassword && (
        <Alert color="yellow" variant="light" mb="md" role="note">
          You signed in with the temporary password we e-mailed you. Choose your own password to continue.
        </Alert>
      )}
      <ChangePasswordForm />
    </AccountCard>
  );
}
