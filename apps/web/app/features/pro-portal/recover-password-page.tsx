/**
 * /pro/recover-password: a company user who forgot their password asks for a link by e-mail (the sign-in's
 * "Forgot your password?"). The answer is the same whether or not the e-mail has an account. A crew member's
 * Spanish sign-in leads to its twin, /es/pro/recover-password (issue 49).
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useLocalePath } from '../../i18n/locale';
import { RecoverPasswordForm } from '../../ui/recover-password-form';
import { AuthCard } from './auth-card';
import { useCompanyRecoverPassword } from './password-api';

export const PRO_RECOVER_PASSWORD_TITLE: MessageDescriptor = msg`Recover your password`;
export const PRO_RECOVER_PASSWORD_DESCRIPTION: MessageDescriptor = msg`We will e-mail you a link to choose a new password for the UpKeep company portal.`;

export function ProRecoverPasswordPage() {
  const recover = useCompanyRecoverPassword();
  const { i18n } = useLingui();
  const inLocale = useLocalePath();
  return (
    <AuthCard title={i18n._(PRO_RECOVER_PASSWORD_TITLE)} description={i18n._(PRO_RECOVER_PASSWORD_DESCRIPTION)}>
      <RecoverPasswordForm recover={recover} signInPath={inLocale('/pro/sign-in')} />
    </AuthCard>
  );
}
