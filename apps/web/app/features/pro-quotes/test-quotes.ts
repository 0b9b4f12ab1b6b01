/** The quote screens' tests: a signed-in owner, a job to quote, quotes and their revisions as the API answers them. */
import {
  addDays,
  type CompanyQuote,
  type CompanyQuoteListItem,
  type CompanyTicketDetail,
  type QuoteRevisionAnswer,
  valleyInstant,
  valleyToday,
} from '@upkeep/contract';
import { useCompanySession } from '../../session/realm-session';

export const PRO_TOKEN = 'pro-token';
export const today = valleyToday();
const at = (date: string, time = '09:00') => valleyInstant(date, time).toISOString();

export function signInOwner() {
  localStorage.clear();
  useCompanySession.getState().signedIn({
    token: PRO_TOKEN,
    user: {
      id: 3,
      name: 'Rosa',
      email: 'pro@upkeep.test',
      role: 'owner',
      crewId: null,
      companyId: 9,
      companyName: 'Desert Air HVAC',
      companyState: 'live',
      locale: 'en',
      hasSecondFactor: false,
    },
  });
}

/** A free estimate's job, Pending: nothing paid, no fee yet (the quote adds UpKeep's booking fee). */
export function estimateJob(patch: Partial<CompanyTicketDetail> = {}): CompanyTicketDetail {
  return {
    id: 41,
    status: 'Pending',
    statusId: 1,
    createdDate: at(today, '08:00'),
    scheduledDate: at(addDays(today, 2)),
    duration: '01:00:00',
    crewId: 1,
    serviceName: 'HVAC Service',
    servicesID: 5,
    isEstimate: true,
    customer: {
      name: 'Dana Demo',
      email: 'demo@upkeep.test',
      phoneNumber: '7025550147',
      address: '1 Main St',
      zipCode: '89101',
    },
    instructions: '',
    description: 'The AC blows warm air.',
    price: 0,
    fee: 0,
    discountAmount: 0,
    totalPrice: 0,
    totalPaid: 0,
    totals: { lines: [], total: 0, paid: 0, refunded: 0, kept: 0, balance: 0 },
    lines: [],
    history: [],
    payments: [],
    openCharges: [],
    canAddCharge: false,
    canNotifyOnMyWay: false,
    needsAction: null,
    moveRequest: null,
    startFrom: null,
    ...patch,
  };
}

const line = (id: number, position: number, description: string, quantity: number, unitPrice: number) => ({
  id,
  position,
  description,
  quantity,
  unitPrice,
  lineTotal: quantity * unitPrice,
  featureValueId: null,
});

/** A revision of two options: Repair ($180 and an add-on, 2 × $45.50) and Replace ($4,200), a 25% deposit. */
export function revision(patch: Partial<QuoteRevisionAnswer> = {}): QuoteRevisionAnswer {
  return {
    id: 70,
    revision: 1,
    status: 'draft',
    terms: 'Parts under warranty for a year.',
    expiresOn: addDays(today, 14),
    deposit: { kind: 'percent', percent: 25, amount: null },
    fee: 4.99,
    proposedAt: null,
    options: [
      {
        id: 81,
        position: 1,
        title: 'Repair',
        durationMinutes: 120,
        lines: [line(91, 1, 'Replace capacitor', 1, 180)],
        addOns: [line(92, 2, 'Refrigerant recharge', 2, 45.5)],
        totals: { services: 180, fee: 4.99, total: 184.99, deposit: 46.25 },
      },
      {
        id: 82,
        position: 2,
        title: 'Replace with 14 SEER',
        durationMinutes: 480,
        lines: [line(93, 1, '14 SEER condenser', 1, 4200)],
        addOns: [],
        totals: { services: 4200, fee: 4.99, total: 4204.99, deposit: 1051.25 },
      },
    ],
    photoIds: [],
    createdAt: at(today, '08:00'),
    sentAt: null,
    ...patch,
  };
}

export function quote(patch: Partial<CompanyQuote> = {}): CompanyQuote {
  return {
    id: 9,
    ticketId: 41,
    status: 'draft',
    customerName: 'Dana Demo',
    serviceName: 'HVAC Service',
    ticketStatus: 'Pending',
    liveRevision: null,
    draftRevision: 1,
    sentAt: null,
    viewedAt: null,
    answeredAt: null,
    declineReason: null,
    createdAt: at(today, '08:00'),
    updatedAt: at(today, '08:00'),
    revisions: [revision()],
    approval: null,
    ...patch,
  };
}

/** The quote once its draft is sent: revision 1 the customer's. */
export function sentQuote(patch: Partial<CompanyQuote> = {}): CompanyQuote {
  return quote({
    status: 'sent',
    liveRevision: 1,
    draftRevision: null,
    sentAt: at(today, '10:00'),
    revisions: [revision({ status: 'sent', sentAt: at(today, '10:00') })],
    ...patch,
  });
}

export function listItem(id: number, patch: Partial<CompanyQuoteListItem> = {}): CompanyQuoteListItem {
  return {
    id,
    ticketId: 40 + id,
    customerName: `Customer ${id}`,
    serviceName: 'HVAC Service',
    status: 'sent',
    revision: 1,
    totalFrom: 184.99,
    totalTo: 4204.99,
    sentAt: at(today, '10:00'),
    viewedAt: null,
    expiresOn: addDays(today, 14),
    createdAt: at(today, '08:00'),
    ...patch,
  };
}
