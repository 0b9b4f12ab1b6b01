import { Box } from '@mantine/core';
import { AppFooter } from './app-footer';
import { AppNavbar } from './app-navbar';

export function AppLayout({ children }: { children: React.ReactNode }) {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <AppNavbar />
      <Box component="main" id="main" className="app-main" tabIndex={-1}>
        {children}
      </Box>
      <AppFooter />
    </>
  );
}
