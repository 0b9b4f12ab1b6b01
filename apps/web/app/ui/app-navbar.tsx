import { Box, Burger, Button, Container, Drawer, Group, Menu, Stack, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { NavLink, useNavigate } from 'react-router';
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

export function AppNavbar() {
  const [opened, { toggle, close }] = useDisclosure(false);
  const isLoggedIn = useSession((s) => s.isLoggedIn);
  const user = useSession((s) => s.user);
  const logout = useSession((s) => s.logout);
  const navigate = useNavigate();

  const onLogout = () => {
    logout();
    close();
    navigate('/home');
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

  const account = isLoggedIn ? (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <UnstyledButton fw={600} fz="sm" aria-label="Account menu">
          {user?.name ?? 'My account'} ▾
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={NavLink} to="/profile" onClick={close}>
          Profile
        </Menu.Item>
        <Menu.Item component={NavLink} to="/my-tickets" onClick={close}>
          My tickets
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item onClick={onLogout}>Log out</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  ) : (
    <Button component={NavLink} to="/sign-in" onClick={close} size="sm">
      Sign In
    </Button>
  );

  return (
    <Box component="header" bg="white" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
      <Container size="xl" h={64}>
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Logo />
          <Group component="nav" aria-label="Main" gap="lg" visibleFrom="md">
            {links}
            {account}
          </Group>
          <Burger opened={opened} onClick={toggle} hiddenFrom="md" aria-label="Open navigation" />
        </Group>
      </Container>
      <Drawer opened={opened} onClose={close} title="Menu" hiddenFrom="md" position="right" size="xs">
        <Stack component="nav" aria-label="Mobile" gap="sm">
          {links}
          {account}
        </Stack>
      </Drawer>
    </Box>
  );
}
