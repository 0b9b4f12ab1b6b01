import { Notifications } from '@mantine/notifications';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { StaffCustomer, StaffTicketDetail, StaffTicketListItem } from '@upkeep/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, mockApi } from '../../../test/api-mock';
import { AppProviders } from '../../../test/app-providers';
import { renderScreen } from '../../../test/render';
import { useStaffSession } from '../../session/realm-session';
import { CustomerPage } from './customer-page';
import { CustomersPage } from './customers-page';
import { TicketPage } from './ticket-page';
import { TicketsPage } from './tickets-page';

const staff = { id: 1, name: 'Sky Staff', email: 'staff@upkeep.test', role: 'support' as const };

function listItem(id: number, patch: Partial<StaffTicketListItem> = {}): StaffTicketListItem {
  return {
    id,
    status: 'Scheduled',
    statusId: 2,
    scheduledDate: '2026-12-01T16:00:00.000Z',
    serviceName: 'Landscaping',
    companyId: 3,
    companyName: 'Green Valley Yards',
    customerName: 'Dana Demo',
    email: 'demo@upkeep.test',
    phoneNumber: '7025550100',
    customerId: 9,
    totalPrice: 120,
    totalPaid: 120,
    paid: 120,
    refunded: 0,
    createdDate: '2026-11-20T17:00:00.000Z',
    ...patch,
  };
}

function ticketDetail(patch: Partial<StaffTicketDetail> = {}): StaffTicketDetail {
  return {
    ticket: {
      id: 42,
      name: 'Dana Demo',
      email: 'demo@upkeep.test',
      phoneNumber: '7025550100',
      address: '1200 W Sahara Ave',
      zipCode: '89102',
      companyName: 'Green Valley Yards',
      companySlug: 'green-valley-yards',
      companyId: 3,
      companyServiceId: 5,
      serviceName: 'Landscaping',
      servicesID: 4,
      price: 110,
      fee: 10,
      discountAmount: 0,
      totalPrice: 120,
      totalPaid: 120,
      totals: {
        lines: [
          { kind: 'services', label: 'Services', amount: 110, status: null },
          { kind: 'fee', label: 'Booking fee', amount: 10, status: null },
        ],
        total: 120,
        paid: 120,
        refunded: 0,
        kept: 0,
        balance: 0,
      },
      cancellationFee: 0,
      cancellationPolicy: { fee: 25, freeHoursBefore: 48 },
      confirmWithinHours: null,
      createdDate: '2026-11-20T17:00:00.000Z',
      scheduledDate: '2026-12-01T16:00:00.000Z',
      duration: '02:00:00',
      serviceDuration: '02:00:00',
      status: 'Scheduled',
      statusId: 2,
      instructions: 'Side gate is open.',
      description: '',
      isEstimate: false,
      canCustomerUpdate: true,
      canCustomerReschedule: true,
      canReview: false,
      isReviewedByCustomer: false,
      moveRequest: null,
      photoConsent: null,
      tip: null,
      quotes: [],
    },
    lines: [{ id: 1, displayName: 'General yard maintenance', price: 110, description: 'Small yard', quantity: 1 }],
    history: [
      { id: 1, updatedAt: '2026-11-20T17:00:00.000Z', status: 'Pending', comments: '', userType: { type: 'Customer' } },
    ],
    openCharges: [],
    payments: [
      {
        id: 5,
        purpose: 'booking',
        status: 'succeeded',
        amount: 120,
        refunded: 0,
        createdDate: '2026-11-20T17:00:00.000Z',
      },
    ],
    refunds: [],
    messages: [
      {
        id: 8,
        channel: 'email',
        recipient: 'demo@upkeep.test',
        subject: 'Booking confirmed',
        body: 'Thanks',
        status: 'sent',
        createdAt: '2026-11-20T17:00:00.000Z',
        sentAt: '2026-11-20T17:00:01.000Z',
      },
    ],
    customer: { id: 9, name: 'Dana Demo', email: 'demo@upkeep.test', blocked: false },
    company: { id: 3, name: 'Green Valley Yards', email: 'yards@example.com', phoneNumber: '7025550111' },
    refundable: 120,
    actions: [
      { action: 'Cancel', nextStatusID: 5 },
      { action: 'Mark Completed', nextStatusID: 4 },
    ],
    ...patch,
  };
}

