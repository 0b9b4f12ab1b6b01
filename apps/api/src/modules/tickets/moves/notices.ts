/** What the customer reads about a move: the words of each actor's moves, the refund announced, the review asked. */
import { formatVisit, KEPT_FEE_LABEL } from '@upkeep/contract';
import type { ServiceDeps } from '../../../lib/deps.ts';
import { money } from '../../../lib/format.ts';
import type { CustomerNotice } from '../../messages/notifications/customer-notice.ts';
import type { TicketRow } from '../lifecycle/service.ts';
import { TicketStatusId, UserTypeId, type UserTypeIdValue } from '../lifecycle/statuses.ts';

/** What the customer reads about a company's or the System's move (the refund announced when money goes back). */
export function moveNotice(
  deps: Pick<ServiceDeps, 'publicUrl' | 'jobs'>,
  ticket: TicketRow,
  companyName: string,
  move: {
    to: number;
    actor: UserTypeIdValue;
    comments: string;
    refundCents: number;
    autoCompleteDays: number;
    /** Who did the work ("Luis from Red Rock Yard Works"): the company's name when omitted. */
    who?: string;
  },
): CustomerNotice {
  const who = move.who ?? companyName;
  const has = who.includes(' and ') ? 'have' : 'has';
  const note = move.comments && move.actor === UserTypeId.Company ? [`${companyName} wrote: "${move.comments}"`] : [];
  const refund =
    move.refundCents > 0
      ? [`Your payment of ${money(move.refundCents)} is being refunded to your card; it arrives in 5–10 business days.`]
      : [];
  const refundSms = move.refundCents > 0 ? ` ${money(move.refundCents)} is being refunded to your card.` : '';
  const visit = formatVisit(ticket.scheduledAt, ticket.durationMinutes);
  switch (move.to) {
    case TicketStatusId.Scheduled:
      return {
        subject: 'Booking confirmed',
        lines: [`Booking confirmed: ${companyName} confirmed your booking for ${visit}.`, ...note],
        sms: `Booking confirmed: ${companyName} confirmed your booking for ${visit}.`,
        // The visit's event, CONFIRMED now (the booking's was TENTATIVE), under the booking's UID.
        calendar: true,
      };
    case TicketStatusId.Declined:
      return {
        subject: 'your booking was declined',
        lines: [`Sorry, ${companyName} cannot take your booking for ${visit} and declined it.`, ...note, ...refund],
        sms: `Sorry, ${companyName} declined your booking for ${visit}.${refundSms}`,
        calendar: true,
      };
    case TicketStatusId.InProgress:
      return {
        subject: 'the work has started',
        lines: [`${who} ${has} started the work.`, ...note],
        sms: `${who} ${has} started the work.`,
      };
    case TicketStatusId.Cancelled:
      if (move.actor === UserTypeId.System) {
        return {
          subject: 'your booking request expired',
          lines: [
            `${companyName} did not confirm your booking for ${visit} in time, so it was cancelled.`,
            ...refund,
            `You are welcome to book another time or another company: ${deps.publicUrl}`,
          ],
          sms: `${companyName} did not confirm your booking for ${visit} in time; it was cancelled.${refundSms}`,
          calendar: true,
        };
      }
      return {
        subject: 'your booking was cancelled',
        lines: [`${companyName} cancelled your booking for ${visit}.`, ...note, ...refund],
        sms: `${companyName} cancelled your booking for ${visit}.${refundSms}`,
        calendar: true,
      };
    case TicketStatusId.Completed:
      return {
        subject: 'the work is done',
        lines:
          move.actor === UserTypeId.System
            ? [
                `The job by ${companyName} was marked as completed ${move.autoCompleteDays} days after it started.`,
                'If something is not right, reply to this e-mail or contact UpKeep.',
              ]
            : [`${who} marked the work as done.`, ...note],
        sms:
          move.actor === UserTypeId.System
            ? `The job by ${companyName} was marked as completed.`
            : `${who} marked the work as done.`,
      };
    default:
      return {
        subject: 'your ticket was updated',
        lines: ['Your ticket was updated.', ...note],
        sms: 'Your ticket was updated.',
      };
  }
}

