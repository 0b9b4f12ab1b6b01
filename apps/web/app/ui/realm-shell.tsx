/**
 * The frame of a signed-in realm's screens (the company portal, the staff console): a header with the
 * product's name and who is signed in, the realm's navigation (a burger menu on a phone, scrolling when taller
 * than the screen) with Sign out at its end, and the screen. The layouts that use it keep their own guards.
 */
import { AppShell, Badge, Burger, Button, Group, Indicator, NavLink, ScrollArea, useMantineTheme } from '@mantine/core';
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
  /**
   * A count beside a navigation item (the portal's jobs needing action), by the item's path: shown as a badge,
   * said in the item's accessible name (`label`: 'Jobs, 3 need action'), and beside the burger on a phone
   * (`menuLabel`: 'Menu, 3 jobs need action'). Nothing is shown for 0.
   */
  counts?: Readonly<Record<string, { count: number; label: string; menuLabel: string }>>;
  onSignOut: () => void;
  /** A notice above every screen of the realm (the company portal's suspension). */
  banner?: ReactNode;
}

export function RealmShell({ brand, who, navLabel, navId, nav, counts, onSignOut, banner }: RealmShellProps) {
  const [opened, { toggle, close }] = useDisclosure(false);
  const theme = useMantineTheme();
  // On a phone the closed menu is only slid out of view: hide it, so neither the keyboard nor a screen reader
  // walks through links nobody can see.
  const phone = useMediaQuery(`(max-width: ${theme.breakpoints.sm})`) ?? false;
  const { pathname } = useLocation();
  const counted = Object.values(counts ?? {}).filter((c) => c.count > 0);
  const menuCount = counted.reduce((sum, c) => sum + c.count, 0);
  const burger = (
    <Burger
      opened={opened}
      onClick={toggle}
      hiddenFrom="sm"
      size="md"
      aria-label={counted.length ? `Menu, ${counted.map((c) => c.menuLabel).join(', ')}` : 'Menu'}
      aria-expanded={opened}
      aria-controls={navId}
    />
  );
  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding="md"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            {/* Always wrapped, the dot off at 0: a burger moved into a new parent when a count arrives would be
                remounted, dropping the keyboard's focus (and a click in flight). */}
            <Indicator
              label={<span aria-hidden="true">{menuCount}</span>}
              disabled={menuCount === 0}
              size={18}
              color="red.8"
              offset={4}
              hiddenFrom="sm"
            >
              {burger}
            </Indicator>
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
          {nav.map((item) => {
            const count = counts?.[item.to];
            const shown = count && count.count > 0 ? count : null;
            return (
              <NavLink
                key={item.to}
                component={Link}
                to={item.to}
                label={item.label}
                aria-label={shown ? shown.label : undefined}
                rightSection={
                  shown ? (
                    // A space before the count, which the badge's box does not show: the link's visible text
                    // reads "Jobs 3", held by its name "Jobs, 3 need action" (WCAG 2.5.3, label in name).
                    <Badge color="red.8" size="sm" circle={shown.count < 10} aria-hidden>
                      {` ${shown.count}`}
                    </Badge>
                  ) : undefined
                }
                active={pathname === item.to || pathname.startsWith(`${item.to}/`)}
                aria-current={pathname === item.to ? 'page' : undefined}
                onClick={close}
                py="sm"
              />
            );
          })}
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
