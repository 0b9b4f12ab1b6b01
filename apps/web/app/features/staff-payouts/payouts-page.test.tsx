import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { StaffPayoutCompany } from '@upkeep/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope, mockApi } from '../../../test/api-mock';
import { renderScreen } from '../../../test/render';
import { useStaffSession } from '../../session/realm-session';
import { StaffPayoutsPage } from './payouts-page';

const support = { id: 1, name: 'Morgan Reyes', email: 'staff@upkeep.test', role: 'support' as const };
const admin = { id: 2, name: 'Avery Lin', email: 'admin@upkeep.test', role: 'admin' as const };

const row = (patch: Partial<StaffPayoutCompany> = {}): StaffPayoutCompany => ({
  companyId: 7,
  companyName: 'Red Rock Yard Works',
  companyState: 'live',
  accountState: 'enabled',
  payoutsEnabled: true,
  hold: null,
  waiting: 85,
  sent: 1200.5,
  reversed: 17,
  lastPayout: { amount: 400, status: 'failed', arrivalDate: '2026-11-17T17:00:00.000Z' },
  failedPayouts: 1,
  ...patch,
});

describe('the console’s payouts', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists each company’s payouts; an administrator holds them with a reason', async () => {
    useStaffSession.setState({ token: 'staff-token', user: admin });
    let held = false;
    const api = mockApi({
      'GET /staff/payouts': () =>
        envelope(200, [row(held ? { hold: { reason: 'Chargeback', heldAt: '2026-11-20T17:00:00.000Z' } } : {})]),
      'POST /staff/companies/7/payouts/hold': () => {
        held = true;
        return envelope(200, row({ hold: { reason: 'Chargeback', heldAt: '2026-11-20T17:00:00.000Z' } }));
      },
    });
    renderScreen(<StaffPayoutsPage />, { path: '/staff/payouts' });
    const table = await screen.findByRole('table', { name: "Companies' payouts" });
    const cells = within(table).getAllByRole('row')[1];
    expect(cells).toHaveTextContent('Red Rock Yard Works');
    expect(cells).toHaveTextContent('Payouts on');
    expect(cells).toHaveTextContent('$85.00');
    expect(cells).toHaveTextContent('$1,200.50$17.00 taken back');
    expect(cells).toHaveTextContent('$400.00, refused by the bank');
    expect(cells).toHaveTextContent('1 failed');

    fireEvent.click(screen.getByRole('button', { name: 'Hold payouts: Red Rock Yard Works' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: 'Chargeback' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hold payouts' }));
    await waitFor(() =>
      expect(api.callsTo('POST /staff/companies/7/payouts/hold')[0]?.body).toEqual({ reason: 'Chargeback' }),
    );
    expect(await screen.findByText(/Held since .*: Chargeback/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Release payouts: Red Rock Yard Works' })).toBeInTheDocument();
  });

  it('shows support staff the list without the hold buttons', async () => {
    useStaffSession.setState({ token: 'staff-token', user: support });
    mockApi({
      'GET /staff/payouts': () => envelope(200, [row({ companyState: 'suspended', accountState: 'not_started' })]),
    });
    renderScreen(<StaffPayoutsPage />, { path: '/staff/payouts' });
    expect(await screen.findByText('Not set up')).toBeInTheDocument();
    expect(screen.getByText('Suspended')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Hold payouts/ })).toBeNull();
  });
});
