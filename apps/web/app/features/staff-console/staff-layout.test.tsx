import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, mockApi } from '../../../test/api-mock';
import { renderScreen } from '../../../test/render';
import { useStaffSession } from '../../session/realm-session';
import { STAFF_NAV, StaffLayout } from './staff-layout';

const staff = { id: 1, name: 'Sky Staff', email: 'staff@upkeep.test', role: 'admin' as const };

async function hydrate() {
  await act(async () => {
    await useStaffSession.persist.rehydrate();
  });
}

beforeEach(() => {
  localStorage.clear();
  useStaffSession.getState().signedOut();
});
afterEach(() => vi.unstubAllGlobals());

describe('the staff console frame', () => {
  it('sends a visitor without a session to the staff sign-in, remembering where they were going', async () => {
    mockApi({});
    await hydrate();
    renderScreen(<StaffLayout />, { path: '/staff/partner-requests' });
    await waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent('/staff/sign-in|{"returnTo":"/staff/partner-requests"}'),
    );
  });

  it('says who is signed in, and ends a session the server refuses', async () => {
    let answer = envelope(200, staff);
    const api = mockApi({ 'GET /staff/me': () => answer });
    useStaffSession.getState().signedIn({ token: 'staff-token', user: staff });
    await hydrate();
    const { queryClient } = renderScreen(<StaffLayout />, { path: '/staff/partner-requests' });
    expect(await screen.findByText('Sky Staff')).toBeInTheDocument();
    expect(screen.getByText('staff@upkeep.test')).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('GET /staff/me')[0]?.token).toBe('staff-token'));
    answer = envelope(401, null, 'Unauthorized');
    await act(async () => {
      await queryClient.invalidateQueries();
    });
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/staff/sign-in|'));
  });

  it("lists every screen to an administrator, with the member's role", async () => {
    const admin = { ...staff, role: 'admin' as const };
    mockApi({ 'GET /staff/me': () => envelope(200, admin) });
    useStaffSession.getState().signedIn({ token: 'staff-token', user: admin });
    await hydrate();
    renderScreen(<StaffLayout />, { path: '/staff/settings' });
    const nav = await screen.findByRole('navigation', { name: 'Staff console' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(STAFF_NAV.map((i) => i.to));
    expect(within(nav).getByRole('link', { name: 'Audit log' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Settings' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('Administrator')).toBeInTheDocument();
  });

  it('hides the audit log from support staff and says their role', async () => {
    const support = { ...staff, role: 'support' as const };
    mockApi({ 'GET /staff/me': () => envelope(200, support) });
    useStaffSession.getState().signedIn({ token: 'staff-token', user: support });
    await hydrate();
    renderScreen(<StaffLayout />, { path: '/staff/inbox' });
    const nav = await screen.findByRole('navigation', { name: 'Staff console' });
    expect(within(nav).queryByRole('link', { name: 'Audit log' })).not.toBeInTheDocument();
    for (const label of [
      'Inbox',
      'Tickets',
      'Customers',
      'Companies',
      'Partner requests',
      'Reviews',
      'Settings',
      'Team',
    ]) {
      expect(within(nav).getByRole('link', { name: label })).toBeInTheDocument();
    }
    expect(screen.getByText('Support')).toBeInTheDocument();
  });

  it('follows a role changed on the server (GET /staff/me)', async () => {
    const support = { ...staff, role: 'support' as const };
    mockApi({ 'GET /staff/me': () => envelope(200, { ...staff, role: 'admin' }) });
    useStaffSession.getState().signedIn({ token: 'staff-token', user: support });
    await hydrate();
    renderScreen(<StaffLayout />, { path: '/staff/inbox' });
    expect(await screen.findByRole('link', { name: 'Audit log' })).toBeInTheDocument();
    expect(useStaffSession.getState().user?.role).toBe('admin');
  });
});

describe('the inbox count (issue 46)', () => {
  afterEach(() => vi.useRealTimers());

  it('shows how many messages are new on the Inbox item and beside the menu, asked again while open', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let count = 2;
    const api = mockApi({
      'GET /staff/me': () => envelope(200, staff),
      'GET /staff/inbox': () =>
        envelope(200, [], 'OK', { pages: { pageNumber: 1, pageSize: 20, totalCount: count, totalPages: 1 } }),
    });
    useStaffSession.getState().signedIn({ token: 'staff-token', user: staff });
    await hydrate();
    renderScreen(<StaffLayout />, { path: '/staff/tickets' });
    expect(await screen.findByRole('link', { name: 'Inbox, 2 new' })).toHaveAttribute('href', '/staff/inbox');
    expect(screen.getByRole('button', { name: 'Menu, 2 new messages' })).toBeInTheDocument();
    expect(api.callsTo('GET /staff/inbox')[0]?.query.get('State')).toBe('new');
    count = 3;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(30_000);
    });
    expect(await screen.findByRole('link', { name: 'Inbox, 3 new' })).toBeInTheDocument();
  });
});
