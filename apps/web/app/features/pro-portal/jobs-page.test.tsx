import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  addDays,
  type CompanyTicketDetail,
  type CompanyTicketListItem,
  formatVisit,
  valleyInstant,
  valleyToday,
} from '@upkeep/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, mockApi } from '../../../test/api-mock';
import { renderScreen } from '../../../test/render';
import { useCompanySession } from '../../session/realm-session';
import { JobPage } from './job-page';
import { JOBS_EMPTY, JobsPage } from './jobs-page';

const TOKEN = 'pro-token';
const today = valleyToday();
const at = (date: string, time = '09:00') => valleyInstant(date, time).toISOString();

function job(id: number, patch: Partial<CompanyTicketListItem> = {}): CompanyTicketListItem {
  return {
    id,
    scheduledDate: at(addDays(today, 2)),
    duration: '02:00:00',
    status: 'Scheduled',
    statusId: 2,
    serviceName: 'Yard cleanup',
    customerName: `Customer ${id}`,
    address: '1 Main St',
    crewId: 1,
    zipCode: '89101',
    totalPrice: 120,
    needsAction: null,
    ...patch,
  };
}

const pages = (count: number) => ({ pages: { pageNumber: 1, pageSize: 10, totalCount: count, totalPages: 1 } });
const statuses = () => envelope(200, [{ id: 1, status: 'Pending' }]);

