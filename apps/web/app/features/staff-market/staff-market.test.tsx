import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { StaffCompany, StaffDiscountCode, StaffReview } from '@upkeep/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, mockApi } from '../../../test/api-mock';
import { renderScreen } from '../../../test/render';
import { useStaffSession } from '../../session/realm-session';
import { CompaniesPage } from './companies-page';
import { CompanyPage, SUSPEND_NOTE } from './company-page';
import { codeBody, codeErrors, codeState, DiscountCodesPage } from './discount-codes-page';
import { ReviewsPage } from './reviews-page';

const support = { id: 1, name: 'Morgan Reyes', email: 'staff@upkeep.test', role: 'support' as const };
const admin = { id: 2, name: 'Avery Lin', email: 'admin@upkeep.test', role: 'admin' as const };

function company(id: number, patch: Partial<StaffCompany> = {}): StaffCompany {
  return {
    id,
    name: `Desert Sentry ${id}`,
    email: `office${id}@example.com`,
    phoneNumber: '7025550100',
    state: 'live',
    averageScore: 4.55,
    reviewCount: 12,
    jobCount: 30,
    openJobCount: 4,
    commissionPercent: 15,
    commissionOverride: null,
    liveAt: '2026-01-10T17:00:00.000Z',
    suspendedReason: null,
    suspendedAt: null,
    ...patch,
  };
}

/** The owner of the test company: signed up already. */
const OWNER = { name: 'Desert Sentry', email: 'owner@desert-sentry.example', status: 'active' as const };
const USERS = [
  {
    id: 21,
    name: 'Desert Sentry',
    email: OWNER.email,
    role: 'owner',
    status: 'active',
    active: true,
    bookingAlerts: true,
    phoneNumber: null,
  },
  {
    id: 22,
    name: 'Olive Office',
    email: 'olive@desert-sentry.example',
    role: 'staff',
    status: 'active',
    active: true,
    bookingAlerts: false,
    phoneNumber: null,
  },
];

const EARNINGS = {
  month: '2026-11',
  commissionPercent: 15,
  jobs: [
    {
      ticketId: 88,
      completedDate: '2026-11-12T18:00:00.000Z',
      serviceName: 'Pest Control',
      customerName: 'Dana',
      workPaid: 100,
      extraCharges: 0,
      commission: -15,
      net: 85,
    },
  ],
  cancellationFees: [
    {
      ticketId: 62,
      date: '2026-11-04T18:00:00.000Z',
      serviceName: 'Pest Control',
      customerName: 'Jo',
      fee: 25,
      commission: -3.75,
      net: 21.25,
    },
  ],
  adjustments: [
    {
      ticketId: 61,
      date: '2026-11-03T18:00:00.000Z',
      kind: 'refund' as const,
      borneBy: 'company' as const,
      reason: 'Broken pot',
      amount: -8.5,
    },
  ],
  tips: [],
  totals: {
    workPaid: 100,
    extraCharges: 0,
    commission: -15,
    jobsNet: 85,
    cancellationFees: 21.25,
    adjustments: -8.5,
    tips: 0,
    net: 97.75,
  },
  payouts: { paidOut: 0, onItsWay: 0 },
};

const JOB = {
  id: 90,
  status: 'Scheduled',
  statusId: 2,
  scheduledDate: '2026-12-01T16:00:00.000Z',
  serviceName: 'Pest Control',
  companyId: 7,
  companyName: 'Desert Sentry 7',
  customerName: 'Dana',
  email: 'demo@upkeep.test',
  phoneNumber: '7025550147',
  customerId: 3,
  totalPrice: 120,
  totalPaid: 120,
  paid: 120,
  refunded: 0,
  createdDate: '2026-11-20T16:00:00.000Z',
};

function review(id: number, patch: Partial<StaffReview> = {}): StaffReview {
  return {
    id,
    ticketId: 40 + id,
    companyId: 7,
    companyName: 'Desert Sentry 7',
    userName: 'Dana',
    companyScore: 2,
    companyComment: 'Late twice.',
    upKeepScore: 4,
    upKeepComment: 'Booking was easy.',
    reviewDate: '2026-11-20T18:00:00.000Z',
    hidden: false,
    hiddenReason: null,
    reply: null,
    replyReported: false,
    replyReportReason: null,
    replyHidden: false,
    ...patch,
  };
}

