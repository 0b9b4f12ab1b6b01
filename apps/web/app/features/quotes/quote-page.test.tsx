import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { cancellationPolicyWords, Messages, QUOTE_LIMITS } from '@upkeep/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, type Handler, mockApi } from '../../../test/api-mock';
import { renderScreen } from '../../../test/render';
import { setMobileViewport } from '../../../test/viewport';
import { i18n } from '../../i18n/runtime';
import { initialSession, useSession } from '../../session/store';
import { QuotePage } from './quote-page';
import { policyWords } from './quote-words';
import { NOW, quote, TOKEN } from './test-quotes';

const READ = 'GET /customer/quotes/7';
const DECLINE = 'POST /customer/quotes/7/decline';

async function signIn() {
  useSession.getState().login(TOKEN, { name: 'Dana', email: 'demo@upkeep.test', phoneNumber: '7025550147' }, false);
  await act(async () => {
    await useSession.persist.rehydrate();
  });
}

function renderQuote(handlers: Record<string, Handler>, id = '7') {
  const api = mockApi({ 'GET /customer/ticket/41/photos/3': () => ({ status: 200, body: null }), ...handlers });
  renderScreen(<QuotePage id={id} />, { path: '/quote/:id', entries: [`/quote/${id}`] });
  return api;
}

const totals = () => within(screen.getByRole('region', { name: 'Totals' }));
const radio = (name: string) => screen.getByRole('radio', { name }) as HTMLInputElement;

describe("a quote's words", () => {
  it("says the cancellation policy in the contract's English words, as checkout does", () => {
    const english = i18n as unknown as Parameters<typeof policyWords>[0];
    for (const policy of [
      { fee: 25, freeHoursBefore: 24 },
      { fee: 0, freeHoursBefore: 24 },
    ])
      expect(policyWords(english, policy)).toBe(cancellationPolicyWords(policy));
  });
});

