/**
 * The company portal's frame: every `/pro/...` screen but sign-in, accept-invite and the password links'
 * pages renders inside it. Only
 * a signed-in company user gets in (others go to /pro/sign-in and come back after). Mobile-first: on a
 * phone the navigation is a burger menu (ui/realm-shell.tsx); the screens are one column with large touch
 * targets. While UpKeep has the company suspended (GET /company/me says so), a banner above every screen says
 * that changes are refused until UpKeep is contacted. A crew member (issue 29) has two screens, their jobs and
 * their account: any other portal address takes them to their jobs (the API refuses them the rest anyway). An owner
 * without a second factor is asked to set one up (a banner); a user whose company requires one and who has none is
 * taken to their account screen to set it up (issue 47).
 */
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Alert, Stack, Text } from '@mantine/core';
import {
  COMPANY_ROLE_LABELS,
  type CompanyUser,
  hasSecondFactor,
  Messages,
  type SecondFactorState,
} from '@upkeep/contract';
import { useEffect, useRef } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { localePath, rememberedLocale } from '../../i18n/locale';
import { useCompanySession, useRealmSessionHydrated } from '../../session/realm-session';
import { useSecondFactorState } from '../../shared/second-factor/state';
import { PageLoader } from '../../ui/page-loader';
import { RealmShell } from '../../ui/realm-shell';
import { companyLogout } from './api/company-logout';
import { unreadWords, useCompanyUnread } from './api/company-unread';
import { needsActionWords, plansNeedingActionWords, useNeedsAction } from './api/get-needs-action';
import { SecondFactorBanner } from './second-factor-banner';
import { useCompanySessionUpkeep } from './session-upkeep';

export const PRO_NAV = [
  { to: '/pro/jobs', label: 'Jobs' },
  { to: '/pro/messages', label: 'Messages' },
  { to: '/pro/quotes', label: 'Quotes' },
  { to: '/pro/schedule', label: 'Schedule' },
  { to: '/pro/plans', label: 'Plans' },
  { to: '/pro/leads', label: 'Leads' },
  { to: '/pro/reviews', label: 'Reviews' },
  { to: '/pro/earnings', label: 'Earnings' },
  { to: '/pro/payouts', label: 'Payouts' },
  { to: '/pro/setup', label: 'Setup' },
  { to: '/pro/profile', label: 'Profile' },
  { to: '/pro/services', label: 'Services & prices' },
  { to: '/pro/area', label: 'Service area' },
  { to: '/pro/hours', label: 'Hours & time off' },
  { to: '/pro/crews', label: 'Crews' },
  { to: '/pro/team', label: 'Team' },
  { to: '/pro/account', label: 'Your account' },
] as const;

/**
 * A crew member's portal: their crew's jobs on their phone, and their account. Its frame says its words in the active
 * language, which the crew's day makes the account's (issue 49: session/crew-locale.ts).
 */
export const CREW_NAV = [
  { to: '/pro/my-jobs', label: msg`My jobs` },
  { to: '/pro/account', label: msg`Your account` },
] as const;
const CREW_HOME = '/pro/my-jobs';
const ACCOUNT = '/pro/account';

