import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { valleyToday } from '@upkeep/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, mockApi } from '../../../test/api-mock';
import { renderScreen } from '../../../test/render';
import { EarningsPage, shiftMonth } from './earnings-page';
import { PRO_TOKEN, signInPro } from './test-session';

const earnings = (month: string) => ({
  month,
  commissionPercent: 12,
  jobs: [
    {
      ticketId: 41,
      completedDate: '2026-11-10T20:00:00.000Z',
      serviceName: 'Landscaping',
      customerName: 'Dana Smith',
      workPaid: 100,
      extraCharges: 25,
      commission: -15,
      net: 110,
    },
    {
      ticketId: 42,
      completedDate: '2026-11-12T20:00:00.000Z',
      serviceName: 'Pool Service',
      customerName: 'Lee Park',
      workPaid: 1200,
      extraCharges: 0,
      commission: -144,
      net: 1056,
    },
  ],
  cancellationFees: [
    {
      ticketId: 46,
      date: '2026-11-08T18:00:00.000Z',
      serviceName: 'Landscaping',
      customerName: 'Jo Paid',
      fee: 25,
      commission: -3,
      net: 22,
    },
  ],
  adjustments: [
    {
      ticketId: 17,
      date: '2026-11-05T18:00:00.000Z',
      kind: 'refund',
      borneBy: 'company',
      reason: 'Scratched the gate',
      amount: -17,
    },
    {
      ticketId: 18,
      date: '2026-11-06T18:00:00.000Z',
      kind: 'refund',
      borneBy: 'upkeep',
      reason: 'Sorry for the wait',
      amount: 0,
    },
  ],
  tips: [
    {
      ticketId: 41,
      date: '2026-11-11T18:00:00.000Z',
      crewName: 'Crew A',
      customerName: 'Dana Smith',
      amount: 15,
    },
  ],
  totals: {
    workPaid: 1300,
    extraCharges: 25,
    commission: -159,
    jobsNet: 1166,
    cancellationFees: 22,
    adjustments: -17,
    tips: 15,
    net: 1186,
  },
  payouts: { paidOut: 980.25, onItsWay: 120 },
});

describe('the earnings', () => {
  beforeEach(() => act(() => signInPro()));
  afterEach(() => vi.unstubAllGlobals());

  it('moves from month to month', () => {
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
  });

  it('shows the month’s jobs, totals and commission, says where the company’s share goes, and downloads the CSV', async () => {
    const month = valleyToday().slice(0, 7);
    const api = mockApi({
      'GET /company/earnings': (call) => envelope(200, earnings(call.query.get('Month') ?? '')),
      'GET /company/earnings.csv': () => ({ status: 200, body: 'ticket,net\n41,110\n' }),
    });
    const createObjectURL = vi.fn(() => 'blob:earnings');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    renderScreen(<EarningsPage />, { path: '/pro/earnings' });
    const table = await screen.findByRole('table');
    expect(api.callsTo('GET /company/earnings')[0]?.query.get('Month')).toBe(month);
    expect(api.callsTo('GET /company/earnings')[0]?.token).toBe(PRO_TOKEN);
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('41');
    // One sign: the commission is a negative line, and every total is the plain sum of its lines.
    expect(rows[1]).toHaveTextContent('Dana Smith$100.00$25.00-$15.00$110.00');
    expect(rows.at(-1)).toHaveTextContent("Jobs' totals$1,300.00$25.00-$159.00$1,166.00");
    expect(screen.getByTestId('total-Commission')).toHaveTextContent('-$159.00');
    expect(screen.getByTestId('total-Adjustments')).toHaveTextContent('-$17.00');
    expect(screen.getByTestId('total-Net due to you')).toHaveTextContent('$1,186.00');
    // A tip (decision 0039): whole, apart, with the crew that did the job.
    expect(screen.getByTestId('total-Tips')).toHaveTextContent('$15.00');
    const tips = within(screen.getByRole('list', { name: 'Tips' })).getAllByRole('listitem');
    expect(tips).toHaveLength(1);
    expect(tips[0]).toHaveTextContent('Tip on ticket #41 for Crew A: all of it yours');
    expect(tips[0]).toHaveTextContent('Dana Smith$15.00');
    // A cancellation fee kept for the company (issue 46): its own line, the fee less the commission.
    expect(screen.getByTestId('total-Cancellation fees kept')).toHaveTextContent('$22.00');
    const fees = within(screen.getByRole('list', { name: 'Cancellation fees kept' })).getAllByRole('listitem');
    expect(fees).toHaveLength(1);
    expect(fees[0]).toHaveTextContent("Cancellation fee kept on ticket #46: $25.00 less UpKeep's commission of $3.00");
    expect(fees[0]).toHaveTextContent('$22.00');
    expect(screen.getByTestId('total-Paid out to your bank')).toHaveTextContent('$980.25');
    expect(screen.getByTestId('total-On its way to your bank')).toHaveTextContent('$120.00');
    expect(
      screen.getByText(/UpKeep's commission is 12% of work paid plus extra charges, shown as a negative line/),
    ).toBeInTheDocument();
    expect(screen.queryByText(/of what the customer paid/)).toBeNull();
    // The adjustments: a refund the company bore, negative, and a goodwill refund UpKeep bore, 0.
    const adjustments = within(screen.getByRole('list', { name: 'Adjustments' })).getAllByRole('listitem');
    expect(adjustments).toHaveLength(2);
    expect(adjustments[0]).toHaveTextContent(
      "Refund on ticket #17 after completion: your share of it, after UpKeep's commission",
    );
    expect(adjustments[0]).toHaveTextContent('Reason: Scratched the gate');
    expect(adjustments[0]).toHaveTextContent('-$17.00');
    expect(adjustments[1]).toHaveTextContent(
      'Goodwill refund on ticket #18, borne by UpKeep: your earnings are unchanged',
    );
    expect(adjustments[1]).toHaveTextContent('Reason: Sorry for the wait');
    expect(adjustments[1]).toHaveTextContent('$0.00');
    expect(screen.getByText(/goes to your payout account when the job is completed/)).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    const [csv] = api.callsTo('GET /company/earnings.csv');
    expect(csv?.query.get('Month')).toBe(month);
    expect(csv?.token).toBe(PRO_TOKEN);

    fireEvent.click(screen.getByRole('button', { name: 'Previous month' }));
    await waitFor(() =>
      expect(api.callsTo('GET /company/earnings').at(-1)?.query.get('Month')).toBe(shiftMonth(month, -1)),
    );
  });

  it('says when a month has no completed jobs', async () => {
    mockApi({
      'GET /company/earnings': () =>
        envelope(200, {
          month: '2026-10',
          commissionPercent: 12,
          jobs: [],
          cancellationFees: [],
          adjustments: [],
          tips: [],
          totals: {
            workPaid: 0,
            extraCharges: 0,
            commission: 0,
            jobsNet: 0,
            cancellationFees: 0,
            adjustments: 0,
            tips: 0,
            net: 0,
          },
          payouts: { paidOut: 0, onItsWay: 0 },
        }),
    });
    renderScreen(<EarningsPage />, { path: '/pro/earnings' });
    expect(await screen.findByText('No completed jobs in October 2026.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeDisabled();
  });
});
