import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Messages, required } from '@upkeep/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, type Handler, mockApi } from '../../../test/api-mock';
import { renderScreen } from '../../../test/render';
import { listItem, TOKEN } from '../../../test/ticket-fixtures';
import { setMobileViewport } from '../../../test/viewport';
import { initialSession, useSession } from '../../session/store';
import { formatHistoryDate, formatListDate } from './format';
import { MyTicketsPage } from './my-tickets-page';
import { filtersFromSearch, searchFromFilters } from './ticket-filters';

const STATUSES = [
  { id: 1, status: 'Pending' },
  { id: 4, status: 'Completed' },
];
const SERVICES = [{ id: 5, service: 'Pool Service' }];

function listAnswer(items = [listItem()], totalCount = items.length, pageNumber = 1) {
  return envelope(200, items, 'OK', {
    pages: { pageNumber, pageSize: 10, totalCount, totalPages: Math.ceil(totalCount / 10) },
  });
}

function handlers(list: Handler = () => listAnswer()): Record<string, Handler> {
  return {
    'GET /customer/ticket': list,
    'GET /customer/ticket-status': () => envelope(200, STATUSES),
    'GET /customer/services': () => envelope(200, SERVICES),
  };
}

async function signIn() {
  useSession.getState().login(TOKEN, { name: 'Dana', email: 'demo@upkeep.test', phoneNumber: '7025550147' }, false);
  await act(async () => {
    await useSession.persist.rehydrate();
  });
}

const renderList = (entry = '/my-tickets') =>
  renderScreen(<MyTicketsPage />, {
    path: '/my-tickets',
    entries: [entry.includes('?') ? { pathname: '/my-tickets', search: entry.slice(entry.indexOf('?')) } : entry],
  });

describe('ticket formats', () => {
  it('writes list dates and history moments in the one form, in the valley', () => {
    // 03:00 UTC on the 25th is still the 24th in Las Vegas.
    // One date form everywhere (issue 26): the valley's day, whatever the browser's time zone.
    expect(formatListDate('2026-11-25T03:00:00.000Z')).toBe('Tue, Nov 24, 2026');
    expect(formatHistoryDate('2026-01-05T20:00:00.000Z')).toBe('Mon, Jan 5, 2026, 12:00 PM');
  });

  it('reads the filters from the URL and writes them back, page 1 left out', () => {
    const filters = filtersFromSearch(
      new URLSearchParams('PageNumber=3&StatusID=4&MinDate=2026-11-01&MaxDate=nope&TicketID=-2&ServiceID=5'),
    );
    expect(filters).toEqual({ PageNumber: 3, StatusID: 4, MinDate: '2026-11-01', ServiceID: 5 });
    expect(searchFromFilters(filters).toString()).toBe('MinDate=2026-11-01&StatusID=4&ServiceID=5&PageNumber=3');
    expect(searchFromFilters({ PageNumber: 1 }).toString()).toBe('');
  });
});

