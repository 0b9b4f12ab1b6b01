/**
 * A booking, a day's slots and the checkout's answers for the booking screens' unit tests, shaped by the
 * contract (a drift in the contract fails to compile here).
 */
import type { CheckoutTicket, PaymentIntentData, TimeSlot } from '@upkeep/contract';
import { valleyToday } from '@upkeep/contract';
import type { StoredBooking } from '../app/session/store';
import { envelope, type Handler } from './api-mock';
import { service } from './discovery-fixtures';

export const BOOKING: StoredBooking = {
  zipCode: '89102',
  service: 'Landscaping',
  serviceId: 4,
  companyId: 1,
  companyName: 'Desert Bloom Landscaping',
  companyServiceId: 10,
  subservices: [
    { subServiceName: 'Landscaping: service visit', price: 29, subserviceDesc: 'Base price of the visit' },
    { subServiceName: 'General Maintenance: Small yard', price: 100, subserviceDesc: 'Small yard' },
  ],
  price: 129,
  date: valleyToday(),
  duration: '02:30:00',
  serviceDuration: '02:30:00',
  idFeatures: [[101, 112]],
  quantity: [1],
  subServiceId: null,
  isServiceCall: false,
};

const clock = (minutes: number) => {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `${h % 12 === 0 ? 12 : h % 12}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
};

/** `count` slots half an hour apart from 7:00 AM, each 2.5 hours long; `unavailable` ids are taken. */
export function daySlots(count: number, unavailable: number[] = []): TimeSlot[] {
  return Array.from({ length: count }, (_, i) => {
    const start = 7 * 60 + i * 30;
    return {
      id: i + 1,
      startTime: `${String(Math.floor(start / 60)).padStart(2, '0')}:${String(start % 60).padStart(2, '0')}:00`,
      duration: '02:30:00',
      isAvailable: !unavailable.includes(i + 1),
      label: `${clock(start)} - ${clock(start + 150)}`,
      startsAt: '2030-01-01T15:00:00.000Z',
    };
  });
}

/** The booking with slot 2 (7:30 AM) chosen on the estimate screen. */
export const BOOKING_WITH_SLOT: StoredBooking = {
  ...BOOKING,
  scheduleId: 2,
  startTime: '07:30:00',
  slotLabel: '7:30 AM - 10:00 AM',
  startsAt: '2030-01-01T15:30:00.000Z',
};

export const FEE = 4.99;

export function ticket(extra: Partial<CheckoutTicket> = {}): CheckoutTicket {
  return {
    id: 501,
    price: 129,
    fee: FEE,
    discount: 0,
    total: 133.99,
    isEstimate: false,
    confirmed: false,
    holdExpiresAt: '2030-01-01T16:15:00.000Z',
    scheduledAt: '2030-01-01T15:30:00.000Z',
    duration: '02:30:00',
    requestExpiryHours: 2,
    lines: [
      { id: 1, displayName: 'Landscaping: service visit', price: 29, description: '', quantity: 1 },
      { id: 2, displayName: 'General Maintenance: Small yard', price: 100, description: '', quantity: 1 },
    ],
    ...extra,
  };
}

export const intent = (extra: Partial<PaymentIntentData> = {}): PaymentIntentData => ({
  provider: 'sandbox',
  paymentIntentId: 'pi_sbx_1',
  clientSecret: 'pi_sbx_1_secret_x',
  amount: 133.99,
  status: 'requires_payment_method',
  publishableKey: null,
  ...extra,
});

export const configAnswer: Handler = () =>
  envelope(200, {
    environment: 'test',
    payments: { provider: 'sandbox', publishableKey: null },
    mail: 'mailbox',
    sms: 'log',
    geo: 'gazetteer',
    testMode: true,
    testServices: ['payments', 'mail', 'sms'],
  });

/** The whole checkout answered as the server does for a good card (4242…) and a declined one (…0002). */
export function checkoutHandlers(overrides: Record<string, Handler> = {}): Record<string, Handler> {
  return {
    'GET /config': configAnswer,
    // The booking's service as the catalogue states it: landscaping allows plans.
    'GET /customer/services/4': () => envelope(200, service(4, 'Landscaping', { plansAllowed: true })),
    'GET /customer/ticket/fee': () =>
      envelope(200, { fee: FEE, feeCents: 499, cancellationPolicy: { fee: 25, freeHoursBefore: 48 } }),
    'POST /customer/ticket': () => envelope(201, ticket(), 'Ticket created'),
    'POST /customer/ticket-services/501': () => envelope(200, ticket().lines),
    'POST /customer/payment': () => envelope(200, intent()),
    'POST /sandbox/payment-intents/pi_sbx_1/confirm': (call) => {
      const { cardNumber } = call.body as { cardNumber: string };
      return cardNumber === '4242424242424242'
        ? envelope(200, { id: 'pi_sbx_1', status: 'succeeded', error: null })
        : envelope(200, {
            id: 'pi_sbx_1',
            status: 'requires_payment_method',
            error: { code: 'card_declined', message: 'Your card was declined.' },
          });
    },
    'POST /customer/payment/validate': () =>
      envelope(200, { ticketId: 501, paid: 133.99, status: 'succeeded', fee: FEE }, 'Payment validated'),
    ...overrides,
  };
}
