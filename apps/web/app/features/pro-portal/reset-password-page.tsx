/**
 * /pro/reset-password?token=…: the link of a password e-mail. The company user chooses a new password once;
 * every session of the account is signed out, and they sign in again.
 */
import { useSearchParams } from 'react-router';
import { ResetPasswordPanel } from '../../ui/reset-password-panel';
import { AuthCard } from './auth-card';
import { useCompanyResetPassword } from './password-api';

export const PRO_RESET_PASSWORD_TITLE = 'Choose a new password';
export const PRO_RESET_PASSWORD_DESCRIPTION = 'Choose the password you will sign in to the UpKeep company portal with.';

export function ProResetPasswordPage() {
  const [search] = useSearchParams();
  const token = search.get('token')?.trim() ?? '';
  const reset = useCompanyResetPassword();
  return (
    <AuthCard title={PRO_RESET_PASSWORD_TITLE} description={token ? PRO_RESET_PASSWORD_DESCRIPTION : undefined}>
      <ResetPasswordPanel token={token} reset={reset} signInPath="/pro/sign-in" recoverPath="/pro/recover-password" />
    </AuthCard>
  );
}
