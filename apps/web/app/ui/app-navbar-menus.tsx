/**
 * The navbar's pop-ups, a chunk of their own: the profile menu (signed-in customers) and the phone's drawer
 * (once opened). Their Menu, Drawer and the floating-ui, focus-trap and scroll-lock code under them are
 * about 20 KB compressed that a visitor reading a public page never needs (issue 14's byte budgets), so
 * app-navbar.tsx loads them when they are first shown.
 */

import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Divider, Drawer, Menu, Stack, Text, UnstyledButton } from '@mantine/core';
import { type ReactNode, useLayoutEffect, useRef } from 'react';
import { NavLink } from 'react-router';
import { useLocalePath } from '../i18n/locale';
import { ACCOUNT_LINKS, NavLinkItem, ProfileButtonLabel } from './app-navbar-parts';

export function ProfileMenu({
  userName,
  onLogout,
  defaultOpened = false,
  takeFocus,
}: {
  userName: string;
  onLogout: () => void;
  /** Opened at once: the visitor clicked the button before this code arrived (app-navbar.tsx). */
  defaultOpened?: boolean;
  /** Whether the stand-in button held focus when this code arrived: then the real button takes it. */
  takeFocus?: () => boolean;
}) {
  const { t, i18n } = useLingui();
  // A Spanish page's menu leads to the Spanish screens where they have a twin (`/es/profile`, `/es/my-tickets`).
  const inLocale = useLocalePath();
  const target = useRef<HTMLButtonElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the menu replaces its stand-in
  useLayoutEffect(() => {
    const active = document.activeElement;
    if (takeFocus?.() && (active === null || active === document.body)) target.current?.focus();
  }, []);
  return (
    <Menu position="bottom-end" withinPortal defaultOpened={defaultOpened}>
      <Menu.Target>
        {/* The accessible name holds the visible one (WCAG 2.5.3, label in name). */}
        <UnstyledButton ref={target} fw={600} fz="sm" py={6} aria-label={t`Profile menu: ${userName}`}>
          <ProfileButtonLabel userName={userName} />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        {ACCOUNT_LINKS.map((link) => (
          <Menu.Item key={link.to} component={NavLink} to={inLocale(link.to)}>
            {i18n._(link.label)}
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Item onClick={onLogout}>
          <Trans>Log out</Trans>
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

/**
 * The phone's drawer: the sections, then the account. In the drawer the account entries are plain links
 * (a pop-up menu inside a dialog helps nobody); a visitor signed out gets the Sign In button.
 */
export function NavDrawer({
  opened,
  onClose,
  links,
  account,
  signIn,
}: {
  opened: boolean;
  onClose: () => void;
  links: ReactNode;
  account: { userName: string; onLogout: () => void } | null;
  signIn: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title={t`Menu`}
      hiddenFrom="md"
      position="right"
      size="xs"
      closeButtonProps={{ 'aria-label': t`Close menu` }}
    >
      <Stack component="nav" aria-label={t`Mobile`} gap="sm">
        {links}
        {account ? (
          <Stack gap="sm">
            <Divider
              label={
                <Text span size="xs" c="gray.7">
                  {account.userName}
                </Text>
              }
              labelPosition="left"
            />
            {ACCOUNT_LINKS.map((link) => (
              <NavLinkItem key={link.to} link={link} onClick={onClose} />
            ))}
            <Button variant="default" onClick={account.onLogout}>
              <Trans>Log out</Trans>
            </Button>
          </Stack>
        ) : (
          signIn
        )}
      </Stack>
    </Drawer>
  );
}
