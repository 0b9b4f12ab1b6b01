/** What the navbar (app-navbar.tsx) and its lazily loaded pop-ups (app-navbar-menus.tsx) share. */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Box, Group, Text } from '@mantine/core';
import { NavLink } from 'react-router';
import { useLocalePath } from '../i18n/locale';

/** The navbar's sections (spec 000 section 2). */
export const NAV_LINKS = [
  { label: msg`SERVICES`, to: '/services' },
  { label: msg`HOW IT WORKS`, to: '/how-it-works' },
  { label: msg`ABOUT`, to: '/about' },
  { label: msg`BLOG`, to: '/blog' },
  { label: msg`HELP`, to: '/help' },
  { label: msg`Partner Up`, to: '/partner-us' },
] as const;

/** The profile menu's entries (spec 000 section 2), then Log out. */
export const ACCOUNT_LINKS = [
  { label: msg`Profile`, to: '/profile' },
  { label: msg`My tickets`, to: '/my-tickets' },
  { label: msg`My plans`, to: '/my-plans' },
] as const;

function Chevron() {
  return (
    <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
      <path d="M2.5 4.5 6 8l3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  );
}

/** The profile button's face, the same before and after the menu's code arrives. */
export function ProfileButtonLabel({ userName }: { userName: string }) {
  return (
    <Group gap={6} wrap="nowrap">
      <Text span inherit maw={160} truncate="end">
        {userName}
      </Text>
      <Chevron />
    </Group>
  );
}

/** A navbar link, in the bar and in the phone's drawer. */
export function NavLinkItem({
  link,
  onClick,
}: {
  link: { label: MessageDescriptor; to: string };
  onClick: () => void;
}) {
  const { i18n } = useLingui();
  const inLocale = useLocalePath();
  return (
    <Box
      component={NavLink}
      to={inLocale(link.to)}
      onClick={onClick}
      className="nav-link"
      fw={600}
      fz="sm"
      c="dark.6"
      style={{ textDecoration: 'none' }}
      py={6}
    >
      {i18n._(link.label)}
    </Box>
  );
}
