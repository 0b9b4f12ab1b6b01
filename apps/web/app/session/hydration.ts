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
