/**
 * What the customer reads about a move: the words of each actor's moves, the refund announced, the review asked; in
 * the customer's language (issue 49: each is a function of the locale, which tellCustomer resolves). A Spanish text
 * (`sms`) is written without á, í, ó or ú where Spanish allows, to stay one GSM-7 part (lib/sms-parts.ts).
 */
import { KEPT_FEE_LABEL, type Locale } from '@upkeep/contract';
import { statusNameIn } from '../../../i18n/status-names.ts';
import { say, type Words } from '../../../i18n/words.ts';
import type { ServiceDeps } from '../../../lib/deps.ts';
import { money } from '../../../lib/format.ts';
import type { CompanyNotice } from '../../messages/notifications/company-notice.ts';
import { type CustomerNotice, textVisitIn, visitIn } from '../../messages/notifications/customer-notice.ts';
import type { TicketRow } from '../lifecycle/service.ts';
import { TicketStatusId, UserTypeId, type UserTypeIdValue } from '../lifecycle/statuses.ts';

/** Who did the work: "Luis from Red Rock Yard Works", the company's name when no one is named. */
export const whoIn = (companyName: string, firstName: string | null | undefined, locale: Locale) =>
  firstName
    ? say(
        /*i18n*/ {
          id: 'notice.whoFrom',
          message: '{name} from {company}',
          values: { name: firstName, company: companyName },
        },
        locale,
      )
    : companyName;

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
    /** The first name of who did the work ("Luis" from Red Rock Yard Works): the company's name when omitted. */
    who?: string | null;
  },
  locale: Locale = 'en',
): CustomerNotice {
  const s = (words: Words) => say(words, locale);
  const company = companyName;
  const who = whoIn(companyName, move.who, locale);
  const many = who.includes(' and ');
  const note =
    move.comments && move.actor === UserTypeId.Company
      ? [
          s(
            /*i18n*/ {
              id: 'notice.companyWrote',
              message: '{company} wrote: "{comments}"',
              values: { company, comments: move.comments },
            },
          ),
        ]
      : [];
  const amount = money(move.refundCents);
  const refund =
    move.refundCents > 0
      ? [
          s(
            /*i18n*/ {
              id: 'notice.refundToCard',
              message: 'Your payment of {amount} is being refunded to your card; it arrives in 5–10 business days.',
              values: { amount },
            },
          ),
        ]
      : [];
  const refundSms =
    move.refundCents > 0
      ? ` ${s(/*i18n*/ { id: 'sms.refundToCard', message: '{amount} is being refunded to your card.', values: { amount } })}`
      : '';
  const visit = visitIn(ticket, locale);
  const values = { company, visit };
  /** A text's values: the visit as texts say it (textVisitIn). */
  const textValues = { company, visit: textVisitIn(ticket, locale) };
  switch (move.to) {
    case TicketStatusId.Scheduled:
      return {
        subject: s(/*i18n*/ { id: 'notice.confirmed.subject', message: 'Booking confirmed' }),
        lines: [
          s(
            /*i18n*/ {
              id: 'notice.confirmed',
              message: 'Booking confirmed: {company} confirmed your booking for {visit}.',
              values,
            },
          ),
          ...note,
        ],
        sms: s(
          /*i18n*/ {
            id: 'sms.confirmed',
            message: 'Booking confirmed: {company} confirmed your booking for {visit}.',
            values: textValues,
          },
        ),
        // The visit's event, CONFIRMED now (the booking's was TENTATIVE), under the booking's UID.
        calendar: true,
      };
    case TicketStatusId.Declined:
      return {
        subject: s(/*i18n*/ { id: 'notice.declined.subject', message: 'your booking was declined' }),
        lines: [
          s(
            /*i18n*/ {
              id: 'notice.declined',
              message: 'Sorry, {company} cannot take your booking for {visit} and declined it.',
              values,
            },
          ),
          ...note,
          ...refund,
        ],
        sms: `${s(/*i18n*/ { id: 'sms.declined', message: 'Sorry, {company} declined your booking for {visit}.', values: textValues })}${refundSms}`,
        calendar: true,
      };
    case TicketStatusId.InProgress:
      return {
        subject: s(/*i18n*/ { id: 'notice.started.subject', message: 'the work has started' }),
        lines: [
          many
            ? s(/*i18n*/ { id: 'notice.started.many', message: '{who} have started the work.', values: { who } })
            : s(/*i18n*/ { id: 'notice.started.one', message: '{who} has started the work.', values: { who } }),
          ...note,
        ],
        sms: many
          ? s(/*i18n*/ { id: 'sms.started.many', message: '{who} have started the work.', values: { who } })
          : s(/*i18n*/ { id: 'sms.started.one', message: '{who} has started the work.', values: { who } }),
      };
    case TicketStatusId.Cancelled:
      if (move.actor === UserTypeId.System) {
        return {
          subject: s(/*i18n*/ { id: 'notice.expired.subject', message: 'your booking request expired' }),
          lines: [
            s(
              /*i18n*/ {
                id: 'notice.expired',
                message: '{company} did not confirm your booking for {visit} in time, so it was cancelled.',
                values,
              },
            ),
            ...refund,
            s(
              /*i18n*/ {
                id: 'notice.expired.bookAgain',
                message: 'You are welcome to book another time or another company: {url}',
                values: { url: deps.publicUrl },
              },
            ),
          ],
          sms: `${s(
            /*i18n*/ {
              id: 'sms.expired',
              message: '{company} did not confirm your booking for {visit} in time; it was cancelled.',
              values: textValues,
            },
          )}${refundSms}`,
          calendar: true,
        };
      }
      return {
        subject: s(/*i18n*/ { id: 'notice.cancelled.subject', message: 'your booking was cancelled' }),
        lines: [
          s(/*i18n*/ { id: 'notice.cancelled', message: '{company} cancelled your booking for {visit}.', values }),
          ...note,
          ...refund,
        ],
        sms: `${s(/*i18n*/ { id: 'sms.cancelled', message: '{company} cancelled your booking for {visit}.', values: textValues })}${refundSms}`,
        calendar: true,
      };
    case TicketStatusId.Completed:
      return {
        subject: s(/*i18n*/ { id: 'notice.done.subject', message: 'the work is done' }),
        lines:
          move.actor === UserTypeId.System
            ? [
                s(
                  /*i18n*/ {
                    id: 'notice.autoCompleted',
                    message: 'The job by {company} was marked as completed {days} days after it started.',
                    values: { company, days: move.autoCompleteDays },
                  },
                ),
                s(
                  /*i18n*/ {
                    id: 'notice.autoCompleted.help',
                    message: 'If something is not right, reply to this e-mail or contact UpKeep.',
                  },
                ),
              ]
            : [s(/*i18n*/ { id: 'notice.done', message: '{who} marked the work as done.', values: { who } }), ...note],
        sms:
          move.actor === UserTypeId.System
            ? s(
                /*i18n*/ {
                  id: 'sms.autoCompleted',
                  message: 'The job by {company} was marked as completed.',
                  values: { company },
                },
              )
            : s(/*i18n*/ { id: 'sms.done', message: '{who} marked the work as done.', values: { who } }),
      };
    default:
      return {
        subject: s(/*i18n*/ { id: 'notice.updated.subject', message: 'your ticket was updated' }),
        lines: [s(/*i18n*/ { id: 'notice.updated', message: 'Your ticket was updated.' }), ...note],
        sms: s(/*i18n*/ { id: 'notice.updated', message: 'Your ticket was updated.' }),
      };
  }
}

