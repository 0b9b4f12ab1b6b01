import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Burger, Button, Container, Group, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useRef, useState } from 'react';
import { NavLink, useLocation, useNavigate } from 'react-router';
import { useLocalePath } from '../i18n/locale';
import { returnHere } from '../session/navigation';
import { signOut } from '../session/sign-out';
import { useSession } from '../session/store';
import { ACCOUNT_LINKS, NAV_LINKS, NavLinkItem, ProfileButtonLabel } from './app-navbar-parts';
import { LanguageSwitch } from './language-switch';
import { Logo } from './logo';

export { ACCOUNT_LINKS, NAV_LINKS };

// The pop-ups' code loads when they are first shown (app-navbar-menus.tsx says why).
const ProfileMenu = lazy(() => import('./app-navbar-menus').then((m) => ({ default: m.ProfileMenu })));
const NavDrawer = lazy(() => import('./app-navbar-menus').then((m) => ({ default: m.NavDrawer })));
// The signed-in customer's unread messages: its code loads on signed-in pages only.
/** Asks for the menus' code ahead of the first opening (the lazy components above then find it loaded). */
const preloadMenus = () => void import('./app-navbar-menus');
const UnreadMessagesLink = lazy(() => import('./unread-messages-link'));

export function AppNavbar() {
  const { t } = useLingui();
  const inLocale = useLocalePath();
  const [opened, { toggle, close }] = useDisclosure(false);
  // The drawer is mounted from its first opening on (so it can animate closed), never before.
  const [drawerWanted, setDrawerWanted] = useState(false);
  if (opened && !drawerWanted) setDrawerWanted(true);
  const [menuWanted, setMenuWanted] = useState(false);
  // Focus on the stand-in button when the menu's code arrives moves to the real one (a keyboard user who
  // tabbed to it, or pressed Enter a moment later, must not find focus dropped to the page).
  const standInFocused = useRef(false);
  const isLoggedIn = useSession((s) => s.isLoggedIn);
  const userName = useSession((s) => s.user?.name?.trim()) || t`My account`;
  const navigate = useNavigate();
  const location = useLocation();

  // Log out (spec 000 section 2, session/sign-out.ts), then home.
  const onLogout = () => {
    void signOut();
    close();
    void navigate(inLocale('/home'));
  };

  const links = NAV_LINKS.map((link) => <NavLinkItem key={link.to} link={link} onClick={close} />);

  const signIn = (
    <Button component={NavLink} to="/sign-in" state={returnHere(location)} onClick={close} size="sm">
      <Trans>Sign In</Trans>
    </Button>
  );

  // The same button until the menu is first opened, then while its code arrives: the menu opens as soon as it is
  // there. The code (Mantine's Menu, Popover, floating-ui: ~16 KB) is asked for as the visitor reaches for the button
  // (pointer, touch, focus), not with every signed-in page: on a phone the button is only in the drawer, and most
  // visits never open it (issue 48). Reaching for it changes nothing on screen, so a click under way is not lost.
  const profileButton = (
    <UnstyledButton
      fw={600}
      fz="sm"
      py={6}
      aria-label={t`Profile menu: ${userName}`}
      onPointerEnter={preloadMenus}
      onTouchStart={preloadMenus}
      onClick={() => setMenuWanted(true)}
      onFocus={() => {
        standInFocused.current = true;
        preloadMenus();
      }}
      onBlur={(event) => {
        // Focus moved elsewhere; a blur with nowhere to go is the button being replaced.
        if (event.relatedTarget) standInFocused.current = false;
      }}
    >
      <ProfileButtonLabel userName={userName} />
    </UnstyledButton>
  );

  const profileMenu = menuWanted ? (
    <Suspense fallback={profileButton}>
      <ProfileMenu
        userName={userName}
        onLogout={onLogout}
        defaultOpened={menuWanted}
        takeFocus={() => standInFocused.current}
      />
    </Suspense>
  ) : (
    profileButton
  );

  return (
    <Box component="header" bg="white" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
      <Container size="xl" h={64}>
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Logo />
          <Group component="nav" aria-label={t`Main`} gap="lg" visibleFrom="md">
            {links}
            {isLoggedIn ? profileMenu : signIn}
          </Group>
          <Group gap="md" wrap="nowrap">
            {isLoggedIn && (
              <Suspense fallback={null}>
                <UnreadMessagesLink />
              </Suspense>
            )}
            <LanguageSwitch />
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="md"
              aria-label={t`Open navigation`}
              aria-expanded={opened}
            />
          </Group>
        </Group>
      </Container>
      {drawerWanted && (
        <Suspense fallback={null}>
          <NavDrawer
            opened={opened}
            onClose={close}
            links={links}
            account={isLoggedIn ? { userName, onLogout } : null}
            signIn={signIn}
          />
        </Suspense>
      )}
    </Box>
  );
}
