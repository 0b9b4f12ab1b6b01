import { useSyncExternalStore } from 'react';
import { useSession } from './store';

const subscribe = (onChange: () => void) => {
  const offHydrate = useSession.persist.onHydrate(onChange);
  const offFinish = useSession.persist.onFinishHydration(onChange);
  return () => {
    offHydrate();
    offFinish();
  };
};

/**
 * True once the persisted session has been read back (SessionEffects rehydrates it after the first
 * render). Screens that redirect on "not logged in" wait for it: before it, everyone looks anonymous.
 */
export function useSessionHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => useSession.persist.hasHydrated(),
    () => false,
  );
}

/**
 * Reads the persisted session back now, on a screen that is not prerendered (its route module calls this when it
 * runs in the browser): nothing was rendered from the store yet, so the screen's first render knows the session,
 * where it waited for SessionEffects' read after the first render and rendered again (issue 48).
 */
export function readSessionBackNow() {
  if (typeof window !== 'undefined' && !useSession.persist.hasHydrated()) void useSession.persist.rehydrate();
}
