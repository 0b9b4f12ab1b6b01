import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { addDays, type CompanyQuote, quoteBody, valleyInstant } from '@upkeep/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, mockApi } from '../../../test/api-mock';
import { renderScreen } from '../../../test/render';
import { NewQuotePage, QuoteEditorPage } from './quote-editor-page';
import { estimateJob, PRO_TOKEN, quote, revision, sentQuote, signInOwner, today } from './test-quotes';

const FEE = { fee: 4.99, feeCents: 499, cancellationPolicy: { fee: 0, freeHoursBefore: 24 } };
const PRICE_LIST = {
  offered: true,
  basePrice: 89,
  baseDuration: '01:00:00',
  serviceCallPrice: 0,
  serviceCallDuration: '01:00:00',
  items: [{ featureValueId: 31, price: 4200, duration: '08:00:00' }],
  features: [{ id: 3, question: 'Condenser', values: [{ id: 31, value: '14 SEER' }] }],
};

const change = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
const field = (within_: HTMLElement, label: RegExp, index = 0) =>
  within(within_).getAllByLabelText(label)[index] as HTMLElement;
const option = (n: number) => screen.getByRole('region', { name: `Option ${n}` });
const totals = (n: number) => screen.getByRole('region', { name: `Option ${n} totals` });

/** The body of two options (Repair with an add-on, Replace from the price list), a 25% deposit. */
const TWO_OPTIONS = {
  options: [
    {
      title: 'Repair',
      durationMinutes: 120,
      lines: [
        { description: 'Replace capacitor', quantity: 1, unitPrice: 180, addOn: false },
        { description: 'Refrigerant recharge', quantity: 2, unitPrice: 45.5, addOn: true },
      ],
    },
    {
      title: 'Replace with 14 SEER',
      durationMinutes: 480,
      lines: [{ description: '14 SEER', quantity: 1, unitPrice: 4200, featureValueId: 31, addOn: false }],
    },
  ],
  terms: '',
  expiresOn: addDays(today, 14),
  deposit: { kind: 'percent', percent: 25 },
  photoIds: [],
};

const renderQuote = (id = 9) =>
  renderScreen(<QuoteEditorPage id={String(id)} />, { path: '/pro/quotes/:id', entries: [`/pro/quotes/${id}`] });

