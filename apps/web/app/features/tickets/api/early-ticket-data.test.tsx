import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../../test/api-mock';
import { renderScreen } from '../../../../test/render';
import { detailHandlers, TOKEN } from '../../../../test/ticket-fixtures';
import { initialSession, useSession } from '../../../session/store';

/** A fresh copy of the module (its early requests are module state) and of the screen that takes them. */
async function fresh() {
  vi.resetModules();
  const early = await import('./early-ticket-data');
  const { TicketDetailPage } = await import('../ticket-detail-page');
  // The screen's own copy of the session store, read back as the app does when it starts.
  await (await import('../../../session/store')).useSession.persist.rehydrate();
  return { ...early, TicketDetailPage };
}

const at = (url: string) => {
  const { pathname, search } = new URL(url, 'http://localhost');
  return { pathname, search };
};
const FIRST_CALLS = ['GET /customer/ticket/41', 'GET /customer/open-charges/ticket/41', 'GET /customer/status-flow/41'];

describe("the ticket screen's early requests (issue 48)", () => {
  beforeEach(async () => {
    localStorage.clear();
    useSession.setState({ ...initialSession });
    await useSession.persist.rehydrate();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('a visit that opens on a ticket asks for it, its charges and its next steps at once, and the screen asks no more', async () => {
    useSession.getState().login(TOKEN, { name: 'Dana', email: 'demo@upkeep.test', phoneNumber: '7025550147' }, false);
    const api = mockApi(detailHandlers());
    const { requestTicketDataEarly, TicketDetailPage } = await fresh();
    requestTicketDataEarly(at('/detail-ticket?TicketId=41'), null);
    expect(api.calls.map((c) => `${c.method} ${c.path}`)).toEqual(FIRST_CALLS);
    expect(api.calls.every((c) => c.token === TOKEN)).toBe(true);

    renderScreen(<TicketDetailPage />, { path: '/detail-ticket', entries: ['/detail-ticket?TicketId=41'] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ticket #41' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel Service' })).toBeInTheDocument();
    for (const call of FIRST_CALLS) expect(api.callsTo(call)).toHaveLength(1);
  });

  it('a visit that opens on the Spanish ticket asks the same, in Spanish (issue 49)', async () => {
    useSession.getState().login(TOKEN, { name: 'Dana', email: 'demo@upkeep.test', phoneNumber: '7025550147' }, false);
    const api = mockApi(detailHandlers());
    const { requestTicketDataEarly } = await fresh();
    window.history.pushState(null, '', '/es/detail-ticket?TicketId=41');
    try {
      requestTicketDataEarly(at('/es/detail-ticket?TicketId=41'), null);
    } finally {
      window.history.pushState(null, '', '/');
    }
    expect(api.calls.map((c) => `${c.method} ${c.path}`)).toEqual(FIRST_CALLS);
    expect(api.calls.map((c) => c.language)).toEqual(FIRST_CALLS.map(() => 'es'));
  });

  it('takes each early answer once: a second look asks the server again', async () => {
    useSession.getState().login(TOKEN, { name: 'Dana', email: 'demo@upkeep.test', phoneNumber: '7025550147' }, false);
    mockApi(detailHandlers());
    const { requestTicketDataEarly, takeEarlyTicketAnswer } = await fresh();
    requestTicketDataEarly(at('/detail-ticket'), { usr: { TicketId: 41 } });
    expect(await (await takeEarlyTicketAnswer('ticket', 41, TOKEN))?.json()).toMatchObject({ data: { id: 41 } });
    expect(takeEarlyTicketAnswer('ticket', 41, TOKEN)).toBeUndefined();
    // Another token's call takes nothing.
    expect(takeEarlyTicketAnswer('charges', 41, 'someone-else')).toBeUndefined();
  });

  it('asks nothing without a session, without a ticket, or on another screen', async () => {
    const api = mockApi(detailHandlers());
    const { requestTicketDataEarly } = await fresh();
    requestTicketDataEarly(at('/detail-ticket?TicketId=41'), null);
    await act(async () => {
      useSession.getState().login(TOKEN, { name: 'Dana', email: 'demo@upkeep.test', phoneNumber: '7025550147' }, false);
    });
    requestTicketDataEarly(at('/detail-ticket'), null);
    requestTicketDataEarly(at('/my-tickets?TicketId=41'), null);
    expect(api.calls).toHaveLength(0);
  });
});
