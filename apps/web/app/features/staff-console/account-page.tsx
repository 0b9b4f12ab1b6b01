/** /staff/account: who is signed in, with which role, and their own password (ui/realm-account-page.tsx). */
import { useStaffSession } from '../../session/realm-session';
import { RealmAccountPage } from '../../ui/realm-account-page';
import { ROLE_LABELS } from './format';
import { useStaffChangePassword } from './password-api';

export const STAFF_ACCOUNT_TITLE = 'Your account';
export const STAFF_ACCOUNT_DESCRIPTION = 'Who you are signed in as, and your password.';

export function StaffAccountPage() {
  const change = useStaffChangePassword(useStaffSession((s) => s.token) ?? '');
  return (
    <RealmAccountPage
      title={STAFF_ACCOUNT_TITLE}
      description={STAFF_ACCOUNT_DESCRIPTION}
      session={useStaffSession}
      change={change}
      details={(user) => ROLE_LABELS[user.role]}
    />
  );
}
