/**
 * The staff console's frame: every `/staff/...` screen but sign-in renders inside it, for a signed-in
 * UpKeep staff member only (others go to /staff/sign-in and come back after).
 */
import { AppShell, Burger, Button, Group, NavLink, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { staffAccountEndpoints } from '@upkeep/contract';
import { Link, Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { api } from '../../lib/api';
import { useRealmSessionHydrated, useStaffSession } from '../../session/realm-session';
import { PageLoader } from '../../ui/page-loader';
import { useStaffSessionUpkeep } from './session-upkeep';

/** The console's screens; `admin` ones are shown to administrators only (the server refuses support anyway). */
export const STAFF_NAV: readonly { to: string; label: string; admin?: boolean }[] = [
  { to: '/staff/inbox', label: 'Inbox' },
  { to: '/staff/tickets', label: 'Tickets' },
  { to: '/staff/customers', label: 'Customers' },
  { to: '/staff/companies', label: 'Companies' },
  { to: '/staff/partner-requests', label: 'Partner requests' },
  { to: '/staff/reviews', label: 'Reviews' },
  { to: '/staff/discount-codes', label: 'Discount codes' },
  { to: '/staff/settings', label: 'Settings' },
  { to: '/staff/team', label: 'Team' },
  { to: '/staff/audit-log', label: 'Audit log', admin: true },
];

export function StaffLayout() {
  const hydrated = useRealmSessionHydrated(useStaffSession);
  const token = useStaffSession((s) => s.token);
  const user = useStaffSession((s) => s.user);
  const signedOut = useStaffSession((s) => s.signedOut);
  const [opened, { toggle, close }] = useDisclosure(false);
  const location = useLocation();
  const navigate = useNavigate();
  useStaffSessionUpkeep(hydrated ? token : null);
  if (!hydrated) return <PageLoader />;
  if (!token) {
    return <Navigate to="/staff/sign-in" replace state={{ returnTo: `${location.pathname}${location.search}` }} />;
  }
  const signOut = async () => {
    await api(staffAccountEndpoints.staffLogout, { token, reportUnauthorized: false }).catch(() => undefined);
    signedOut();
    navigate('/staff/sign-in', { replace: true });
  };
  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding="md"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="md" aria-label="Menu" />
            <Text fw={700}>UpKeep Staff</Text>
          </Group>
          <Stack gap={0} align="flex-end" style={{ minWidth: 0 }} aria-label="Signed in as">
            <Text size="sm" fw={600} truncate maw="100%">
              {user?.name}
            </Text>
            <Text size="xs" c="gray.7" truncate maw="100%">
              {user?.email}
            </Text>
          </Stack>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs" aria-label="Staff console">
        {STAFF_NAV.filter((item) => !item.admin || user?.role === 'admin').map((item) => (
          <NavLink
            key={item.to}
            component={Link}
            to={item.to}
            label={item.label}
            active={location.pathname.startsWith(item.to)}
            onClick={close}
            py="sm"
          />
        ))}
        <Button variant="subtle" fullWidth mt="md" onClick={signOut}>
          Sign out
        </Button>
      </AppShell.Navbar>
      <AppShell.Main id="main" tabIndex={-1}>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
