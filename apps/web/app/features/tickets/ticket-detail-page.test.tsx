import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Messages } from '@upkeep/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, mockApi } from '../../../test/api-mock';
import { type Entry, renderScreen } from '../../../test/render';
import { charge, detail, detailHandlers, TOKEN } from '../../../test/ticket-fixtures';
import { setMobileViewport } from '../../../test/viewport';
import { initialSession, useSession } from '../../session/store';
import { TicketDetailPage } from './ticket-detail-page';

async function signIn() {
  useSession.getState().login(TOKEN, { name: 'Dana', email: 'demo@upkeep.test', phoneNumber: '7025550147' }, false);
  await act(async () => {
    await useSession.persist.rehydrate();
  });
}

const renderDetail = (entry: Entry = { pathname: '/detail-ticket', search: '?TicketId=41' }) =>
  renderScreen(<TicketDetailPage />, { path: '/detail-ticket', entries: [entry] });
const actions = () => screen.getByRole('group', { name: 'Ticket actions' });
const where = () => screen.getByTestId('where').textContent ?? '';

describe('the ticket detail', () => {
  beforeEach(async () => {
    localStorage.clear();
    useSession.setState({ ...initialSession });
    await signIn();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the ticket, its lines, history, charges and totals (ticket id from the query)', async () => {
    const api = mockApi(detailHandlers());
    renderDetail();
    expect(await screen.findByRole('heading', { level: 1, name: 'Ticket #41' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Visit' })).toHaveTextContent('Tue, Nov 24, 2026, 9:00 AM - 11:00 AM');
    const totals = screen.getByRole('region', { name: 'Totals' });
    expect(totals).toHaveTextContent('Services$150.00');
    expect(totals).toHaveTextContent('Booking fee$4.99');
    expect(totals).toHaveTextContent('Discount-$15.00');
    expect(totals).toHaveTextContent('Total$139.99');
    expect(totals).toHaveTextContent('Paid$139.99');
    expect(await screen.findByRole('table', { name: 'Services' })).toHaveTextContent('Weekly cleaning and chemicals');
    const history = await screen.findByRole('table', { name: 'History' });
    expect(within(history).getAllByRole('row')[1]).toHaveTextContent(
      'Mon, Nov 16, 2026, 10:05 AMPendingBooked and paid online.Customer',
    );
    expect(await screen.findByText('No extra charges.')).toBeInTheDocument();
    expect(api.callsTo('GET /customer/ticket/41')[0]?.token).toBe(TOKEN);
  });

  it('lists a paid $65 extra charge among the totals, and the lines add up to the total', async () => {
    mockApi(
      detailHandlers(
        detail({
          totalPrice: 204.99,
          totalPaid: 204.99,
          totals: {
            lines: [
              { kind: 'services', label: 'Services', amount: 150, status: null },
              { kind: 'fee', label: 'Booking fee', amount: 4.99, status: null },
              { kind: 'discount', label: 'Discount', amount: -15, status: null },
              { kind: 'charge', label: 'Extra charge: New valve (paid)', amount: 65, status: 'paid' },
            ],
            total: 204.99,
            paid: 204.99,
            refunded: 0,
            kept: 0,
            balance: 0,
          },
        }),
      ),
    );
    renderDetail();
    const totals = await screen.findByRole('region', { name: 'Totals' });
    expect(totals).toHaveTextContent('Extra charge: New valve (paid)$65.00');
    expect(totals).toHaveTextContent('Total$204.99');
    expect(totals).toHaveTextContent('Paid$204.99');
    expect(totals).toHaveTextContent('Balance$0.00');
  });

  it('says "Move requested to {time}" while a move waits for the company', async () => {
    mockApi(
      detailHandlers(
        detail({
          canCustomerReschedule: false,
          moveRequest: {
            id: 7,
            fromAt: '2026-11-24T17:00:00.000Z',
            toAt: '2026-11-27T17:00:00.000Z',
            status: 'pending',
            createdAt: '2026-11-23T17:00:00.000Z',
          },
        }),
      ),
    );
    renderDetail();
    expect(await screen.findByRole('heading', { level: 1, name: 'Ticket #41' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Move requested to Fri, Nov 27, 2026, 9:00 AM - 11:00 AM — waiting for Blue Mesa Pool Service to accept',
    );
    // The booking keeps its time meanwhile.
    expect(screen.getByRole('region', { name: 'Visit' })).toHaveTextContent('Tue, Nov 24, 2026, 9:00 AM');
  });

  it("asks whether the company may show photos of this job, and takes Allow then Don't allow", async () => {
    let consent: 'asked' | 'allowed' | 'declined' = 'asked';
    const api = mockApi(
      detailHandlers(detail({ photoConsent: 'asked' }), {
        'GET /customer/ticket/41': () => envelope(200, detail({ photoConsent: consent })),
        'PUT /customer/ticket/41/photo-consent': (call) => {
          consent = (call.body as { allow: boolean }).allow ? 'allowed' : 'declined';
          return envelope(200, { ticketId: 41, photoConsent: consent });
        },
      }),
    );
    renderDetail();
    const prompt = await screen.findByRole('region', { name: 'Photos of this job' });
    expect(prompt).toHaveTextContent(
      'Blue Mesa Pool Service would like to show photos of this job on its UpKeep page.',
    );
    fireEvent.click(within(prompt).getByRole('button', { name: 'Allow' }));
    await waitFor(() =>
      expect(prompt).toHaveTextContent('You allowed the company to show photos of this job on its UpKeep page.'),
    );
    expect(api.callsTo('PUT /customer/ticket/41/photo-consent')[0]).toMatchObject({
      token: TOKEN,
      body: { allow: true },
    });
    expect(within(prompt).queryByRole('button', { name: 'Allow' })).toBeNull();

    // The answer can be changed later, from the same place.
    fireEvent.click(within(prompt).getByRole('button', { name: "Don't allow" }));
    await waitFor(() =>
      expect(prompt).toHaveTextContent('You did not allow the company to show photos of this job on its UpKeep page.'),
    );
    expect(api.callsTo('PUT /customer/ticket/41/photo-consent')[1]?.body).toEqual({ allow: false });
    expect(within(prompt).getByRole('button', { name: 'Allow' })).toBeInTheDocument();
  });

  it("lets the guest of a private link answer with the link's session", async () => {
    useSession.setState({ ...initialSession });
    useSession.getState().openedTicketLink('link-session', 41);
    const api = mockApi(
      detailHandlers(detail({ photoConsent: 'asked' }), {
        'PUT /customer/ticket/41/photo-consent': () => envelope(200, { ticketId: 41, photoConsent: 'declined' }),
      }),
    );
    renderDetail();
    const prompt = await screen.findByRole('region', { name: 'Photos of this job' });
    fireEvent.click(within(prompt).getByRole('button', { name: "Don't allow" }));
    await waitFor(() => expect(prompt).toHaveTextContent('You did not allow the company'));
    expect(api.callsTo('PUT /customer/ticket/41/photo-consent')[0]?.token).toBe('link-session');
  });

  it("says the company's latest quote by its state, with a link to read it (issue 50)", async () => {
    mockApi(detailHandlers(detail({ quotes: [{ id: 7, status: 'sent', sentAt: '2026-06-15T17:00:00.000Z' }] })));
    renderDetail();
    const link = await screen.findByRole('link', { name: 'Read the quote and answer it' });
    expect(link).toHaveAttribute('href', '/quote/7');
    expect(link.closest('[role="status"]')).toHaveTextContent('sent you a quote.');
  });

  it('says an answered quote as part of the story', async () => {
    mockApi(detailHandlers(detail({ quotes: [{ id: 8, status: 'approved', sentAt: '2026-06-15T17:00:00.000Z' }] })));
    renderDetail();
    const link = await screen.findByRole('link', { name: 'See the quote' });
    expect(link).toHaveAttribute('href', '/quote/8');
    expect(link.closest('[role="status"]')).toHaveTextContent('You approved');
  });

  it('asks nothing about photos until the company wants to show them', async () => {
    mockApi(detailHandlers(detail({ photoConsent: null })));
    renderDetail();
    expect(await screen.findByRole('heading', { level: 1, name: 'Ticket #41' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Photos of this job' })).toBeNull();
  });

  it('on a phone shows each line, charge and history entry as a card, with the charge actions, and no table', async () => {
    setMobileViewport(true);
    mockApi(
      detailHandlers(detail(), {
        'GET /customer/open-charges/ticket/41': () =>
          envelope(200, [charge(), charge({ id: 6, status: 'paid', description: 'Earlier fix' })]),
      }),
    );
    renderDetail();
    const services = await screen.findByRole('list', { name: 'Services' });
    expect(within(services).getByRole('listitem', { name: 'Weekly cleaning and chemicals' })).toHaveTextContent(
      'Medium pool',
    );
    expect(within(services).getByRole('listitem')).toHaveTextContent('Quantity 1$150.00');

    const charges = await screen.findByRole('list', { name: 'Extra charges' });
    const pending = within(charges).getByRole('listitem', { name: 'Replace the cracked skimmer lid' });
    expect(pending).toHaveTextContent('$45.00');
    expect(pending).toHaveTextContent('Pending, added Tue, Nov 24, 2026, 10:00 AM');
    expect(within(pending).getByRole('link', { name: 'Pay Charge: Replace the cracked skimmer lid' })).toHaveAttribute(
      'href',
      '/payment-charge',
    );
    expect(
      within(pending).getByRole('button', { name: 'Decline Charge: Replace the cracked skimmer lid' }),
    ).toBeInTheDocument();
    const paid = within(charges).getByRole('listitem', { name: 'Earlier fix' });
    expect(paid).toHaveTextContent('Paid');
    expect(within(paid).queryByRole('button')).toBeNull();

    const history = await screen.findByRole('list', { name: 'History' });
    const entries = within(history).getAllByRole('listitem');
    expect(entries).toHaveLength(2);
    expect(entries[0]).toHaveAccessibleName('Pending, Mon, Nov 16, 2026, 10:05 AM');
    expect(entries[0]).toHaveTextContent('Booked and paid online.');
    expect(entries[0]).toHaveTextContent('By Customer');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    // The ticket's own actions stay on screen as buttons that wrap.
    expect(within(actions()).getByRole('button', { name: 'Download PDF' })).toBeInTheDocument();
  });

  it('takes the ticket id from router state too', async () => {
    mockApi(detailHandlers());
    renderDetail({ pathname: '/detail-ticket', state: { TicketId: 41 } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ticket #41' })).toBeInTheDocument();
  });

  it('shows the ticket once its actions are known, so no step or Pay Charge pushes the visit down later (issue 48)', async () => {
    type Answer = ReturnType<typeof envelope>;
    let flowAnswer: (answer: Answer) => void = () => {};
    let chargesAnswer: (answer: Answer) => void = () => {};
    const api = mockApi(
      detailHandlers(detail(), {
        'GET /customer/status-flow/41': () => new Promise<Answer>((resolve) => (flowAnswer = resolve)),
        'GET /customer/open-charges/ticket/41': () => new Promise<Answer>((resolve) => (chargesAnswer = resolve)),
      }),
    );
    renderDetail();
    await waitFor(() => expect(api.callsTo('GET /customer/status-flow/41')).toHaveLength(1));
    // The charges are asked with the ticket, not after it.
    expect(api.callsTo('GET /customer/open-charges/ticket/41')).toHaveLength(1);
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    act(() => flowAnswer(envelope(200, [{ action: 'Cancel Service', nextStatusID: 5 }])));
    expect(screen.queryByRole('heading', { level: 1, name: 'Ticket #41' })).toBeNull();
    act(() => chargesAnswer(envelope(200, [charge({ status: 'pending' })])));
    // The visit is drawn with the whole row above it: the step and Pay Charge are there with the first frame.
    await screen.findByRole('heading', { level: 1, name: 'Ticket #41' });
    expect(screen.getByRole('region', { name: 'Visit' })).toBeInTheDocument();
    expect(within(actions()).getByRole('button', { name: 'Cancel Service' })).toBeInTheDocument();
    expect(within(actions()).getByRole('link', { name: 'Pay Charge' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: 'Loading the next steps' })).toBeNull();
    expect(api.callsTo('GET /customer/status-flow/41')).toHaveLength(1);
    expect(api.callsTo('GET /customer/open-charges/ticket/41')).toHaveLength(1);
  });

  it('offers the flow action and Reschedule only when the ticket allows them', async () => {
    mockApi(detailHandlers());
    renderDetail();
    await screen.findByRole('group', { name: 'Ticket actions' });
    expect(await within(actions()).findByRole('button', { name: 'Cancel Service' })).toBeInTheDocument();
    expect(within(actions()).getByRole('link', { name: 'Reschedule' })).toBeInTheDocument();
    expect(within(actions()).getByRole('button', { name: 'Download PDF' })).toBeInTheDocument();
    expect(within(actions()).queryByRole('link', { name: /Review/ })).toBeNull();
    expect(within(actions()).queryByRole('link', { name: 'Pay Charge' })).toBeNull();

    fireEvent.click(within(actions()).getByRole('button', { name: 'Cancel Service' }));
    expect(where()).toBe('/update-status|{"TicketId":41,"NextStatusID":5,"StatusName":"Cancel Service"}');
  });

  it('leads with what the customer came for: "Cancel Service" comes last, quieter (issue 46)', async () => {
    mockApi(detailHandlers());
    renderDetail();
    const cancel = await within(await screen.findByRole('group', { name: 'Ticket actions' })).findByRole('button', {
      name: 'Cancel Service',
    });
    const controls = [...actions().querySelectorAll('a, button')].map((el) => el.textContent);
    expect(controls.at(-1)).toBe('Cancel Service');
    expect(controls[0]).not.toBe('Cancel Service');
    expect(cancel).toHaveAttribute('data-variant', 'subtle');
  });

  it('offers "Add to calendar" for a visit still to happen, not for a cancelled one (issue 46)', async () => {
    mockApi(
      detailHandlers(
        detail({ status: 'Cancelled', statusId: 5, canCustomerUpdate: false, canCustomerReschedule: false }),
      ),
    );
    renderDetail();
    await within(await screen.findByRole('group', { name: 'Ticket actions' })).findByRole('button', {
      name: 'Download PDF',
    });
    expect(within(actions()).queryByRole('button', { name: 'Add to calendar' })).toBeNull();
  });

  it('does not offer status changes or Reschedule when the flags say no, and offers Review', async () => {
    const api = mockApi(
      detailHandlers(
        detail({
          status: 'Completed',
          statusId: 4,
          canCustomerUpdate: false,
          canCustomerReschedule: false,
          canReview: true,
        }),
      ),
    );
    renderDetail();
    expect(
      await within(await screen.findByRole('group', { name: 'Ticket actions' })).findByRole('link', { name: 'Review' }),
    ).toBeInTheDocument();
    expect(within(actions()).queryByRole('button', { name: 'Cancel Service' })).toBeNull();
    expect(within(actions()).queryByRole('link', { name: 'Reschedule' })).toBeNull();
    expect(api.callsTo('GET /customer/status-flow/41')).toHaveLength(0);
    fireEvent.click(within(actions()).getByRole('link', { name: 'Review' }));
    expect(where()).toBe('/create-review|{"TicketId":41,"isReviewedByCustomer":false}');
  });

  it('offers See Review once reviewed', async () => {
    mockApi(
      detailHandlers(
        detail({
          status: 'Completed',
          canCustomerUpdate: false,
          canCustomerReschedule: false,
          isReviewedByCustomer: true,
        }),
      ),
    );
    renderDetail();
    const group = await screen.findByRole('group', { name: 'Ticket actions' });
    expect(within(group).getByRole('link', { name: 'See Review' })).toBeInTheDocument();
    expect(within(group).queryByRole('link', { name: 'Review' })).toBeNull();
  });

  it('offers Pay Charge and Decline Charge for a pending charge, and declines it', async () => {
    let declined = false;
    const api = mockApi(
      detailHandlers(detail(), {
        'GET /customer/open-charges/ticket/41': () =>
          envelope(200, [
            charge({ status: declined ? 'declined' : 'pending' }),
            charge({ id: 6, status: 'paid', description: 'Earlier fix' }),
          ]),
        'PUT /customer/open-charges/7': () => {
          declined = true;
          return envelope(200, charge({ status: 'declined' }), Messages.openChargeDeclined);
        },
      }),
    );
    renderDetail();
    const charges = await screen.findByRole('table', { name: 'Extra charges' });
    expect(within(actions()).getByRole('link', { name: 'Pay Charge' })).toBeInTheDocument();
    expect(
      within(charges).getByRole('link', { name: 'Pay Charge: Replace the cracked skimmer lid' }),
    ).toBeInTheDocument();
    expect(within(charges).queryByRole('button', { name: 'Decline Charge: Earlier fix' })).toBeNull();

    fireEvent.click(within(charges).getByRole('button', { name: 'Decline Charge: Replace the cracked skimmer lid' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline this charge?' });
    expect(dialog).toHaveTextContent('Replace the cracked skimmer lid: $45.00');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decline Charge' }));
    expect(await screen.findByText(Messages.openChargeDeclined)).toBeInTheDocument();
    expect(api.callsTo('PUT /customer/open-charges/7')[0]?.token).toBe(TOKEN);
    await waitFor(() => expect(within(actions()).queryByRole('link', { name: 'Pay Charge' })).toBeNull());
  });

  it(`says '${Messages.openChargeFailed}' when declining fails`, async () => {
    mockApi(
      detailHandlers(detail(), {
        'GET /customer/open-charges/ticket/41': () => envelope(200, [charge()]),
        'PUT /customer/open-charges/7': () => envelope(500, null, 'Internal server error'),
      }),
    );
    renderDetail();
    fireEvent.click(await screen.findByRole('button', { name: /^Decline Charge:/ }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Decline Charge' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(Messages.openChargeFailed);
  });

  it('shows an error state with a retry when the ticket cannot be loaded', async () => {
    let fail = true;
    mockApi(
      detailHandlers(detail(), {
        'GET /customer/ticket/41': () =>
          fail ? envelope(500, null, 'Internal server error') : envelope(200, detail()),
      }),
    );
    renderDetail();
    expect(await screen.findByText('Could not load this ticket', {}, { timeout: 4000 })).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Totals' })).toBeInTheDocument();
  });

  it("says 'Access denied…' for a ticket that is not the customer's, and keeps the session", async () => {
    mockApi(
      detailHandlers(detail(), {
        'GET /customer/ticket/41': () => envelope(401, null, Messages.accessDeniedTicket),
      }),
    );
    renderDetail();
    expect(await screen.findByText(Messages.accessDeniedTicket)).toBeInTheDocument();
    expect(useSession.getState().isLoggedIn).toBe(true);
  });

  it('retries a part of the screen that failed on its own', async () => {
    let fail = true;
    mockApi(
      detailHandlers(detail(), {
        'GET /customer/ticket-history/ticket/41': () => (fail ? envelope(404, null, 'Not found') : envelope(200, [])),
      }),
    );
    renderDetail();
    const section = await screen.findByRole('region', { name: 'History' });
    expect(await within(section).findByText('Could not load the history.')).toBeInTheDocument();
    fail = false;
    fireEvent.click(within(section).getByRole('button', { name: 'Try again' }));
    expect(await within(section).findByText('No history yet.')).toBeInTheDocument();
  });

  it("downloads the PDF as 'Ticket {id} - {service name}.pdf'", async () => {
    const api = mockApi(
      detailHandlers(detail(), { 'POST /reports/ticket/41': () => ({ status: 200, body: '%PDF-1.7' }) }),
    );
    const createObjectURL = vi.fn(() => 'blob:ticket');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const clicked: { download: string; href: string }[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ download: this.download, href: this.href });
    });
    renderDetail();
    fireEvent.click(await screen.findByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(clicked).toEqual([{ download: 'Ticket 41 - Pool Service.pdf', href: 'blob:ticket' }]));
    expect(api.callsTo('POST /reports/ticket/41')[0]?.token).toBe(TOKEN);
    click.mockRestore();
  });

  it("adds the visit to a calendar: 'upkeep-visit-{id}.ics'", async () => {
    const api = mockApi(
      detailHandlers(detail(), {
        'GET /customer/ticket/41/calendar.ics': () => ({ status: 200, body: 'BEGIN:VCALENDAR' }),
      }),
    );
    const createObjectURL = vi.fn(() => 'blob:visit');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const clicked: { download: string; href: string }[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ download: this.download, href: this.href });
    });
    renderDetail();
    fireEvent.click(await screen.findByRole('button', { name: 'Add to calendar' }));
    await waitFor(() => expect(clicked).toEqual([{ download: 'upkeep-visit-41.ics', href: 'blob:visit' }]));
    expect(api.callsTo('GET /customer/ticket/41/calendar.ics')[0]?.token).toBe(TOKEN);
    click.mockRestore();
  });
});
