/**
 * A read of the API for a public screen that must go without the query library (issue 48: `/reviews` and the
 * questionnaire load at most 150 KB of JavaScript without a gesture, and TanStack Query is 9 KB of it). It keeps
 * what those screens used of a query: one answer per key for the page load, fresh for `staleTime` (a visit back
 * shows it at once and asks again only once it is stale), one request at a time per key, one more try after a
 * second for a failure that is not the server's 4xx (the app's query client's rule, lib/query-client.tsx), the
 * previous key's answer kept while the next one loads where asked (`keepPrevious`, a list's next page), and its
 * requests in flight hold the app-ready signal back (lib/app-ready.ts), as the query client's do.
 *
 * The screens after sign-in use the query library (lib/query-client.tsx): invalidation, mutations and shared
 * caches are theirs. An answer read here is not in the query client's cache.
 */
import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import { addBusySource, busyChanged } from './app-ready';

/** What a screen reads of its read, as it read it of a query. */
export interface PlainRead<T> {
  /** The key's answer, or while it loads with `keepPrevious` the previous key's. */
  data: T | undefined;
  /** The key's last request failed (after its retry). */
  isError: boolean;
  /** Nothing to show yet: no answer for the key (nor a previous one kept), and no failure. */
  isPending: boolean;
  /** A request for the key is in flight. */
  isFetching: boolean;
  /** Asks again now (Try again). */
  refetch: () => void;
}

interface Entry {
  data?: unknown;
  /** When `data` came. */
  at: number;
  error?: unknown;
  fetching: boolean;
  /** Changes on every change of the entry: what React compares. */
  version: number;
  listeners: Set<() => void>;
  /** Forgotten (forgetPlainReads): a retry under way asks nothing more. */
  forgotten?: boolean;
}

/** Wait before the one retry (TanStack Query's first retry delay). */
const RETRY_DELAY_MS = 1000;

const entries = new Map<string, Entry>();
let registered = false;

function entryOf(key: string): Entry {
  let entry = entries.get(key);
  if (!entry) {
    entry = { at: 0, fetching: false, version: 0, listeners: new Set() };
    entries.set(key, entry);
  }
  if (!registered) {
    registered = true;
    addBusySource(() => [...entries.values()].some((e) => e.fetching));
  }
  return entry;
}

function changed(entry: Entry, patch: Partial<Entry>) {
  Object.assign(entry, patch, { version: entry.version + 1 });
  for (const listener of entry.listeners) listener();
  busyChanged();
}

/** The server said no (4xx): asking again will not change it. */
const isClientError = (error: unknown) => {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500;
};

async function fetchEntry(entry: Entry, read: () => Promise<unknown>) {
  if (entry.fetching) return;
  // A read that failed and had nothing to show shows its loading state again, as a query does.
  changed(entry, entry.data === undefined ? { fetching: true, error: undefined } : { fetching: true });
  try {
    let data: unknown;
    try {
      data = await read();
    } catch (error) {
      if (isClientError(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
      if (entry.forgotten) return;
      data = await read();
    }
    changed(entry, { data, at: Date.now(), error: undefined, fetching: false });
  } catch (error) {
    changed(entry, { error, fetching: false });
  }
}

const NO_ENTRY = -1;

/**
 * The answer of `read` for `key` (null: nothing to read yet), asked for when the screen first shows the key and
 * again when its answer is older than `staleTime`.
 */
export function usePlainRead<T>(
  key: string | null,
  read: () => Promise<T>,
  { staleTime, keepPrevious = false }: { staleTime: number; keepPrevious?: boolean },
): PlainRead<T> {
  const entry = key === null ? null : entryOf(key);
  const subscribe = useCallback(
    (listener: () => void) => {
      entry?.listeners.add(listener);
      return () => entry?.listeners.delete(listener);
    },
    [entry],
  );
  useSyncExternalStore(
    subscribe,
    () => entry?.version ?? NO_ENTRY,
    () => NO_ENTRY,
  );
  // The read of the render that showed the key: the effect below asks with it.
  const latestRead = useRef(read);
  latestRead.current = read;
  useEffect(() => {
    if (!entry || entry.fetching) return;
    if (entry.data === undefined || Date.now() - entry.at > staleTime)
      void fetchEntry(entry, () => latestRead.current());
  }, [entry, staleTime]);

  const data = entry?.data as T | undefined;
  // The last answer this screen showed, for `keepPrevious`.
  const shown = useRef<T | undefined>(undefined);
  if (data !== undefined) shown.current = data;
  const visible = data ?? (keepPrevious && entry ? shown.current : undefined);
  const refetch = useCallback(() => {
    if (entry) void fetchEntry(entry, () => latestRead.current());
  }, [entry]);
  const isError = entry?.error !== undefined;
  return {
    data: visible,
    isError,
    isPending: visible === undefined && !isError,
    isFetching: entry?.fetching ?? false,
    refetch,
  };
}

/** Forgets every answer (the tests: each starts as a new page load). */
export function forgetPlainReads(): void {
  // A retry waiting on a forgotten read must not ask later, in another test's mocked API.
  for (const entry of entries.values()) entry.forgotten = true;
  entries.clear();
}