export function ProLayout() {
  const hydrated = useRealmSessionHydrated(useCompanySession);
  const token = useCompanySession((s) => s.token);
  const user = useCompanySession((s) => s.user);
  const signedOut = useCompanySession((s) => s.signedOut);
  const location = useLocation();
  useCompanySessionUpkeep(hydrated ? token : null);
  const crew = user?.role === 'crew';
  const { i18n, t } = useLingui();
  const needsAction = useNeedsAction(hydrated && !crew ? token : null);
  const unread = useCompanyUnread(hydrated && !crew ? token : null);
  const factor = useSecondFactorState('company', hydrated ? token : null);
  const hasFactor = useOwnFactorKnown(user, factor.data);
  const signedOutTo = useRef<string | null>(null);
  if (!hydrated) return <PageLoader />;
  if (!token) {
    // Signed out here: the sign-in in the account's language. Else the sign-in in the language the visitor chose last
    // (a Spanish crew member's link, the switch: /es/pro/sign-in), and back here after.
    if (signedOutTo.current) return <Navigate to={signedOutTo.current} replace />;
    const signIn = localePath('/pro/sign-in', rememberedLocale() ?? 'en');
    return <Navigate to={signIn} replace state={{ returnTo: `${location.pathname}${location.search}` }} />;
  }
  // The company requires a second factor this user has not set up: the account screen, where they set it up, is
  // all they can use (the API refuses the rest).
  if (factor.data?.required && !hasSecondFactor(factor.data) && location.pathname !== ACCOUNT) {
    return <Navigate to={ACCOUNT} replace />;
  }
  if (crew && !CREW_NAV.some((item) => item.to === location.pathname)) return <Navigate to={CREW_HOME} replace />;
  const signOut = async () => {
    // A crew member's next sign-in in their language (the account's: /es/pro/sign-in for a Spanish one; the owners'
    // and the office's portal is English), where the frame, without its session now, goes: known before the call, as
    // a query refused meanwhile (the token revoked) may end the session first.
    signedOutTo.current = localePath('/pro/sign-in', crew ? (user?.locale ?? 'en') : 'en');
    await companyLogout(token).catch(() => undefined);
    signedOut();
  };
  return (
    <RealmShell
      brand={
        <Text fw={700} component={Link} to={crew ? CREW_HOME : '/pro/jobs'}>
          UpKeep Pro
        </Text>
      }
      who={
        <Stack gap={0} align="flex-end" style={{ minWidth: 0 }} aria-label={t`Signed in as`}>
          <Text size="sm" fw={600} truncate maw="100%">
            {user?.name}
          </Text>
          <Text size="xs" c="gray.7" truncate maw="100%">
            {user?.companyName}
            {user ? ` · ${crew ? t`Crew member` : COMPANY_ROLE_LABELS[user.role]}` : ''}
          </Text>
        </Stack>
      }
      navLabel={t`Company portal`}
      navId="company-portal-nav"
      nav={crew ? CREW_NAV.map((item) => ({ to: item.to, label: i18n._(item.label) })) : PRO_NAV}
      counts={
        crew
          ? undefined
          : {
              ...(needsAction.data?.jobs
                ? { '/pro/jobs': { count: needsAction.data.jobs, ...needsActionWords(needsAction.data.jobs) } }
                : {}),
              ...(needsAction.data?.plans
                ? {
                    '/pro/plans': {
                      count: needsAction.data.plans,
                      ...plansNeedingActionWords(needsAction.data.plans),
                    },
                  }
                : {}),
              ...(unread.data?.count
                ? { '/pro/messages': { count: unread.data.count, ...unreadWords(unread.data.count) } }
                : {}),
            }
      }
      onSignOut={signOut}
      banner={
        user?.companyState === 'suspended' ? (
          <Alert color="red" variant="light" role="alert" mb="md">
            {Messages.companySuspended}
          </Alert>
        ) : user?.role === 'owner' && hasFactor === false && location.pathname !== ACCOUNT ? (
          <SecondFactorBanner account={ACCOUNT} />
        ) : undefined
      }
    />
  );
}

/**
 * Whether the signed-in user has a second factor: the session's word (the sign-in's and GET /company/me's answers say
 * it) until GET /company/auth/second-factor answers, then that answer, which the session keeps for the next visit. So
 * the owner's banner is drawn with the frame's first paint instead of pushing the screen down when the call answers
 * (issue 48). Undefined while neither says (a session kept from before the session said it).
 */
function useOwnFactorKnown(user: CompanyUser | null, state: SecondFactorState | undefined): boolean | undefined {
  const answered = state ? hasSecondFactor(state) : undefined;
  useEffect(() => {
    const session = useCompanySession.getState();
    if (answered !== undefined && session.user && session.user.hasSecondFactor !== answered) {
      session.updateUser({ ...session.user, hasSecondFactor: answered });
    }
  }, [answered]);
  return answered ?? user?.hasSecondFactor;
}