describe('my tickets', () => {
  beforeEach(() => {
    localStorage.clear();
    useSession.setState({ ...initialSession });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sends anonymous visitors to /sign-in, to come back with the filters', async () => {
    mockApi(handlers());
    await act(async () => {
      await useSession.persist.rehydrate();
    });
    renderList('/my-tickets?StatusID=4');
    expect(await screen.findByTestId('where')).toHaveTextContent('/sign-in|{"returnTo":"/my-tickets?StatusID=4"}');
  });

  describe('on a phone', () => {
    beforeEach(() => setMobileViewport(true));

    it('shows each ticket as a card with everything of its row and its actions, and no table', async () => {
      await signIn();
      mockApi(
        handlers(() =>
          listAnswer([
            listItem({ id: 41, scheduledDate: '2026-11-25T03:00:00.000Z' }),
            listItem({ id: 12, status: 'Completed', statusId: 4, canReview: true, totalPrice: 1234.5 }),
            listItem({ id: 9, status: 'In Progress', statusId: 3, openChargePendingPayment: true, isOpenCharge: true }),
          ]),
        ),
      );
      renderList();
      const list = await screen.findByRole('list', { name: 'Your tickets' });
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      const cards = within(list).getAllByRole('listitem');
      expect(cards).toHaveLength(3);
      const [first, second, third] = cards as [HTMLElement, HTMLElement, HTMLElement];
      expect(first).toHaveAccessibleName('Ticket #41');
      for (const text of [
        '#41',
        'Tue, Nov 24, 2026',
        'Scheduled',
        '$133.50',
        'Blue Mesa Pool Service',
        'Pool Service',
      ]) {
        expect(first).toHaveTextContent(text);
      }
      expect(within(first).getByRole('link', { name: 'Details, ticket 41' })).toHaveAttribute(
        'href',
        '/detail-ticket?TicketId=41',
      );
      expect(within(second).getByRole('link', { name: 'Review, ticket 12' })).toHaveAttribute('href', '/create-review');
      expect(second).toHaveTextContent('$1,234.50');
      expect(within(third).getByRole('link', { name: 'Pay charge, ticket 9' })).toHaveAttribute(
        'href',
        '/payment-charge',
      );
    });

    it('folds the filters away behind a Filters button that says how many are in force', async () => {
      await signIn();
      const api = mockApi(handlers());
      renderList('/my-tickets?StatusID=4&ServiceID=5');
      await screen.findByRole('list', { name: 'Your tickets' });
      const toggle = screen.getByRole('button', { name: /^Filters/ });
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      expect(toggle).toHaveTextContent('Filters (2)');
      expect(screen.queryByRole('form', { name: 'Filter tickets' })).not.toBeInTheDocument();
      // Folded, the fields are not there at all (their code and their lists load with the first opening: issue 48).
      expect(document.querySelector('form[aria-label="Filter tickets"]')).toBeNull();
      expect(api.callsTo('GET /customer/ticket-status')).toHaveLength(0);
      fireEvent.click(toggle);
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
      const form = await screen.findByRole('form', { name: 'Filter tickets' });
      expect(toggle).toHaveAttribute('aria-controls', form.parentElement?.id ?? form.id);
      expect(within(form).getByRole('button', { name: 'Apply filters' })).toBeInTheDocument();
    });
  });

  it('lists the tickets with their date, status, total, company, service and allowed actions', async () => {
    await signIn();
    const api = mockApi(
      handlers(() =>
        listAnswer([
          listItem({ id: 41, scheduledDate: '2026-11-25T03:00:00.000Z' }),
          listItem({ id: 12, status: 'Completed', statusId: 4, canReview: true, totalPrice: 1234.5 }),
          listItem({ id: 11, status: 'Completed', statusId: 4, isReviewedByCustomer: true }),
          listItem({ id: 9, status: 'In Progress', statusId: 3, openChargePendingPayment: true, isOpenCharge: true }),
        ]),
      ),
    );
    renderList();
    const table = await screen.findByRole('table', { name: 'Your tickets' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('#41Tue, Nov 24, 2026Scheduled$133.50Blue Mesa Pool ServicePool Service');
    expect(within(required(rows[1], 'row 1')).queryByRole('link', { name: /Review|Pay charge/ })).toBeNull();
    expect(rows[2]).toHaveTextContent('$1,234.50');
    expect(within(required(rows[2], 'row 2')).getByRole('link', { name: 'Review, ticket 12' })).toHaveAttribute(
      'href',
      '/create-review',
    );
    expect(within(required(rows[3], 'row 3')).getByRole('link', { name: 'See review, ticket 11' })).toBeInTheDocument();
    expect(within(required(rows[4], 'row 4')).getByRole('link', { name: 'Pay charge, ticket 9' })).toHaveAttribute(
      'href',
      '/payment-charge',
    );
    expect(within(required(rows[1], 'row 1')).getByRole('link', { name: 'Ticket 41 details' })).toHaveAttribute(
      'href',
      '/detail-ticket?TicketId=41',
    );
    const [call] = api.callsTo('GET /customer/ticket');
    expect(call?.token).toBe(TOKEN);
    expect(Object.fromEntries(required(call, 'a tickets call').query)).toEqual({ PageNumber: '1', _pageSize: '10' });
  });

  it('carries the review and charge state the next screens need', async () => {
    await signIn();
    mockApi(
      handlers(() => listAnswer([listItem({ id: 9, canReview: true, openChargePendingPayment: true, servicesID: 1 })])),
    );
    renderList();
    fireEvent.click(await screen.findByRole('link', { name: 'Pay charge, ticket 9' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/payment-charge|{"TicketId":9,"ServiceID":1}');
  });

  it(`says "${Messages.noTickets}" when there are none`, async () => {
    await signIn();
    mockApi(handlers(() => listAnswer([], 0)));
    renderList();
    expect(await screen.findByText(Messages.noTickets)).toBeInTheDocument();
  });

  it('asks with the filters of the URL, and applying filters puts them in the URL from page 1', async () => {
    await signIn();
    const api = mockApi(handlers((call) => listAnswer([listItem()], 25, Number(call.query.get('PageNumber')))));
    renderList('/my-tickets?StatusID=4&PageNumber=2');
    await screen.findByRole('table', { name: 'Your tickets' });
    expect(Object.fromEntries(required(api.callsTo('GET /customer/ticket')[0], 'a tickets call').query)).toEqual({
      PageNumber: '2',
      StatusID: '4',
      _pageSize: '10',
    });
    expect(screen.getByText('Tickets 11 to 11 of 25')).toBeInTheDocument();
    // The form shows the filter in force.
    await waitFor(() => expect(screen.getByLabelText('Status', { selector: 'input' })).toHaveValue('Completed'));

    fireEvent.change(screen.getByRole('textbox', { name: 'Ticket number' }), { target: { value: '4a1' } });
    expect(screen.getByRole('textbox', { name: 'Ticket number' })).toHaveValue('41');
    fireEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(api.callsTo('GET /customer/ticket')).toHaveLength(2));
    expect(Object.fromEntries(required(api.callsTo('GET /customer/ticket')[1], 'a tickets call').query)).toEqual({
      PageNumber: '1',
      StatusID: '4',
      TicketID: '41',
      _pageSize: '10',
    });
  });

  it('pages through the list', async () => {
    await signIn();
    const api = mockApi(handlers((call) => listAnswer([listItem()], 25, Number(call.query.get('PageNumber')))));
    renderList();
    await screen.findByRole('table', { name: 'Your tickets' });
    const nav = screen.getByRole('navigation', { name: 'Ticket pages' });
    fireEvent.click(within(nav).getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(api.callsTo('GET /customer/ticket')).toHaveLength(2));
    expect(api.callsTo('GET /customer/ticket')[1]?.query.get('PageNumber')).toBe('3');
    expect(await within(nav).findByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows an error with a retry when the list cannot be loaded', async () => {
    await signIn();
    let fail = true;
    mockApi(handlers(() => (fail ? envelope(500, null, 'Internal server error') : listAnswer())));
    renderList();
    expect(await screen.findByText('Could not load your tickets', {}, { timeout: 4000 })).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Your tickets' })).toBeInTheDocument();
  });
});
