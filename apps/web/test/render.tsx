import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { forgetPlainReads } from '../app/lib/plain-read';
import { createQueryClient } from '../app/lib/query-client';
import { AppProviders } from './app-providers';

/** Shows where the router is (path, search and state) on every path the screen under test is not on. */
export function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}|${JSON.stringify(location.state)}`}</p>;
}

export type Entry = string | { pathname: string; search?: string; state?: unknown };

/**
 * Renders a screen at `path` inside the app's providers, as a new page load: with a fresh query client, and the
 * public screens' reads forgotten (lib/plain-read.ts). `entries` are the history before it (the last one is shown
 * first); every other path renders <Where />.
 */
export function renderScreen(
  element: React.ReactNode,
  { path, entries = [path] }: { path: string; entries?: Entry[] },
) {
  forgetPlainReads();
  const queryClient = createQueryClient();
  const result = render(
    <QueryClientProvider client={queryClient}>
      <AppProviders>
        <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
          <Routes>
            <Route path={path} element={element} />
            <Route path="*" element={<Where />} />
          </Routes>
        </MemoryRouter>
      </AppProviders>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}
