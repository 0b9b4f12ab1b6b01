import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  type CompanyPayouts,
  DEFAULT_PAYOUT_SCHEDULE,
  type PayoutAccount,
  type PayoutTransfer,
} from '@upkeep/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, mockApi } from '../../../test/api-mock';
import { renderScreen } from '../../../test/render';
import { leave } from '../../lib/leave';
import { useCompanySession } from '../../session/realm-session';
import { PayoutsPage } from './payouts-page';

const TOKEN = 'pro-token';

function signIn(role: 'owner' | 'staff' = 'owner') {
  useCompanySession.setState({
    token: TOKEN,
    user: {
      id: 1,
      name: 'Rosa',
      email: 'pro@upkeep.test',
      role,
      crewId: null,
      companyId: 7,
      companyName: 'Red Rock Yard Works',
      companyState: 'live',
      locale: 'en',
      hasSecondFactor: false,
    },
  });
}

const account = (overrides: Partial<PayoutAccount> = {}): PayoutAccount => ({
  state: 'not_started',
  payoutsEnabled: false,
  detailsSubmitted: false,
  requirements: { currentlyDue: [], pastDue: [], disabledReason: null },
  missing: [],
  disabledReason: null,
  bankLast4: null,
  schedule: DEFAULT_PAYOUT_SCHEDULE,
  canManage: true,
  ...overrides,
});

const overview = (
  overrides: Partial<PayoutAccount> = {},
  transfers: PayoutTransfer[] = [],
  totals = { waiting: 0, sent: 0 },
): CompanyPayouts => ({
  account: account(overrides),
  owed: 0,
  debts: [],
  transfers,
  payouts: [],
  balance: null,
  nextPayoutAt: null,
  totals,
});

const ONBOARDING_URL = 'http://127.0.0.1:3000/sandbox/connect/onboarding/acct_sbx_1?link=abc';

