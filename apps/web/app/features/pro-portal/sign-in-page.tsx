/**
 * /pro/sign-in: a company user (owner or office staff) signs in with e-mail and password, then goes back
 * to the portal screen that sent them here (`returnTo`, set by the layout) or to the jobs.
 */
import { Anchor, Text } from '@mantine/core';
import { Link, useLocation, useNavigate } from 'react-router';
import { useCompanySession } from '../../session/realm-session';
import { RealmSignInForm, realmReturnTo } from '../../ui/realm-sign-in-form';
import { useCompanyLogin, useCompanyMfa } from './api/company-login';
import { AuthCard } from './auth-card';

export const PRO_SIGN_IN_TITLE = 'Company sign-in';
export const PRO_SIGN_IN_DESCRIPTION = 'Sign in to the UpKeep company portal: your jobs, prices, hours and team.';

/** Where to go after signing in: the portal screen that sent the user here, else the jobs. */
export const proReturnTo = (state: unknown) => realmReturnTo(state, '/pro/', '/pro/jobs');

export function ProSignInPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const login = useCompanyLogin();
  const secondStep = useCompanyMfa();
  return (
    <AuthCard title={PRO_SIGN_IN_TITLE} description={PRO_SIGN_IN_DESCRIPTION}>
      <RealmSignInForm
        formLabel="Company sign-in"
        passkeys="company"
        login={login}
        secondStep={secondStep}
        onSignedIn={(session) => {
          useCompanySession.getState().signedIn(session);
          navigate(proReturnTo(location.state), { replace: true });
        }}
        footer={
          <Text size="sm" ta="center">
            <Anchor component={Link} to="/pro/recover-password">
              Forgot your password?
            </Anchor>
          </Text>
        }
      />
    </AuthCard>
  );
}
