/**
 * Floating UI's `useMergeRefs` (@floating-ui/react 0.27.20, MIT, dist/floating-ui.react.mjs), alone: Mantine's
 * ScrollArea imports it from @floating-ui/react, whose module it shares with the Popover's positioning, so every
 * screen that loaded ScrollArea (in the `mantine` chunk: Card, Alert, the dialogs' scroll) loaded the whole of
 * Floating UI, about 10 KB brotli. The client build gives ScrollArea this copy instead (vite.config.ts,
 * `scrollAreaWithoutFloatingUi`; merge-refs.test.ts holds it equal to the library's in behaviour).
 */
import { type Ref, type RefCallback, useCallback, useMemo, useRef } from 'react';

/** Merges an array of refs into a single memoized callback ref or `null`. */
export function useMergeRefs<Instance>(refs: Array<Ref<Instance> | undefined>): null | RefCallback<Instance> {
  const cleanupRef = useRef<(() => void) | undefined>(undefined);
  const refEffect = useCallback((instance: Instance) => {
    const cleanups = refs.map((ref) => {
      if (ref == null) return undefined;
      if (typeof ref === 'function') {
        const refCallback = ref;
        const refCleanup = refCallback(instance);
        return typeof refCleanup === 'function' ? refCleanup : () => refCallback(null);
      }
      (ref as { current: Instance | null }).current = instance;
      return () => {
        (ref as { current: Instance | null }).current = null;
      };
    });
    return () => {
      for (const refCleanup of cleanups) refCleanup?.();
    };
    // biome-ignore lint/correctness/useExhaustiveDependencies: the refs are the dependencies, as in the library.
  }, refs);
  return useMemo(() => {
    if (refs.every((ref) => ref == null)) return null;
    return (value: Instance | null) => {
      if (cleanupRef.current) {
        cleanupRef.current();
        cleanupRef.current = undefined;
      }
      if (value != null) cleanupRef.current = refEffect(value);
    };
    // biome-ignore lint/correctness/useExhaustiveDependencies: the refs are the dependencies, as in the library.
  }, refs);
}
