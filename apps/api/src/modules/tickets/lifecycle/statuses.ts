/**
 * Who acts on tickets (user types), the ticket lifecycle (statuses) and who may move a ticket where
 * (the status flow), plus the configurable settings. The specs leave status names to us:
 *
 *   Pending ──Confirm──▶ Scheduled ──Start Service──▶ In Progress ──Complete──▶ Completed
 *      │  └──Decline──▶ Declined         │                               (reviewable)
 *      └──Cancel──▶ Cancelled ◀──Cancel──┘
 *
 * Pending, Scheduled and In Progress hold the company's time; the three ends are final and free it.
 */
import { SETTING_DEFINITIONS } from '../../operations/settings/settings.ts';

export const UserTypeId = { Customer: 1, Guest: 2, Company: 3, UpKeep: 4, System: 5 } as const;
export type UserTypeIdValue = (typeof UserTypeId)[keyof typeof UserTypeId];

export const USER_TYPES = [
  { id: UserTypeId.Customer, type: 'Customer' },
  { id: UserTypeId.Guest, type: 'Guest' },
  { id: UserTypeId.Company, type: 'Company' },
  { id: UserTypeId.UpKeep, type: 'UpKeep' },
  { id: UserTypeId.System, type: 'System' },
];

export const TicketStatusId = {
  Pending: 1,
  Scheduled: 2,
  InProgress: 3,
  Completed: 4,
  Cancelled: 5,
  Declined: 6,
} as const;
export type TicketStatusIdValue = (typeof TicketStatusId)[keyof typeof TicketStatusId];

export interface TicketStatusSeed {
  id: TicketStatusIdValue;
  status: string;
  description: string;
  holdsSlot: boolean;
  customerCanReschedule: boolean;
  reviewable: boolean;
  isFinal: boolean;
  sortOrder: number;
}

export const TICKET_STATUSES: TicketStatusSeed[] = [
  {
    id: TicketStatusId.Pending,
    status: 'Pending',
    description: 'Booked or estimate requested; waiting for the company to confirm the date and time.',
    holdsSlot: true,
    customerCanReschedule: true,
    reviewable: false,
    isFinal: false,
    sortOrder: 1,
  },
  {
    id: TicketStatusId.Scheduled,
    status: 'Scheduled',
    description: 'Confirmed by the company for the booked date and time.',
    holdsSlot: true,
    customerCanReschedule: true,
    reviewable: false,
    isFinal: false,
    sortOrder: 2,
  },
  {
    id: TicketStatusId.InProgress,
    status: 'In Progress',
    description: 'The company has started the work.',
    holdsSlot: true,
    customerCanReschedule: false,
    reviewable: false,
    isFinal: false,
    sortOrder: 3,
  },
  {
    id: TicketStatusId.Completed,
    status: 'Completed',
    description: 'The work is done. The customer can review the company.',
    holdsSlot: false,
    customerCanReschedule: false,
    reviewable: true,
    isFinal: true,
    sortOrder: 4,
  },
  {
    id: TicketStatusId.Cancelled,
    status: 'Cancelled',
    description: 'Cancelled by the customer, the company or UpKeep before the work started.',
    holdsSlot: false,
    customerCanReschedule: false,
    reviewable: false,
    isFinal: true,
    sortOrder: 5,
  },
  {
    id: TicketStatusId.Declined,
    status: 'Declined',
    description: 'The company could not take the booking; any payment is refunded.',
    holdsSlot: false,
    customerCanReschedule: false,
    reviewable: false,
    isFinal: true,
    sortOrder: 6,
  },
];

/** The System's action reviving a lapsed, never confirmed checkout whose payment arrived late. */
export const LATE_PAYMENT_ACTION = 'Payment received after the hold lapsed';

/**
 * The System's action scheduling a ticket by its customer's approval of a quote (decision 0039): a confirmed estimate
 * request (Pending) or a visit under way (In Progress) becomes a scheduled job. Only the quote's named moves use it.
 */
export const QUOTE_APPROVED_ACTION = 'Quote approved';

const T = TicketStatusId;
const U = UserTypeId;

type FlowRow = [from: number, to: number, userType: number, action: string];

const FLOW: FlowRow[] = [
  // The customer, and a guest on the tickets their token created: one action per status.
  [T.Pending, T.Cancelled, U.Customer, 'Cancel Service'],
  [T.Scheduled, T.Cancelled, U.Customer, 'Cancel Service'],
  [T.InProgress, T.Completed, U.Customer, 'Mark as Completed'],
  [T.Pending, T.Cancelled, U.Guest, 'Cancel Service'],
  [T.Scheduled, T.Cancelled, U.Guest, 'Cancel Service'],
  [T.InProgress, T.Completed, U.Guest, 'Mark as Completed'],
  // The company.
  [T.Pending, T.Scheduled, U.Company, 'Confirm'],
  [T.Pending, T.Declined, U.Company, 'Decline'],
  [T.Scheduled, T.InProgress, U.Company, 'Start Service'],
  [T.Scheduled, T.Cancelled, U.Company, 'Cancel Service'],
  [T.InProgress, T.Completed, U.Company, 'Complete Service'],
  // UpKeep staff (support).
  [T.Pending, T.Scheduled, U.UpKeep, 'Confirm'],
  [T.Pending, T.Cancelled, U.UpKeep, 'Cancel Service'],
  [T.Scheduled, T.Cancelled, U.UpKeep, 'Cancel Service'],
  [T.InProgress, T.Completed, U.UpKeep, 'Mark as Completed'],
  // The system: unconfirmed requests and unpaid checkout holds expire, forgotten jobs close themselves.
  [T.Pending, T.Cancelled, U.System, 'Expire Request'],
  // A checkout's payment that succeeds after its hold lapsed revives the booking when its time is still free
  // (decision 0006). The only way out of a final status, and only for a ticket never confirmed (0009).
  [T.Cancelled, T.Pending, U.System, LATE_PAYMENT_ACTION],
  [T.InProgress, T.Completed, U.System, 'Auto-complete'],
  // A quote's approval schedules the job it prices (decision 0039): only its named moves use these rows.
  [T.Pending, T.Scheduled, U.System, QUOTE_APPROVED_ACTION],
  [T.InProgress, T.Scheduled, U.System, QUOTE_APPROVED_ACTION],
];

export const STATUS_FLOW = FLOW.map(([fromStatusId, toStatusId, userTypeId, action]) => ({
  fromStatusId,
  toStatusId,
  userTypeId,
  action,
}));

/** The booking fee the seed's tickets carry: the setting's default (the product reads the setting). */
export const TICKET_FEE_CENTS = SETTING_DEFINITIONS.ticket_fee_cents.value;

/** The marketplace's commission on a job's work (a setting; earnings read the setting, this is its default). */
export const MARKETPLACE_COMMISSION_PERCENT = SETTING_DEFINITIONS.marketplace_commission_percent.value;

/** The settings the seed inserts when missing (modules/operations/settings holds their definitions and reader). */
export { SETTING_SEED as SETTINGS } from '../../operations/settings/settings.ts';
