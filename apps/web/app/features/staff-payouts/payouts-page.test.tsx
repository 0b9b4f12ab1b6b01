import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type CompanyPayouts, DEFAULT_PAYOUT_SCHEDULE, type StaffPayoutCompany } from '@upkeep/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope, mockApi } from '../../../test/api-mock';
import { renderScreen } from '../../../test/render';
import { useStaffSession } from '../../session/realm-session';
import { StaffBooksPage } from './books-page';
import { StaffCompanyPayoutsPage } from './company-payouts-page';
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
  owed: 0,
  lastPayout: { amount: 400, status: 'failed', arrivalDate: '2026-11-17T17:00:00.000Z' },
  failedPayouts: 1,
  ...patch,
});

describe('the console’s payouts', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('finds a company by name, narrows to those needing attention, and totals what is shown (issue 46)', async () => {
    useStaffSession.setState({ token: 'staff-token', user: support });
    mockApi({
      'GET /staff/payouts': () =>
        envelope(200, [
          row(),
          row({
            companyId: 8,
            companyName: 'Desert Pool Pros',
            waiting: 10.1,
            sent: 99.9,
            reversed: 0,
            failedPayouts: 0,
            lastPayout: null,
          }),
          row({
            companyId: 9,
            companyName: 'Sunset Sprinklers',
            waiting: 0,
            sent: 50,
            reversed: 0,
            failedPayouts: 0,
            owed: 12,
          }),
        ]),
    });
    renderScreen(<StaffPayoutsPage />, { path: '/staff/payouts' });
    const table = await screen.findByRole('table', { name: "Companies' payouts" });
    expect(screen.getByRole('status')).toHaveTextContent('3 companies');
    const totals = () =>
      within(screen.getByRole('table', { name: "Companies' payouts" })).getByRole('row', { name: 'Totals' });
    expect(totals()).toHaveTextContent('$95.10'); // 85 + 10.10 + 0
    expect(totals()).toHaveTextContent('$1,350.40'); // 1,200.50 + 99.90 + 50
    expect(totals()).toHaveTextContent('$12.00 owed');
    expect(table).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Company'), { target: { value: 'pool' } });
    expect(await screen.findByText('1 of 3 companies')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Desert Pool Pros' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Red Rock Yard Works' })).toBeNull();
    expect(totals()).toHaveTextContent('$10.10');

    fireEvent.change(screen.getByLabelText('Company'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Show'), { target: { value: 'attention' } });
    expect(await screen.findByText('2 of 3 companies')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Red Rock Yard Works' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sunset Sprinklers' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Desert Pool Pros' })).toBeNull();

    fireEvent.change(screen.getByLabelText('Company'), { target: { value: 'nobody' } });
    expect(await screen.findByText('No company matches.')).toBeInTheDocument();
  });

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
      'GET /staff/payouts': () =>
        envelope(200, [row({ companyState: 'suspended', accountState: 'not_started', owed: 12.5 })]),
    });
    renderScreen(<StaffPayoutsPage />, { path: '/staff/payouts' });
    expect(await screen.findByText('Not set up')).toBeInTheDocument();
    expect(screen.getByText('Suspended')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Hold payouts/ })).toBeNull();
    expect(within(screen.getAllByRole('row')[1] as HTMLElement).getByText('$12.50 owed')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Red Rock Yard Works' })).toHaveAttribute('href', '/staff/payouts/7');
  });
});

const detail = (patch: Partial<CompanyPayouts> = {}): CompanyPayouts => ({
  account: {
    state: 'enabled',
    payoutsEnabled: true,
    detailsSubmitted: true,
    requirements: { currentlyDue: [], pastDue: [], disabledReason: null },
    missing: [],
    disabledReason: null,
    bankLast4: '6789',
    schedule: DEFAULT_PAYOUT_SCHEDULE,
    canManage: false,
  },
  owed: 12.5,
  debts: [
    { id: 1, ticketId: 77, amount: 12.5, settled: 0, reason: 'Broken gate', createdAt: '2026-11-06T18:00:00.000Z' },
  ],
  transfers: [
    {
      id: 3,
      ticketId: 41,
      kind: 'completion',
      amount: 110.5,
      withheld: 0,
      status: 'sent',
      createdAt: '2026-10-28T22:00:00.000Z',
      sentAt: '2026-10-28T22:01:00.000Z',
    },
  ],
  payouts: [
    {
      id: 1,
      amount: 400,
      status: 'failed',
      arrivalDate: '2026-11-17T17:00:00.000Z',
      failureCode: 'no_account',
      transfers: [],
    },
  ],
  balance: { pending: 0, available: 400 },
  nextPayoutAt: null,
  totals: { waiting: 0, sent: 110.5 },
  ...patch,
});

