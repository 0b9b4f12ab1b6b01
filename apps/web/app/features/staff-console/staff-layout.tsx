/**
 * The staff console's frame: every `/staff/...` screen but sign-in and accept-invite renders inside it, for a
 * signed-in UpKeep staff member only (others go to /staff/sign-in and come back after). The header says who
 * is signed in and with which role; the navigation (a burger menu on a phone, scrolling when it is taller
 * than the screen) lists the console's screens, the administrators' ones to administrators only, and how many
 * inbox messages are new (asked again every 30 seconds: the inbox is live). While the console requires a second
 * factor the member has not set up, their account screen is the only one (issue 47).
 */
import { Badge, Group, Stack, Text } from '@mantine/core';
import { hasSecondFactor } from '@upkeep/contract';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { useRealmSessionHydrated, useStaffSession } from '../../session/realm-session';
import { useSecondFactorState } from '../../shared/second-factor/state';
import { PageLoader } from '../../ui/page-loader';
import { RealmShell } from '../../ui/realm-shell';
import { inboxCountWords, useInboxNewCount } from './api/get-inbox-count';
import { staffLogout } from './api/staff-logout';
import { ROLE_LABELS } from './format';
import { useStaffSessionUpkeep } from './session-upkeep';

/** The console's screens; `admin` ones are shown to administrators only (the server refuses support anyway). */
export const STAFF_NAV: readonly { to: string; label: string; admin?: boolean }[] = [
  { to: '/staff/inbox', label: 'Inbox' },
  { to: '/staff/tickets', label: 'Tickets' },
  { to: '/staff/at-risk', label: 'At risk' },
  { to: '/staff/plans', label: 'Plans' },
  { to: '/staff/jobs', label: 'Failed jobs' },
  { to: '/staff/customers', label: 'Customers' },
  { to: '/staff/companies', label: 'Companies' },
  { to: '/staff/payouts', label: 'Payouts' },
  { to: '/staff/books', label: 'Books', admin: true },
  { to: '/staff/partner-requests', label: 'Partner requests' },
  { to: '/staff/reviews', label: 'Reviews' },
  { to: '/staff/messages', label: 'Reported messages' },
  { to: '/staff/discount-codes', label: 'Discount codes' },
  { to: '/staff/settings', label: 'Settings' },
  { to: '/staff/team', label: 'Team' },
  { to: '/staff/audit-log', label: 'Audit log', admin: true },
  { to: '/staff/account', label: 'Your account' },
];

export function StaffLayout() {
  const hydrated = useRealmSessionHydrated(useStaffSession);
  const token = useStaffSession((s) => s.token);
  const user = useStaffSession((s) => s.user);
  const signedOut = useStaffSession((s) => s.signedOut);
  const location = useLocation();
  const navigate = useNavigate();
  useStaffSessionUpkeep(hydrated ? token : null);
  const inboxNew = useInboxNewCount(hydrated ? token : null);
  const factor = useSecondFactorState('staff', hydrated ? token : null);
  if (!hydrated) return <PageLoader />;
  if (!token) {
    return <Navigate to="/staff/sign-in" replace state={{ returnTo: `${location.pathname}${location.search}` }} />;
  }
  // The console requires a second factor this member has not set up: their account screen is all they can use.
  if (factor.data?.required && !hasSecondFactor(factor.data) && location.pathname !== '/staff/account') {
    return <Navigate to="/staff/account" replace />;
  }
  const signOut = async () => {
    await staffLogout(token).catch(() => undefined);
    signedOut();
    navigate('/staff/sign-in', { replace: true });
  };
  return (
    <RealmShell
      brand={<Text fw={700}>UpKeep Staff</Text>}
      who={
        <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
          <Stack gap={0} align="flex-end" style={{ minWidth: 0 }}>
            <Text size="sm" fw={600} truncate maw="100%">
              {user?.name}
            </Text>
            <Text size="xs" c="gray.7" truncate maw="100%" visibleFrom="xs">
              {user?.email}
            </Text>
          </Stack>
          {user && (
            <Badge variant="light" color={user.role === 'admin' ? 'grape' : 'gray'} c="dark.8" radius="sm">
              {ROLE_LABELS[user.role]}
            </Badge>
          )}
        </Group>
      }
      navLabel="Staff console"
      navId="staff-console-nav"
      nav={STAFF_NAV.filter((item) => !item.admin || user?.role === 'admin')}
      counts={
        inboxNew.data ? { '/staff/inbox': { count: inboxNew.data, ...inboxCountWords(inboxNew.data) } } : undefined
      }
      onSignOut={signOut}
    />
  );
}