beforeEach(() => {
  localStorage.clear();
  useCompanySession.getState().signedIn({
    token: TOKEN,
    user: {
      id: 3,
      name: 'Rosa',
      email: 'pro@upkeep.test',
      role: 'owner',
      crewId: null,
      companyId: 9,
      companyName: 'Red Rock Yard Works',
      companyState: 'live',
      locale: 'en',
      hasSecondFactor: false,
    },
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('the job list', () => {
  it('shows what needs action first, then upcoming, then past, each card a link to the job', async () => {
    const jobs = [
      job(7, { status: 'Pending', statusId: 1, needsAction: 'confirm', scheduledDate: at(addDays(today, 5)) }),
      job(8, { needsAction: 'charge-waiting' }),
      job(9),
      job(4, { status: 'Completed', scheduledDate: at(addDays(today, -3)) }),
    ];
    const api = mockApi({
      'GET /company/tickets': () => envelope(200, jobs, 'OK', pages(4)),
      'GET /customer/ticket-status': statuses,
    });
    renderScreen(<JobsPage />, { path: '/pro/jobs' });
    const sections = await screen.findAllByRole('region');
    expect(sections.map((s) => s.getAttribute('aria-label'))).toEqual(['Needs action', 'Today & upcoming', 'Past']);
    const [needsAction, upcoming, past] = sections as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(needsAction).getByText('Confirm booking')).toBeInTheDocument();
    expect(within(needsAction).getByText('Charge waiting')).toBeInTheDocument();
    expect(within(upcoming).getByRole('link', { name: /Job #9/ })).toHaveAttribute('href', '/pro/jobs/9');
    expect(within(past).getByText(/Customer 4 · 89101/)).toBeInTheDocument();
    expect(within(needsAction).getAllByText('$120.00')).toHaveLength(2);
    expect(api.callsTo('GET /company/tickets')[0]).toMatchObject({ token: TOKEN });
    expect(api.callsTo('GET /company/tickets')[0]?.query.get('PageNumber')).toBe('1');
  });

  it('says when there are no jobs yet', async () => {
    mockApi({
      'GET /company/tickets': () => envelope(200, [], 'OK', pages(0)),
      'GET /customer/ticket-status': statuses,
    });
    renderScreen(<JobsPage />, { path: '/pro/jobs' });
    expect(await screen.findByText(JOBS_EMPTY)).toBeInTheDocument();
  });

  it('asks for one week of jobs in the week view, a column per day', async () => {
    const api = mockApi({
      'GET /company/tickets': () => envelope(200, [job(9, { scheduledDate: at(today, '10:00') })], 'OK', pages(1)),
      'GET /customer/ticket-status': statuses,
    });
    renderScreen(<JobsPage />, { path: '/pro/jobs', entries: ['/pro/jobs?view=week'] });
    expect(await screen.findByRole('link', { name: /Job #9/ })).toBeInTheDocument();
    const call = api.callsTo('GET /company/tickets').at(-1);
    const min = call?.query.get('MinDate') ?? '';
    expect(call?.query.get('_pageSize')).toBe('100');
    expect(call?.query.get('MaxDate')).toBe(addDays(min, 6));
    expect(min <= today && today <= addDays(min, 6)).toBe(true);
    expect(screen.getAllByRole('region')).toHaveLength(7);
    fireEvent.click(screen.getByRole('button', { name: 'Next week' }));
    await waitFor(() => expect(api.callsTo('GET /company/tickets').at(-1)?.query.get('MinDate')).toBe(addDays(min, 7)));
  });
});

function detail(patch: Partial<CompanyTicketDetail> = {}): CompanyTicketDetail {
  return {
    id: 41,
    status: 'Pending',
    statusId: 1,
    createdDate: at(today, '08:00'),
    scheduledDate: at(addDays(today, 2)),
    duration: '02:00:00',
    crewId: 1,
    serviceName: 'Yard cleanup',
    servicesID: 3,
    isEstimate: false,
    customer: {
      name: 'Dana Demo',
      email: 'demo@upkeep.test',
      phoneNumber: '7025550147',
      address: '1 Main St',
      zipCode: '89101',
    },
    instructions: 'Gate code 1234',
    description: '',
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
    lines: [{ id: 1, displayName: 'Yard size: Large', price: 110, description: '', quantity: 1 }],
    history: [
      { id: 1, updatedAt: at(today, '08:00'), status: 'Pending', comments: '', userType: { type: 'Customer' } },
    ],
    payments: [
      { id: 5, purpose: 'booking', status: 'succeeded', amount: 120, refunded: 0, createdDate: at(today, '08:00') },
    ],
    openCharges: [],
    canAddCharge: false,
    canNotifyOnMyWay: false,
    needsAction: 'confirm',
    moveRequest: null,
    startFrom: null,
    ...patch,
  };
}

const renderJob = (id = '41') =>
  renderScreen(<JobPage id={id} />, { path: '/pro/jobs/:id', entries: [`/pro/jobs/${id}`] });

describe('the job', () => {
  it('shows the customer, the work and the actions of the flow; Confirm sends the next status', async () => {
    let current = detail();
    const api = mockApi({
      'GET /company/tickets/41': () => envelope(200, current),
      'GET /company/status-flow/41': () =>
        envelope(
          200,
          current.statusId === 1
            ? [
                { action: 'Confirm', nextStatusID: 2 },
                { action: 'Decline', nextStatusID: 6 },
              ]
            : [],
        ),
      'PUT /company/tickets/41': () => {
        current = detail({ status: 'Scheduled', statusId: 2, needsAction: null });
        return envelope(200, { ticketId: 41, statusId: 2, status: 'Scheduled' });
      },
    });
    renderJob();
    expect(await screen.findByRole('link', { name: 'Call 7025550147' })).toHaveAttribute('href', 'tel:7025550147');
    expect(screen.getByRole('link', { name: 'Open in maps' }).getAttribute('href')).toContain(
      '1%20Main%20St%2C%2089101',
    );
    expect(screen.getByText(/^1 Main St, 89101/)).toBeInTheDocument();
    expect(screen.getByText('Gate code 1234')).toBeInTheDocument();
    expect(screen.getByText('Yard size: Large')).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(api.callsTo('PUT /company/tickets/41')).toEqual([
        expect.objectContaining({ token: TOKEN, body: { TicketsStatusID: 2, Comments: '' } }),
      ]),
    );
    // The detail and the flow are asked again after the move.
    expect(await screen.findByText('Nothing to do on this job now.')).toBeInTheDocument();
    expect(screen.getByText('Scheduled')).toBeInTheDocument();
  });

  it('says the zip once when the address already ends with it, in the text and the maps link (issue 46)', async () => {
    const full = '11024 Summer Glen Dr, Las Vegas, NV 89135';
    const base = detail();
    mockApi({
      'GET /company/tickets/41': () =>
        envelope(200, detail({ customer: { ...base.customer, address: full, zipCode: '89135' } })),
      'GET /company/status-flow/41': () => envelope(200, []),
    });
    renderJob();
    const card = await screen.findByRole('region', { name: 'Customer' });
    expect(card).toHaveTextContent(`${full} Open in maps`);
    expect(card).not.toHaveTextContent('89135, 89135');
    expect(within(card).getByRole('link', { name: 'Open in maps' }).getAttribute('href')).toMatch(/NV%2089135$/);
  });

  it('asks before declining, says the booking is refunded, and sends the comment', async () => {
    const api = mockApi({
      'GET /company/tickets/41': () => envelope(200, detail()),
      'GET /company/status-flow/41': () => envelope(200, [{ action: 'Decline', nextStatusID: 6 }]),
      'PUT /company/tickets/41': () => envelope(200, { ticketId: 41, statusId: 6, status: 'Declined' }),
    });
    renderJob();
    fireEvent.click(await screen.findByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('the booking will be refunded');
    expect(api.callsTo('PUT /company/tickets/41')).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText(/Comment for the customer/), {
      target: { value: ' Fully booked that day ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    await waitFor(() =>
      expect(api.callsTo('PUT /company/tickets/41')[0]?.body).toEqual({
        TicketsStatusID: 6,
        Comments: 'Fully booked that day',
      }),
    );
  });

  it('asks before completing, as the crew’s page does, and completes once confirmed (issue 46)', async () => {
    const api = mockApi({
      'GET /company/tickets/41': () => envelope(200, detail({ status: 'In Progress', statusId: 3, needsAction: null })),
      'GET /company/status-flow/41': () => envelope(200, [{ action: 'Complete Service', nextStatusID: 4 }]),
      'PUT /company/tickets/41': () => envelope(200, { ticketId: 41, statusId: 4, status: 'Completed' }),
    });
    renderJob();
    fireEvent.click(await screen.findByRole('button', { name: 'Complete Service' }));
    const dialog = await screen.findByRole('dialog', { name: 'Complete job #41?' });
    expect(dialog).toHaveTextContent('Dana Demo is told the work is done and asked to review it.');
    expect(dialog).not.toHaveTextContent('refund');
    expect(api.callsTo('PUT /company/tickets/41')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Not yet' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('PUT /company/tickets/41')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Complete Service' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Complete job #41?' })).getByRole('button', {
        name: 'Complete Service',
      }),
    );
    await waitFor(() =>
      expect(api.callsTo('PUT /company/tickets/41').map((c) => c.body)).toEqual([{ TicketsStatusID: 4, Comments: '' }]),
    );
  });

  it('checks an extra charge with the contract before sending it, then sends dollars and hh:mm:ss', async () => {
    const api = mockApi({
      'GET /company/tickets/41': () =>
        envelope(200, detail({ status: 'In Progress', statusId: 3, canAddCharge: true })),
      'GET /company/status-flow/41': () => envelope(200, []),
      'POST /company/tickets/41/open-charges': () => envelope(201, { id: 77 }),
    });
    renderJob();
    const form = await screen.findByRole('form', { name: 'Add extra charge' });
    fireEvent.change(within(form).getByLabelText(/^Price/), { target: { value: '-5' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add charge' }));
    expect(await within(form).findByText(/^Description /)).toBeInTheDocument();
    expect(within(form).getByText('Price must be an amount in dollars, like 12.50')).toBeInTheDocument();
    expect(api.callsTo('POST /company/tickets/41/open-charges')).toHaveLength(0);

    fireEvent.change(within(form).getByLabelText(/^Description/), { target: { value: 'Haul away old shed' } });
    fireEvent.change(within(form).getByLabelText(/^Price/), { target: { value: '85.50' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add charge' }));
    await waitFor(() =>
      expect(api.callsTo('POST /company/tickets/41/open-charges')).toEqual([
        expect.objectContaining({
          token: TOKEN,
          body: { Description: 'Haul away old shed', Price: 85.5, Duration: '01:00:00' },
        }),
      ]),
    );
  });

  it("shows the server's refusal of an extra charge past the limits (409 waiting, 429 an hour) in the form", async () => {
    const waiting =
      'This job already has 3 extra charges waiting for the customer: wait until they pay or decline one before adding another.';
    const hourly =
      'Your company has added 10 extra charges in the last hour, the most allowed. Please try again in 55 minutes.';
    let answer = envelope(409, null, waiting);
    mockApi({
      'GET /company/tickets/41': () =>
        envelope(200, detail({ status: 'In Progress', statusId: 3, canAddCharge: true })),
      'GET /company/status-flow/41': () => envelope(200, []),
      'POST /company/tickets/41/open-charges': () => answer,
    });
    renderJob();
    const form = await screen.findByRole('form', { name: 'Add extra charge' });
    fireEvent.change(within(form).getByLabelText(/^Description/), { target: { value: 'Haul away old shed' } });
    fireEvent.change(within(form).getByLabelText(/^Price/), { target: { value: '85.50' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add charge' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(waiting);
    answer = envelope(429, null, hourly);
    fireEvent.click(within(form).getByRole('button', { name: 'Add charge' }));
    await waitFor(() => expect(within(form).getByRole('alert')).toHaveTextContent(hourly));
    // What was typed stays, to send later.
    expect(within(form).getByLabelText(/^Description/)).toHaveValue('Haul away old shed');
  });

  it('says the job was not found on a 404, with a way back', async () => {
    mockApi({ 'GET /company/tickets/999': () => envelope(404, null, 'Ticket not found') });
    renderJob('999');
    expect(await screen.findByText('This job was not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to jobs' })).toHaveAttribute('href', '/pro/jobs');
  });

  it('offers to write a quote on an estimate request, a Scheduled or an In Progress job, never on a final one (issue 50)', async () => {
    const statuses = [
      { patch: { status: 'Pending', statusId: 1, isEstimate: true }, offered: true },
      { patch: { status: 'Pending', statusId: 1, isEstimate: false }, offered: false },
      { patch: { status: 'Scheduled', statusId: 2, needsAction: null }, offered: true },
      { patch: { status: 'In Progress', statusId: 3, needsAction: null }, offered: true },
      { patch: { status: 'Completed', statusId: 4, needsAction: null }, offered: false },
    ] as const;
    for (const { patch, offered } of statuses) {
      mockApi({
        'GET /company/tickets/41': () => envelope(200, detail(patch)),
        'GET /company/status-flow/41': () => envelope(200, []),
      });
      const { unmount } = renderJob();
      await screen.findByRole('heading', { level: 1, name: /#41$/ });
      const write = screen.queryByRole('link', { name: 'Write a quote' });
      if (offered) expect(write, patch.status).toHaveAttribute('href', '/pro/jobs/41/quote');
      else expect(write, patch.status).toBeNull();
      unmount();
    }
  });
});

describe('a move the customer asked for, and the start window', () => {
  const request = {
    id: 7,
    fromAt: at(addDays(today, 2)),
    toAt: at(addDays(today, 3), '13:00'),
    status: 'pending' as const,
    createdAt: at(today, '08:00'),
  };
  const scheduled = (patch: Partial<CompanyTicketDetail> = {}) =>
    detail({ status: 'Scheduled', statusId: 2, needsAction: null, moveRequest: request, ...patch });
  const moved = { ticketId: 41, scheduledDate: request.toAt, refunded: 0 };

  it('shows "Move requested to {time}" with Accept, which moves the job', async () => {
    let current = scheduled({ startFrom: at(addDays(today, 2), '07:00') });
    const api = mockApi({
      'GET /company/tickets/41': () => envelope(200, current),
      'GET /company/status-flow/41': () => envelope(200, [{ action: 'Cancel Service', nextStatusID: 5 }]),
      'POST /company/tickets/41/move-request/accept': () => {
        current = scheduled({ moveRequest: null, scheduledDate: request.toAt });
        return envelope(200, { ...moved, moveRequest: { ...request, status: 'accepted' } });
      },
    });
    renderJob();
    const card = await screen.findByRole('region', { name: 'Move requested' });
    expect(card).toHaveTextContent(`Move requested to ${formatVisit(new Date(request.toAt), 120)}`);
    fireEvent.click(within(card).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(api.callsTo('POST /company/tickets/41/move-request/accept')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Move requested' })).toBeNull());
  });

  it('declines with the reason, and says why an accept was refused', async () => {
    const api = mockApi({
      'GET /company/tickets/41': () => envelope(200, scheduled()),
      'GET /company/status-flow/41': () => envelope(200, [{ action: 'Cancel Service', nextStatusID: 5 }]),
      'POST /company/tickets/41/move-request/accept': () => envelope(409, null, 'That time is no longer free'),
      'POST /company/tickets/41/move-request/decline': () =>
        envelope(200, {
          ...moved,
          scheduledDate: request.fromAt,
          refunded: 25,
          moveRequest: { ...request, status: 'declined' },
        }),
    });
    renderJob();
    const card = await screen.findByRole('region', { name: 'Move requested' });
    fireEvent.click(within(card).getByRole('button', { name: 'Accept' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent('That time is no longer free');
    fireEvent.click(within(card).getByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline the move' });
    fireEvent.change(within(dialog).getByLabelText(/Reason for the customer/), {
      target: { value: ' Fully booked that day ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decline the move' }));
    await waitFor(() =>
      expect(api.callsTo('POST /company/tickets/41/move-request/decline')[0]?.body).toEqual({
        reason: 'Fully booked that day',
      }),
    );
  });

  it('says when Start comes before its window, instead of the button', async () => {
    const startFrom = at(addDays(today, 2), '07:00');
    mockApi({
      'GET /company/tickets/41': () => envelope(200, scheduled({ moveRequest: null, startFrom })),
      'GET /company/status-flow/41': () => envelope(200, [{ action: 'Cancel Service', nextStatusID: 5 }]),
    });
    renderJob();
    const steps = await screen.findByRole('region', { name: 'Next steps' });
    expect(await within(steps).findByText(/^You can start this job from /)).toHaveTextContent(
      `You can start this job from ${new Date(startFrom).toLocaleDateString('en-US', {
        timeZone: 'America/Los_Angeles',
        weekday: 'long',
        month: 'long',
        day: 'numeric',
        year: 'numeric',
      })}, 7:00 AM`,
    );
    expect(within(steps).queryByRole('button', { name: 'Start Service' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Move requested' })).toBeNull();
  });
});
