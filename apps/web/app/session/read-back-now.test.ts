import { describe, expect, it, vi } from 'vitest';

/** Fresh stores: a page that has not read its sessions back yet. */
async function fresh() {
  vi.resetModules();
  return {
    realm: await import('./realm-session'),
    hydration: await import('./hydration'),
    store: await import('./store'),
  };
}

describe('a screen that is not prerendered reads its session back before its first render (issue 48)', () => {
  it("reads the company session at once: the portal's frame knows the user without waiting for an effect", async () => {
    localStorage.setItem(
      'upkeep-company-session',
      JSON.stringify({ state: { token: 'pro-token', user: { name: 'Rosa Rock' } }, version: 0 }),
    );
    const { realm } = await fresh();
    expect(realm.useCompanySession.persist.hasHydrated()).toBe(false);
    realm.readRealmSessionBackNow(realm.useCompanySession);
    expect(realm.useCompanySession.persist.hasHydrated()).toBe(true);
    expect(realm.useCompanySession.getState().token).toBe('pro-token');
  });

  it("reads the customer's session at once, and once", async () => {
    localStorage.setItem(
      'upkeep-session',
      JSON.stringify({ state: { isLoggedIn: true, token: 'customer-token' }, version: 1 }),
    );
    const { hydration, store } = await fresh();
    expect(store.useSession.persist.hasHydrated()).toBe(false);
    hydration.readSessionBackNow();
    expect(store.useSession.persist.hasHydrated()).toBe(true);
    expect(store.useSession.getState().token).toBe('customer-token');
    const again = vi.spyOn(store.useSession.persist, 'rehydrate');
    hydration.readSessionBackNow();
    expect(again).not.toHaveBeenCalled();
  });
});
