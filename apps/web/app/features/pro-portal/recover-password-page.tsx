/**
 * /pro/recover-password: a company user who forgot their password asks for a link by e-mail (the sign-in's
 * "Forgot your password?"). The answer is the same whether or not the e-mail has an account.
 */
import { RecoverPasswordForm } from '../../ui/recover-password-form';
import { AuthCard } from './auth-card';
import { useCompanyRecoverPassword } from './password-api';

export const PRO_RECOVER_PASSWORD_TITLE = 'Recover your password';
export const PRO_RECOVER_PASSWORD_DESCRIPTION =
  'We will e-mail you a link to choose a new password for the UpKeep company portal.';

export function ProRecoverPasswordPage() {
  const recover = useCompanyRecoverPassword();
  return (
    <AuthCard title={PRO_RECOVER_PASSWORD_TITLE} description={PRO_RECOVER_PASSWORD_DESCRIPTION}>
      <RecoverPasswordForm recover={recover} signInPath="/pro/sign-in" />
    </AuthCard>
  );
}