function customer(patch: Partial<StaffCustomer> = {}): StaffCustomer {
  return {
    id: 9,
    name: 'Dana Demo',
    email: 'demo@upkeep.test',
    phoneNumber: '7025550100',
    createdDate: '2026-01-02T17:00:00.000Z',
    blocked: false,
    blockedReason: null,
    ticketCount: 1,
    ...patch,
  };
}

/** The server's answer to a $20 refund borne by the company, of a ticket paid $120. */
function refundOf20(borneBy: 'company' | 'upkeep' = 'company') {
  return envelope(200, {
    refund: {
      id: 1,
      amount: 20,
      reason: 'Late',
      borneBy,
      staffEmail: 'staff@upkeep.test',
      createdAt: '2026-11-21T10:00:00.000Z',
    },
    totalPaid: 100,
    refundable: 100,
  });
}

/** Confirms the refund in its confirmation step. */
async function confirmRefund() {
  const dialog = await screen.findByRole('dialog', { name: 'Confirm the refund' });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm refund' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

/** The headers the page sent with its n-th call to `key`. */
function headersOf(fetchMock: ReturnType<typeof mockApi>['fetchMock'], method: string, path: string) {
  return fetchMock.mock.calls
    .filter(
      ([url, init]) =>
        (init?.method ?? 'GET') === method && new URL(String(url), 'http://x').pathname === `/api${path}`,
    )
    .map(([, init]) => (init?.headers ?? {}) as Record<string, string>);
}

beforeEach(() => {
  localStorage.clear();
  useStaffSession.getState().signedIn({ token: 'staff-token', user: staff });
});
afterEach(() => vi.unstubAllGlobals());

describe('ticket search', () => {
  it('searches with the query kept in the URL; rows link to the ticket and the customer', async () => {
    const api = mockApi({
      'GET /staff/tickets': () => envelope(200, [listItem(42), listItem(43, { customerId: null })]),
    });
    renderScreen(<TicketsPage />, { path: '/staff/tickets' });
    const table = await screen.findByRole('table', { name: 'Tickets' });
    expect(within(table).getByRole('link', { name: '#42' })).toHaveAttribute('href', '/staff/tickets/42');
    expect(within(table).getAllByRole('link', { name: 'Dana Demo' })[0]).toHaveAttribute('href', '/staff/customers/9');
    expect(within(table).getByText('Guest')).toBeInTheDocument();

    fireEvent.change(screen.getByRole('searchbox', { name: 'Find tickets' }), {
      target: { value: ' demo@upkeep.test ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(api.callsTo('GET /staff/tickets').at(-1)?.query.get('Query')).toBe('demo@upkeep.test'));
  });

  it("shows a plan's visit as one, with its own state, not as Pending with $0.00 paid (issue 46)", async () => {
    mockApi({
      'GET /staff/tickets': () =>
        envelope(200, [
          listItem(50, {
            status: 'Pending',
            statusId: 1,
            totalPaid: 0,
            paid: 0,
            planVisit: { planId: 4, state: 'upcoming' },
          }),
          listItem(51, { status: 'Scheduled', totalPaid: 120, planVisit: { planId: 4, state: 'charged' } }),
          listItem(52, { status: 'Pending', statusId: 1, totalPaid: 0, paid: 0 }),
        ]),
    });
    renderScreen(<TicketsPage />, { path: '/staff/tickets' });
    const table = await screen.findByRole('table', { name: 'Tickets' });
    const [, upcoming, charged, ordinary] = within(table).getAllByRole('row');
    expect(upcoming).toHaveTextContent('Plan visit');
    expect(upcoming).toHaveTextContent('Charged the day before');
    expect(upcoming).toHaveTextContent('Not due yet');
    expect(upcoming).not.toHaveTextContent('Pending');
    expect(upcoming).not.toHaveTextContent('$0.00');
    expect(charged).toHaveTextContent('Plan visitScheduled');
    expect(ordinary).toHaveTextContent('Pending');
    expect(ordinary).toHaveTextContent('$0.00');
  });

  it('states what was paid before refunds and what was refunded, apart, as the customer sees them (issue 46)', async () => {
    mockApi({
      'GET /staff/tickets': () =>
        envelope(200, [
          // A late cancellation: $153.99 paid, $128.99 refunded, $25 kept (net $25: what the column showed).
          listItem(60, {
            status: 'Cancelled',
            statusId: 5,
            totalPrice: 153.99,
            totalPaid: 25,
            paid: 153.99,
            refunded: 128.99,
          }),
          listItem(61),
        ]),
    });
    renderScreen(<TicketsPage />, { path: '/staff/tickets' });
    const table = await screen.findByRole('table', { name: 'Tickets' });
    const [, cancelled, paid] = within(table).getAllByRole('row');
    const cells = within(cancelled as HTMLElement).getAllByRole('cell');
    expect(cells.at(-1)).toHaveTextContent('$153.99$128.99 refunded');
    expect(cells.at(-1)).not.toHaveTextContent('$25.00');
    expect(
      within(paid as HTMLElement)
        .getAllByRole('cell')
        .at(-1),
    ).toHaveTextContent(/^\$120\.00$/);
  });

  it('says when nothing matches', async () => {
    mockApi({ 'GET /staff/tickets': () => envelope(200, []) });
    renderScreen(<TicketsPage />, { path: '/staff/tickets', entries: ['/staff/tickets?Query=nobody'] });
    expect(await screen.findByText('No ticket matches “nobody”.')).toBeInTheDocument();
  });
});

describe('a ticket', () => {
  const renderTicket = () => renderScreen(<TicketPage id="42" />, { path: '/staff/tickets/42' });

  it('shows everything: people, booking, lines, payments, history, messages', async () => {
    mockApi({ 'GET /staff/tickets/42': () => envelope(200, ticketDetail()) });
    renderTicket();
    expect(await screen.findByRole('heading', { level: 1, name: 'Ticket #42' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Customer and company' })).toHaveTextContent('yards@example.com');
    expect(screen.getByRole('region', { name: 'Booking' })).toHaveTextContent('Side gate is open.');
    expect(screen.getByRole('table', { name: 'Lines' })).toHaveTextContent('General yard maintenance');
    expect(screen.getByRole('table', { name: 'Payments' })).toHaveTextContent('$120.00');
    expect(screen.getByRole('table', { name: 'History' })).toHaveTextContent('Customer');
    expect(screen.getByRole('table', { name: 'Messages sent' })).toHaveTextContent('Booking confirmed');
  });

  it("links the ticket's company to its console page and says the zip once (issue 46)", async () => {
    const base = ticketDetail();
    const full = '11024 Summer Glen Dr, Las Vegas, NV 89135';
    mockApi({
      'GET /staff/tickets/42': () =>
        envelope(200, ticketDetail({ ticket: { ...base.ticket, address: full, zipCode: '89135' } })),
    });
    renderTicket();
    const people = await screen.findByRole('region', { name: 'Customer and company' });
    expect(within(people).getByRole('link', { name: 'Green Valley Yards' })).toHaveAttribute(
      'href',
      '/staff/companies/3',
    );
    expect(people).toHaveTextContent(full);
    expect(people).not.toHaveTextContent('89135 89135');
  });

  it('says a goodwill refund was borne by UpKeep, spelt as a name (issue 46: "borne by upkeep")', async () => {
    const goodwill = refundOf20('upkeep');
    mockApi({
      'GET /staff/tickets/42': () => envelope(200, ticketDetail()),
      'POST /staff/tickets/42/refunds': () => goodwill,
    });
    render(
      <AppProviders>
        <Notifications />
      </AppProviders>,
    );
    renderTicket();
    const form = await screen.findByRole('form', { name: 'Refund' });
    fireEvent.change(within(form).getByLabelText(/^Amount/), { target: { value: '20' } });
    fireEvent.change(within(form).getByLabelText(/^Reason/), { target: { value: 'Late' } });
    fireEvent.click(within(form).getByRole('radio', { name: /UpKeep/ }));
    fireEvent.click(within(form).getByRole('button', { name: 'Refund' }));
    await confirmRefund();
    expect(
      await screen.findByText('Refunded $20.00 (goodwill borne by UpKeep): the customer was told. Paid now $100.00.'),
    ).toBeInTheDocument();
  });

  it('acts for UpKeep with a required comment', async () => {
    const api = mockApi({
      'GET /staff/tickets/42': () => envelope(200, ticketDetail()),
      'POST /staff/tickets/42/status': () =>
        envelope(
          200,
          ticketDetail({ ticket: { ...ticketDetail().ticket, status: 'Cancelled', statusId: 5 }, actions: [] }),
        ),
    });
    renderTicket();
    const actions = await screen.findByRole('region', { name: 'UpKeep actions' });
    fireEvent.click(within(actions).getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel: ticket #42' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await within(dialog).findByText('Comment is required')).toBeInTheDocument();
    expect(api.callsTo('POST /staff/tickets/42/status')).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText(/^Comment/), { target: { value: 'The company closed.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(api.callsTo('POST /staff/tickets/42/status')[0]?.body).toEqual({
        TicketsStatusID: 5,
        Comments: 'The company closed.',
      }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Ticket #42' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('No UpKeep step from Cancelled.')).toBeInTheDocument();
  });

  it('refunds at most what is left, with one Idempotency-Key per submission, kept for a retry after a network error', async () => {
    let failNext = true;
    const api = mockApi({
      'GET /staff/tickets/42': () => envelope(200, ticketDetail()),
      'POST /staff/tickets/42/refunds': () => {
        if (failNext) {
          failNext = false;
          return 'network-error';
        }
        return refundOf20();
      },
    });
    renderTicket();
    const form = await screen.findByRole('form', { name: 'Refund' });
    const amount = within(form).getByLabelText(/^Amount/);
    expect(amount).toHaveValue('120.00');

    fireEvent.change(amount, { target: { value: '120.01' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Refund' }));
    expect(await within(form).findByText(/Amount must be at most \$120\.00/)).toBeInTheDocument();
    expect(within(form).getByText('Reason is required')).toBeInTheDocument();
    expect(api.callsTo('POST /staff/tickets/42/refunds')).toHaveLength(0);

    fireEvent.change(amount, { target: { value: '20' } });
    fireEvent.change(within(form).getByLabelText(/^Reason/), { target: { value: 'Late' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Refund' }));
    await confirmRefund();
    expect(await within(form).findByRole('alert')).toHaveTextContent('the same refund is never made twice');
    fireEvent.click(within(form).getByRole('button', { name: 'Refund' }));
    await confirmRefund();
    await waitFor(() => expect(api.callsTo('POST /staff/tickets/42/refunds')).toHaveLength(2));
    expect(api.callsTo('POST /staff/tickets/42/refunds')[1]?.body).toEqual({
      Amount: 20,
      Reason: 'Late',
      BorneBy: 'company',
    });
    const [first, retry] = headersOf(api.fetchMock, 'POST', '/staff/tickets/42/refunds');
    expect(first?.['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(retry?.['idempotency-key']).toBe(first?.['idempotency-key']);
    expect(retry?.authorization).toBe('Bearer staff-token');
  });

  it('a new submission after the server answered gets a new key', async () => {
    const api = mockApi({
      'GET /staff/tickets/42': () => envelope(200, ticketDetail()),
      'POST /staff/tickets/42/refunds': () => envelope(400, null, 'Amount must be at most 120'),
    });
    renderTicket();
    const form = await screen.findByRole('form', { name: 'Refund' });
    fireEvent.change(within(form).getByLabelText(/^Reason/), { target: { value: 'Late' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Refund' }));
    await confirmRefund();
    expect(await within(form).findByRole('alert')).toHaveTextContent('Amount must be at most 120');
    fireEvent.click(within(form).getByRole('button', { name: 'Refund' }));
    await confirmRefund();
    await waitFor(() => expect(api.callsTo('POST /staff/tickets/42/refunds')).toHaveLength(2));
    const [first, second] = headersOf(api.fetchMock, 'POST', '/staff/tickets/42/refunds');
    expect(second?.['idempotency-key']).not.toBe(first?.['idempotency-key']);
  });

  it('asks before refunding, showing the amount and who bears it; Back sends nothing; goodwill is sent as UpKeep', async () => {
    const api = mockApi({
      'GET /staff/tickets/42': () =>
        envelope(
          200,
          ticketDetail({
            refunds: [
              {
                id: 7,
                amount: 15,
                reason: 'Sorry for the wait',
                borneBy: 'upkeep',
                staffEmail: 'staff@upkeep.test',
                createdAt: '2026-11-21T10:00:00.000Z',
              },
              {
                id: 8,
                amount: 5,
                reason: 'Gate latch',
                borneBy: 'company',
                staffEmail: 'staff@upkeep.test',
                createdAt: '2026-11-22T10:00:00.000Z',
              },
            ],
          }),
        ),
      'POST /staff/tickets/42/refunds': () =>
        envelope(200, {
          refund: {
            id: 9,
            amount: 30,
            reason: 'Sprinkler',
            borneBy: 'upkeep',
            staffEmail: 'staff@upkeep.test',
            createdAt: '2026-11-23T10:00:00.000Z',
          },
          totalPaid: 90,
          refundable: 90,
        }),
    });
    renderTicket();
    // The ticket's refunds say who bore each.
    const refunds = await screen.findByRole('region', { name: 'Refunds' });
    expect(within(refunds).getByText('Goodwill: borne by UpKeep')).toBeInTheDocument();
    expect(within(refunds).getByText('Borne by the company')).toBeInTheDocument();

    const form = await screen.findByRole('form', { name: 'Refund' });
    expect(within(form).getByRole('radio', { name: /The company/ })).toBeChecked();
    fireEvent.change(within(form).getByLabelText(/^Amount/), { target: { value: '30' } });
    fireEvent.change(within(form).getByLabelText(/^Reason/), { target: { value: 'Sprinkler' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Refund' }));
    let dialog = await screen.findByRole('dialog', { name: 'Confirm the refund' });
    expect(dialog).toHaveTextContent('Refund $30.00 to the customer of ticket #42.');
    expect(dialog).toHaveTextContent("Borne by: The company. If the job is completed, the company's earnings");
    fireEvent.click(within(dialog).getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST /staff/tickets/42/refunds')).toHaveLength(0);

    fireEvent.click(within(form).getByRole('radio', { name: /UpKeep \(goodwill\)/ }));
    fireEvent.click(within(form).getByRole('button', { name: 'Refund' }));
    dialog = await screen.findByRole('dialog', { name: 'Confirm the refund' });
    expect(dialog).toHaveTextContent(
      "Borne by: UpKeep (goodwill). UpKeep bears it as goodwill: the company's earnings stay",
    );
    expect(api.callsTo('POST /staff/tickets/42/refunds')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm refund' }));
    await waitFor(() => expect(api.callsTo('POST /staff/tickets/42/refunds')).toHaveLength(1));
    expect(api.callsTo('POST /staff/tickets/42/refunds')[0]?.body).toEqual({
      Amount: 30,
      Reason: 'Sprinkler',
      BorneBy: 'upkeep',
    });
  });

  it('confirms a refund made even when the form that sent it is gone by the answer (remounted or left)', async () => {
    // The refreshed ticket remounts the form (what is left changed), and staff may have moved on: the
    // confirmation must not belong to the form that sent the refund.
    let answer: (value: ReturnType<typeof envelope>) => void = () => {};
    const api = mockApi({
      'GET /staff/tickets/42': () => envelope(200, ticketDetail()),
      'POST /staff/tickets/42/refunds': () => new Promise((resolve) => (answer = resolve)),
    });
    render(
      <AppProviders>
        <Notifications />
      </AppProviders>,
    );
    const view = renderTicket();
    const form = await screen.findByRole('form', { name: 'Refund' });
    fireEvent.change(within(form).getByLabelText(/^Amount/), { target: { value: '20' } });
    fireEvent.change(within(form).getByLabelText(/^Reason/), { target: { value: 'Late' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Refund' }));
    await confirmRefund();
    await waitFor(() => expect(api.callsTo('POST /staff/tickets/42/refunds')).toHaveLength(1));
    view.unmount();
    answer(refundOf20());
    expect(
      await screen.findByText('Refunded $20.00 (borne by the company): the customer was told. Paid now $100.00.'),
    ).toBeInTheDocument();
  });

  it('offers no refund when nothing is left', async () => {
    mockApi({ 'GET /staff/tickets/42': () => envelope(200, ticketDetail({ refundable: 0 })) });
    renderTicket();
    expect(await screen.findByText(/Nothing left to refund/)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Refund' })).not.toBeInTheDocument();
  });
});

describe('customers', () => {
  it('searches and links to each customer', async () => {
    const api = mockApi({ 'GET /staff/customers': () => envelope(200, [customer({ blocked: true })]) });
    renderScreen(<CustomersPage />, { path: '/staff/customers', entries: ['/staff/customers?Query=dana'] });
    const table = await screen.findByRole('table', { name: 'Customers' });
    expect(within(table).getByRole('link', { name: 'Dana Demo' })).toHaveAttribute('href', '/staff/customers/9');
    expect(within(table).getByText('Blocked')).toBeInTheDocument();
    expect(api.callsTo('GET /staff/customers')[0]?.query.get('Query')).toBe('dana');
  });

  it('shows their tickets; blocks with a required reason; sends a password reset', async () => {
    let current = customer();
    const api = mockApi({
      'GET /staff/customers/9': () => envelope(200, { customer: current, tickets: [listItem(42)] }),
      'PUT /staff/customers/9': (call) => {
        const body = call.body as { blocked: boolean; reason: string };
        current = customer({ blocked: body.blocked, blockedReason: body.reason });
        return envelope(200, current);
      },
      'POST /staff/customers/9/password-reset': () => envelope(200, null),
    });
    renderScreen(<CustomerPage id="9" />, { path: '/staff/customers/9' });
    const tickets = await screen.findByRole('table', { name: 'Their tickets' });
    expect(within(tickets).getByRole('link', { name: '#42' })).toHaveAttribute('href', '/staff/tickets/42');

    fireEvent.click(screen.getByRole('button', { name: 'Block' }));
    const dialog = await screen.findByRole('dialog', { name: 'Block Dana Demo?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Block' }));
    expect(await within(dialog).findByText('Reason is required')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText(/^Reason/), { target: { value: 'Abusive messages' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Block' }));
    await waitFor(() =>
      expect(api.callsTo('PUT /staff/customers/9')[0]?.body).toEqual({ blocked: true, reason: 'Abusive messages' }),
    );
    expect(await screen.findByRole('button', { name: 'Unblock' })).toBeInTheDocument();
    expect(screen.getByText('Abusive messages')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Send password reset' }));
    const reset = await screen.findByRole('dialog', { name: 'Send a password reset?' });
    fireEvent.click(within(reset).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(api.callsTo('POST /staff/customers/9/password-reset')).toHaveLength(1));
  });
});