/** What the customer reads when UpKeep moves their ticket (the comment is the staff member's words). */
export function upKeepNotice(
  ticket: TicketRow,
  companyName: string,
  to: number,
  comments: string,
  locale: Locale = 'en',
): CustomerNotice {
  const s = (words: Words) => say(words, locale);
  const values = { company: companyName, visit: visitIn(ticket, locale) };
  const textValues = { company: companyName, visit: textVisitIn(ticket, locale) };
  const note = s(/*i18n*/ { id: 'notice.upKeepWrote', message: 'UpKeep wrote: "{comments}"', values: { comments } });
  switch (to) {
    case TicketStatusId.Scheduled:
      return {
        subject: s(/*i18n*/ { id: 'notice.upKeepConfirmed.subject', message: 'your booking is confirmed' }),
        lines: [
          s(
            /*i18n*/ {
              id: 'notice.upKeepConfirmed',
              message: 'UpKeep confirmed your booking with {company} for {visit}.',
              values,
            },
          ),
          note,
        ],
        sms: s(
          /*i18n*/ {
            id: 'sms.upKeepConfirmed',
            message: 'UpKeep confirmed your booking with {company} for {visit}.',
            values: textValues,
          },
        ),
      };
    case TicketStatusId.Cancelled:
      return {
        subject: s(/*i18n*/ { id: 'notice.cancelled.subject', message: 'your booking was cancelled' }),
        lines: [
          s(
            /*i18n*/ {
              id: 'notice.upKeepCancelled',
              message: 'UpKeep cancelled your booking with {company} for {visit}.',
              values,
            },
          ),
          note,
        ],
        sms: s(
          /*i18n*/ {
            id: 'sms.upKeepCancelled',
            message: 'UpKeep cancelled your booking with {company} for {visit}.',
            values: textValues,
          },
        ),
      };
    case TicketStatusId.Completed:
      return {
        subject: s(/*i18n*/ { id: 'notice.done.subject', message: 'the work is done' }),
        lines: [
          s(
            /*i18n*/ {
              id: 'notice.upKeepCompleted',
              message: 'UpKeep marked the work by {company} as completed.',
              values,
            },
          ),
          note,
        ],
        sms: s(
          /*i18n*/ {
            id: 'sms.upKeepCompleted',
            message: 'UpKeep marked the work by {company} as completed.',
            values: textValues,
          },
        ),
      };
    default:
      return {
        subject: s(/*i18n*/ { id: 'notice.updated.subject', message: 'your ticket was updated' }),
        lines: [s(/*i18n*/ { id: 'notice.upKeepUpdated', message: 'UpKeep updated your ticket.' }), note],
        sms: s(/*i18n*/ { id: 'notice.upKeepUpdated', message: 'UpKeep updated your ticket.' }),
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
  locale: Locale = 'en',
): CustomerNotice {
  const s = (words: Words) => say(words, locale);
  const { paidCents, refundCents, keptCents } = money_;
  const visit = visitIn(ticket, locale);
  const textVisit = textVisitIn(ticket, locale);
  const kept = money(keptCents);
  const refunded = money(refundCents);
  const feeLabel =
    locale === 'en' ? KEPT_FEE_LABEL : s(/*i18n*/ { id: 'money.keptFee', message: 'Cancellation fee (kept)' });
  const late = s(
    /*i18n*/ {
      id: 'notice.cancelledByYou.late',
      message:
        '{label}: {kept}. You cancelled less than {hours} hours before the visit the company had confirmed: as our cancelation policy says, {kept} is kept for the company, which held that time for you.',
      values: { label: feeLabel, kept, hours: money_.freeHoursBefore },
    },
  );
  const refundSms =
    refundCents > 0
      ? ` ${s(/*i18n*/ { id: 'sms.refundToCard', message: '{amount} is being refunded to your card.', values: { amount: refunded } })}`
      : '';
  const keptSms =
    keptCents > 0
      ? ` ${s(/*i18n*/ { id: 'sms.cancelledByYou.kept', message: '{kept} cancellation fee kept.', values: { kept } })}`
      : '';
  return {
    subject: s(/*i18n*/ { id: 'notice.cancelledByYou.subject', message: 'Your booking is cancelled' }),
    lines: [
      s(
        /*i18n*/ { id: 'notice.cancelledByYou', message: 'You cancelled your booking for {visit}.', values: { visit } },
      ),
      ...(paidCents > 0
        ? [s(/*i18n*/ { id: 'notice.youPaid', message: 'You paid {paid} for it.', values: { paid: money(paidCents) } })]
        : []),
      ...(keptCents > 0 ? [late] : []),
      ...(refundCents > 0
        ? [
            s(
              /*i18n*/ {
                id: 'notice.refundArrives',
                message: '{amount} is being refunded to your card; it arrives in 5–10 business days.',
                values: { amount: refunded },
              },
            ),
          ]
        : []),
      ...(refundCents === 0 && keptCents === 0
        ? [s(/*i18n*/ { id: 'notice.noRefund.unpaid', message: 'No refund: nothing was paid for this booking.' })]
        : []),
      ...(refundCents === 0 && keptCents > 0
        ? [
            s(
              /*i18n*/ {
                id: 'notice.noRefund.kept',
                message: 'No refund: the cancelation policy keeps what was paid.',
              },
            ),
          ]
        : []),
    ],
    sms: `${s(/*i18n*/ { id: 'sms.cancelledByYou', message: 'Your booking for {visit} is cancelled.', values: { visit: textVisit } })}${refundSms}${keptSms}`,
    // The visit's event, CANCELLED under the booking's UID: the calendar that took it takes it away.
    calendar: true,
  };
}

/** The invitation to review a completed job (e-mail and text with the review's link). */
export function reviewInvitation(companyName: string, locale: Locale = 'en'): CustomerNotice {
  const s = (words: Words) => say(words, locale);
  const values = { company: companyName };
  return {
    subject: s(/*i18n*/ { id: 'notice.review.subject', message: 'how did {company} do?', values }),
    lines: [
      s(/*i18n*/ { id: 'notice.review', message: 'Thank you for booking with UpKeep. How did {company} do?', values }),
      s(/*i18n*/ { id: 'notice.review.why', message: 'Your review takes a minute and helps your neighbours choose.' }),
    ],
    sms: s(/*i18n*/ { id: 'sms.review', message: 'How did {company} do? Leave a review:', values }),
    link: {
      to: { to: 'review' },
      label: s(/*i18n*/ { id: 'notice.review.link', message: 'Leave a review' }),
    },
    topic: 'review-invitation',
  };
}

// ---------------------------------------------------------------- what the company's people read of a move

/**
 * What the company's people read when the customer moved their job (a cancellation: the crew's time is free), in
 * the reader's language (a crew member's: issue 49). The action's name stays the flow's English, so Spanish leaves
 * it out; the status is named in the reader's words.
 */
export function customerMoveCompanyNotice(
  move: { ticketId: number; status: string; action: string; comments: string },
  locale: Locale,
): CompanyNotice {
  const status = statusNameIn(move.status, locale);
  const values = { id: move.ticketId, status };
  return {
    subject: status,
    lines: [
      locale === 'en'
        ? `The customer moved ticket #${move.ticketId} to "${move.status}" (${move.action}).`
        : say(
            /*i18n*/ { id: 'job.customerMoved', message: 'The customer moved ticket #{id} to "{status}".', values },
            locale,
          ),
      move.comments
        ? say(
            /*i18n*/ {
              id: 'job.customerComments',
              message: 'Their comments: {comments}',
              values: { comments: move.comments },
            },
            locale,
          )
        : say(/*i18n*/ { id: 'job.noComments', message: 'No comments.' }, locale),
    ],
    text: say(
      /*i18n*/ { id: 'job.customerMoved.sms', message: 'the customer moved it to "{status}".', values },
      locale,
    ),
  };
}

/** What the company's people read when UpKeep moved their job (by e-mail only), in the reader's language. */
export function upKeepMoveCompanyNotice(
  move: { ticketId: number; status: string; action: string; comments: string },
  locale: Locale,
): CompanyNotice {
  const status = statusNameIn(move.status, locale);
  return {
    subject: status,
    lines: [
      locale === 'en'
        ? `UpKeep moved ticket #${move.ticketId} to "${move.status}" (${move.action}).`
        : say(
            /*i18n*/ {
              id: 'job.upKeepMoved',
              message: 'UpKeep moved ticket #{id} to "{status}".',
              values: { id: move.ticketId, status },
            },
            locale,
          ),
      say(
        /*i18n*/ {
          id: 'job.upKeepComment',
          message: "UpKeep's comment: {comments}",
          values: { comments: move.comments },
        },
        locale,
      ),
    ],
  };
}

/** What the company's people read when a plan's visit was not paid and is cancelled: its time is free again. */
export function unpaidVisitCompanyNotice(
  ticket: Pick<TicketRow, 'id' | 'name' | 'scheduledAt' | 'durationMinutes'>,
  locale: Locale,
): CompanyNotice {
  return {
    subject: say(
      /*i18n*/ {
        id: 'job.unpaidVisit.subject',
        message: 'UpKeep job #{id}: plan visit cancelled (not paid)',
        values: { id: ticket.id },
      },
      locale,
    ),
    lines: [
      say(
        /*i18n*/ {
          id: 'job.unpaidVisit',
          message: "{name}'s plan visit on {visit} was not paid and is cancelled: the time is free again.",
          values: { name: ticket.name, visit: visitIn(ticket, locale) },
        },
        locale,
      ),
    ],
  };
}

// ---------------------------------------------------------------- a quote's approval (decision 0039)

/** What an approval's notices say of it: the option, the revision, the signer and its money (cents). */
export interface ApprovedQuoteFacts {
  quoteId: number;
  revision: number;
  optionTitle: string;
  signedName: string;
  totalCents: number;
  depositCents: number;
}

/** The customer's receipt of their approval: the option, the job's time, the total and the deposit paid. */
export function quoteApprovedNotice(
  ticket: Pick<TicketRow, 'scheduledAt' | 'durationMinutes'>,
  companyName: string,
  quote: ApprovedQuoteFacts,
  locale: Locale,
): CustomerNotice {
  const s = (words: Words) => say(words, locale);
  const values = {
    company: companyName,
    option: quote.optionTitle,
    visit: visitIn(ticket, locale),
    total: money(quote.totalCents),
    deposit: money(quote.depositCents),
  };
  return {
    subject: s(/*i18n*/ { id: 'notice.quoteApproved.subject', message: 'your quote is approved', values }),
    lines: [
      s(
        /*i18n*/ {
          id: 'notice.quoteApproved',
          message: 'You approved the quote of {company}: {option}, {total} in all. The work is scheduled for {visit}.',
          values,
        },
      ),
      ...(quote.depositCents > 0
        ? [
            s(
              /*i18n*/ {
                id: 'notice.quoteApproved.deposit',
                message: 'Your deposit of {deposit} is received; the rest is due when the work is done.',
                values,
              },
            ),
          ]
        : []),
    ],
    sms: s(/*i18n*/ { id: 'sms.quoteApproved', message: 'Quote approved. Work scheduled for {visit}.', values }),
    emailOnly: true,
    calendar: true,
    topic: 'quote-approved',
  };
}

/** What the company's people read when its quote is approved: the signer, the option, the revision and the time. */
export function quoteApprovedCompanyNotice(
  ticket: Pick<TicketRow, 'id' | 'name' | 'scheduledAt' | 'durationMinutes'>,
  quote: ApprovedQuoteFacts,
  locale: Locale,
): CompanyNotice {
  const values = {
    id: ticket.id,
    signer: quote.signedName,
    option: quote.optionTitle,
    revision: quote.revision,
    visit: visitIn(ticket, locale),
    total: money(quote.totalCents),
    deposit: money(quote.depositCents),
  };
  return {
    subject: say(
      /*i18n*/ { id: 'job.quoteApproved.subject', message: 'UpKeep job #{id}: quote approved', values },
      locale,
    ),
    lines: [
      say(
        /*i18n*/ {
          id: 'job.quoteApproved',
          message:
            '{signer} approved your quote (revision {revision}): {option}, {total} in all, deposit {deposit}. The job is scheduled for {visit}.',
          values,
        },
        locale,
      ),
    ],
  };
}
