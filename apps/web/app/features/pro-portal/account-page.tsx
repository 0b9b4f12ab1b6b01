/**
 * /pro/account: who is signed in, their own password (ui/realm-account-page.tsx), their second factor and their
 * other sessions, and for the owner the team's second factors (issue 47). A crew member reads it in their account's
 * language, as their day (issue 49: session/crew-locale.ts); the owners' and office's stays English.
 */
import { useLingui } from '@lingui/react/macro';
import { COMPANY_ROLE_LABELS } from '@upkeep/contract';
import { REQUIRED_BY_COMPANY } from '../../i18n/spec-messages-account';
import { useCrewAccountLocale, useScreenLocale } from '../../session/crew-locale';
import { useCompanySession } from '../../session/realm-session';
import { PasskeysSection } from '../../shared/passkeys/passkeys-section';
import { AuthenticatorSection } from '../../shared/second-factor/authenticator-section';
import { SessionsSection } from '../../shared/second-factor/sessions-section';
import { TeamSecondFactorsSection } from '../../shared/second-factor/team-section';
import { PageLoader } from '../../ui/page-loader';
import { RealmAccountPage } from '../../ui/realm-account-page';
import { useDocumentTitle } from '../../ui/use-document-title';
import { useCompanyChangePassword } from './password-api';

/** The route's meta (read before the account's language is known: English); the screen says its own. */
export const PRO_ACCOUNT_TITLE = 'Your account';
export const PRO_ACCOUNT_DESCRIPTION = 'Who you are signed in as, your password and your second factor.';

/** The account screen, once the crew member's language is active (English for everyone else). */
export function ProAccountPage() {
  return useScreenLocale(useCrewAccountLocale()) ? <Account /> : <PageLoader />;
}

function Account() {
  const { i18n, t } = useLingui();
  const title = t`Your account`;
  useDocumentTitle(title);
  const token = useCompanySession((s) => s.token) ?? '';
  const owner = useCompanySession((s) => s.user?.role === 'owner');
  const change = useCompanyChangePassword(token);
  return (
    // Its language said to assistive technology too (the portal's frame says the active language's words as well).
    <div lang={i18n.locale}>
      <RealmAccountPage
        title={title}
        description={t`Who you are signed in as, your password and your second factor.`}
        session={useCompanySession}
        change={change}
        details={(user) =>
          `${user.companyName} · ${user.role === 'crew' ? t`Crew member` : COMPANY_ROLE_LABELS[user.role]}`
        }
      >
        <AuthenticatorSection realm="company" token={token} requiredMessage={i18n._(REQUIRED_BY_COMPANY)} />
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
    </div>
  );
}
