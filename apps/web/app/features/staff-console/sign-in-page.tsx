/**
 * /staff/sign-in: an UpKeep staff member signs in, then goes back to the console screen that sent them
 * here (`returnTo`, set by the layout) or to the inbox.
 */
import { Anchor, Text } from '@mantine/core';
import { Link, useLocation, useNavigate } from 'react-router';
import { useStaffSession } from '../../session/realm-session';
import { AuthCard } from '../../ui/auth-card';
import { RealmSignInForm, realmReturnTo } from '../../ui/realm-sign-in-form';
import { useStaffLogin, useStaffMfa } from './api/staff-login';

export const STAFF_SIGN_IN_TITLE = 'Staff sign-in';
export const STAFF_SIGN_IN_DESCRIPTION =
  "UpKeep's own console: the inbox, tickets, companies and the marketplace's rules.";

export const staffReturnTo = (state: unknown) => realmReturnTo(state, '/staff/', '/staff/inbox');

export function StaffSignInPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const login = useStaffLogin();
  const secondStep = useStaffMfa();
  return (
    <AuthCard brand="UpKeep Staff" title={STAFF_SIGN_IN_TITLE} description={STAFF_SIGN_IN_DESCRIPTION}>
      <RealmSignInForm
        formLabel="Staff sign-in"
        passkeys="staff"
        login={login}
        secondStep={secondStep}
        onSignedIn={(session) => {
          useStaffSession.getState().signedIn(session);
          navigate(staffReturnTo(location.state), { replace: true });
        }}
        footer={
          <Text size="sm" ta="center">
            <Anchor component={Link} to="/staff/recover-password">
              Forgot your password?
            </Anchor>
          </Text>
        }
      />
    </AuthCard>
  );
}