describe('the quote editor', () => {
  beforeEach(() => act(() => signInOwner()));
  afterEach(() => vi.unstubAllGlobals());

  it('writes two options with an add-on and a 25% deposit on a job, shows their totals, and makes the quote by its first save', async () => {
    const api = mockApi({
      'GET /company/tickets/41': () => envelope(200, estimateJob()),
      'GET /company/tickets/41/photos': () => envelope(200, []),
      'GET /company/services/5/price-list': () => envelope(200, PRICE_LIST),
      'GET /customer/ticket/fee': () => envelope(200, FEE),
      'POST /company/tickets/41/quotes': () => envelope(201, quote()),
    });
    renderScreen(<NewQuotePage jobId="41" />, { path: '/pro/jobs/:id/quote', entries: ['/pro/jobs/41/quote'] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Write a quote' })).toBeInTheDocument();
    // Expires in 14 valley days unless told.
    expect(screen.getByLabelText(/^Expires on/)).toHaveValue(addDays(today, 14));

    change(field(option(1), /^Title/), 'Repair');
    change(field(option(1), /^Duration/), '2');
    change(field(option(1), /^Description/), 'Replace capacitor');
    change(field(option(1), /^Unit price/), '180');
    fireEvent.click(within(option(1)).getByRole('button', { name: 'Add line' }));
    change(field(option(1), /^Description/, 1), 'Refrigerant recharge');
    change(field(option(1), /^Quantity/, 1), '2');
    change(field(option(1), /^Unit price/, 1), '45.50');
    fireEvent.click(within(option(1)).getAllByRole('checkbox', { name: 'Customer may add' })[1] as HTMLElement);

    fireEvent.click(screen.getByRole('button', { name: 'Add option' }));
    change(field(option(2), /^Title/), 'Replace with 14 SEER');
    change(field(option(2), /^Duration/), '8');
    // Picked from the service's price list: its name and price copied.
    await waitFor(() =>
      expect(within(option(2)).getByRole('button', { name: 'Add from price list' })).toBeInTheDocument(),
    );
    change(within(option(2)).getByLabelText('Price list for option 2'), '31');
    fireEvent.click(within(option(2)).getByRole('button', { name: 'Add from price list' }));
    expect(field(option(2), /^Description/)).toHaveValue('14 SEER');
    expect(field(option(2), /^Unit price/)).toHaveValue('4200.00');

    fireEvent.click(screen.getByRole('radio', { name: 'A percentage of the total' }));
    change(screen.getByLabelText(/^Deposit percent/), '25');

    // Live totals, the fee as checkout labels it; the add-on apart.
    await waitFor(() => expect(totals(1)).toHaveTextContent('Booking fee$4.99'));
    expect(totals(1)).toHaveTextContent('Services$180.00');
    expect(totals(1)).toHaveTextContent('Total$184.99');
    expect(totals(1)).toHaveTextContent('Deposit$46.25');
    expect(totals(1)).toHaveTextContent('Total with every add-on$275.99');
    expect(totals(1)).toHaveTextContent('Deposit with every add-on$69.00');
    expect(totals(2)).toHaveTextContent('Total$4,204.99');
    expect(totals(2)).toHaveTextContent('Deposit$1,051.25');

    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(api.callsTo('POST /company/tickets/41/quotes')).toHaveLength(1));
    const sent = api.callsTo('POST /company/tickets/41/quotes')[0];
    expect(sent?.token).toBe(PRO_TOKEN);
    expect(sent?.body).toEqual(TWO_OPTIONS);
    expect(quoteBody.parse(sent?.body)).toEqual(sent?.body);
    // The quote has its own address now.
    expect(await screen.findByTestId('where')).toHaveTextContent('/pro/quotes/9');
    // Some forty changes of a form that redraws its totals on each: slow on a loaded machine.
  }, 60_000);

  it('saves a draft whole by PUT, as the contract’s quoteBody', async () => {
    const api = mockApi({
      'GET /company/quotes/9': () => envelope(200, quote()),
      'GET /company/tickets/41': () => envelope(200, estimateJob()),
      'PUT /company/quotes/9': () => envelope(200, quote()),
      'GET /company/tickets/41/photos': () =>
        envelope(200, [{ id: 5, kind: 'before', width: 800, height: 600, createdAt: '2026-11-30T17:00:00.000Z' }]),
    });
    renderQuote();
    expect(await screen.findByRole('heading', { level: 1, name: 'Quote #9' })).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Before photo 1, Mon, Nov 30, 2026' }));
    change(screen.getByLabelText(/^Proposed start/), '2026-12-10T08:00');
    expect(field(option(1), /^Title/)).toHaveValue('Repair');
    expect(totals(1)).toHaveTextContent('Deposit$46.25');
    change(screen.getByRole('textbox', { name: /^Terms/ }), 'Parts and labor under warranty for a year.');
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(api.callsTo('PUT /company/quotes/9')).toHaveLength(1));
    const body = api.callsTo('PUT /company/quotes/9')[0]?.body;
    expect(body).toEqual({
      ...TWO_OPTIONS,
      options: [
        TWO_OPTIONS.options[0],
        {
          ...TWO_OPTIONS.options[1],
          lines: [{ description: '14 SEER condenser', quantity: 1, unitPrice: 4200, addOn: false }],
        },
      ],
      terms: 'Parts and labor under warranty for a year.',
      photoIds: [5],
      proposedAt: valleyInstant('2026-12-10', '08:00').toISOString(),
    });
    expect(quoteBody.parse(body)).toEqual(body);
    expect(await screen.findByRole('status')).toHaveTextContent('Draft saved (revision 1).');
  });

  it('sends after a confirmation (the draft saved first), then shows the quote sent and locked', async () => {
    let current: CompanyQuote = quote();
    const api = mockApi({
      'GET /company/quotes/9': () => envelope(200, current),
      'GET /company/tickets/41': () => envelope(200, estimateJob()),
      'PUT /company/quotes/9': () => envelope(200, current),
      'POST /company/quotes/9/send': () => {
        current = sentQuote();
        return envelope(200, current);
      },
    });
    renderQuote();
    fireEvent.click(await screen.findByRole('button', { name: 'Send to customer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send this quote?' });
    expect(dialog).toHaveTextContent('Dana Demo gets an e-mail and a text');
    expect(api.callsTo('POST /company/quotes/9/send')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send quote' }));
    expect(await screen.findByText('Quote sent to Dana Demo')).toBeInTheDocument();
    expect(api.calls.map((c) => `${c.method} ${c.path}`).filter((c) => !c.startsWith('GET'))).toEqual([
      'PUT /company/quotes/9',
      'POST /company/quotes/9/send',
    ]);
    expect(screen.queryByRole('button', { name: 'Save draft' })).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Quote status' })).toHaveTextContent('Sent');
    expect(screen.getByRole('button', { name: 'Revise' })).toBeInTheDocument();
  });

  it('shows a sent quote read only; Revise opens the next revision as a draft by PUT', async () => {
    const api = mockApi({
      'GET /company/quotes/9': () => envelope(200, sentQuote({ status: 'viewed', viewedAt: new Date().toISOString() })),
      'GET /company/tickets/41': () => envelope(200, estimateJob()),
      'PUT /company/quotes/9': () =>
        envelope(
          200,
          sentQuote({
            status: 'viewed',
            draftRevision: 2,
            revisions: [
              revision({ id: 71, revision: 2 }),
              revision({ status: 'sent', sentAt: new Date().toISOString() }),
            ],
          }),
        ),
    });
    renderQuote();
    const first = await screen.findByRole('region', { name: 'Option 1: Repair' });
    expect(within(first).getByRole('table')).toHaveTextContent('Add-on: Refrigerant recharge');
    expect(screen.getByRole('region', { name: 'Option 1 totals' })).toHaveTextContent('Total$184.99');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByText(/Dana Demo opened revision 1/)).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Revise' }));
    expect(
      screen.getByText('Dana Demo reads revision 1 until you send this one, which then replaces it.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Quote status' })).toHaveTextContent('Revision 2');
    change(field(option(1), /^Unit price/), '170');
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(api.callsTo('PUT /company/quotes/9')).toHaveLength(1));
    const body = api.callsTo('PUT /company/quotes/9')[0]?.body as typeof TWO_OPTIONS;
    expect(body.options[0]?.lines[0]).toEqual({
      description: 'Replace capacitor',
      quantity: 1,
      unitPrice: 170,
      addOn: false,
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Draft saved (revision 2).');
  });

  it("shows the form's problems before any call, and the API's against their fields", async () => {
    const api = mockApi({
      'GET /company/quotes/9': () => envelope(200, quote()),
      'GET /company/tickets/41': () => envelope(200, estimateJob()),
      'PUT /company/quotes/9': () => ({
        status: 400,
        body: {
          statusCode: 400,
          message: 'options.1.lines.0.unitPrice: must be at most 100000; expiresOn: must be after today',
          data: null,
          errors: [
            { field: 'options.1.lines.0.unitPrice', message: 'must be at most 100000' },
            { field: 'expiresOn', message: 'must be after today' },
          ],
        },
      }),
    });
    renderQuote();
    await screen.findByRole('heading', { level: 1, name: 'Quote #9' });
    change(field(option(1), /^Title/), '');
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await within(option(1)).findByText(/^Title /)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Option 1: Title');
    expect(api.callsTo('PUT /company/quotes/9')).toHaveLength(0);

    change(field(option(1), /^Title/), 'Repair');
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await within(option(2)).findByText('Unit price must be at most 100000')).toBeInTheDocument();
    expect(field(option(2), /^Unit price/)).toHaveAttribute('aria-invalid', 'true');
    // Against the field, and in the list above the buttons.
    expect(screen.getAllByText('Expires on must be after today')).toHaveLength(2);
    expect(screen.getByLabelText(/^Expires on/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('Option 2, line 1: Unit price must be at most 100000');
    // A field changed forgets its problem.
    change(screen.getByLabelText(/^Expires on/), addDays(today, 20));
    expect(screen.queryAllByText('Expires on must be after today')).toHaveLength(0);
  });

  it("shows the customer's signed approval, and no way to change the quote", async () => {
    mockApi({
      'GET /company/quotes/9': () =>
        envelope(
          200,
          sentQuote({
            status: 'approved',
            approval: {
              id: 5,
              status: 'approved',
              revision: 1,
              optionId: 81,
              addOnIds: [92],
              signedName: 'Dana Demo',
              signedAs: 'guest',
              clientAddress: '203.0.113.7',
              scheduledAt: null,
              total: 275.99,
              deposit: 69,
              createdAt: '2026-11-30T17:00:00.000Z',
              approvedAt: '2026-11-30T17:02:00.000Z',
            },
          }),
        ),
      'GET /company/tickets/41': () => envelope(200, estimateJob({ status: 'Scheduled', statusId: 2 })),
    });
    renderQuote();
    const record = await screen.findByRole('region', { name: 'Approved' });
    expect(record).toHaveTextContent('Signed by Dana Demo (guest) Mon, Nov 30, 2026, 9:02 AM');
    expect(record).toHaveTextContent('From 203.0.113.7');
    expect(record).toHaveTextContent('Revision 1, option 1: Repair');
    expect(record).toHaveTextContent('Add-ons: Refrigerant recharge');
    expect(record).toHaveTextContent('Total $275.99, deposit $69.00');
    expect(screen.queryByRole('button', { name: 'Revise' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save draft' })).not.toBeInTheDocument();
  });

  it('says when the quote is not the company’s', async () => {
    mockApi({ 'GET /company/quotes/9': () => envelope(404, null, 'Quote not found') });
    renderQuote();
    expect(await screen.findByRole('heading', { level: 1, name: 'This quote was not found' })).toBeInTheDocument();
  });
});
