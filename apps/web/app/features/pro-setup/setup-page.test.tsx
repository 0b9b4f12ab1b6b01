import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, mockApi } from '../../../test/api-mock';
import { renderScreen } from '../../../test/render';
import { useCompanySession } from '../../session/realm-session';
import { SetupPage } from './setup-page';
import { PRO_TOKEN, signInPro } from './test-session';

const TOKEN = PRO_TOKEN;

const steps = (done: Partial<Record<string, boolean>> = {}) => [
  { step: 'profile', label: 'Company profile', done: done.profile ?? true },
  { step: 'services', label: 'Services and prices', done: done.services ?? false },
  { step: 'zip-codes', label: 'Service area', done: done['zip-codes'] ?? false },
  { step: 'calendar', label: 'Weekly hours', done: done.calendar ?? true },
];

describe('the setup checklist', () => {
  beforeEach(() => {
    act(() => signInPro());
  });
  afterEach(() => vi.unstubAllGlobals());

  it('lists each step with a link to its screen', async () => {
    const api = mockApi({ 'GET /company/setup': () => envelope(200, { state: 'setting_up', steps: steps() }) });
    renderScreen(<SetupPage />, { path: '/pro/setup' });
    const list = await screen.findByRole('region', { name: 'Checklist' });
    expect(within(list).getByRole('link', { name: 'Company profile' })).toHaveAttribute('href', '/pro/profile');
    expect(within(list).getByRole('link', { name: 'Services and prices' })).toHaveAttribute('href', '/pro/services');
    expect(within(list).getByRole('link', { name: 'Service area' })).toHaveAttribute('href', '/pro/area');
    expect(within(list).getByRole('link', { name: 'Weekly hours' })).toHaveAttribute('href', '/pro/hours');
    expect(screen.getByText('2 of 4 steps to do')).toBeInTheDocument();
    expect(api.callsTo('GET /company/setup')[0]?.token).toBe(TOKEN);
  });

  it('shows what is missing when going live is refused (409)', async () => {
    const api = mockApi({
      'GET /company/setup': () => envelope(200, { state: 'setting_up', steps: steps() }),
      'POST /company/go-live': () =>
        envelope(409, null, 'Your company cannot go live yet', {
          errors: [
            { field: 'services', message: 'Price at least one service' },
            { field: 'zip-codes', message: 'Choose the zip codes you serve' },
          ],
        }),
    });
    renderScreen(<SetupPage />, { path: '/pro/setup' });
    fireEvent.click(await screen.findByRole('button', { name: 'Go live' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your company cannot go live yet');
    expect(within(alert).getByRole('link', { name: 'Price at least one service' })).toHaveAttribute(
      'href',
      '/pro/services',
    );
    expect(within(alert).getByRole('link', { name: 'Choose the zip codes you serve' })).toHaveAttribute(
      'href',
      '/pro/area',
    );
    expect(api.callsTo('POST /company/go-live')).toHaveLength(1);
    expect(useCompanySession.getState().user?.companyState).toBe('setting_up');
  });

  it('goes live: says so and updates the session', async () => {
    const done = steps({ services: true, 'zip-codes': true });
    mockApi({
      'GET /company/setup': () => envelope(200, { state: 'setting_up', steps: done }),
      'POST /company/go-live': () => envelope(200, { state: 'live', steps: done }),
    });
    renderScreen(<SetupPage />, { path: '/pro/setup' });
    fireEvent.click(await screen.findByRole('button', { name: 'Go live' }));
    expect(await screen.findByText('You are live')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Go live' })).toBeNull();
    expect(useCompanySession.getState().user?.companyState).toBe('live');
  });

  it('says when the setup cannot be loaded', async () => {
    mockApi({ 'GET /company/setup': () => envelope(500, null, 'boom') });
    renderScreen(<SetupPage />, { path: '/pro/setup' });
    expect(await screen.findByText('Could not load your setup')).toBeInTheDocument();
  });
});
