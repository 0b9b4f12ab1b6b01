import { useMediaQuery } from '@mantine/hooks';
import { useEffect } from 'react';
import { MOBILE_BREAKPOINT_PX, useSession } from './store';

/**
 * Session upkeep that runs once in the root: rehydrate the persisted store after the first render, and keep
 * the mobile flag in step with the window width. (Token validation joins it with the accounts issue.)
 */
export function SessionEffects() {
  const isMobile = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`, false, {
    getInitialValueInEffect: true,
  });
  useEffect(() => {
    void useSession.persist.rehydrate();
  }, []);
  useEffect(() => {
    if (isMobile !== undefined) useSession.getState().set({ isMobile });
  }, [isMobile]);
  return null;
}