function code(id: number, patch: Partial<StaffDiscountCode> = {}): StaffDiscountCode {
  return {
    id,
    code: `FALL${id}`,
    percentage: 0.15,
    amount: null,
    serviceId: null,
    serviceName: null,
    expirationDate: '2026-12-31',
    maxUses: 100,
    perCustomerLimit: 1,
    active: true,
    uses: 3,
    createdDate: '2026-11-01T16:00:00.000Z',
    ...patch,
  };
}

beforeEach(() => {
  localStorage.clear();
  useStaffSession.getState().signedIn({ token: 'staff-token', user: support });
});
afterEach(() => vi.unstubAllGlobals());

describe('the companies list', () => {
  it('asks with the search and the state of the URL, and links each row to its company', async () => {
    const api = mockApi({
      'GET /staff/companies': () => envelope(200, [company(7, { state: 'suspended' })]),
    });
    renderScreen(<CompaniesPage />, {
      path: '/staff/companies',
      entries: ['/staff/companies?q=sentry&state=suspended'],
    });
    const table = await screen.findByRole('table', { name: 'Companies' });
    const query = api.callsTo('GET /staff/companies')[0]?.query;
    expect(query?.get('Query')).toBe('sentry');
    expect(query?.get('State')).toBe('suspended');
    expect(api.callsTo('GET /staff/companies')[0]?.token).toBe('staff-token');
    const row = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(row).toHaveTextContent('Suspended');
    expect(row).toHaveTextContent('(12 reviews)');
    expect(row).toHaveTextContent('30 (4)');
    expect(row).toHaveTextContent('15% (marketplace rate)');
    expect(within(row).getByRole('link', { name: 'Desert Sentry 7' })).toHaveAttribute('href', '/staff/companies/7');
    expect(screen.getByRole('combobox', { name: 'State' })).toHaveValue('suspended');
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveValue('sentry');
  });

  it('puts a new search and state in the URL', async () => {
    const api = mockApi({ 'GET /staff/companies': () => envelope(200, []) });
    renderScreen(<CompaniesPage />, { path: '/staff/companies' });
    expect(await screen.findByText('No companies match.')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('combobox', { name: 'State' }), { target: { value: 'invited' } });
    await waitFor(() => expect(api.callsTo('GET /staff/companies').at(-1)?.query.get('State')).toBe('invited'));
    fireEvent.change(screen.getByRole('textbox', { name: 'Search' }), { target: { value: ' bloom ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(api.callsTo('GET /staff/companies').at(-1)?.query.get('Query')).toBe('bloom'));
    expect(api.callsTo('GET /staff/companies').at(-1)?.query.get('State')).toBe('invited');
  });
});

describe('one company', () => {
  const renderCompany = () =>
    renderScreen(<CompanyPage />, { path: '/staff/companies/:id', entries: ['/staff/companies/7'] });

  it("lists the company's users: deactivates one after confirming, reactivates one, and shows a refusal", async () => {
    let users = USERS;
    const api = mockApi({
      'GET /staff/companies/7': () =>
        envelope(200, { company: company(7), owner: OWNER, users, jobs: [], earnings: EARNINGS }),
      'PUT /staff/companies/7/users/22': (call) => {
        const active = (call.body as { active: boolean }).active;
        users = users.map((u) => (u.id === 22 ? { ...u, active } : u));
        return envelope(200, { ...USERS[1], active });
      },
      'PUT /staff/companies/7/users/21': () => envelope(404, null, 'Team member not found'),
    });
    renderCompany();
    const list = await screen.findByRole('list', { name: 'Company users' });
    expect(list).toHaveTextContent('olive@desert-sentry.example');
    fireEvent.click(within(list).getByRole('button', { name: 'Deactivate Olive Office' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate this company user?' });
    expect(dialog).toHaveTextContent('is signed out everywhere at once');
    expect(api.callsTo('PUT /staff/companies/7/users/22')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(api.callsTo('PUT /staff/companies/7/users/22')[0]?.body).toEqual({ active: false }));
    const reactivate = await screen.findByRole('button', { name: 'Reactivate Olive Office' });
    expect(within(screen.getByRole('list', { name: 'Company users' })).getByText('Deactivated')).toBeInTheDocument();
    fireEvent.click(reactivate);
    await waitFor(() => expect(api.callsTo('PUT /staff/companies/7/users/22')[1]?.body).toEqual({ active: true }));
    expect(await screen.findByRole('button', { name: 'Deactivate Olive Office' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Deactivate Desert Sentry' }));
    const refused = await screen.findByRole('dialog', { name: 'Deactivate this company user?' });
    fireEvent.click(within(refused).getByRole('button', { name: 'Deactivate' }));
    expect(await within(refused).findByRole('alert')).toHaveTextContent('Team member not found');
  });

  it('sends an owner who never chose a password the invitation again, and only then', async () => {
    const api = mockApi({
      'GET /staff/companies/7': () =>
        envelope(200, {
          company: company(7),
          owner: { ...OWNER, status: 'invited' },
          users: USERS,
          jobs: [],
          earnings: EARNINGS,
        }),
      'POST /staff/companies/7/owner-invitation': () => envelope(200, null, "The owner's invitation was sent again."),
    });
    renderCompany();
    const owner = await screen.findByRole('region', { name: 'Owner' });
    expect(owner).toHaveTextContent('invited, has not chosen a password yet');
    fireEvent.click(within(owner).getByRole('button', { name: 'Send the invitation again' }));
    expect(
      await within(owner).findByText(`A new invitation was sent to ${OWNER.email}. Earlier links no longer work.`),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /staff/companies/7/owner-invitation')).toHaveLength(1);
  });

  it('suspends with a required reason, saying what suspension does', async () => {
    let current = company(7);
    const api = mockApi({
      'GET /staff/companies/7': () =>
        envelope(200, { company: current, owner: OWNER, users: USERS, jobs: [JOB], earnings: EARNINGS }),
      'PUT /staff/companies/7': (call) => {
        current = company(7, {
          state: 'suspended',
          suspendedReason: 'Fake reviews',
          suspendedAt: '2026-11-23T10:00:00Z',
        });
        expect(call.body).toEqual({ suspended: true, reason: 'Fake reviews' });
        return envelope(200, current);
      },
    });
    renderCompany();
    expect(await screen.findByRole('heading', { level: 1, name: 'Desert Sentry 7' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '#90' })).toHaveAttribute('href', '/staff/tickets/90');
    expect(screen.getByRole('table', { name: 'Completed jobs' })).toHaveTextContent('Pest Control');
    expect(screen.getByText("Only administrators change a company's commission.")).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save commission' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Suspend' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(SUSPEND_NOTE);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(await within(dialog).findByText('Reason is required')).toBeInTheDocument();
    expect(api.callsTo('PUT /staff/companies/7')).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText(/^Reason/), { target: { value: ' Fake reviews ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    await waitFor(() => expect(api.callsTo('PUT /staff/companies/7')).toHaveLength(1));
    expect(await screen.findByText(/Reason: Fake reviews/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reinstate' })).toBeInTheDocument();
  });

  it('lets an admin set the commission, or go back to the marketplace rate', async () => {
    useStaffSession.getState().signedIn({ token: 'admin-token', user: admin });
    const api = mockApi({
      'GET /staff/companies/7': () =>
        envelope(200, { company: company(7), owner: OWNER, users: USERS, jobs: [], earnings: EARNINGS }),
      'PUT /staff/companies/7': () => envelope(200, company(7, { commissionPercent: 12.5, commissionOverride: 12.5 })),
    });
    renderCompany();
    const checkbox = await screen.findByRole('checkbox', { name: 'Use the marketplace rate' });
    expect(checkbox).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Commission (%)' })).toBeDisabled();
    fireEvent.click(checkbox);
    const input = screen.getByRole('textbox', { name: 'Commission (%)' });
    fireEvent.change(input, { target: { value: '120' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save commission' }));
    expect(await screen.findByText('Commission must be a number from 0 to 100')).toBeInTheDocument();
    expect(api.callsTo('PUT /staff/companies/7')).toHaveLength(0);
    fireEvent.change(input, { target: { value: '12.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save commission' }));
    await waitFor(() => expect(api.callsTo('PUT /staff/companies/7')[0]?.body).toEqual({ commissionPercent: 12.5 }));
    expect(api.callsTo('PUT /staff/companies/7')[0]?.token).toBe('admin-token');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Use the marketplace rate' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save commission' }));
    await waitFor(() => expect(api.callsTo('PUT /staff/companies/7')[1]?.body).toEqual({ commissionPercent: null }));
  });

  it('asks for another month', async () => {
    const api = mockApi({
      'GET /staff/companies/7': (call) =>
        envelope(200, {
          company: company(7),
          owner: OWNER,
          users: USERS,
          jobs: [],
          earnings: { ...EARNINGS, month: call.query.get('Month') ?? '2026-11', jobs: [] },
        }),
    });
    renderCompany();
    await screen.findByRole('heading', { level: 1, name: 'Desert Sentry 7' });
    // The company's month as the company reads it: the commission negative, the adjustments summed into net due.
    const adjustments = within(screen.getByRole('list', { name: 'Adjustments' })).getAllByRole('listitem');
    expect(adjustments).toHaveLength(1);
    expect(adjustments[0]).toHaveTextContent('Refund on ticket #61 after completion');
    expect(adjustments[0]).toHaveTextContent('Broken pot: -$8.50');
    expect(
      screen.getByText(/Net due = work paid \+ extra charges \+ commission \+ cancellation fees kept \+ adjustments/),
    ).toBeInTheDocument();
    // A cancellation fee kept for the company is a line of its own (issue 46).
    const fees = within(screen.getByRole('list', { name: 'Cancellation fees kept' })).getAllByRole('listitem');
    expect(fees[0]).toHaveTextContent("Cancellation fee kept on ticket #62: $25.00 less UpKeep's commission of $3.75");
    expect(fees[0]).toHaveTextContent('$21.25');
    const first = api.callsTo('GET /staff/companies/7')[0]?.query.get('Month') ?? '';
    expect(first).toMatch(/^\d{4}-\d{2}$/);
    fireEvent.click(screen.getByRole('button', { name: 'Previous month' }));
    await waitFor(() => expect(api.callsTo('GET /staff/companies/7').length).toBeGreaterThan(1));
    expect(api.callsTo('GET /staff/companies/7').at(-1)?.query.get('Month')).not.toBe(first);
  });
});

describe('the reviews', () => {
  it('hides a review with a reason, and hides a reported reply', async () => {
    const api = mockApi({
      'GET /staff/reviews': () =>
        envelope(200, [
          review(1),
          review(2, { reply: 'You lie.', replyReported: true, replyReportReason: 'Insulting' }),
        ]),
      'PUT /staff/reviews/1': () => envelope(200, review(1, { hidden: true, hiddenReason: 'Abusive' })),
      'PUT /staff/reviews/2': () => envelope(200, review(2, { replyHidden: true })),
    });
    renderScreen(<ReviewsPage />, { path: '/staff/reviews' });
    const first = await screen.findByRole('listitem', { name: 'Review #1 of Desert Sentry 7 by Dana' });
    expect(first).toHaveTextContent('Company: 2 of 5');
    expect(first).toHaveTextContent('Late twice.');
    fireEvent.click(within(first).getByRole('button', { name: 'Hide' }));
    let dialog = await screen.findByRole('dialog', { name: 'Hide this review?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hide' }));
    expect(await within(dialog).findByText('Reason is required')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText(/^Reason/), { target: { value: 'Abusive' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hide' }));
    await waitFor(() =>
      expect(api.callsTo('PUT /staff/reviews/1')[0]?.body).toEqual({ hidden: true, reason: 'Abusive' }),
    );

    const second = screen.getByRole('listitem', { name: 'Review #2 of Desert Sentry 7 by Dana' });
    expect(second).toHaveTextContent('Reply reported');
    expect(second).toHaveTextContent('Reported by the reviewer: Insulting');
    fireEvent.click(within(second).getByRole('button', { name: 'Hide reply' }));
    dialog = await screen.findByRole('dialog', { name: 'Hide the reply?' });
    fireEvent.change(within(dialog).getByLabelText(/^Reason/), { target: { value: 'Insults the customer' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hide reply' }));
    await waitFor(() =>
      expect(api.callsTo('PUT /staff/reviews/2')[0]?.body).toEqual({
        hidden: false,
        reason: 'Insults the customer',
        replyHidden: true,
      }),
    );
  });

  it('restores a hidden one; the filters of the URL reach the query', async () => {
    const api = mockApi({
      'GET /staff/reviews': () => envelope(200, [review(3, { hidden: true, hiddenReason: 'Spam' })]),
      'PUT /staff/reviews/3': () => envelope(200, review(3)),
    });
    renderScreen(<ReviewsPage />, { path: '/staff/reviews', entries: ['/staff/reviews?hidden=true&reported=true'] });
    const card = await screen.findByRole('listitem', { name: /Review #3/ });
    const query = api.callsTo('GET /staff/reviews')[0]?.query;
    expect(query?.get('Hidden')).toBe('true');
    expect(query?.get('Reported')).toBe('true');
    expect(card).toHaveTextContent('Hidden: Spam');
    fireEvent.click(within(card).getByRole('button', { name: 'Restore' }));
    const dialog = await screen.findByRole('dialog', { name: 'Restore this review?' });
    fireEvent.change(within(dialog).getByLabelText(/^Reason/), { target: { value: 'Appeal accepted' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Restore' }));
    await waitFor(() =>
      expect(api.callsTo('PUT /staff/reviews/3')[0]?.body).toEqual({ hidden: false, reason: 'Appeal accepted' }),
    );
  });
});

describe('the discount codes', () => {
  const SERVICES = [
    {
      id: 4,
      service: 'Landscaping',
      slug: 'landscaping',
      description: '',
      image: '',
      imageString: '',
      comingSoon: false,
      serviceUnit: 'yard',
      multiServices: false,
      principalServiceFeature: null,
      plansAllowed: true,
    },
  ];

  it('sends the percentage as a fraction, and an amount in dollars', () => {
    const base = {
      code: ' fall-25 ',
      kind: 'percentage' as const,
      percent: 15,
      amount: 20,
      serviceId: '4',
      expirationDate: '2026-12-31',
      maxUses: '',
      perCustomerLimit: 2,
    };
    expect(codeBody(base)).toEqual({
      code: 'FALL-25',
      percentage: 0.15,
      amount: undefined,
      serviceId: 4,
      expirationDate: '2026-12-31',
      maxUses: undefined,
      perCustomerLimit: 2,
    });
    expect(codeBody({ ...base, kind: 'amount', serviceId: '' })).toMatchObject({
      percentage: undefined,
      amount: 20,
      serviceId: undefined,
    });
    expect(codeErrors({ ...base, percent: 150 })).toEqual({
      percent: 'Percentage must be more than 0% and at most 100%',
    });
  });

  it('names each field’s problem from the contract, then creates the code', async () => {
    const list = [code(1)];
    const api = mockApi({
      'GET /staff/discount-codes': () => envelope(200, list),
      'GET /customer/services': () => envelope(200, SERVICES),
      'POST /staff/discount-codes': () => {
        list.unshift(code(2, { code: 'FALL-25', serviceId: 4, serviceName: 'Landscaping' }));
        return envelope(201, list[0]);
      },
    });
    renderScreen(<DiscountCodesPage />, { path: '/staff/discount-codes' });
    const form = await screen.findByRole('form', { name: 'New code' });
    fireEvent.click(within(form).getByRole('button', { name: 'Create code' }));
    expect(await within(form).findByText('Code must be 3 to 32 letters, digits or dashes')).toBeInTheDocument();
    expect(within(form).getByText('Percentage is required')).toBeInTheDocument();
    expect(within(form).getByText('Expiry date must be a date written YYYY-MM-DD')).toBeInTheDocument();
    expect(api.callsTo('POST /staff/discount-codes')).toHaveLength(0);

    fireEvent.change(within(form).getByRole('textbox', { name: /^Code/ }), { target: { value: 'fall-25' } });
    fireEvent.change(within(form).getByRole('textbox', { name: /^Percentage/ }), { target: { value: '25' } });
    await waitFor(() =>
      expect(within(form).getByRole('combobox', { name: 'Service' })).toHaveTextContent('Landscaping'),
    );
    fireEvent.change(within(form).getByRole('combobox', { name: 'Service' }), { target: { value: '4' } });
    fireEvent.change(within(form).getByLabelText(/^Expiry date/), { target: { value: '2026-12-31' } });
    fireEvent.change(within(form).getByRole('textbox', { name: /^Max uses/ }), { target: { value: '50' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Create code' }));
    await waitFor(() => expect(api.callsTo('POST /staff/discount-codes')).toHaveLength(1));
    expect(api.callsTo('POST /staff/discount-codes')[0]?.body).toEqual({
      code: 'FALL-25',
      percentage: 0.25,
      serviceId: 4,
      expirationDate: '2026-12-31',
      maxUses: 50,
    });
    const table = await screen.findByRole('table', { name: 'Discount codes' });
    await waitFor(() => expect(table).toHaveTextContent('FALL-25'));
  });

  it('shows a refusal of the server on its field', async () => {
    mockApi({
      'GET /staff/discount-codes': () => envelope(200, []),
      'GET /customer/services': () => envelope(200, SERVICES),
      'POST /staff/discount-codes': () => ({
        status: 409,
        body: { statusCode: 409, message: 'This code exists already.', data: null },
      }),
    });
    renderScreen(<DiscountCodesPage />, { path: '/staff/discount-codes' });
    const form = await screen.findByRole('form', { name: 'New code' });
    expect(await screen.findByText('No discount codes yet.')).toBeInTheDocument();
    fireEvent.change(within(form).getByRole('textbox', { name: /^Code/ }), { target: { value: 'WELCOME15' } });
    fireEvent.change(within(form).getByRole('combobox', { name: 'Discount kind' }), { target: { value: 'amount' } });
    fireEvent.change(within(form).getByRole('textbox', { name: /^Amount/ }), { target: { value: '10' } });
    fireEvent.change(within(form).getByLabelText(/^Expiry date/), { target: { value: '2026-12-31' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Create code' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('This code exists already.');
  });

  it('labels a code past its expiry Expired (not Active), a paused one Paused, the others Active', async () => {
    mockApi({
      'GET /staff/discount-codes': () =>
        envelope(200, [
          code(1, { expirationDate: '2099-12-31' }),
          code(2, { expirationDate: '2020-01-31' }),
          code(3, { expirationDate: '2099-12-31', active: false }),
        ]),
      'GET /customer/services': () => envelope(200, SERVICES),
    });
    renderScreen(<DiscountCodesPage />, { path: '/staff/discount-codes' });
    const table = await screen.findByRole('table', { name: 'Discount codes' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getByText(/^(Active|Paused|Expired)$/).textContent)).toEqual([
      'Active',
      'Expired',
      'Paused',
    ]);
    expect(codeState({ active: true, expirationDate: '2026-11-24' }, '2026-11-25')).toBe('Expired');
    expect(codeState({ active: true, expirationDate: '2026-11-25' }, '2026-11-25')).toBe('Active');
  });

  it('pauses a code and shows its uses', async () => {
    const api = mockApi({
      'GET /staff/discount-codes': () => envelope(200, [code(1)]),
      'GET /customer/services': () => envelope(200, SERVICES),
      'PUT /staff/discount-codes/1': () => envelope(200, code(1, { active: false })),
      'GET /staff/discount-codes/1/uses': () =>
        envelope(200, [
          {
            ticketId: 77,
            customerName: 'Dana',
            email: 'demo@upkeep.test',
            discount: 12.5,
            status: 'Scheduled',
            createdDate: '2026-11-20T16:00:00.000Z',
          },
        ]),
    });
    renderScreen(<DiscountCodesPage />, { path: '/staff/discount-codes' });
    const table = await screen.findByRole('table', { name: 'Discount codes' });
    const row = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(row).toHaveTextContent('FALL1');
    expect(row).toHaveTextContent('15%');
    expect(row).toHaveTextContent('3 / 100');
    fireEvent.click(within(row).getByRole('button', { name: 'Pause FALL1' }));
    await waitFor(() => expect(api.callsTo('PUT /staff/discount-codes/1')[0]?.body).toEqual({ active: false }));
    fireEvent.click(within(row).getByRole('button', { name: 'Uses of FALL1' }));
    const drawer = await screen.findByRole('dialog', { name: 'Uses of FALL1' });
    expect(await within(drawer).findByRole('link', { name: 'Ticket #77' })).toHaveAttribute(
      'href',
      '/staff/tickets/77',
    );
    expect(drawer).toHaveTextContent('−$12.50');
  });
});
