/** What the customer and the company read about moves: the customer's receipt of each move, the company's request. */
import type { Locale } from '@upkeep/contract';
import { say, type Words } from '../../../i18n/words.ts';
import type { ServiceDeps } from '../../../lib/deps.ts';
import { money } from '../../../lib/format.ts';
import type { CompanyNotice } from '../../messages/notifications/company-notice.ts';
import { type CustomerNotice, textVisitIn, visitIn } from '../../messages/notifications/customer-notice.ts';

export const REFUND_ARRIVES = 'it arrives in 5–10 business days';

/** A visit from `start`, in the customer's language. */
const visitFrom = (start: Date, durationMinutes: number, locale: Locale) =>
  visitIn({ scheduledAt: start, durationMinutes }, locale);

const feeLine = (feeCents: number, locale: Locale) =>
  feeCents > 0
    ? say(/*i18n*/ { id: 'move.feePaid', message: 'Fee paid: {fee}.', values: { fee: money(feeCents) } }, locale)
    : say(/*i18n*/ { id: 'move.noFee', message: 'No fee.' }, locale);

/** The customer's receipt of a move made (at once, or accepted by the company): the new time and the fee or none. */
export function moveReceipt(
  companyName: string,
  move: { from: Date; to: Date; durationMinutes: number; feeCents: number; accepted: boolean },
  locale: Locale = 'en',
): CustomerNotice {
  const s = (words: Words) => say(words, locale);
  const to = visitFrom(move.to, move.durationMinutes, locale);
  const from = visitFrom(move.from, move.durationMinutes, locale);
  const values = { company: companyName, to };
  return {
    subject: move.accepted
      ? s(/*i18n*/ { id: 'move.accepted.subject', message: 'your move was accepted' })
      : s(/*i18n*/ { id: 'move.moved.subject', message: 'your booking was moved' }),
    lines: [
      move.accepted
        ? s(
            /*i18n*/ {
              id: 'move.accepted',
              message: '{company} accepted your move: your booking is now on {to}.',
              values,
            },
          )
        : s(/*i18n*/ { id: 'move.moved', message: 'Your booking with {company} was moved to {to}.', values }),
      s(/*i18n*/ { id: 'move.wasOn', message: 'It was on {from}.', values: { from } }),
      feeLine(move.feeCents, locale),
    ],
    sms: s(
      /*i18n*/ {
        id: 'sms.moved',
        message: 'Your booking with {company} was moved to {to}.',
        values: {
          company: companyName,
          to: textVisitIn({ scheduledAt: move.to, durationMinutes: move.durationMinutes }, locale),
        },
      },
    ),
    emailOnly: true,
    topic: 'move-receipt',
    // The visit's event again, its UID the booking's: a calendar that takes it moves the visit.
    calendar: true,
  };
}

/** The customer's receipt of a move the company declined: the booking keeps its time; the fee comes back. */
export function declinedMoveReceipt(
  companyName: string,
  move: { from: Date; to: Date; durationMinutes: number; refundCents: number; reason: string },
  locale: Locale = 'en',
): CustomerNotice {
  const s = (words: Words) => say(words, locale);
  const to = visitFrom(move.to, move.durationMinutes, locale);
  const from = visitFrom(move.from, move.durationMinutes, locale);
  const company = companyName;
  return {
    subject: s(/*i18n*/ { id: 'move.declined.subject', message: 'your move was declined' }),
    lines: [
      s(
        /*i18n*/ {
          id: 'move.declined',
          message: '{company} cannot move your booking to {to}. Your booking keeps its time: {from}.',
          values: { company, to, from },
        },
      ),
      ...(move.reason
        ? [
            s(
              /*i18n*/ {
                id: 'notice.companyWrote',
                message: '{company} wrote: "{comments}"',
                values: { company, comments: move.reason },
              },
            ),
          ]
        : []),
      move.refundCents > 0
        ? s(
            /*i18n*/ {
              id: 'move.feeRefunded',
              message:
                'The fee of {fee} you paid for the move is refunded to your card; it arrives in 5–10 business days.',
              values: { fee: money(move.refundCents) },
            },
          )
        : s(/*i18n*/ { id: 'move.noFeePaid', message: 'No fee was paid for the move.' }),
    ],
    sms: s(
      /*i18n*/ {
        id: 'sms.moveDeclined',
        message: '{company} declined your move; your booking keeps its time.',
        values: { company },
      },
    ),
    emailOnly: true,
    topic: 'move-receipt',
  };
}

/**
 * The company's e-mail about a move waiting for its answer (with the job's link), in the reader's language (a crew
 * member's: issue 49).
 */
export function moveRequestNotice(
  deps: Pick<ServiceDeps, 'publicUrl' | 'jobs'>,
  ticketId: number,
  move: { from: Date; to: Date; durationMinutes: number },
  locale: Locale = 'en',
): CompanyNotice {
  const s = (words: Words) => say(words, locale);
  return {
    subject: s(/*i18n*/ { id: 'job.moveAsked.subject', message: 'a move waits for your answer' }),
    lines: [
      s(
        /*i18n*/ {
          id: 'job.moveAsked',
          message: 'The customer asks to move ticket #{id}:',
          values: { id: ticketId },
        },
      ),
      s(
        /*i18n*/ {
          id: 'job.from',
          message: 'from {visit}',
          values: { visit: visitFrom(move.from, move.durationMinutes, locale) },
        },
      ),
      s(
        /*i18n*/ {
          id: 'job.to',
          message: 'to {visit}.',
          values: { visit: visitFrom(move.to, move.durationMinutes, locale) },
        },
      ),
      s(
        /*i18n*/ {
          id: 'job.moveAsked.answer',
          message: 'The booking keeps its time until you accept the move. Accept or decline it on the job page:',
        },
      ),
      `${deps.publicUrl}/pro/jobs/${ticketId}`,
    ],
  };
}

/**
 * What the company's people read when the customer moved their job at once: an e-mail and a text (the day's plan
 * changes), in the reader's language (a crew member's: issue 49; the Spanish text's visit without its year).
 */
export function rescheduledCompanyNotice(
  ticketId: number,
  move: { from: Date; to: Date; durationMinutes: number },
  locale: Locale = 'en',
): CompanyNotice {
  const s = (words: Words) => say(words, locale);
  return {
    subject: s(/*i18n*/ { id: 'job.rescheduled.subject', message: 'rescheduled' }),
    lines: [
      s(/*i18n*/ { id: 'job.rescheduled', message: 'The customer moved ticket #{id}:', values: { id: ticketId } }),
      s(
        /*i18n*/ {
          id: 'job.from',
          message: 'from {visit}',
          values: { visit: visitFrom(move.from, move.durationMinutes, locale) },
        },
      ),
      s(
        /*i18n*/ {
          id: 'job.to',
          message: 'to {visit}.',
          values: { visit: visitFrom(move.to, move.durationMinutes, locale) },
        },
      ),
    ],
    text: s(
      /*i18n*/ {
        id: 'job.rescheduled.sms',
        message: 'the customer moved it to {visit}.',
        values: { visit: textVisitIn({ scheduledAt: move.to, durationMinutes: move.durationMinutes }, locale) },
      },
    ),
  };
}
