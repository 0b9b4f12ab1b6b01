import { beforeEach, describe, expect, it } from 'vitest';
import { activeToken, initialSession, SESSION_STORAGE_KEY, useSession } from './store';

const user = { name: 'Dana', email: 'demo@upkeep.test', phoneNumber: '7025550100' };

describe('the client session', () => {
  beforeEach(() => {
    localStorage.clear();
    useSession.setState({ ...initialSession });
  });

  it('login sets the logged-in state and clears the guest', () => {
    useSession.getState().loginAsGuest('guest-token');
    useSession.getState().login('user-token', user, true);
    const s = useSession.getState();
    expect(s).toMatchObject({ isLoggedIn: true, token: 'user-token', user, isTempPassword: true });
    expect(s).toMatchObject({ isLoggedInAsGuest: false, tokenGuest: null });
    expect(activeToken(s)).toBe('user-token');
  });

  it('guest login sets the guest and clears user and token', () => {
    useSession.getState().login('user-token', user, false);
    useSession.getState().loginAsGuest('guest-token');
    const s = useSession.getState();
    expect(s).toMatchObject({
      isLoggedInAsGuest: true,
      tokenGuest: 'guest-token',
      isLoggedIn: false,
      user: null,
      token: null,
    });
    expect(activeToken(s)).toBe('guest-token');
  });

  it('logout clears login state, user, token, ticket id and the temporary-password flag', () => {
    useSession.getState().login('user-token', user, true);
    useSession.getState().set({ ticketId: 12, existTicketId: true, source: 'google' });
    useSession.getState().logout();
    expect(useSession.getState()).toMatchObject({
      isLoggedIn: false,
      user: null,
      token: null,
      ticketId: null,
      existTicketId: false,
      isTempPassword: false,
      source: 'google',
    });
  });

  it('a new search resets the selected feature, the answers and the service-call description', () => {
    useSession.getState().set({
      selectedFeature: 3,
      questionnaireForms: [{ formId: 7, answers: { 1: 2 }, addOns: {}, quantity: 1 }],
      serviceCallDescription: 'Leak under the sink',
      source: 'flyer',
    });
    useSession.getState().resetSearch();
    expect(useSession.getState()).toMatchObject({
      selectedFeature: null,
      questionnaireForms: [],
      serviceCallDescription: '',
      source: 'flyer',
    });
  });

  it('persists every field under one key and survives a reload', async () => {
    useSession.getState().login('user-token', user, false);
    useSession.getState().set({ discountCode: { id: 1, code: 'WELCOME15', amount: null, percentage: 0.15 } });
    const stored = JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? '{}');
    expect(Object.keys(localStorage)).toEqual([SESSION_STORAGE_KEY]);
    expect(Object.keys(stored.state).sort()).toEqual(Object.keys(initialSession).sort());
    // A reload: the in-memory store starts empty, the saved value is still in localStorage.
    const saved = localStorage.getItem(SESSION_STORAGE_KEY)!;
    useSession.setState({ ...initialSession });
    localStorage.setItem(SESSION_STORAGE_KEY, saved);
    await useSession.persist.rehydrate();
    expect(useSession.getState()).toMatchObject({
      isLoggedIn: true,
      token: 'user-token',
      discountCode: { code: 'WELCOME15' },
    });
  });
});
