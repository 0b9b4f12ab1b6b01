/**
 * A ticket's words and rules that need no schema: its statuses' and scores' words, its PDF's file name, the time a
 * company has to confirm. Apart from tickets.ts's schemas so that the web's screens load them without zod (issue
 * 48, decision 0035); tickets.ts exports them too.
 */

/** The Cancelled status (the API's lifecycle holds every status; the web needs this one to explain refunds). */
export const CANCELLED_STATUS_ID = 5;

export const TICKET_PAGE_SIZE = 10;
/** Review scores and their words (spec 000 section 5). */
export const SCORE_LABELS = ['Poor', 'Fair', 'Good', 'Very good', 'Excellent'] as const;

/** Characters no file system or browser keeps in a file name: controls, path separators, Windows' reserved. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this removes.
const UNSAFE_FILE_NAME_CHARS = /[\u0000-\u001f\u007f<>:"/\\|?*]+/g;
/** Long service names are cut so the whole name stays well under file systems' 255-byte limit. */
const MAX_SERVICE_NAME_IN_FILE = 80;

/**
 * The ticket PDF's file name (spec 000 section 7: "saved as ticket id and service name, .pdf"), with a
 * separator between the two so they do not run together: 'Ticket 9 - HVAC Service.pdf'. Unsafe characters
 * are dropped and spaces collapsed; the server's Content-Disposition and the web app's download both use it.
 */
export function ticketPdfFileName(ticketId: number, serviceName: string): string {
  const service = serviceName
    .replace(UNSAFE_FILE_NAME_CHARS, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, MAX_SERVICE_NAME_IN_FILE)
    .replace(/[\s.]+$/, '');
  return service ? `Ticket ${ticketId} - ${service}.pdf` : `Ticket ${ticketId}.pdf`;
}

// ---------------------------------------------------------------- a request waiting for the company

/**
 * When a company must have confirmed a Pending booking: a booking still Pending `request_expiry_hours` before its
 * start expires unconfirmed (and is refunded). The company's alerts state this instant ("Confirm it by …").
 */
export function confirmDeadline(scheduledAt: Date | string, requestExpiryHours: number): Date {
  const start = typeof scheduledAt === 'string' ? new Date(scheduledAt) : scheduledAt;
  return new Date(start.getTime() - requestExpiryHours * 3_600_000);
}

/**
 * The whole hours a company has to confirm a Pending booking, as the customer is told them and the company's
 * alerts count them (issue 46: one figure on both sides, the time until `confirmDeadline`):
 * n = floor((scheduledAt − requestExpiryHours − now) / 1 hour), at least 1 (never "0 hours": the sweep may
 * still be minutes away). No cap: a customer told "within 24 hours" of a company given 3½ days was told wrong.
 */
export function confirmWithinHours(scheduledAt: Date | string, requestExpiryHours: number, now: Date): number {
  const deadline = confirmDeadline(scheduledAt, requestExpiryHours);
  return Math.max(1, Math.floor((deadline.getTime() - now.getTime()) / 3_600_000));
}

/** "Request sent to {company}. They confirm within {n} hours.": every word of a booking the company has not confirmed. */
export function requestSentText(companyName: string, hours: number): string {
  return `Request sent to ${companyName}. They confirm within ${hours} ${hours === 1 ? 'hour' : 'hours'}.`;
}
