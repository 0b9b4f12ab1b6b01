import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  addDays,
  formatDate,
  formatPickerDate,
  Messages,
  NARROW_SLOT_LAYOUT_BELOW,
  OPEN_DAYS_MAX_SPAN,
  required,
  valleyToday,
} from '@upkeep/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, mockApi } from '../../../test/api-mock';
import { BOOKING, BOOKING_WITH_SLOT, daySlots } from '../../../test/booking-fixtures';
import { type Entry, renderScreen } from '../../../test/render';
import { initialSession, type StoredBooking, useSession } from '../../session/store';
import { BookingPage } from './booking-page';

function renderBooking(entries: Entry[] = [{ pathname: '/booking', state: BOOKING }]) {
  return renderScreen(<BookingPage />, { path: '/booking', entries });
}

const slotButton = (label: string) => screen.getByRole('button', { name: label });
/** The main button: "Book" for the fixture's priced visit. */
const getEstimate = () => screen.queryByRole('button', { name: 'Book' });
const where = () => screen.getByTestId('where').textContent;

describe('the estimate screen', () => {
  beforeEach(async () => {
    localStorage.clear();
    useSession.setState({ ...initialSession });
    await useSession.persist.rehydrate();
  });
  afterEach(() => vi.unstubAllGlobals());

  it("asks for the company's slots on the date, for the booking's duration, and labels them", async () => {
    const api = mockApi({ 'POST /customer/company-calendar/schedules': () => envelope(200, daySlots(4, [3])) });
    renderBooking();
    expect(await screen.findByRole('button', { name: '7:00 AM - 9:30 AM' })).toBeEnabled();
    expect(api.callsTo('POST /customer/company-calendar/schedules')[0]?.body).toEqual({
      CompanyServiceID: 10,
      Date: valleyToday(),
      Duration: '02:30:00',
    });
    expect(screen.getByRole('button', { name: /Date/ })).toHaveTextContent(formatPickerDate(valleyToday()));
    // Unavailable slots cannot be chosen.
    expect(slotButton('8:00 AM - 10:30 AM')).toBeDisabled();
    // The booking the companies screen handed over is kept in the session (a reload keeps it).
    expect(useSession.getState().booking).toMatchObject({ companyServiceId: 10, companyName: BOOKING.companyName });
  });

  it('reads "Book" for a priced visit and "Request a free estimate" for an estimate', async () => {
    mockApi({ 'POST /customer/company-calendar/schedules': () => envelope(200, daySlots(4)) });
    renderBooking([{ pathname: '/booking', state: { ...BOOKING, price: 0, subservices: [] } }]);
    fireEvent.click(await screen.findByRole('button', { name: '7:00 AM - 9:30 AM' }));
    expect(screen.getByRole('button', { name: 'Request a free estimate' })).toBeInTheDocument();
    expect(getEstimate()).not.toBeInTheDocument();
  });

  it('toggles one slot at a time, and shows Book only while a slot is chosen', async () => {
    mockApi({ 'POST /customer/company-calendar/schedules': () => envelope(200, daySlots(4)) });
    renderBooking();
    const first = await screen.findByRole('button', { name: '7:00 AM - 9:30 AM' });
    expect(getEstimate()).not.toBeInTheDocument();

    fireEvent.click(first);
    expect(first).toHaveAttribute('aria-pressed', 'true');
    expect(getEstimate()).toBeInTheDocument();
    expect(useSession.getState().booking).toMatchObject({ scheduleId: 1, slotLabel: '7:00 AM - 9:30 AM' });

    const second = slotButton('7:30 AM - 10:00 AM');
    fireEvent.click(second);
    expect(second).toHaveAttribute('aria-pressed', 'true');
    expect(first).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getAllByRole('button', { pressed: true })).toHaveLength(1);

    // Pressing the chosen slot again lets it go.
    fireEvent.click(second);
    expect(second).toHaveAttribute('aria-pressed', 'false');
    expect(getEstimate()).not.toBeInTheDocument();
    expect(useSession.getState().booking?.scheduleId).toBeUndefined();
  });

  it(`uses the narrower layout below ${NARROW_SLOT_LAYOUT_BELOW} slots`, async () => {
    mockApi({ 'POST /customer/company-calendar/schedules': () => envelope(200, daySlots(15)) });
    renderBooking();
    expect(await screen.findByRole('group', { name: 'Time slots' })).toHaveAttribute('data-layout', 'narrow');
  });

  it(`uses the wide layout from ${NARROW_SLOT_LAYOUT_BELOW} slots`, async () => {
    mockApi({ 'POST /customer/company-calendar/schedules': () => envelope(200, daySlots(16)) });
    renderBooking();
    const group = await screen.findByRole('group', { name: 'Time slots' });
    expect(group).toHaveAttribute('data-layout', 'wide');
    expect(within(group).getAllByRole('button')).toHaveLength(16);
  });

  it(`says '${Messages.noSchedules}' when the day has none`, async () => {
    mockApi({ 'POST /customer/company-calendar/schedules': () => envelope(200, []) });
    renderBooking();
    expect(await screen.findByText(Messages.noSchedules)).toBeInTheDocument();
  });

  describe('the days without a free slot', () => {
    const today = valleyToday();
    const open = addDays(today, 2);
    /** Mantine names a calendar day '17 June 2026'. */
    const dayName = (date: string) =>
      new Date(`${date}T12:00:00Z`).toLocaleDateString('en-GB', {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      });

    it('opens on the first day with a free slot, not on a preferred day without one', async () => {
      const api = mockApi({
        'POST /customer/company-calendar/days': () => envelope(200, [open, addDays(today, 9)]),
        'POST /customer/company-calendar/schedules': () => envelope(200, daySlots(4)),
      });
      renderBooking();
      expect(await screen.findByRole('heading', { name: `Available times on ${formatDate(open)}` })).toBeVisible();
      expect(await screen.findByRole('button', { name: '7:00 AM - 9:30 AM' })).toBeEnabled();
      expect(api.callsTo('POST /customer/company-calendar/days')[0]?.body).toEqual({
        CompanyServiceID: 10,
        From: today,
        To: addDays(today, OPEN_DAYS_MAX_SPAN - 1),
        Duration: '02:30:00',
      });
      // The preferred day's times are never asked for: the customer never sees its empty list.
      expect(api.callsTo('POST /customer/company-calendar/schedules').map((c) => c.body)).toEqual([
        { CompanyServiceID: 10, Date: open, Duration: '02:30:00' },
      ]);
      expect(screen.queryByText(Messages.noSchedules)).not.toBeInTheDocument();
      expect(useSession.getState().booking?.date).toBe(open);
    });

    it('marks the days without a free slot in the date picker', async () => {
      mockApi({
        'POST /customer/company-calendar/days': () => envelope(200, [open]),
        'POST /customer/company-calendar/schedules': () => envelope(200, daySlots(4)),
      });
      renderBooking();
      await screen.findByRole('button', { name: '7:00 AM - 9:30 AM' });
      fireEvent.click(screen.getByRole('button', { name: /^Date/ }));
      expect(await screen.findByRole('button', { name: dayName(open), hidden: true })).toBeEnabled();
      // The days around it, in the month shown, have no free slot.
      const closed = [today, addDays(today, 1), addDays(today, 3)].filter((d) => d.slice(0, 7) === open.slice(0, 7));
      expect(closed.length).toBeGreaterThan(0);
      for (const date of closed) {
        expect(screen.getByRole('button', { name: dayName(date), hidden: true })).toBeDisabled();
      }
    });

    it("shows the next month when the arrows go past the month's edge (ui/use-month-crossing-keys)", async () => {
      const lastOfMonth = addDays(`${addDays(`${today.slice(0, 8)}01`, 32).slice(0, 8)}01`, -1);
      mockApi({
        'POST /customer/company-calendar/days': () =>
          envelope(
            200,
            Array.from({ length: OPEN_DAYS_MAX_SPAN }, (_, i) => addDays(today, i)),
          ),
        'POST /customer/company-calendar/schedules': () => envelope(200, daySlots(4)),
      });
      renderBooking();
      await screen.findByRole('button', { name: '7:00 AM - 9:30 AM' });
      fireEvent.click(screen.getByRole('button', { name: /^Date/ }));
      const last = await screen.findByRole('button', { name: dayName(lastOfMonth), hidden: true });
      fireEvent.keyDown(last, { key: 'ArrowRight' });
      // The next month shows (jsdom keeps the closed popover's focus out of reach: the hook's test checks it).
      expect(
        await screen.findByRole('button', { name: dayName(addDays(lastOfMonth, 1)), hidden: true }),
      ).toHaveAttribute('data-day', addDays(lastOfMonth, 1));
      const midMonth = `${today.slice(0, 8)}15`;
      expect(screen.queryByRole('button', { name: dayName(midMonth), hidden: true })).not.toBeInTheDocument();
    });

    it('stays on the preferred day when it has a free slot', async () => {
      const api = mockApi({
        'POST /customer/company-calendar/days': () => envelope(200, [today, open]),
        'POST /customer/company-calendar/schedules': () => envelope(200, daySlots(4)),
      });
      renderBooking();
      await screen.findByRole('button', { name: '7:00 AM - 9:30 AM' });
      expect(api.callsTo('POST /customer/company-calendar/schedules')[0]?.body).toMatchObject({ Date: today });
    });

    it('still shows the preferred day when the server cannot say which days are free', async () => {
      const api = mockApi({
        'POST /customer/company-calendar/days': () => envelope(500, null, 'Internal error'),
        'POST /customer/company-calendar/schedules': () => envelope(200, daySlots(4)),
      });
      renderBooking();
      await screen.findByRole('button', { name: '7:00 AM - 9:30 AM' });
      expect(api.callsTo('POST /customer/company-calendar/schedules')[0]?.body).toMatchObject({ Date: today });
    });
  });

  it('keeps the chosen slot across a reload (the session holds it)', async () => {
    useSession.setState({ booking: BOOKING_WITH_SLOT, isLoggedInAsGuest: true, tokenGuest: 'guest-token' });
    mockApi({ 'POST /customer/company-calendar/schedules': () => envelope(200, daySlots(4)) });
    renderBooking([{ pathname: '/booking', state: null }]);
    expect(await screen.findByRole('button', { name: '7:30 AM - 10:00 AM' })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(required(getEstimate(), 'the Get Estimate button'));
    await waitFor(() => expect(where()).toMatch(/^\/payment-information\|/));
  });

  it('shows why the checkout sent the customer back', async () => {
    useSession.setState({ booking: BOOKING });
    mockApi({ 'POST /customer/company-calendar/schedules': () => envelope(200, daySlots(4, [2])) });
    renderBooking([
      { pathname: '/booking', state: { notice: 'This time slot was just taken. Please choose another one.' } },
    ]);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This time slot was just taken. Please choose another one.',
    );
  });

  describe('for a visitor who is neither signed in nor a guest', () => {
    async function chooseAndAsk() {
      fireEvent.click(await screen.findByRole('button', { name: '7:30 AM - 10:00 AM' }));
      fireEvent.click(required(getEstimate(), 'the Get Estimate button'));
      const dialog = await screen.findByRole('dialog', { name: Messages.notLoggedIn.title });
      expect(dialog).toHaveTextContent(Messages.notLoggedIn.text);
      return dialog;
    }

    it('Sign in keeps the booking with its slot and goes to sign-in with returnToBook', async () => {
      const api = mockApi({ 'POST /customer/company-calendar/schedules': () => envelope(200, daySlots(4)) });
      renderBooking();
      const dialog = await chooseAndAsk();
      fireEvent.click(within(dialog).getByRole('button', { name: 'Sign in' }));
      await waitFor(() => expect(where()).toBe('/sign-in|{"returnToBook":true}'));
      const stored = JSON.parse(localStorage.getItem('upkeep-session') ?? '{}').state.booking as StoredBooking;
      expect(stored).toMatchObject({ companyServiceId: 10, scheduleId: 2, slotLabel: '7:30 AM - 10:00 AM' });
      expect(api.callsTo('POST /customer/auth/guest-login')).toHaveLength(0);
    });

    it('Continue as Guest gets a guest token and goes on to checkout', async () => {
      const api = mockApi({
        'POST /customer/company-calendar/schedules': () => envelope(200, daySlots(4)),
        'POST /customer/auth/guest-login': () => envelope(200, { token: 'guest-token' }),
      });
      renderBooking();
      const dialog = await chooseAndAsk();
      fireEvent.click(within(dialog).getByRole('button', { name: 'Continue as Guest' }));
      await waitFor(() => expect(where()).toMatch(/^\/payment-information\|/));
      expect(api.callsTo('POST /customer/auth/guest-login')).toHaveLength(1);
      expect(useSession.getState()).toMatchObject({
        isLoggedInAsGuest: true,
        tokenGuest: 'guest-token',
        ticketId: null,
      });
      expect(useSession.getState().booking).toMatchObject({ scheduleId: 2 });
    });

    it('Cancel goes home', async () => {
      mockApi({ 'POST /customer/company-calendar/schedules': () => envelope(200, daySlots(4)) });
      renderBooking();
      const dialog = await chooseAndAsk();
      fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(where()).toMatch(/^\/home\|/));
    });
  });

  it('goes straight to checkout for a signed-in customer, starting a fresh checkout', async () => {
    useSession.setState({
      isLoggedIn: true,
      token: 'customer-token',
      user: { name: 'Dana Demo', email: 'dana@upkeep.test', phoneNumber: '7025550100' },
      ticketId: 99,
      paymentIntent: { id: 'pi_old', clientSecret: 'old' },
    });
    mockApi({ 'POST /customer/company-calendar/schedules': () => envelope(200, daySlots(4)) });
    renderBooking();
    fireEvent.click(await screen.findByRole('button', { name: '7:00 AM - 9:30 AM' }));
    fireEvent.click(required(getEstimate(), 'the Get Estimate button'));
    await waitFor(() => expect(where()).toMatch(/^\/payment-information\|/));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(useSession.getState()).toMatchObject({ ticketId: null, paymentIntent: null });
  });

  it('sends a visitor without a booking to the search', async () => {
    mockApi({});
    renderBooking(['/booking']);
    expect(await screen.findByRole('link', { name: 'Search services' })).toHaveAttribute('href', '/home');
  });
});
