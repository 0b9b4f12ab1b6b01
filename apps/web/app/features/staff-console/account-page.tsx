/**
 * /staff/account: who is signed in, with which role, their own password (ui/realm-account-page.tsx), their second
 * factor and their other sessions (issue 47).
 */
import { SECOND_FACTOR_MESSAGES } from '@upkeep/contract';
import { useStaffSession } from '../../session/realm-session';
import { PasskeysSection } from '../../shared/passkeys/passkeys-section';
import { AuthenticatorSection } from '../../shared/second-factor/authenticator-section';
import { SessionsSection } from '../../shared/second-factor/sessions-section';
import { RealmAccountPage } from '../../ui/realm-account-page';
import { ROLE_LABELS } from './format';
import { useStaffChangePassword } from './password-api';

export const STAFF_ACCOUNT_TITLE = 'Your account';
export const STAFF_ACCOUNT_DESCRIPTION = 'Who you are signed in as, your password and your second factor.';

export function StaffAccountPage() {
  const token = useStaffSession((s) => s.token) ?? '';
  const change = useStaffChangePassword(token);
  return (
    <RealmAccountPage
      title={STAFF_ACCOUNT_TITLE}
      description={STAFF_ACCOUNT_DESCRIPTION}
      session={useStaffSession}
      change={change}
      details={(user) => ROLE_LABELS[user.role]}
    >
      <AuthenticatorSection realm="staff" token={token} requiredMessage={SECOND_FACTOR_MESSAGES.required} />
      <PasskeysSection realm="staff" />
      <SessionsSection
        realm="staff"
        token={token}
        onNewToken={(fresh) => {
          const user = useStaffSession.getState().user;
          if (user) useStaffSession.getState().signedIn({ token: fresh, user });
        }}
      />
    </RealmAccountPage>
  );
}
