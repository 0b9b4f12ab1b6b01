/**
 * The company portal's frame: every `/pro/...` screen but sign-in and accept-invite renders inside it. Only
 * a signed-in company user gets in (others go to /pro/sign-in and come back after). Mobile-first: on a
 * phone the navigation is a burger menu; the screens are one column with large touch targets.
 */
import { AppShell, Burger, Button, Group, NavLink, ScrollArea, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { companyAccountEndpoints } from '@upkeep/contract';
import { Link, Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { api } from '../../lib/api';
import { useCompanySession, useRealmSessionHydrated } from '../../session/realm-session';
import { PageLoader } from '../../ui/page-loader';
import { useCompanySessionUpkeep } from './session-upkeep';

export const PRO_NAV = [
  { to: '/pro/jobs', label: 'Jobs' },
  { to: '/pro/leads', label: 'Leads' },
  { to: '/pro/reviews', label: 'Reviews' },
  { to: '/pro/earnings', label: 'Earnings' },
  { to: '/pro/setup', label: 'Setup' },
  { to: '/pro/profile', label: 'Profile' },
  { to: '/pro/services', label: 'Services & prices' },
  { to: '/pro/area', label: 'Service area' },
  { to: '/pro/hours', label: 'Hours & time off' },
  { to: '/pro/team', label: 'Team' },
] as const;

export function ProLayout() {
  const hydrated = useRealmSessionHydrated(useCompanySession);
  const token = useCompanySession((s) => s.token);
  const user = useCompanySession((s) => s.user);
  const signedOut = useCompanySession((s) => s.signedOut);
  const [opened, { toggle, close }] = useDisclosure(false);
  const location = useLocation();
  const navigate = useNavigate();
  useCompanySessionUpkeep(hydrated ? token : null);
  if (!hydrated) return <PageLoader />;
  if (!token) {
    return <Navigate to="/pro/sign-in" replace state={{ returnTo: `${location.pathname}${location.search}` }} />;
  }
  const signOut = async () => {
    await api(companyAccountEndpoints.companyLogout, { token, reportUnauthorized: false }).catch(() => undefined);
    signedOut();
    navigate('/pro/sign-in', { replace: true });
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
            <Text fw={700} component={Link} to="/pro/jobs">
              UpKeep Pro
            </Text>
          </Group>
          <Stack gap={0} align="flex-end" style={{ minWidth: 0 }} aria-label="Signed in as">
            <Text size="sm" fw={600} truncate maw="100%">
              {user?.name}
            </Text>
            <Text size="xs" c="gray.7" truncate maw="100%">
              {user?.companyName}
              {user?.role === 'owner' ? ' · Owner' : ' · Staff'}
            </Text>
          </Stack>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs" aria-label="Company portal">
        <ScrollArea>
          {PRO_NAV.map((item) => (
            <NavLink
              key={item.to}
              component={Link}
              to={item.to}
              label={item.label}
              active={location.pathname === item.to || location.pathname.startsWith(`${item.to}/`)}
              onClick={close}
              py="sm"
            />
          ))}
          <Button variant="subtle" fullWidth mt="md" onClick={signOut}>
            Sign out
          </Button>
        </ScrollArea>
      </AppShell.Navbar>
      <AppShell.Main id="main" tabIndex={-1}>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
