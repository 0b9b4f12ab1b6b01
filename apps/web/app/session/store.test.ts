import type { CheckoutTicket } from '@upkeep/contract';
import { required } from '@upkeep/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { activeToken, initialSession, SESSION_STORAGE_KEY, useSession } from './store';

const user = { name: 'Dana', email: 'demo@upkeep.test', phoneNumber: '7025550100' };

describe('the client session', () => {
  beforeEach(() => {
    localStorage.clear();
    useSession.setState({ ...initialSession });
  });

  it('login sets the logged-in state and clears the guest', () => {
    useSession.getState().loginAsGuest('guest-token');
    useSession.getState().login('user-token', user, true);
    const s = useSession.getState();
    expect(s).toMatchObject({ isLoggedIn: true, token: 'user-token', user, isTempPassword: true });
    expect(s).toMatchObject({ isLoggedInAsGuest: false, tokenGuest: null });
    expect(activeToken(s)).toBe('user-token');
  });

  it('guest login sets the guest and clears user and token', () => {
    useSession.getState().login('user-token', user, false);
    useSession.getState().loginAsGuest('guest-token');
    const s = useSession.getState();
    expect(s).toMatchObject({
      isLoggedInAsGuest: true,
      tokenGuest: 'guest-token',
      isLoggedIn: false,
      user: null,
      token: null,
    });
    expect(activeToken(s)).toBe('guest-token');
  });

  it('logout clears login state, user, token, ticket id and the temporary-password flag', () => {
    useSession.getState().login('user-token', user, true);
    useSession.setState({ ticketId: 12, existTicketId: true, source: 'google' });
    useSession.getState().logout();
    expect(useSession.getState()).toMatchObject({
      isLoggedIn: false,
      user: null,
      token: null,
      ticketId: null,
      existTicketId: false,
      isTempPassword: false,
      source: 'google',
    });
  });

  it('a new search resets the selected feature, the answers and the service-call description', () => {
    useSession.setState({
      selectedFeature: 3,
      questionnaireForms: [{ formId: 7, answers: { 1: 2 }, addOns: {}, quantity: 1 }],
      serviceCallDescription: 'Leak under the sink',
      source: 'flyer',
    });
    useSession.getState().resetSearch();
    expect(useSession.getState()).toMatchObject({
      selectedFeature: null,
      questionnaireForms: [],
      serviceCallDescription: '',
      source: 'flyer',
    });
  });

  it('persists every field under one key and survives a reload', async () => {
    useSession.getState().login('user-token', user, false);
    useSession.getState().applyDiscountCode({ id: 1, code: 'WELCOME15', amount: null, percentage: 0.15 });
    const stored = JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? '{}');
    expect(Object.keys(localStorage)).toEqual([SESSION_STORAGE_KEY]);
    expect(Object.keys(stored.state).sort()).toEqual(Object.keys(initialSession).sort());
    // A reload: the in-memory store starts empty, the saved value is still in localStorage.
    const saved = required(localStorage.getItem(SESSION_STORAGE_KEY), 'the stored session');
    useSession.setState({ ...initialSession });
    localStorage.setItem(SESSION_STORAGE_KEY, saved);
    await useSession.persist.rehydrate();
    expect(useSession.getState()).toMatchObject({
      isLoggedIn: true,
      token: 'user-token',
      discountCode: { code: 'WELCOME15' },
    });
  });
  describe('the checkout', () => {
    const booking = {
      zipCode: '89101',
      service: 'Plumbing',
      serviceId: 1,
      companyId: 2,
      companyName: 'Valley Pipes',
      companyServiceId: 3,
      subservices: [],
      price: 100,
      date: '2026-12-01',
      scheduleId: 9,
      slotLabel: '8:00 AM - 10:30 AM',
      startsAt: '2026-12-01T16:00:00.000Z',
      startTime: '08:00',
    };
    const ticket = { id: 44 } as unknown as CheckoutTicket;

    it('a new checkout forgets the ticket, intent, error and code of an earlier one', () => {
      useSession.getState().startBooking({ ...booking, ticket });
      useSession.setState({ ticketId: 44, existTicketId: true, paymentIntent: { id: 'pi', clientSecret: 's' } });
      useSession.setState({
        paymentError: 'Declined',
        discountCode: { id: 1, code: 'X', amount: 5, percentage: null },
      });
      useSession.getState().startCheckout();
      const s = useSession.getState();
      expect(s.booking).toEqual(booking);
      expect(s).toMatchObject({ ticketId: null, existTicketId: false, paymentIntent: null, paymentError: null });
      expect(s.discountCode).toBeNull();
    });

    it('a created ticket is kept; a dropped one takes its slot with it', () => {
      useSession.getState().startBooking(booking);
      useSession.getState().checkoutTicketCreated(ticket);
      expect(useSession.getState()).toMatchObject({ ticketId: 44, existTicketId: true, booking: { ticket } });
      useSession.getState().paymentIntentCreated({ id: 'pi', clientSecret: 's' });
      useSession.getState().dropCheckoutTicket();
      const s = useSession.getState();
      expect(s).toMatchObject({ ticketId: null, existTicketId: false, paymentIntent: null });
      const { scheduleId: _s, slotLabel: _l, startsAt: _a, startTime: _t, ...withoutSlot } = booking;
      expect(s.booking).toStrictEqual(withoutSlot);
    });

    it('the confirmation resets the checkout and ends a guest login', () => {
      useSession.getState().loginAsGuest('guest-token');
      useSession.getState().startBooking(booking, { duration: '1', serviceDuration: '1' });
      useSession.getState().finishCheckout();
      expect(useSession.getState()).toMatchObject({
        booking: null,
        durationValues: null,
        isLoggedInAsGuest: false,
        tokenGuest: null,
      });
    });
  });
});
