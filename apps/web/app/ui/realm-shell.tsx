/**
 * The frame of a signed-in realm's screens (the company portal, the staff console): a header with the
 * product's name and who is signed in, the realm's navigation (a burger menu on a phone, scrolling when taller
 * than the screen) with Sign out at its end, and the screen. The layouts that use it keep their own guards.
 *
 * It is drawn as Mantine's AppShell and NavLink draw it (their elements, classes and variables, so their stylesheets
 * lay it out), without their code (issue 48, decision 0035): AppShell brought its resizing handles, media styles and
 * react-remove-scroll, NavLink its Collapse for nested links, ~12 KB brotli on every screen of the portal for a
 * fixed frame and a flat list of links. The sizes are in styles/app.css (`.realm-shell`); the classes are held equal
 * to Mantine's by realm-shell.test.tsx.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Burger, Button, Group, Indicator, ScrollArea, useMantineTheme } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { Link, Outlet, useLocation } from 'react-router';

/** Mantine's classes (AppShell.classes, NavLink.classes, UnstyledButton.classes), which its stylesheets style. */
export const SHELL_CLASSES = {
  root: 'm_89ab340',
  header: 'm_3b16f56b',
  navbar: 'm_45252eee',
  section: 'm_6dcfc7c7',
  main: 'm_8983817',
  navLink: 'm_f0824112',
  navLinkBody: 'm_f07af9d2',
  navLinkLabel: 'm_1f6ac4c4',
  navLinkDescription: 'm_57492dcc',
  navLinkSection: 'm_690090b5',
  unstyledButton: 'm_87cf2631',
} as const;
const C = SHELL_CLASSES;

/** The theme's colours of a navigation link (theme.ts, NavLink), and the links' height. */
const NAV_LINK_STYLE = {
  '--nl-bg': 'var(--mantine-color-teal-0)',
  '--nl-hover': 'var(--mantine-color-teal-0)',
  '--nl-color': 'var(--mantine-color-teal-9)',
  paddingBlock: 'var(--mantine-spacing-sm)',
} as React.CSSProperties;

/**
 * A link of the realm's navigation, as NavLink draws one without children: its label, an empty description and
 * what is on its right.
 */
function RealmNavLink({
  to,
  label,
  active,
  current,
  ariaLabel,
  rightSection,
  onClick,
}: {
  to: string;
  label: string;
  active: boolean;
  current: boolean;
  ariaLabel?: string;
  rightSection?: ReactNode;
  onClick: () => void;
}) {
  return (
    <Link
      to={to}
      style={NAV_LINK_STYLE}
      className={`mantine-focus-auto ${C.navLink} mantine-NavLink-root ${C.unstyledButton} mantine-UnstyledButton-root`}
      data-active={active || undefined}
      aria-label={ariaLabel}
      aria-current={current ? 'page' : undefined}
      onClick={onClick}
    >
      <div className={`${C.navLinkBody} mantine-NavLink-body`}>
        <span className={`${C.navLinkLabel} mantine-NavLink-label`}>{label}</span>
        <span className={`${C.navLinkDescription} mantine-NavLink-description`} data-active={active || undefined} />
      </div>
      {rightSection && (
        <span className={`${C.navLinkSection} mantine-NavLink-section`} data-position="right">
          {rightSection}
        </span>
      )}
    </Link>
  );
}

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
  const { t } = useLingui();
  const theme = useMantineTheme();
  // On a phone the closed menu is only slid out of view: hide it, so neither the keyboard nor a screen reader
  // walks through links nobody can see.
  const phone = useMediaQuery(`(max-width: ${theme.breakpoints.sm})`) ?? false;
  const { pathname } = useLocation();
  const counted = Object.values(counts ?? {}).filter((c) => c.count > 0);
  const menuCounts = counted.map((c) => c.menuLabel).join(', ');
  const menuCount = counted.reduce((sum, c) => sum + c.count, 0);
  const burger = (
    <Burger
      opened={opened}
      onClick={toggle}
      hiddenFrom="sm"
      size="md"
      aria-label={counted.length ? t`Menu, ${menuCounts}` : t`Menu`}
      aria-expanded={opened}
      aria-controls={navId}
    />
  );
  return (
    <div
      className={`${C.root} mantine-AppShell-root realm-shell`}
      data-mode="fixed"
      data-nav-opened={opened || undefined}
    >
      {/* right-scroll-bar-position: a dialog's scroll lock (react-remove-scroll) keeps the fixed header in place. */}
      <header
        style={{ '--app-shell-header-z-index': 100 } as React.CSSProperties}
        className={`${C.header} mantine-AppShell-header right-scroll-bar-position`}
        data-with-border
      >
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
      </header>
      <nav
        style={
          {
            '--app-shell-navbar-z-index': 'calc(100 + 1)',
            padding: 'var(--mantine-spacing-xs)',
            ...(phone && !opened ? { visibility: 'hidden' } : {}),
          } as React.CSSProperties
        }
        className={`${C.navbar} mantine-AppShell-navbar`}
        data-with-border
        aria-label={navLabel}
        id={navId}
      >
        <ScrollArea className={`${C.section} mantine-AppShell-section`} data-grow type="auto">
          {nav.map((item) => {
            const count = counts?.[item.to];
            const shown = count && count.count > 0 ? count : null;
            return (
              <RealmNavLink
                key={item.to}
                to={item.to}
                label={item.label}
                ariaLabel={shown ? shown.label : undefined}
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
                current={pathname === item.to}
                onClick={close}
              />
            );
          })}
        </ScrollArea>
        <div className={`${C.section} mantine-AppShell-section`}>
          <Button variant="subtle" fullWidth mt="xs" onClick={onSignOut}>
            <Trans>Sign out</Trans>
          </Button>
        </div>
      </nav>
      <main className={`${C.main} mantine-AppShell-main`} id="main" tabIndex={-1}>
        {banner}
        <Outlet />
      </main>
    </div>
  );
}