describe("a customer's quote", () => {
  beforeEach(async () => {
    localStorage.clear();
    useSession.setState({ ...initialSession });
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    await signIn();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows the company, the service, the status, the last day, each option with its lines, the terms and the policy', async () => {
    setMobileViewport(true);
    const api = renderQuote({ [READ]: () => envelope(200, quote()) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Quote for Water Heater' })).toBeInTheDocument();
    expect(screen.getByText('From Desert Plumbing')).toBeInTheDocument();
    expect(screen.getByText('Sent')).toBeInTheDocument();
    expect(screen.getByText('Answer by Mon, Dec 14, 2026.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '‹ Your booking' })).toHaveAttribute('href', '/detail-ticket?TicketId=41');

    const group = screen.getByRole('group', { name: 'Choose an option' });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((r) => r.getAttribute('value'))).toEqual(['11', '12']);
    expect(radio('Repair the valve')).toBeChecked();
    expect(radio('Repair the valve')).toHaveAccessibleDescription('Total $275.00');
    expect(radio('Replace the heater')).not.toBeChecked();
    const valve = screen.getByRole('list', { name: 'Work in Repair the valve' });
    const [part, labor] = within(valve).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(part).toHaveTextContent('Valve replacement1 × $180.00$180.00');
    expect(labor).toHaveTextContent('Labor (hours)2 × $45.00$90.00');
    expect(screen.getByRole('list', { name: 'Work in Replace the heater' })).toHaveTextContent('Heater, 50 gallons');
    // The chosen option's add-ons are check boxes; another option's wait until it is chosen.
    expect(screen.getByRole('checkbox', { name: 'Pressure test: 1 × $35.00, $35.00' })).not.toBeChecked();
    expect(screen.queryByRole('checkbox', { name: /Expansion tank/ })).toBeNull();
    expect(screen.getByText('Add-ons available once chosen.')).toBeInTheDocument();

    expect(totals().getByText('Services').nextSibling).toHaveTextContent('$270.00');
    expect(totals().getByText('Booking fee').nextSibling).toHaveTextContent('$5.00');
    expect(totals().getByText('Total').nextSibling).toHaveTextContent('$275.00');
    expect(totals().getByText('Deposit due now').nextSibling).toHaveTextContent('$68.75');

    const terms = screen.getByRole('region', { name: 'Terms' });
    expect(terms).toHaveTextContent('Parts carry a one-year warranty.');
    expect(terms).toHaveTextContent(
      'Free cancellation until the company confirms, and until 24 hours before the visit; after that, $25.00 is kept for the company.',
    );
    expect(screen.getByRole('link', { name: 'Ask for changes' })).toHaveAttribute('href', '/detail-ticket?TicketId=41');
    expect(screen.getByRole('region', { name: 'Decline' })).toBeInTheDocument();
    // No approval until its part is slotted in (a later slice).
    expect(screen.queryByRole('button', { name: /Approve/ })).toBeNull();
    expect(api.callsTo(READ)[0]?.token).toBe(TOKEN);
  });

  it('recomputes the totals for the option chosen and the add-ons ticked', async () => {
    renderQuote({ [READ]: () => envelope(200, quote()) });
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Pressure test: 1 × $35.00, $35.00' }));
    expect(totals().getByText('Services').nextSibling).toHaveTextContent('$305.00');
    expect(totals().getByText('Total').nextSibling).toHaveTextContent('$310.00');
    expect(totals().getByText('Deposit due now').nextSibling).toHaveTextContent('$77.50');

    fireEvent.click(radio('Replace the heater'));
    expect(radio('Replace the heater')).toBeChecked();
    expect(radio('Repair the valve')).not.toBeChecked();
    // A new option starts with none of its add-ons ticked.
    expect(totals().getByText('Total').nextSibling).toHaveTextContent('$1,505.00');
    const tank = screen.getByRole('checkbox', { name: 'Expansion tank: 1 × $85.00, $85.00' });
    expect(tank).not.toBeChecked();
    fireEvent.click(tank);
    expect(tank).toBeChecked();
    expect(totals().getByText('Services').nextSibling).toHaveTextContent('$1,585.00');
    expect(totals().getByText('Total').nextSibling).toHaveTextContent('$1,590.00');
    expect(totals().getByText('Deposit due now').nextSibling).toHaveTextContent('$397.50');
    fireEvent.click(tank);
    expect(totals().getByText('Total').nextSibling).toHaveTextContent('$1,505.00');
  });

  it('shows no deposit line when the quote asks none', async () => {
    renderQuote({ [READ]: () => envelope(200, quote({ deposit: { kind: 'none', percent: null, amount: null } })) });
    expect(await screen.findByRole('region', { name: 'Totals' })).toHaveTextContent('Total$275.00');
    expect(totals().queryByText('Deposit due now')).toBeNull();
  });

  it('moves between the options with the arrow keys; Tab reaches the chosen one and its add-ons', async () => {
    renderQuote({ [READ]: () => envelope(200, quote()) });
    const valve = await screen.findByRole('radio', { name: 'Repair the valve' });
    const heater = radio('Replace the heater');
    // One stop in the Tab order for the group: the chosen option.
    expect(valve).toHaveAttribute('tabindex', '0');
    expect(heater).toHaveAttribute('tabindex', '-1');
    valve.focus();
    fireEvent.keyDown(valve, { key: 'ArrowDown' });
    expect(radio('Replace the heater')).toBeChecked();
    expect(radio('Replace the heater')).toHaveFocus();
    expect(radio('Replace the heater')).toHaveAttribute('tabindex', '0');
    expect(radio('Repair the valve')).toHaveAttribute('tabindex', '-1');
    expect(totals().getByText('Total').nextSibling).toHaveTextContent('$1,505.00');
    // Past the last it wraps to the first; up and left go back.
    fireEvent.keyDown(radio('Replace the heater'), { key: 'ArrowRight' });
    expect(radio('Repair the valve')).toBeChecked();
    expect(radio('Repair the valve')).toHaveFocus();
    fireEvent.keyDown(radio('Repair the valve'), { key: 'ArrowUp' });
    expect(radio('Replace the heater')).toBeChecked();
    fireEvent.keyDown(radio('Replace the heater'), { key: 'ArrowLeft' });
    expect(radio('Repair the valve')).toBeChecked();
    // The add-ons are check boxes in the Tab order, ticked with the space bar as any.
    const test = screen.getByRole('checkbox', { name: 'Pressure test: 1 × $35.00, $35.00' });
    expect(test).not.toHaveAttribute('tabindex', '-1');
    expect(test.tagName).toBe('INPUT');
  });

  it('declines only with a reason, then says the quote is declined and offers no choice', async () => {
    const api = renderQuote({
      [READ]: () => envelope(200, quote()),
      [DECLINE]: (call) =>
        envelope(200, quote({ status: 'declined', declineReason: (call.body as { reason: string }).reason })),
    });
    const form = await screen.findByRole('region', { name: 'Decline' });
    fireEvent.click(within(form).getByRole('button', { name: 'Decline this quote' }));
    // The form loads when asked for, its box focused.
    const box = await within(form).findByRole('textbox', { name: /Why are you declining\?/ });
    await waitFor(() => expect(box).toHaveFocus());
    expect(box).toHaveAttribute('maxlength', String(QUOTE_LIMITS.declineReason));
    fireEvent.click(within(form).getByRole('button', { name: 'Decline quote' }));
    expect(await within(form).findByText('Say why you are declining this quote.')).toBeInTheDocument();
    const reason = within(form).getByRole('textbox', { name: /Why are you declining\?/ });
    expect(reason).toBeInvalid();
    fireEvent.change(reason, { target: { value: '   ' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Decline quote' }));
    expect(api.callsTo(DECLINE)).toHaveLength(0);

    fireEvent.change(reason, { target: { value: '  Another company is cheaper.  ' } });
    expect(within(form).queryByText('Say why you are declining this quote.')).toBeNull();
    fireEvent.click(within(form).getByRole('button', { name: 'Decline quote' }));
    expect(await screen.findByText('You declined this quote')).toBeInTheDocument();
    expect(api.callsTo(DECLINE)).toHaveLength(1);
    expect(api.callsTo(DECLINE)[0]?.body).toEqual({ reason: 'Another company is cheaper.' });
    expect(api.callsTo(DECLINE)[0]?.token).toBe(TOKEN);
    expect(screen.getByRole('status')).toHaveTextContent('Your reason: Another company is cheaper.');
    expect(screen.getByText('Declined')).toBeInTheDocument();
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Decline' })).toBeNull();
    // The answer is the quote: nothing is read again.
    expect(api.callsTo(READ)).toHaveLength(1);
  });

  it("says the server's refusal of a decline (the quote no longer open)", async () => {
    const refusal = 'This quote can no longer be declined';
    renderQuote({ [READ]: () => envelope(200, quote()), [DECLINE]: () => envelope(409, null, refusal) });
    const form = await screen.findByRole('region', { name: 'Decline' });
    fireEvent.click(within(form).getByRole('button', { name: 'Decline this quote' }));
    fireEvent.change(await within(form).findByRole('textbox'), { target: { value: 'Too expensive' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Decline quote' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(refusal);
  });

  it('shows an expired quote with its state and no choice, whether the sweep marked it or its last day passed', async () => {
    for (const expired of [quote({ status: 'expired' }), quote({ status: 'viewed', expiresOn: '2026-11-29' })]) {
      mockApi({ [READ]: () => envelope(200, expired) });
      const shown = renderScreen(<QuotePage id="7" />, { path: '/quote/:id', entries: ['/quote/7'] });
      expect(await screen.findByText('This quote has expired')).toBeInTheDocument();
      expect(screen.getByText('Expired')).toBeInTheDocument();
      expect(screen.getByRole('status')).toHaveTextContent(
        `It could be answered until ${expired.expiresOn === '2026-12-14' ? 'Mon, Dec 14, 2026' : 'Sun, Nov 29, 2026'}.`,
      );
      expect(screen.queryByRole('radio')).toBeNull();
      expect(screen.queryByRole('checkbox')).toBeNull();
      expect(screen.queryByRole('region', { name: 'Totals' })).toBeNull();
      expect(screen.queryByRole('region', { name: 'Decline' })).toBeNull();
      expect(screen.queryByRole('link', { name: 'Ask for changes' })).toBeNull();
      // Its options are still there to read.
      expect(screen.getByRole('article', { name: 'Replace the heater' })).toHaveTextContent('Expansion tank');
      shown.unmount();
    }
  });

  it('shows an approved quote: who signed and when, the option approved, no choice', async () => {
    const approval = {
      id: 1,
      status: 'approved' as const,
      revision: 1,
      optionId: 12,
      addOnIds: [204],
      signedName: 'Dana Smith',
      signedAs: 'customer',
      clientAddress: null,
      scheduledAt: null,
      total: 1590,
      deposit: 397.5,
      createdAt: '2026-11-30T16:00:00.000Z',
      approvedAt: '2026-11-30T16:05:00.000Z',
    };
    renderQuote({ [READ]: () => envelope(200, quote({ status: 'approved', approval })) });
    expect(await screen.findByText('You approved this quote')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Signed by Dana Smith on Mon, Nov 30, 2026, 8:05 AM.');
    const heater = screen.getByRole('article', { name: 'Replace the heater' });
    expect(heater).toHaveTextContent('Approved');
    expect(heater).toHaveTextContent('Chosen: Expansion tank');
    expect(screen.getByRole('article', { name: 'Repair the valve' })).not.toHaveTextContent('Approved');
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Decline' })).toBeNull();
  });

  it("shows the job's photos, fetched with the caller's token", async () => {
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:photo-3', revokeObjectURL: () => {} }));
    const api = renderQuote({
      [READ]: () => envelope(200, quote()),
      'GET /customer/ticket/41/photos/3': () => ({ status: 200, body: 'image' }),
    });
    const photos = await screen.findByRole('region', { name: 'Photos' });
    expect(await within(photos).findByRole('img', { name: 'Photo 1 of 1' })).toHaveAttribute('src', 'blob:photo-3');
    expect(api.callsTo('GET /customer/ticket/41/photos/3')[0]?.token).toBe(TOKEN);
  });

  it("says 'Access denied…' as the ticket does to a quote that is not the caller's, with a retry", async () => {
    renderQuote({ [READ]: () => envelope(401, null, Messages.accessDeniedTicket) });
    expect(await screen.findByText(Messages.accessDeniedTicket)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Could not load this quote' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(useSession.getState().isLoggedIn).toBe(true);
  });

  it('says a failure to load, with a retry', async () => {
    let fail = true;
    const failing = renderQuote({
      [READ]: () => (fail ? envelope(500, null, 'Internal server error') : envelope(200, quote())),
    });
    expect(await screen.findByText('Check your connection and try again.')).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Quote for Water Heater' })).toBeInTheDocument();
    expect(failing.callsTo(READ).length).toBeGreaterThanOrEqual(2);
  });

  it('says a quote not found, and a mistyped link, without asking', async () => {
    const api = mockApi({});
    const first = renderScreen(<QuotePage id="x7" />, { path: '/quote/:id', entries: ['/quote/x7'] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Quote not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My tickets' })).toHaveAttribute('href', '/my-tickets');
    expect(api.calls).toHaveLength(0);
    first.unmount();
    renderQuote({ 'GET /customer/quotes/9': () => envelope(404, null, 'Not found') }, '9');
    expect(await screen.findByRole('heading', { level: 1, name: 'Quote not found' })).toBeInTheDocument();
  });
});

describe("a guest's quote, through the booking's private link", () => {
  beforeEach(async () => {
    localStorage.clear();
    useSession.setState({ ...initialSession });
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    await act(async () => {
      await useSession.persist.rehydrate();
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("opens with the link's session, and a signed-out visitor without one is sent to sign in", async () => {
    const signedOut = renderScreen(<QuotePage id="7" />, { path: '/quote/:id', entries: ['/quote/7'] });
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/sign-in|{"returnTo":"/quote/7"}'));
    signedOut.unmount();
    useSession.getState().openedTicketLink('link-session', 41);
    const api = renderQuote({ [READ]: () => envelope(200, quote()) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Quote for Water Heater' })).toBeInTheDocument();
    expect(api.callsTo(READ)[0]?.token).toBe('link-session');
  });
});
