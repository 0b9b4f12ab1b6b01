/**
 * /staff/recover-password: a staff member who forgot their password asks for a link by e-mail (the sign-in's
 * "Forgot your password?"). The answer is the same whether or not the e-mail has an account.
 */
import { AuthCard } from '../../ui/auth-card';
import { RecoverPasswordForm } from '../../ui/recover-password-form';
import { useStaffRecoverPassword } from './password-api';

export const STAFF_RECOVER_PASSWORD_TITLE = 'Recover your password';
export const STAFF_RECOVER_PASSWORD_DESCRIPTION =
  "We will e-mail you a link to choose a new password for UpKeep's staff console.";

export function StaffRecoverPasswordPage() {
  const recover = useStaffRecoverPassword();
  return (
    <AuthCard
      brand="UpKeep Staff"
      title={STAFF_RECOVER_PASSWORD_TITLE}
      description={STAFF_RECOVER_PASSWORD_DESCRIPTION}
    >
      <RecoverPasswordForm recover={recover} signInPath="/staff/sign-in" />
    </AuthCard>
  );
}