describe('the console’s page of a company’s payouts', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows its account, hold, debts, payouts and transfers', async () => {
    useStaffSession.setState({ token: 'staff-token', user: support });
    mockApi({
      'GET /staff/companies/7/payouts': () =>
        envelope(200, {
          summary: row({ owed: 12.5, hold: { reason: 'Chargeback', heldAt: '2026-11-20T17:00:00.000Z' } }),
          detail: detail(),
        }),
    });
    renderScreen(<StaffCompanyPayoutsPage />, { path: '/staff/payouts/:id', entries: ['/staff/payouts/7'] });
    expect(await screen.findByRole('heading', { name: 'Payouts: Red Rock Yard Works' })).toBeInTheDocument();
    expect(screen.getByText('Bank account ending in 6789.')).toBeInTheDocument();
    expect(screen.getByText(/Held since .*: Chargeback/)).toBeInTheDocument();
    expect(screen.getByText('1 failed payout')).toBeInTheDocument();
    expect(screen.getByTestId('total-owed')).toHaveTextContent('$12.50');
    expect(within(screen.getByRole('list', { name: 'Payouts' })).getByText(/no_account/)).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Transfers' })).getByText('Job #41: Completed job'),
    ).toBeInTheDocument();
  });

  it('says so when the company is not found', async () => {
    useStaffSession.setState({ token: 'staff-token', user: support });
    mockApi({
      'GET /staff/companies/9/payouts': () => envelope(404, null, 'Company not found'),
    });
    renderScreen(<StaffCompanyPayoutsPage />, { path: '/staff/payouts/:id', entries: ['/staff/payouts/9'] });
    expect(await screen.findByText('Company not found')).toBeInTheDocument();
  });
});

describe('the console’s books', () => {
  afterEach(() => vi.unstubAllGlobals());

  const books = (from: string, to: string, balanced = true) => ({
    from,
    to,
    tickets: 6,
    customersPaid: 1000,
    refunds: 50,
    transfersToCompanies: 700,
    paidOutsideUpKeep: 0,
    reversals: 20,
    upkeepRevenue: { total: 200, commission: 180, goodwill: -5, keptOnCancellations: 25 },
    held: { total: 50, openJobs: 60, transfersWaiting: 0, owedByCompanies: 10 },
    difference: balanced ? 0 : -0.01,
    balanced,
  });

  it('checks this month at first, then the period asked for', async () => {
    useStaffSession.setState({ token: 'staff-token', user: admin });
    const api = mockApi({
      'GET /staff/reconciliation': ({ query }) =>
        envelope(200, books(query.get('from') ?? '', query.get('to') ?? '', query.get('from') !== '2026-10-01')),
    });
    renderScreen(<StaffBooksPage />, { path: '/staff/books' });
    expect(await screen.findByTestId('books-state')).toHaveTextContent('Balanced');
    const table = screen.getByRole('table', { name: 'The books' });
    expect(within(table).getByRole('row', { name: /Customers paid/ })).toHaveTextContent('$1,000.00');
    expect(within(table).getByRole('row', { name: /Owed by companies/ })).toHaveTextContent('-$10.00');
    expect(api.callsTo('GET /staff/reconciliation')[0]?.query.get('to')).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    fireEvent.change(screen.getByLabelText(/From/), { target: { value: '2026-10-01' } });
    fireEvent.change(screen.getByLabelText(/To/), { target: { value: '2026-10-31' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check the books' }));
    await waitFor(() => expect(screen.getByTestId('books-state')).toHaveTextContent('Off by -$0.01'));
    expect(screen.getByText(/6 tickets, 2026-10-01 to 2026-10-31/)).toBeInTheDocument();
  });

  it('tells support staff the books are for administrators, with nothing to try again (issue 46)', async () => {
    useStaffSession.setState({ token: 'staff-token', user: support });
    mockApi({ 'GET /staff/reconciliation': () => envelope(403, null, 'Forbidden') });
    renderScreen(<StaffBooksPage />, { path: '/staff/books' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Not for your role');
    expect(alert).toHaveTextContent('The books are for administrators');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});
