import { useEffect } from 'react';
import { onUnauthorizedResponse } from '../lib/unauthorized';
import { useSessionHydrated } from './hydration';
import { activeToken, useSession } from './store';
import { useIsMobile } from './use-is-mobile';

/**
 * The check's code (the API client and the contract's schemas) loads only when there is a token to check:
 * a visitor without a session downloads none of it (issue 14's byte budgets).
 */
function checkSession(): Promise<unknown> {
  return import('./session-check').then((m) => m.checkSession());
}

/**
 * Session upkeep that runs once in the root: rehydrate the persisted store after the first render, keep the
 * mobile flag in step with the window width, and run the session check (spec 001 section 4).
 */
export function SessionEffects() {
  const isMobile = useIsMobile();
  useEffect(() => {
    void useSession.persist.rehydrate();
  }, []);
  useEffect(() => {
    useSession.getState().setMobile(isMobile);
  }, [isMobile]);
  useSessionCheck();
  return null;
}

/**
 * Validates the session's token once the store has rehydrated and again whenever the token or the guest
 * token changes. Any API call that answers 401 to the session's own token triggers the same check (a 401
 * may also mean "not your ticket", so the check, not the 401, decides whether the session ends).
 */
export function useSessionCheck() {
  const hydrated = useSessionHydrated();
  const isLoggedIn = useSession((s) => s.isLoggedIn);
  const token = useSession((s) => s.token);
  const tokenGuest = useSession((s) => s.tokenGuest);

  useEffect(() => {
    if (!hydrated) return;
    if (!activeToken({ isLoggedIn, token, tokenGuest })) return;
    void checkSession();
  }, [hydrated, isLoggedIn, token, tokenGuest]);

  useEffect(
    () =>
      onUnauthorizedResponse((rejected) => {
        if (useSession.persist.hasHydrated() && rejected === activeToken(useSession.getState())) void checkSession();
      }),
    [],
  );
}
