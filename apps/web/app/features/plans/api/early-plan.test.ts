import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, mockApi } from '../../../../test/api-mock';
import { initialSession, useSession } from '../../../session/store';
import { plan, TOKEN } from '../test-plans';

/** A fresh copy of the modules (the early answers are module state). */
async function fresh() {
  vi.resetModules();
  return { ...(await import('./early-plan')), ...(await import('./get-plan')) };
}

describe("a plan's early request (issue 48)", () => {
  beforeEach(() => {
    localStorage.clear();
    useSession.setState({ ...initialSession });
  });
  afterEach(() => vi.unstubAllGlobals());

  it("a visit that opens on a plan asks for it at once, and the screen's call takes that answer once", async () => {
    useSession.getState().login(TOKEN, { name: 'Dana', email: 'demo@upkeep.test', phoneNumber: '7025550147' }, false);
    const api = mockApi({ 'GET /customer/plans/5': () => envelope(200, plan()) });
    const { requestPlanEarly, getPlan } = await fresh();
    requestPlanEarly({ pathname: '/my-plans/5' });
    expect(api.calls.map((c) => `${c.method} ${c.path} ${c.token}`)).toEqual([`GET /customer/plans/5 ${TOKEN}`]);
    expect(await getPlan(5, TOKEN)).toMatchObject({ id: plan().id });
    expect(api.calls).toHaveLength(1);
    // Taken once: the next call asks the server.
    await getPlan(5, TOKEN);
    expect(api.calls).toHaveLength(2);
  });

  it("asks in the page's language, as the screen's own call does (issue 49)", async () => {
    useSession.getState().login(TOKEN, { name: 'Dana', email: 'demo@upkeep.test', phoneNumber: '7025550147' }, false);
    const api = mockApi({ 'GET /customer/plans/5': () => envelope(200, plan()) });
    const { requestPlanEarly } = await fresh();
    requestPlanEarly({ pathname: '/my-plans/5' });
    window.history.pushState({}, '', '/es/my-plans/5');
    try {
      requestPlanEarly({ pathname: '/my-plans/5' });
    } finally {
      window.history.pushState({}, '', '/');
    }
    expect(api.calls.map((c) => c.language)).toEqual(['en', 'es']);
  });

  it('asks on the Spanish twin of a plan too, in Spanish (issue 49)', async () => {
    useSession.getState().login(TOKEN, { name: 'Dana', email: 'demo@upkeep.test', phoneNumber: '7025550147' }, false);
    const api = mockApi({ 'GET /customer/plans/5': () => envelope(200, plan()) });
    const { requestPlanEarly, getPlan } = await fresh();
    window.history.pushState({}, '', '/es/my-plans/5');
    try {
      requestPlanEarly(window.location);
    } finally {
      window.history.pushState({}, '', '/');
    }
    expect(api.calls.map((c) => `${c.method} ${c.path} ${c.language}`)).toEqual(['GET /customer/plans/5 es']);
    expect(await getPlan(5, TOKEN)).toMatchObject({ id: plan().id });
    expect(api.calls).toHaveLength(1);
  });

  it('asks nothing without a session or on another screen', async () => {
    const api = mockApi({});
    const { requestPlanEarly } = await fresh();
    requestPlanEarly({ pathname: '/my-plans/5' });
    useSession.getState().login(TOKEN, { name: 'Dana', email: 'demo@upkeep.test', phoneNumber: '7025550147' }, false);
    requestPlanEarly({ pathname: '/my-plans' });
    requestPlanEarly({ pathname: '/my-plans/x' });
    requestPlanEarly({ pathname: '/es/my-plans' });
    requestPlanEarly({ pathname: '/es/pro/plans/5' });
    expect(api.calls).toHaveLength(0);
  });
});
