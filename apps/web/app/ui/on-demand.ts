/**
 * A part of a screen whose code loads when the visitor first needs it, not with the page (issue 33's byte
 * budgets, decision 0016): one import, started by whoever asks first and shared by every later ask.
 *
 * No React.lazy: the page renders its stand-in until the code is here, then swaps by a state update, so a
 * prerendered page's boundary is never suspended while it hydrates.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { startTransition, useCallback, useState } from 'react';

export interface OnDemand<M> {
  /** Starts the import (once) and resolves with the module. */
  load: () => Promise<M>;
  /** The module once it is here. */
  loaded: () => M | null;
}

/**
 * What a screen says when a part's code could not be fetched (offline, or a tab older than the last release), or the
 * API could not be reached (lib/api.ts), in the screen's language: `i18n._(PART_UNAVAILABLE)`.
 */
export const PART_UNAVAILABLE: MessageDescriptor = msg`Could not reach UpKeep. Check your connection and try again.`;

/** A failed import is forgotten, so the next ask tries again; the ask that failed gets the failure. */
export function onDemand<M>(importer: () => Promise<M>): OnDemand<M> {
  let module: M | null = null;
  let pending: Promise<M> | null = null;
  const load = () => {
    pending ??= importer().then(
      (m) => {
        module = m;
        return m;
      },
      (error: unknown) => {
        pending = null;
        throw error;
      },
    );
    return pending;
  };
  return { load, loaded: () => module };
}

/**
 * The module of `part` once it is here (null before), and `request` to load it. A screen rendered after the code
 * came (a visit back to it) starts with it. The swap is a transition: React renders the part a few milliseconds
 * at a time between the browser's other work, where a plain update from a promise rendered it in one task (the
 * reviews' filter and list: a long task on a phone, issue 33), and the stand-in stays until the part is ready.
 */
export function useOnDemand<M>(part: OnDemand<M>): [M | null, () => Promise<M>] {
  const [module, setModule] = useState<M | null>(part.loaded);
  const request = useCallback(
    () =>
      part.load().then((m) => {
        startTransition(() => setModule(() => m));
        return m;
      }),
    [part],
  );
  return [module, request];
}
