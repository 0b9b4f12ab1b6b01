/**
 * /pro/reset-password?token=…: the link of a password e-mail. The company user chooses a new password once;
 * every session of the account is signed out, and they sign in again. A Spanish crew member's link opens its twin,
 * /es/pro/reset-password (issue 49), whose words are the catalogue's.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'react-router';
import { useLocalePath } from '../../i18n/locale';
import { ResetPasswordPanel } from '../../shared/one-time-link/reset-password-panel';
import { AuthCard } from './auth-card';
import { useCompanyResetPassword } from './password-api';

export const PRO_RESET_PASSWORD_TITLE: MessageDescriptor = msg`Choose a new password`;
export const PRO_RESET_PASSWORD_DESCRIPTION: MessageDescriptor = msg`Choose the password you will sign in to the UpKeep company portal with.`;

export function ProResetPasswordPage() {
  const [search] = useSearchParams();
  const token = search.get('token')?.trim() ?? '';
  const reset = useCompanyResetPassword();
  const { i18n } = useLingui();
  const inLocale = useLocalePath();
  return (
    <AuthCard
      title={i18n._(PRO_RESET_PASSWORD_TITLE)}
      description={token ? i18n._(PRO_RESET_PASSWORD_DESCRIPTION) : undefined}
    >
      <ResetPasswordPanel
        token={token}
        reset={reset}
        signInPath={inLocale('/pro/sign-in')}
        recoverPath={inLocale('/pro/recover-password')}
      />
    </AuthCard>
  );
}
