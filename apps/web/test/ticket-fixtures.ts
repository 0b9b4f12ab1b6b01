/**
 * Tickets, their parts and the reviews for the ticket screens' unit tests, shaped by the contract (a
 * drift in the contract fails to compile here).
 */
import type { OpenCharge, PublicReview, TicketDetail, TicketListItem } from '@upkeep/contract';
import { envelope, type Handler } from './api-mock';

export const TOKEN = 'customer-token';

export function listItem(extra: Partial<TicketListItem> = {}): TicketListItem {
  return {
    id: 41,
    scheduledDate: '2026-11-24T16:00:00.000Z',
    status: 'Scheduled',
    statusId: 2,
    totalPrice: 133.5,
    companyName: 'Blue Mesa Pool Service',
    serviceName: 'Pool Service',
    servicesID: 5,
    canReview: false,
    isReviewedByCustomer: false,
    isOpenCharge: false,
    openChargePendingPayment: false,
    ...extra,
  };
}

export function detail(extra: Partial<TicketDetail> = {}): TicketDetail {
  return {
    id: 41,
    name: 'Dana Whitfield',
    email: 'demo@upkeep.test',
    phoneNumber: '7025550147',
    address: '10847 Sundown Ridge Dr, Las Vegas, NV 89135',
    zipCode: '89135',
    companyName: 'Blue Mesa Pool Service',
    companySlug: 'blue-mesa-pool-service',
    companyId: 3,
    companyServiceId: 30,
    serviceName: 'Pool Service',
    servicesID: 5,
    price: 150,
    fee: 4.99,
    discountAmount: 15,
    totalPrice: 139.99,
    totalPaid: 139.99,
    totals: {
      lines: [
        { kind: 'services', label: 'Services', amount: 150, status: null },
        { kind: 'fee', label: 'Booking fee', amount: 4.99, status: null },
        { kind: 'discount', label: 'Discount', amount: -15, status: null },
      ],
      total: 139.99,
      paid: 139.99,
      refunded: 0,
      kept: 0,
      balance: 0,
    },
    cancellationFee: 0,
    cancellationPolicy: { fee: 25, freeHoursBefore: 48 },
    confirmWithinHours: null,
    createdDate: '2026-11-16T18:05:00.000Z',
    scheduledDate: '2026-11-24T17:00:00.000Z',
    duration: '02:00:00',
    serviceDuration: '02:00:00',
    status: 'Scheduled',
    statusId: 2,
    instructions: 'Gate code 4821#.',
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
    ...extra,
  };
}

export const LINES = [
  { id: 1, displayName: 'Weekly cleaning and chemicals', price: 150, description: 'Medium pool', quantity: 1 },
];

export const HISTORY = [
  {
    id: 1,
    updatedAt: '2026-11-16T18:05:00.000Z',
    status: 'Pending',
    comments: 'Booked and paid online.',
    userType: { type: 'Customer' },
  },
  {
    id: 2,
    updatedAt: '2026-11-16T21:05:00.000Z',
    status: 'Scheduled',
    comments: 'Confirmed by Blue Mesa Pool Service.',
    userType: { type: 'Company' },
  },
];

export function charge(extra: Partial<OpenCharge> = {}): OpenCharge {
  return {
    id: 7,
    description: 'Replace the cracked skimmer lid',
    price: 45,
    duration: '00:30:00',
    createdDate: '2026-11-24T18:00:00.000Z',
    status: 'pending',
    ...extra,
  };
}

/** Every call of the detail screen for ticket 41, answered well; override any of them. */
export function detailHandlers(
  ticket: TicketDetail = detail(),
  overrides: Record<string, Handler> = {},
): Record<string, Handler> {
  const id = ticket.id;
  const base: Record<string, Handler> = {
    [`GET /customer/ticket/${id}`]: () => envelope(200, ticket),
    [`GET /customer/ticket-services/ticket/${id}`]: () => envelope(200, LINES),
    [`GET /customer/ticket-history/ticket/${id}`]: () => envelope(200, HISTORY),
    [`GET /customer/status-flow/${id}`]: () => envelope(200, [{ action: 'Cancel Service', nextStatusID: 5 }]),
    [`GET /customer/open-charges/ticket/${id}`]: () => envelope(200, []),
    [`GET /customer/tickets/${id}/messages`]: () => envelope(200, []),
    [`GET /customer/ticket/${id}/photos`]: () => envelope(200, []),
    [`GET /customer/tickets/${id}/tip`]: () => envelope(200, { canTip: false, until: null, options: [], tip: null }),
  };
  return { ...base, ...overrides };
}

export function publicReview(id: number, extra: Partial<PublicReview> = {}): PublicReview {
  return {
    id,
    userName: `Customer ${id}`,
    upKeepScore: 5,
    upKeepComment: 'Easy booking.',
    reviewDate: '2026-10-02T18:00:00.000Z',
    ...extra,
  };
}
