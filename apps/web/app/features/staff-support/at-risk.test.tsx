import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AtRiskItem } from '@upkeep/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, mockApi } from '../../../test/api-mock';
import { renderScreen } from '../../../test/render';
import { useStaffSession } from '../../session/realm-session';
import { AtRiskPage, ageInWords } from './at-risk-page';
import { TicketsPage } from './tickets-page';

const staff = { id: 1, name: 'Sky Staff', email: 'staff@upkeep.test', role: 'support' as const };

const item = (patch: Partial<AtRiskItem>): AtRiskItem => ({
  kind: 'expiring',
  ticketId: 42,
  companyId: 3,
  companyName: 'Green Valley Yards',
  customerName: 'Dana Demo',
  status: 'Pending',
  since: '2026-11-25T18:00:00.000Z',
  ageMinutes: 180,
  link: '/staff/tickets/42',
  detail: 'Not confirmed by the company; it expires 2 hours before its start.',
  ...patch,
});

beforeEach(() => {
  localStorage.clear();
  useStaffSession.getState().signedIn({ token: 'staff-token', user: staff });
});
afterEach(() => vi.unstubAllGlobals());

describe('the at-risk queue', () => {
  it('says ages in words', () => {
    expect(ageInWords(0)).toBe('less than a minute');
    expect(ageInWords(1)).toBe('1 minute');
    expect(ageInWords(45)).toBe('45 minutes');
    expect(ageInWords(180)).toBe('3 hours');
    expect(ageInWords(60 * 30)).toBe('30 hours');
    expect(ageInWords(60 * 24 * 3)).toBe('3 days');
  });

  it('lists each ticket with its link, kind and age, oldest first as answered', async () => {
    mockApi({
      'GET /staff/at-risk': () =>
        envelope(200, [
          item({ kind: 'stuck', ticketId: 7, link: '/staff/tickets/7', status: 'In Progress', ageMinutes: 60 * 30 }),
          item({}),
          item({ kind: 'refund_refused', ticketId: 9, link: '/staff/tickets/9', status: 'Declined', ageMinutes: 12 }),
        ]),
    });
    renderScreen(<AtRiskPage />, { path: '/staff/at-risk' });
    const table = await screen.findByRole('table', { name: 'At risk' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('link')[0]?.textContent)).toEqual(['#7', '#42', '#9']);
    expect(within(table).getByRole('link', { name: '#42' })).toHaveAttribute('href', '/staff/tickets/42');
    expect(within(rows[0] as HTMLElement).getByText('In Progress over a day')).toBeInTheDocument();
    expect(within(rows[0] as HTMLElement).getByText('30 hours')).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText('Expiring unconfirmed')).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText('3 hours')).toBeInTheDocument();
    expect(within(rows[2] as HTMLElement).getByText('Refund refused')).toBeInTheDocument();
    expect(screen.getByText('3 tickets at risk')).toBeInTheDocument();
    // The phone's cards say the same.
    expect(screen.getByRole('list', { name: 'At risk' })).toHaveTextContent('for 12 minutes');
  });

  it('says when nothing is at risk, and offers a retry when loading fails', async () => {
    let fail = true;
    mockApi({ 'GET /staff/at-risk': () => (fail ? envelope(500, null, 'Server error') : envelope(200, [])) });
    renderScreen(<AtRiskPage />, { path: '/staff/at-risk' });
    expect(await screen.findByText('Could not load the at-risk queue')).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: /Try again|Retry/ }));
    expect(await screen.findByText('Nothing at risk')).toBeInTheDocument();
  });
});

describe("the ticket list's filters", () => {
  it('reads the filters from the URL, sends them, and clears them', async () => {
    const api = mockApi({
      'GET /staff/tickets': () => envelope(200, []),
      'GET /staff/companies': () => envelope(200, []),
    });
    renderScreen(<TicketsPage />, {
      path: '/staff/tickets',
      entries: [
        '/staff/tickets?status=Pending&companyId=3&companyName=Green%20Valley%20Yards&from=2026-12-01&to=2026-12-31',
      ],
    });
    expect(await screen.findByText('No ticket matches these filters.')).toBeInTheDocument();
    const sent = api.callsTo('GET /staff/tickets').at(-1)?.query;
    expect(sent?.get('status')).toBe('Pending');
    expect(sent?.get('companyId')).toBe('3');
    expect(sent?.get('from')).toBe('2026-12-01');
    expect(sent?.get('to')).toBe('2026-12-31');
    expect(sent?.get('companyName')).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Company' })).toHaveValue('Green Valley Yards');
    expect(screen.getByLabelText('Visit from')).toHaveValue('2026-12-01');

    fireEvent.change(screen.getByLabelText('Visit to'), { target: { value: '2026-12-15' } });
    await waitFor(() => expect(api.callsTo('GET /staff/tickets').at(-1)?.query.get('to')).toBe('2026-12-15'));

    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(api.callsTo('GET /staff/tickets').at(-1)?.query.get('status')).toBeNull());
    expect(api.callsTo('GET /staff/tickets').at(-1)?.query.get('companyId')).toBeNull();
    expect(await screen.findByText('No tickets yet.')).toBeInTheDocument();
  });
});
