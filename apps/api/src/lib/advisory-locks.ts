/**
 * Every transaction-scoped advisory lock of the API, by namespace, in one table: two features that picked the
 * same number would wait on each other's work (the staff refunds and the staff team once shared 1501). A lock
 * is (namespace, hashtext(key)) and lasts until its transaction ends; concurrent holders wait their turn.
 * On the embedded database (one connection) they cost nothing and change nothing.
 */
import type { Tx } from '../db/client.ts';
import { advisoryXactLock } from './queries.ts';

export const LOCK_SPACES = {
  /** A checkout counting its client's live unconfirmed bookings (booking/checkout.ts), in this order. */
  checkoutCustomer: 1001,
  checkoutGuest: 1002,
  checkoutAddress: 1003,
  checkoutEmail: 1004,
  checkoutPhone: 1005,
  /** A phone number's texts from guest bookings (notifications/booking-confirmation.ts). */
  guestTexts: 1006,
  /** A phone number's texts of one topic, while a daily cap counts them (notifications/outbox.ts). */
  topicTexts: 1007,
  /** A ticket's private links, while one is read or issued: two notices at once make one link (tickets/links). */
  ticketLinks: 1008,
  /** One company user's or staff member's password links, while one is issued (accounts/realm-passwords.ts). */
  passwordLinks: 1101,
  /** A job's "on my way" texts (company-jobs). */
  onMyWay: 1301,
  /** A company's calendar: bookings and moves against its time off (booking, reschedule, company-setup). */
  companyCalendar: 1401,
  /** A ticket's staff refunds (staff-tickets). */
  staffRefunds: 1501,
  /** Staff team changes (staff-team). */
  staffTeam: 1502,
  /** A subject's counted actions (lib/flood-limits.ts): invitations to an address, a company's logo uploads. */
  floodLimits: 1601,
  /** A company's extra charges created in the last hour (company-jobs). */
  companyCharges: 1602,
  /** A job's photos: two uploads at once cannot both take the last place (crew-day). */
  jobPhotos: 1603,
  /** A company's gallery: two additions at once cannot both take the last place (company-pages). */
  companyGallery: 1604,
} as const;

export type LockSpace = keyof typeof LOCK_SPACES;

/** Takes the locks in the order given (callers that take several always take them in one order). */
export async function lockKeys(tx: Tx, locks: readonly [space: LockSpace, key: string][]): Promise<void> {
  for (const [space, key] of locks) {
    await advisoryXactLock(tx, LOCK_SPACES[space], key);
  }
}

export const lockKey = (tx: Tx, space: LockSpace, key: string | number) => lockKeys(tx, [[space, String(key)]]);
