import {
  Box,
  Burger,
  Button,
  Container,
  Divider,
  Drawer,
  Group,
  Menu,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { NavLink, useNavigate } from 'react-router';
import { signOut } from '../session/sign-out';
import { useSession } from '../session/store';
import { Logo } from './logo';

/** The navbar's sections (spec 000 section 2). */
export const NAV_LINKS = [
  { label: 'SERVICES', to: '/services' },
  { label: 'HOW IT WORKS', to: '/how-it-works' },
  { label: 'ABOUT', to: '/about' },
  { label: 'BLOG', to: '/blog' },
  { label: 'HELP', to: '/help' },
  { label: 'Partner Up', to: '/partner-us' },
] as const;

/** The profile menu's entries (spec 000 section 2), then Log out. */
export const ACCOUNT_LINKS = [
  { label: 'Profile', to: '/profile' },
  { label: 'My tickets', to: '/my-tickets' },
] as const;

function Chevron() {
  return (
    <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
      <path d="M2.5 4.5 6 8l3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  );
}

export function AppNavbar() {
  const [opened, { toggle, close }] = useDisclosure(false);
  const isLoggedIn = useSession((s) => s.isLoggedIn);
  const userName = useSession((s) => s.user?.name?.trim() || 'My account');
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  // Log out (spec 000 section 2): the server revokes the token; login state, user, token, ticket id and the
  // temporary-password flag go, and so does what the query cache holds about the customer (its keys start
  // with 'customer'); then home.
  const onLogout = () => {
    void signOut();
    queryClient.removeQueries({ queryKey: ['customer'] });
    close();
    void navigate('/home');
  };

  const links = NAV_LINKS.map((link) => (
    <Box
      key={link.to}
      component={NavLink}
      to={link.to}
      onClick={close}
      className="nav-link"
      fw={600}
      fz="sm"
      c="dark.6"
      style={{ textDecoration: 'none' }}
      py={6}
    >
      {link.label}
    </Box>
  ));

  const signIn = (
    <Button component={NavLink} to="/sign-in" onClick={close} size="sm">
      Sign In
    </Button>
  );

  const profileMenu = (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        {/* The accessible name holds the visible one (WCAG 2.5.3, label in name). */}
        <UnstyledButton fw={600} fz="sm" py={6} aria-label={`Profile menu: ${userName}`}>
          <Group gap={6} wrap="nowrap">
            <Text span inherit maw={160} truncate="end">
              {userName}
            </Text>
            <Chevron />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        {ACCOUNT_LINKS.map((link) => (
          <Menu.Item key={link.to} component={NavLink} to={link.to}>
            {link.label}
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Item onClick={onLogout}>Log out</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );

  // In the drawer the account entries are plain links: a pop-up menu inside a dialog helps nobody.
  const mobileAccount = isLoggedIn ? (
    <Stack gap="sm">
      <Divider
        label={
          <Text span size="xs" c="gray.7">
            {userName}
          </Text>
        }
        labelPosition="left"
      />
      {ACCOUNT_LINKS.map((link) => (
        <Box
          key={link.to}
          component={NavLink}
          to={link.to}
          onClick={close}
          className="nav-link"
          fw={600}
          fz="sm"
          c="dark.6"
          style={{ textDecoration: 'none' }}
          py={6}
        >
          {link.label}
        </Box>
      ))}
      <Button variant="default" onClick={onLogout}>
        Log out
      </Button>
    </Stack>
  ) : (
    signIn
  );

  return (
    <Box component="header" bg="white" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
      <Container size="xl" h={64}>
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Logo />
          <Group component="nav" aria-label="Main" gap="lg" visibleFrom="md">
            {links}
            {isLoggedIn ? profileMenu : signIn}
          </Group>
          <Burger
            opened={opened}
            onClick={toggle}
            hiddenFrom="md"
            aria-label="Open navigation"
            aria-expanded={opened}
          />
        </Group>
      </Container>
      <Drawer
        opened={opened}
        onClose={close}
        title="Menu"
        hiddenFrom="md"
        position="right"
        size="xs"
        closeButtonProps={{ 'aria-label': 'Close menu' }}
      >
        <Stack component="nav" aria-label="Mobile" gap="sm">
          {links}
          {mobileAccount}
        </Stack>
      </Drawer>
    </Box>
  );
}