describe('the payouts screen', () => {
  let went: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    act(() => signIn());
    went = vi.spyOn(leave, 'to').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    went.mockRestore();
  });

  it('lets the owner set up payouts: the onboarding link opens', async () => {
    const api = mockApi({
      'GET /company/payouts': () => envelope(200, overview()),
      'POST /company/payouts/onboarding': () => envelope(200, { url: ONBOARDING_URL }),
    });
    renderScreen(<PayoutsPage />, { path: '/pro/payouts' });
    expect(await screen.findByText('Not set up')).toBeInTheDocument();
    expect(screen.getByText(/waits with UpKeep until you set one up/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Set up payouts' }));
    await waitFor(() => expect(went).toHaveBeenCalledWith(ONBOARDING_URL));
    expect(api.callsTo('POST /company/payouts/onboarding')[0]?.token).toBe(TOKEN);
  });

  it('says what is missing, in words, and lets the owner continue', async () => {
    mockApi({
      'GET /company/payouts': () =>
        envelope(
          200,
          overview({
            state: 'incomplete',
            missing: ['A bank account for payouts', "Acceptance of the payment provider's terms"],
            disabledReason: 'Payouts are off until the details below are given.',
          }),
        ),
    });
    renderScreen(<PayoutsPage />, { path: '/pro/payouts' });
    const list = await screen.findByRole('list', { name: 'Still needed' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['A bank account for payouts', "Acceptance of the payment provider's terms"]);
    expect(screen.getByText('Payouts are off until the details below are given.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue setup' })).toBeInTheDocument();
  });

  it('welcomes the owner back with payouts on and the bank’s last four digits', async () => {
    mockApi({
      'GET /company/payouts': () =>
        envelope(200, overview({ state: 'enabled', payoutsEnabled: true, detailsSubmitted: true, bankLast4: '6789' })),
    });
    renderScreen(<PayoutsPage />, { path: '/pro/payouts', entries: ['/pro/payouts?onboarding=return'] });
    expect(await screen.findByText('Welcome back. Your payout account is set up.')).toBeInTheDocument();
    expect(screen.getByText('Payouts on')).toBeInTheDocument();
    expect(screen.getByText(/ending in/)).toHaveTextContent('Payouts go to the bank account ending in 6789.');
  });

  it('asks for a new link at once when an expired one sent the owner back', async () => {
    const api = mockApi({
      'GET /company/payouts': () => envelope(200, overview({ state: 'incomplete', missing: ['x'] })),
      'POST /company/payouts/onboarding': () => envelope(200, { url: ONBOARDING_URL }),
    });
    renderScreen(<PayoutsPage />, { path: '/pro/payouts', entries: ['/pro/payouts?onboarding=refresh'] });
    await waitFor(() => expect(went).toHaveBeenCalledWith(ONBOARDING_URL));
    expect(api.callsTo('POST /company/payouts/onboarding')).toHaveLength(1);
  });

  it('shows office staff the account without the setup button', async () => {
    act(() => signIn('staff'));
    mockApi({ 'GET /company/payouts': () => envelope(200, overview({ canManage: false })) });
    renderScreen(<PayoutsPage />, { path: '/pro/payouts', entries: ['/pro/payouts?onboarding=refresh'] });
    expect(await screen.findByText(/Only your company's owner can set up/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Set up payouts' })).toBeNull();
    expect(went).not.toHaveBeenCalled();
  });

  it('says when the provider could not be reached, and when the account could not be read', async () => {
    mockApi({
      'GET /company/payouts': () => envelope(200, overview()),
      'POST /company/payouts/onboarding': () => envelope(502, null, 'Bad gateway'),
    });
    renderScreen(<PayoutsPage />, { path: '/pro/payouts' });
    fireEvent.click(await screen.findByRole('button', { name: 'Set up payouts' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The payment provider could not be reached.');
    expect(went).not.toHaveBeenCalled();
  });
});

describe("the payouts screen's transfers", () => {
  beforeEach(() => act(() => signIn()));
  afterEach(() => vi.unstubAllGlobals());

  it('lists what went and what waits, with the totals, and says when there is nothing yet', async () => {
    mockApi({
      'GET /company/payouts': () =>
        envelope(
          200,
          overview(
            { state: 'enabled', payoutsEnabled: true, bankLast4: '6789' },
            [
              {
                id: 2,
                ticketId: 42,
                kind: 'late_charge',
                amount: 34,
                withheld: 0,
                status: 'pending',
                createdAt: '2026-11-03T18:00:00.000Z',
                sentAt: null,
              },
              {
                id: 1,
                ticketId: 41,
                kind: 'completion',
                amount: 110.5,
                withheld: 12.25,
                status: 'sent',
                createdAt: '2026-10-28T22:00:00.000Z',
                sentAt: '2026-10-28T22:01:00.000Z',
              },
            ],
            { waiting: 34, sent: 110.5 },
          ),
        ),
    });
    renderScreen(<PayoutsPage />, { path: '/pro/payouts' });
    const list = await screen.findByRole('list', { name: 'Transfers' });
    const items = within(list).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Job #42: Extra charge paid after the jobWaiting for the payout account$34.00');
    expect(items[1]).toHaveTextContent('Job #41: Completed job');
    expect(items[1]).toHaveTextContent(/Sent .*Oct 28, 2026/);
    expect(items[1]).toHaveTextContent('$110.50');
    expect(items[1]).toHaveTextContent('$12.25 kept for what was owed');
    expect(screen.getByTestId('total-sent')).toHaveTextContent('$110.50');
    expect(screen.getByTestId('total-waiting')).toHaveTextContent('$34.00');
  });

  it('says when there are no transfers yet', async () => {
    mockApi({ 'GET /company/payouts': () => envelope(200, overview()) });
    renderScreen(<PayoutsPage />, { path: '/pro/payouts' });
    expect(await screen.findByText(/No transfers yet/)).toBeInTheDocument();
  });
});

describe("the payouts screen's payouts to the bank", () => {
  beforeEach(() => act(() => signIn()));
  afterEach(() => vi.unstubAllGlobals());

  it('shows the balance, the next payout and each payout, a refused one with what to do', async () => {
    mockApi({
      'GET /company/payouts': () =>
        envelope(200, {
          ...overview({ state: 'enabled', payoutsEnabled: true, bankLast4: '6789' }),
          balance: { pending: 12.5, available: 80 },
          nextPayoutAt: '2026-11-23T17:00:00.000Z',
          payouts: [
            {
              id: 2,
              amount: 100,
              status: 'failed',
              arrivalDate: '2026-11-17T17:00:00.000Z',
              failureCode: 'no_account',
              transfers: [],
            },
            {
              id: 1,
              amount: 55,
              status: 'paid',
              arrivalDate: '2026-11-10T17:00:00.000Z',
              failureCode: null,
              transfers: [{ id: 3, ticketId: 41, amount: 55 }],
            },
          ],
        }),
    });
    renderScreen(<PayoutsPage />, { path: '/pro/payouts' });
    expect(await screen.findByTestId('balance-available')).toHaveTextContent('$80.00');
    expect(screen.getByTestId('balance-pending')).toHaveTextContent('$12.50');
    expect(screen.getByTestId('next-payout')).toHaveTextContent(/Nov 23, 2026/);
    const items = within(screen.getByRole('list', { name: 'Payouts' })).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('$100.00Refused by the bank');
    expect(items[0]).toHaveTextContent('The bank refused it (no_account)');
    expect(items[1]).toHaveTextContent('$55.00Arrived');
    expect(items[1]).toHaveTextContent('From job #41 ($55.00)');
  });
});

describe("the payouts screen's schedule and what is owed", () => {
  afterEach(() => vi.unstubAllGlobals());

  const enabled = (canManage: boolean) => ({
    ...overview({ state: 'enabled', payoutsEnabled: true, bankLast4: '6789', canManage }),
    balance: { pending: 0, available: 0 },
    nextPayoutAt: '2026-11-23T08:00:00.000Z',
  });

  it('lets the owner choose a weekday, saving it and reading the account again', async () => {
    act(() => signIn());
    let schedule = DEFAULT_PAYOUT_SCHEDULE;
    const saved: unknown[] = [];
    mockApi({
      'GET /company/payouts': () =>
        envelope(200, { ...enabled(true), account: { ...enabled(true).account, schedule } }),
      'PUT /company/payouts/schedule': ({ body }) => {
        saved.push(body);
        schedule = body as typeof schedule;
        return envelope(200, schedule);
      },
    });
    renderScreen(<PayoutsPage />, { path: '/pro/payouts' });
    expect(await screen.findByTestId('payout-schedule')).toHaveTextContent('Schedule: Every Monday');
    const form = screen.getByRole('form', { name: 'Payout schedule' });
    const save = within(form).getByRole('button', { name: 'Save schedule' });
    expect(save).toBeDisabled();
    fireEvent.click(within(form).getByLabelText('On', { selector: 'input' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Friday', hidden: true }));
    expect(save).toBeEnabled();
    fireEvent.click(save);
    await waitFor(() => expect(screen.getByTestId('payout-schedule')).toHaveTextContent('Every Friday'));
    expect(saved).toEqual([{ interval: 'weekly', weeklyAnchor: 'friday', monthlyAnchor: 1 }]);
    expect(await screen.findByRole('status')).toHaveTextContent('Saved: Every Friday.');
  });

  it('shows office staff the schedule in words, without the form', async () => {
    act(() => signIn('staff'));
    mockApi({ 'GET /company/payouts': () => envelope(200, enabled(false)) });
    renderScreen(<PayoutsPage />, { path: '/pro/payouts' });
    expect(await screen.findByTestId('payout-schedule')).toHaveTextContent('Every Monday');
    expect(screen.queryByRole('form', { name: 'Payout schedule' })).toBeNull();
  });

  it('says what the company owes and that it is kept from the next transfers', async () => {
    act(() => signIn());
    mockApi({
      'GET /company/payouts': () =>
        envelope(200, {
          ...enabled(true),
          owed: 15.5,
          debts: [
            {
              id: 1,
              ticketId: 77,
              amount: 20,
              settled: 4.5,
              reason: 'Broken sprinkler head',
              createdAt: '2026-11-06T18:00:00.000Z',
            },
          ],
        }),
    });
    renderScreen(<PayoutsPage />, { path: '/pro/payouts' });
    expect(await screen.findByTestId('total-owed')).toHaveTextContent('$15.50');
    const [debt] = within(screen.getByRole('list', { name: 'Owed' })).getAllByRole('listitem');
    expect(debt).toHaveTextContent('Refund of job #77');
    expect(debt).toHaveTextContent('Broken sprinkler head ($4.50 kept so far)');
    expect(debt).toHaveTextContent('$15.50');
  });
});
