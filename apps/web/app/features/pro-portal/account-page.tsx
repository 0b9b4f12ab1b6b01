/** /pro/account: who is signed in, and their own password (ui/realm-account-page.tsx). */
import { COMPANY_ROLE_LABELS } from '@upkeep/contract';
import { useCompanySession } from '../../session/realm-session';
import { RealmAccountPage } from '../../ui/realm-account-page';
import { useCompanyChangePassword } from './password-api';

export const PRO_ACCOUNT_TITLE = 'Your account';
export const PRO_ACCOUNT_DESCRIPTION = 'Who you are signed in as, and your password.';

export function ProAccountPage() {
  const change = useCompanyChangePassword(useCompanySession((s) => s.token) ?? '');
  return (
    <RealmAccountPage
      title={PRO_ACCOUNT_TITLE}
      description={PRO_ACCOUNT_DESCRIPTION}
      session={useCompanySession}
      change={change}
      details={(user) => `${user.companyName} · ${COMPANY_ROLE_LABELS[user.role]}`}
    />
  );
}
