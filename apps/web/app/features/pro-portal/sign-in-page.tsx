/**
 * /pro/sign-in: a company user (owner, office staff or crew member) signs in with e-mail and password, then goes back
 * to the portal screen that sent them here (`returnTo`, set by the layout) or to the jobs. Its Spanish twin,
 * /es/pro/sign-in (issue 49), is where a Spanish crew member's links and sign-out lead; the portal after it speaks
 * as the account says (a crew member's day in their language, the owners' screens in English).
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Anchor, Text } from '@mantine/core';
import { Link, useLocation, useNavigate } from 'react-router';
import { useLocalePath } from '../../i18n/locale';
import { useCompanySession } from '../../session/realm-session';
import { RealmSignInForm, realmReturnTo } from '../../ui/realm-sign-in-form';
import { useCompanyLogin, useCompanyMfa } from './api/company-login';
import { AuthCard } from './auth-card';

export const PRO_SIGN_IN_TITLE: MessageDescriptor = msg`Company sign-in`;
export const PRO_SIGN_IN_DESCRIPTION: MessageDescriptor = msg`Sign in to the UpKeep company portal: your jobs, prices, hours and team.`;

/** Where to go after signing in: the portal screen that sent the user here, else the jobs. */
export const proReturnTo = (state: unknown) => realmReturnTo(state, '/pro/', '/pro/jobs');

export function ProSignInPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const login = useCompanyLogin();
  const secondStep = useCompanyMfa();
  const { i18n, t } = useLingui();
  const inLocale = useLocalePath();
  return (
    <AuthCard title={i18n._(PRO_SIGN_IN_TITLE)} description={i18n._(PRO_SIGN_IN_DESCRIPTION)}>
      <RealmSignInForm
        formLabel={i18n._(PRO_SIGN_IN_TITLE)}
        passkeys="company"
        login={login}
        secondStep={secondStep}
        onSignedIn={(session) => {
          useCompanySession.getState().signedIn(session);
          navigate(proReturnTo(location.state), { replace: true });
        }}
        footer={
          <Text size="sm" ta="center">
            <Anchor component={Link} to={inLocale('/pro/recover-password')}>
              {t`Forgot your password?`}
            </Anchor>
          </Text>
        }
      />
    </AuthCard>
  );
}
