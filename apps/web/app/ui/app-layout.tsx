import { Box } from '@mantine/core';
import { useLocation } from 'react-router';
import { AppFooter } from './app-footer';
import { AppNavbar } from './app-navbar';

/** The company portal's and the staff console's screens: they bring their own frame (and their own `main`). */
const PORTAL_PATH = /^\/(pro|staff)(\/|$)/;

export function AppLayout({ children }: { children: React.ReactNode }) {
  const { pathname } = useLocation();
  const skipLink = (
    <a className="skip-link" href="#main">
      Skip to content
    </a>
  );
  if (PORTAL_PATH.test(pathname)) {
    return (
      <>
        {skipLink}
        {children}
      </>
    );
  }
  return (
    <>
      {skipLink}
      <AppNavbar />
      <Box component="main" id="main" className="app-main" tabIndex={-1}>
        {children}
      </Box>
      <AppFooter />
    </>
  );
}
