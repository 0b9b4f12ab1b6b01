import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, mockApi } from '../../../test/api-mock';
import { renderScreen } from '../../../test/render';
import { initialSession, useSession } from '../../session/store';
import { MyPlansPage } from './my-plans-page';
import { NOW, plan, TOKEN } from './test-plans';

async function signIn() {
  useSession.getState().login(TOKEN, { name: 'Dana', email: 'demo@upkeep.test', phoneNumber: '7025550147' }, false);
  await act(async () => {
    await useSession.persist.rehydrate();
  });
}

describe('my plans', () => {
  beforeEach(() => {
    localStorage.clear();
    useSession.setState({ ...initialSession });
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('sends anonymous visitors to /sign-in, to come back', async () => {
    mockApi({});
    await act(async () => {
      await useSession.persist.rehydrate();
    });
    renderScreen(<MyPlansPage />, { path: '/my-plans' });
    expect(await screen.findByTestId('where')).toHaveTextContent('/sign-in|{"returnTo":"/my-plans"}');
  });

  it('lists each plan: service and company, how often, status, price, card and the next visit', async () => {
    const api = mockApi({
      'GET /customer/plans': () =>
        envelope(200, [
          plan(),
          plan({
            id: 6,
            status: 'pending',
            serviceName: 'Pest Control',
            intervalWeeks: 4,
            frequency: 'Every 4 weeks',
            schedule: 'Fridays at 1:00 PM',
            discountPercent: 0,
            card: null,
            visits: [],
          }),
        ]),
    });
    await signIn();
    renderScreen(<MyPlansPage />, { path: '/my-plans' });
    expect(screen.getByRole('heading', { level: 1, name: 'My plans' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Your plans' });
    const [pool, pest] = within(list).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(within(pool).getByRole('link', { name: 'Pool Service with Blue Mesa Pool Service' })).toHaveAttribute(
      'href',
      '/my-plans/5',
    );
    expect(pool).toHaveTextContent('Every week · Wednesdays at 9:00 AM');
    expect(pool).toHaveTextContent('Active');
    expect(pool).toHaveTextContent('$76.50 (10% off)');
    expect(pool).toHaveTextContent('Visa ending in 4242');
    // The Oct 28 visit is past: the next is Nov 4, 9:00 AM in the valley.
    expect(pool).toHaveTextContent('Next visitWed, Nov 4, 2026, 9:00 AM');
    expect(pest).toHaveTextContent('Waiting for the company');
    expect(pest).toHaveTextContent('No saved card');
    expect(pest).toHaveTextContent('None planned');
    expect(api.callsTo('GET /customer/plans')[0]?.token).toBe(TOKEN);
  });

  it('says how to start one when there is none', async () => {
    mockApi({ 'GET /customer/plans': () => envelope(200, []) });
    await signIn();
    renderScreen(<MyPlansPage />, { path: '/my-plans' });
    expect(await screen.findByText('No plans yet')).toBeInTheDocument();
    expect(
      screen.getByText(/Start one at checkout of Pool Service, Landscaping, Home Cleaning or Pest Control/),
    ).toBeInTheDocument();
  });
});
