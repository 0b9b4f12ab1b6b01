/**
 * The sessions of the realms beside the customers': company users (`/pro/...`) and UpKeep staff
 * (`/staff/...`). Each is its own store under its own localStorage key, so signing in to one never signs
 * in or out of another (a company owner may also be a customer on the same browser). Like the customer
 * session, each is read back after the first render (`skipHydration`) and screens wait for it.
 */
import type { CompanyUser, StaffUser } from '@upkeep/contract';
import { useEffect, useSyncExternalStore } from 'react';
import { create, type StoreApi, type UseBoundStore } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export interface RealmSessionState<U> {
  token: string | null;
  user: U | null;
  signedIn(session: { token: string; user: U }): void;
  updateUser(user: U): void;
  signedOut(): void;
}

type PersistedStore<U> = UseBoundStore<StoreApi<RealmSessionState<U>>> & {
  persist: {
    rehydrate(): Promise<void> | void;
    hasHydrated(): boolean;
    onHydrate(listener: () => void): () => void;
    onFinishHydration(listener: () => void): () => void;
  };
};

function createRealmSession<U>(storageKey: string): PersistedStore<U> {
  return create<RealmSessionState<U>>()(
    persist(
      (set) => ({
        token: null,
        user: null,
        signedIn: ({ token, user }) => set({ token, user }),
        updateUser: (user) => set({ user }),
        signedOut: () => set({ token: null, user: null }),
      }),
      {
        name: storageKey,
        storage: createJSONStorage(() => localStorage),
        skipHydration: true,
        partialize: (s) => ({ token: s.token, user: s.user }),
      },
    ),
  ) as PersistedStore<U>;
}

export const COMPANY_SESSION_KEY = 'upkeep-company-session';
export const STAFF_SESSION_KEY = 'upkeep-staff-session';

/** The signed-in company user (owner or office staff) and their token. */
export const useCompanySession = createRealmSession<CompanyUser>(COMPANY_SESSION_KEY);
/** The signed-in UpKeep staff member and their token. */
export const useStaffSession = createRealmSession<StaffUser>(STAFF_SESSION_KEY);

/** Reads the store back after the first render, and answers whether it has been read. */
export function useRealmSessionHydrated<U>(store: PersistedStore<U>): boolean {
  useEffect(() => {
    if (!store.persist.hasHydrated()) void store.persist.rehydrate();
  }, [store]);
  return useSyncExternalStore(
    (onChange) => {
      const offHydrate = store.persist.onHydrate(onChange);
      const offFinish = store.persist.onFinishHydration(onChange);
      return () => {
        offHydrate();
        offFinish();
      };
    },
    () => store.persist.hasHydrated(),
    () => false,
  );
}

/**
 * Reads a realm's persisted session back now: the portal's and the console's screens are never prerendered, so their
 * route modules call this when they run in the browser, and the frame's first render knows the session instead of
 * showing a loader until the read after it (issue 48).
 */
export function readRealmSessionBackNow<U>(store: PersistedStore<U>) {
  if (typeof window !== 'undefined' && !store.persist.hasHydrated()) void store.persist.rehydrate();
}

/** The company user's token, for `api(endpoint, { token })` (null when signed out). */
export const useCompanyToken = () => useCompanySession((s) => s.token);
/** The staff member's token (null when signed out). */
export const useStaffToken = () => useStaffSession((s) => s.token);
