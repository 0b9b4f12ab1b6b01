import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';

/** The navigation state a LEARN MORE link passes to a sub-service page (spec 001 section 2). */
export interface LandingNavigationState {
  subServiceId?: number;
  subServiceName?: string;
}

export function readLandingNavigationState(state: unknown): LandingNavigationState {
  if (typeof state !== 'object' || state === null) return {};
  const { subServiceId, subServiceName } = state as Record<string, unknown>;
  return {
    subServiceId: typeof subServiceId === 'number' && Number.isInteger(subServiceId) ? subServiceId : undefined,
    subServiceName: typeof subServiceName === 'string' && subServiceName ? subServiceName : undefined,
  };
}

/**
 * Reads the navigation state after mount: `ready` is false in the prerendered HTML and the first client
 * render (the page shows its loading overlay), true once the state has been read.
 */
export function useLandingNavigationState(): LandingNavigationState & { ready: boolean } {
  const location = useLocation();
  const [read, setRead] = useState<LandingNavigationState & { ready: boolean }>({ ready: false });
  useEffect(() => {
    setRead({ ready: true, ...readLandingNavigationState(location.state) });
  }, [location.state]);
  return read;
}
