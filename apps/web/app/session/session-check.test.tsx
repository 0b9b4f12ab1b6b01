import { act, render, waitFor } from '@testing-library/react';
import { required, servicesResponse } from '@upkeep/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Answer, envelope, mockApi } from '../../test/api-mock';
import { apiRequest } from '../lib/api';
import { checkSession, deleteBrowserCaches } from './session-check';
import { SessionEffects } from './session-effects';
import { initialSession, SESSION_STORAGE_KEY, useSession } from './store';

const user = { id: 7, name: 'Dana Demo', email: 'dana@upkeep.test', phoneNumber: '7025550100' };
const VALID = envelope(200, { kind: 'customer', expiresAt: '2026-12-31T00:00:00.000Z' });
const REVOKED = envelope(401, null, 'Invalid token');

function validateAnswers(answer: Answer | ((token: string | null) => Answer)) {
  return mockApi({
    'POST /customer/auth/validate-token': (call) => (typeof answer === 'function' ? answer(call.token) : answer),
    'GET /customer/services': () => REVOKED,
  });
}

function fakeCaches(names: string[]) {
  const store = new Set(names);
  const cachesStub = {
    keys: vi.fn(async () => [...store]),
    delete: vi.fn(async (name: string) => store.delete(name)),
  };
  vi.stubGlobal('caches', cachesStub);
  return { store, cachesStub };
}

describe('the session check (spec 001 section 4)', () => {
  beforeEach(() => {
    localStorage.clear();
    useSession.setState({ ...initialSession });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('asks nothing without a token', async () => {
    const api = validateAnswers(VALID);
    expect(await checkSession({ reload: vi.fn() })).toBe('skipped');
    expect(api.calls).toHaveLength(0);
  });

  it("validates the customer's token when logged in and leaves a valid session as it is", async () => {
    const api = validateAnswers(VALID);
    const reload = vi.fn();
    useSession.getState().login('customer-token', user, false);
    useSession.setState({ ticketId: 4 });
    expect(await checkSession({ reload })).toBe('valid');
    expect(api.calls[0]).toMatchObject({
      method: 'POST',
      path: '/customer/auth/validate-token',
      token: 'customer-token',
    });
    expect(useSession.getState()).toMatchObject({ isLoggedIn: true, token: 'customer-token', ticketId: 4 });
    expect(reload).not.toHaveBeenCalled();
  });

  it('validates the guest token when not logged in', async () => {
    const api = validateAnswers(VALID);
    useSession.getState().loginAsGuest('guest-token');
    await checkSession({ reload: vi.fn() });
    expect(api.calls[0]?.token).toBe('guest-token');
  });

  it('on a 401 clears the whole session, deletes the caches and reloads at home', async () => {
    validateAnswers(REVOKED);
    const { store } = fakeCaches(['workbox-precache', 'images']);
    const reload = vi.fn();
    useSession.getState().login('customer-token', user, true);
    useSession.setState({ ticketId: 4, existTicketId: true, tokenGuest: 'guest-token', isLoggedInAsGuest: true });
    expect(await checkSession({ reload })).toBe('invalid');
    expect(useSession.getState()).toMatchObject(initialSession);
    expect(JSON.parse(required(localStorage.getItem(SESSION_STORAGE_KEY), 'the stored session')).state).toMatchObject({
      isLoggedIn: false,
      token: null,
      user: null,
      tokenGuest: null,
      isLoggedInAsGuest: false,
      ticketId: null,
      existTicketId: false,
      isTempPassword: false,
    });
    expect(store.size).toBe(0);
    expect(reload).toHaveBeenCalledOnce();
  });

  it('clears the session even where the browser has no Cache Storage', async () => {
    validateAnswers(REVOKED);
    vi.stubGlobal('caches', undefined);
    await expect(deleteBrowserCaches()).resolves.toBeUndefined();
    useSession.getState().loginAsGuest('guest-token');
    const reload = vi.fn();
    await checkSession({ reload });
    expect(useSession.getState().tokenGuest).toBeNull();
    expect(reload).toHaveBeenCalledOnce();
  });

  it.each<[string, Answer]>([
    ['a server error', envelope(500, null, 'Internal server error')],
    ['a rate limit', envelope(429, null, 'Too many requests')],
    ['a network failure', 'network-error'],
  ])('leaves the session as it is on %s', async (_, answer) => {
    validateAnswers(answer);
    const reload = vi.fn();
    useSession.getState().login('customer-token', user, false);
    expect(await checkSession({ reload })).toBe('unknown');
    expect(useSession.getState()).toMatchObject({ isLoggedIn: true, token: 'customer-token' });
    expect(reload).not.toHaveBeenCalled();
  });

  it('keeps a sign-in that happened while the old token was being checked', async () => {
    let answer: (a: Answer) => void = () => {};
    mockApi({ 'POST /customer/auth/validate-token': () => new Promise<Answer>((resolve) => (answer = resolve)) });
    const reload = vi.fn();
    useSession.getState().loginAsGuest('old-guest-token');
    const checking = checkSession({ reload });
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    useSession.getState().login('customer-token', user, false);
    answer(REVOKED);
    expect(await checking).toBe('invalid');
    expect(useSession.getState()).toMatchObject({ isLoggedIn: true, token: 'customer-token' });
    expect(reload).not.toHaveBeenCalled();
  });

  it('shares one request between checks of the same token', async () => {
    const api = validateAnswers(VALID);
    useSession.getState().login('customer-token', user, false);
    await Promise.all([checkSession(), checkSession(), checkSession()]);
    expect(api.callsTo('POST /customer/auth/validate-token')).toHaveLength(1);
  });
});

describe('SessionEffects', () => {
  beforeEach(() => {
    localStorage.clear();
    useSession.setState({ ...initialSession });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('checks the stored token after rehydration, and again when the token changes', async () => {
    const api = validateAnswers(VALID);
    localStorage.setItem(
      SESSION_STORAGE_KEY,
      JSON.stringify({ state: { ...initialSession, isLoggedIn: true, token: 'stored-token', user }, version: 1 }),
    );
    render(<SessionEffects />);
    await waitFor(() => expect(api.callsTo('POST /customer/auth/validate-token')).toHaveLength(1));
    expect(api.calls[0]?.token).toBe('stored-token');
    act(() => useSession.getState().passwordChanged('fresh-token'));
    await waitFor(() => expect(api.callsTo('POST /customer/auth/validate-token')).toHaveLength(2));
    expect(api.calls[1]?.token).toBe('fresh-token');
  });

  it('checks the token when a call made with it answers 401', async () => {
    const api = validateAnswers(VALID);
    useSession.getState().login('customer-token', user, false);
    render(<SessionEffects />);
    await waitFor(() => expect(api.callsTo('POST /customer/auth/validate-token')).toHaveLength(1));
    await apiRequest('/customer/services', { token: 'customer-token', schema: servicesResponse }).catch(() => {});
    await waitFor(() => expect(api.callsTo('POST /customer/auth/validate-token')).toHaveLength(2));
    // A 401 to a token the session no longer holds is not the session's business.
    await apiRequest('/customer/services', { token: 'someone-else', schema: servicesResponse }).catch(() => {});
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.callsTo('POST /customer/auth/validate-token')).toHaveLength(2);
  });
});
