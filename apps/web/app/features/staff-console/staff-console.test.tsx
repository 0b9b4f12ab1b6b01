import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PartnerRequestItem } from '@upkeep/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, mockApi } from '../../../test/api-mock';
import { type Entry, renderScreen } from '../../../test/render';
import { useStaffSession } from '../../session/realm-session';
import { PartnerRequestsPage } from './partner-requests-page';
import { StaffSignInPage } from './sign-in-page';

const staff = { id: 1, name: 'Sky Staff', email: 'staff@upkeep.test', role: 'admin' as const };

function request(id: number, patch: Partial<PartnerRequestItem> = {}): PartnerRequestItem {
  return {
    id,
    companyName: `Desert Pools ${id}`,
    email: `owner${id}@example.com`,
    status: 'new',
    phone: '7025550100',
    services: 'Pool cleaning',
    city: 'Henderson',
    state: 'NV',
    zipCode: '89052',
    isInsured: true,
    isLicensed: false,
    createdDate: '2026-11-20T17:00:00.000Z',
    declineReason: null,
    companyId: null,
    ...patch,
  };
}

beforeEach(() => {
  localStorage.clear();
  useStaffSession.getState().signedOut();
});
afterEach(() => vi.unstubAllGlobals());

describe('the staff sign-in', () => {
  const renderSignIn = (entries: Entry[] = ['/staff/sign-in']) =>
    renderScreen(<StaffSignInPage />, { path: '/staff/sign-in', entries });
  const signIn = (password = 'UpKeepStaff2026!') => {
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'staff@upkeep.test' } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: password } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  };

  it('stores the session and goes to the inbox', async () => {
    mockApi({ 'POST /staff/auth/login': () => envelope(200, { token: 'staff-token', user: staff }) });
    renderSignIn();
    signIn();
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/staff/inbox|'));
    expect(useStaffSession.getState()).toMatchObject({ token: 'staff-token', user: staff });
  });

  it('never goes back to a screen of another realm', async () => {
    mockApi({ 'POST /staff/auth/login': () => envelope(200, { token: 'staff-token', user: staff }) });
    renderSignIn([{ pathname: '/staff/sign-in', state: { returnTo: '/pro/jobs' } }]);
    signIn();
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/staff/inbox|'));
  });

  it("shows the server's message on a wrong password", async () => {
    mockApi({ 'POST /staff/auth/login': () => envelope(401, null, 'Invalid e-mail or password') });
    renderSignIn();
    signIn('nope');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid e-mail or password');
    expect(useStaffSession.getState().token).toBeNull();
  });
});

describe('the partner requests', () => {
  beforeEach(() => useStaffSession.getState().signedIn({ token: 'staff-token', user: staff }));

  it('lists the new ones by default; approving asks first, then calls approve and refreshes', async () => {
    let list = [request(1), request(2)];
    const api = mockApi({
      'GET /staff/partner-requests': () => envelope(200, list),
      'POST /staff/partner-requests/1/approve': () => {
        list = [request(2)];
        return envelope(200, { companyId: 30, companyUserId: 40 });
      },
    });
    renderScreen(<PartnerRequestsPage />, { path: '/staff/partner-requests' });
    const card = await screen.findByRole('listitem', { name: 'Desert Pools 1' });
    expect(api.callsTo('GET /staff/partner-requests')[0]?.query.get('Status')).toBe('new');
    expect(within(card).getByText('Services: Pool cleaning')).toBeInTheDocument();
    fireEvent.click(within(card).getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog');
    expect(api.callsTo('POST /staff/partner-requests/1/approve')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(api.callsTo('POST /staff/partner-requests/1/approve')).toHaveLength(1));
    expect(api.callsTo('POST /staff/partner-requests/1/approve')[0]?.token).toBe('staff-token');
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Desert Pools 1' })).not.toBeInTheDocument());
  });

  it('declining needs a reason, then sends it', async () => {
    const api = mockApi({
      'GET /staff/partner-requests': () => envelope(200, [request(1)]),
      'POST /staff/partner-requests/1/decline': () => envelope(200, null),
    });
    renderScreen(<PartnerRequestsPage />, { path: '/staff/partner-requests' });
    const card = await screen.findByRole('listitem', { name: 'Desert Pools 1' });
    fireEvent.click(within(card).getByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(await within(dialog).findByText('Reason is required')).toBeInTheDocument();
    expect(api.callsTo('POST /staff/partner-requests/1/decline')).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText(/^Reason/), {
      target: { value: ' We do not serve Boulder City yet ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    await waitFor(() =>
      expect(api.callsTo('POST /staff/partner-requests/1/decline')[0]?.body).toEqual({
        reason: 'We do not serve Boulder City yet',
      }),
    );
  });

  it('filters by status, All asking without one', async () => {
    const api = mockApi({
      'GET /staff/partner-requests': () =>
        envelope(200, [request(3, { status: 'declined', declineReason: 'Too far' })]),
    });
    renderScreen(<PartnerRequestsPage />, {
      path: '/staff/partner-requests',
      entries: ['/staff/partner-requests?status=all'],
    });
    expect(await screen.findByText('Declined: Too far')).toBeInTheDocument();
    expect(api.callsTo('GET /staff/partner-requests')[0]?.query.has('Status')).toBe(false);
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  });
});
