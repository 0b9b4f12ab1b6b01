import './styles/mantine';
import './styles/app.css';
import { ColorSchemeScript, MantineProvider, mantineHtmlProps } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration } from 'react-router';
import type { Route } from './+types/root';
import { createQueryClient } from './lib/query-client';
import { SessionEffects } from './session/session-effects';
import { theme } from './theme';
import { AppLayout } from './ui/app-layout';
import { ErrorState } from './ui/error-state';
import { PageLoader } from './ui/page-loader';

export const links: Route.LinksFunction = () => [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }];

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en" {...mantineHtmlProps}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#087f5b" />
        <ColorSchemeScript defaultColorScheme="light" />
        <Meta />
        <Links />
      </head>
      <body>
        <MantineProvider theme={theme} defaultColorScheme="light">
          {children}
        </MantineProvider>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <ModalsProvider>
        <Notifications position="top-right" autoClose={3000} />
        <SessionEffects />
        <AppLayout>
          <Outlet />
        </AppLayout>
      </ModalsProvider>
    </QueryClientProvider>
  );
}

/** Shown while a client-only route loads on a page that was not prerendered. */
export function HydrateFallback() {
  return <PageLoader />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const message = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : 'Something went wrong.';
  return (
    <ErrorState
      title="Something went wrong"
      message={message}
      onRetry={() => {
        window.location.reload();
      }}
    />
  );
}
