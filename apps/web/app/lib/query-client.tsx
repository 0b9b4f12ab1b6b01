/**
 * The app's TanStack Query client: one per page load (`getQueryClient`), provided by `WithQueries` to the
 * parts that ask the API through hooks. The root does not provide it: a public page's first screen asks the
 * API for nothing, so its code does not carry the query library (issue 14's byte budgets); the screens that
 * do (routes/with-queries.tsx for the app's screens, and the public pages' forms and lists themselves) are
 * wrapped in `WithQueries`, and code outside React reaches the same client through `getQueryClient`.
 */
import { QueryClient, QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useContext } from 'react';
import { ApiError } from './api';
import { addBusySource, busyChanged } from './app-ready';

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        // A 4xx will not change on retry; network errors and 5xx get one more try.
        retry: (failureCount, error) =>
          failureCount < 1 && !(error instanceof ApiError && error.statusCode >= 400 && error.statusCode < 500),
        refetchOnWindowFocus: false,
      },
    },
  });
}

let pageClient: QueryClient | null = null;

/** The page's client, made on first use; its reads in flight hold the app-ready signal back (lib/app-ready.ts). */
export function getQueryClient(): QueryClient {
  if (!pageClient) {
    const client = createQueryClient();
    addBusySource(() => client.isFetching() > 0);
    client.getQueryCache().subscribe(busyChanged);
    pageClient = client;
  }
  return pageClient;
}

/** Provides the page's client below, unless a client is already provided (a test's own, or an outer part's). */
export function WithQueries({ children }: { children: ReactNode }) {
  const provided = useContext(QueryClientContext);
  if (provided) return children;
  return <QueryClientProvider client={getQueryClient()}>{children}</QueryClientProvider>;
}
