/**
 * The frame of a signed-in realm's screens (the company portal, the staff console): a header with the
 * product's name and who is signed in, the realm's navigation (a burger menu on a phone, scrolling when taller
 * than the screen) with Sign out at its end, and the screen. The layouts that use it keep their own guards.
 */
import { AppShell, Burger, Button, Group, NavLink, ScrollArea, useMantineTheme } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { Link, Outlet, useLocation } from 'react-router';

export interface RealmShellProps {
  /** The product's name in the header (a link to the realm's first screen, or text). */
  brand: ReactNode;
  /** Who is signed in, at the header's end. */
  who: ReactNode;
  /** The navigation's accessible name and id. */
  navLabel: string;
  navId: string;
  nav: readonly { to: string; label: string }[];
  onSignOut: () => void;
  /** A notice above every screen of the realm (the company portal's suspension). */
  banner?: ReactNode;
}

export function RealmShell({ brand, who, navLabel, navId, nav, onSignOut, banner }: RealmShellProps) {
  const [opened, { toggle, close }] = useDisclosure(false);
  const theme = useMantineTheme();
  // On a phone the closed menu is only slid out of view: hide it, so neither the keyboard nor a screen reader
  // walks through links nobody can see.
  const phone = useMediaQuery(`(max-width: ${theme.breakpoints.sm})`) ?? false;
  const { pathname } = useLocation();
  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding="md"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="sm"
              size="md"
              aria-label="Menu"
              aria-expanded={opened}
              aria-controls={navId}
            />
            {brand}
          </Group>
          {who}
        </Group>
      </AppShell.Header>
      <AppShell.Navbar
        p="xs"
        component="nav"
        aria-label={navLabel}
        id={navId}
        style={phone && !opened ? { visibility: 'hidden' } : undefined}
      >
        <AppShell.Section grow component={ScrollArea} type="auto">
          {nav.map((item) => (
            <NavLink
              key={item.to}
              component={Link}
              to={item.to}
              label={item.label}
              active={pathname === item.to || pathname.startsWith(`${item.to}/`)}
              aria-current={pathname === item.to ? 'page' : undefined}
              onClick={close}
              py="sm"
            />
          ))}
        </AppShell.Section>
        <AppShell.Section>
          <Button variant="subtle" fullWidth mt="xs" onClick={onSignOut}>
            Sign out
          </Button>
        </AppShell.Section>
      </AppShell.Navbar>
      <AppShell.Main id="main" tabIndex={-1}>
        {banner}
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
