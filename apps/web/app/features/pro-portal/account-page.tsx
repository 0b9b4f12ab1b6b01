/**
 * /pro/account: who is signed in, their own password (ui/realm-account-page.tsx), their second factor and their
 * other sessions, and for the owner the team's second factors (issue 47).
 */
import { COMPANY_ROLE_LABELS, SECOND_FACTOR_MESSAGES } from '@upkeep/contract';
import { useCompanySession } from '../../session/realm-session';
import { PasskeysSection } from '../../shared/passkeys/passkeys-section';
import { AuthenticatorSection } from '../../shared/second-factor/authenticator-section';
import { SessionsSection } from '../../shared/second-factor/sessions-section';
import { TeamSecondFactorsSection } from '../../shared/second-factor/team-section';
import { RealmAccountPage } from '../../ui/realm-account-page';
import { useCompanyChangePassword } from './password-api';

export const PRO_ACCOUNT_TITLE = 'Your account';
export const PRO_ACCOUNT_DESCRIPTION = 'Who you are signed in as, your password and your second factor.';

export function ProAccountPage() {
  const token = useCompanySession((s) => s.token) ?? '';
  const owner = useCompanySession((s) => s.user?.role === 'owner');
  const change = useCompanyChangePassword(token);
  return (
    <RealmAccountPage
      title={PRO_ACCOUNT_TITLE}
      description={PRO_ACCOUNT_DESCRIPTION}
      session={useCompanySession}
      change={change}
      details={(user) => `${user.companyName} · ${COMPANY_ROLE_LABELS[user.role]}`}
    >
      <AuthenticatorSection realm="company" token={token} requiredMessage={SECOND_FACTOR_MESSAGES.requiredByCompany} />
      <PasskeysSection realm="company" />
      <SessionsSection
        realm="company"
        token={token}
        onNewToken={(fresh) => {
          const user = useCompanySession.getState().user;
          if (user) useCompanySession.getState().signedIn({ token: fresh, user });
        }}
      />
      {owner && <TeamSecondFactorsSection token={token} />}
    </RealmAccountPage>
  );
}