/** What the customer reads when UpKeep moves their ticket (the comment is the staff member's words). */
export function upKeepNotice(ticket: TicketRow, companyName: string, to: number, comments: string): CustomerNotice {
  const visit = formatVisit(ticket.scheduledAt, ticket.durationMinutes);
  const note = `UpKeep wrote: "${comments}"`;
  switch (to) {
    case TicketStatusId.Scheduled:
      return {
        subject: 'your booking is confirmed',
        lines: [`UpKeep confirmed your booking with ${companyName} for ${visit}.`, note],
        sms: `UpKeep confirmed your booking with ${companyName} for ${visit}.`,
      };
    case TicketStatusId.Cancelled:
      return {
        subject: 'your booking was cancelled',
        lines: [`UpKeep cancelled your booking with ${companyName} for ${visit}.`, note],
        sms: `UpKeep cancelled your booking with ${companyName} for ${visit}.`,
      };
    case TicketStatusId.Completed:
      return {
        subject: 'the work is done',
        lines: [`UpKeep marked the work by ${companyName} as completed.`, note],
        sms: `UpKeep marked the work by ${companyName} as completed.`,
      };
    default:
      return {
        subject: 'your ticket was updated',
        lines: ['UpKeep updated your ticket.', note],
        sms: 'UpKeep updated your ticket.',
      };
  }
}

/**
 * The receipt of the customer's own cancellation: what they paid (all that was charged), the policy's fee kept as
 * its own line when it applies, the refund and when it arrives, or no refund and why.
 */
export function cancellationNotice(
  ticket: TicketRow,
  money_: { paidCents: number; refundCents: number; keptCents: number; freeHoursBefore: number },
): CustomerNotice {
  const { paidCents, refundCents, keptCents } = money_;
  const visit = formatVisit(ticket.scheduledAt, ticket.durationMinutes);
  const late = `${KEPT_FEE_LABEL}: ${money(keptCents)}. You cancelled less than ${money_.freeHoursBefore} hours before the visit the company had confirmed: as our cancelation policy says, ${money(keptCents)} is kept for the company, which held that time for you.`;
  return {
    subject: 'Your booking is cancelled',
    lines: [
      `You cancelled your booking for ${visit}.`,
      ...(paidCents > 0 ? [`You paid ${money(paidCents)} for it.`] : []),
      ...(keptCents > 0 ? [late] : []),
      ...(refundCents > 0
        ? [`${money(refundCents)} is being refunded to your card; it arrives in 5–10 business days.`]
        : []),
      ...(refundCents === 0 && keptCents === 0 ? ['No refund: nothing was paid for this booking.'] : []),
      ...(refundCents === 0 && keptCents > 0 ? ['No refund: the cancelation policy keeps what was paid.'] : []),
    ],
    sms: `Your booking for ${visit} is cancelled.${refundCents > 0 ? ` ${money(refundCents)} is being refunded to your card.` : ''}${keptCents > 0 ? ` ${money(keptCents)} cancellation fee kept.` : ''}`,
    // The visit's event, CANCELLED under the booking's UID: the calendar that took it takes it away.
    calendar: true,
  };
}

/** The invitation to review a completed job (e-mail and text with the review's link). */
export function reviewInvitation(companyName: string): CustomerNotice {
  return {
    subject: `how did ${companyName} do?`,
    lines: [
      `Thank you for booking with UpKeep. How did ${companyName} do?`,
      'Your review takes a minute and helps your neighbours choose.',
    ],
    sms: `How did ${companyName} do? Leave a review:`,
    link: { to: { to: 'review' }, label: 'Leave a review' },
    topic: 'review-invitation',
  };
}
