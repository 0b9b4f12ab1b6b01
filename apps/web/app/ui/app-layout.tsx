import { useLingui } from '@lingui/react/macro';
import { Box } from '@mantine/core';
import { pathWithoutLocale } from '@upkeep/contract';
import { useLocation } from 'react-router';
import { AppFooter } from './app-footer';
import { AppNavbar } from './app-navbar';

/**
 * The company portal's and the staff console's screens, in either language (a crew member's `/es/pro/...`): they
 * bring their own frame (and their own `main`).
 */
const PORTAL_PATH = /^\/(pro|staff)(\/|$)/;

export function AppLayout({ children }: { children: React.ReactNode }) {
  const { pathname } = useLocation();
  const { t } = useLingui();
  const skipLink = (
    <a className="skip-link" href="#main">
      {t`Skip to content`}
    </a>
  );
  if (PORTAL_PATH.test(pathWithoutLocale(pathname))) {
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
