/**
 * /staff/reset-password?token=…: the link of a password e-mail. The staff member chooses a new password once;
 * every session of the account is signed out, and they sign in again.
 */
import { useSearchParams } from 'react-router';
import { ResetPasswordPanel } from '../../shared/one-time-link/reset-password-panel';
import { AuthCard } from '../../ui/auth-card';
import { useStaffResetPassword } from './password-api';

export const STAFF_RESET_PASSWORD_TITLE = 'Choose a new password';
export const STAFF_RESET_PASSWORD_DESCRIPTION = "Choose the password you will sign in to UpKeep's staff console with.";

export function StaffResetPasswordPage() {
  const [search] = useSearchParams();
  const token = search.get('token')?.trim() ?? '';
  const reset = useStaffResetPassword();
  return (
    <AuthCard
      brand="UpKeep Staff"
      title={STAFF_RESET_PASSWORD_TITLE}
      description={token ? STAFF_RESET_PASSWORD_DESCRIPTION : undefined}
    >
      <ResetPasswordPanel
        token={token}
        reset={reset}
        signInPath="/staff/sign-in"
        recoverPath="/staff/recover-password"
      />
    </AuthCard>
  );
}
