/**
 * The quote screen's words that are data (a status, the totals' labels) or said in more than one place (the stranger's
 * refusal), said in the screen's language by the catalogue.
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { CancellationPolicy, QuoteStatus } from '@upkeep/contract';
import { formatMoney } from '../../lib/money';

export const QUOTE_TITLE: MessageDescriptor = msg`Quote`;
export const QUOTE_DESCRIPTION: MessageDescriptor = msg`A company's quote for your booking: its options, their prices and terms, to approve or decline.`;

/** The contract's Messages.accessDeniedTicket, as the ticket's screen says it to a stranger (features/tickets). */
export const ACCESS_DENIED_TICKET: MessageDescriptor = msg`Access denied, user cannot modify this Ticket`;

/** A quote's status in words ('quote status': a quote is feminine in Spanish, a ticket's status masculine). */
const STATUS_WORDS: Record<QuoteStatus, MessageDescriptor> = {
  draft: msg({ message: 'Draft', context: 'quote status' }),
  sent: msg({ message: 'Sent', context: 'quote status' }),
  viewed: msg({ message: 'Viewed', context: 'quote status' }),
  approved: msg({ message: 'Approved', context: 'quote status' }),
  declined: msg({ message: 'Declined', context: 'quote status' }),
  expired: msg({ message: 'Expired', context: 'quote status' }),
};

export const STATUS_COLORS: Record<QuoteStatus, string> = {
  draft: 'gray',
  sent: 'blue',
  viewed: 'blue',
  approved: 'teal',
  declined: 'red',
  expired: 'gray',
};

export const statusWord = (i18n: I18n, status: QuoteStatus): string => i18n._(STATUS_WORDS[status]);

/**
 * The cancellation policy in one sentence, as checkout states it: the contract's `cancellationPolicyWords` in English
 * (held equal by quote-page.test.tsx), said here by the catalogue, since its module carries the policy's schema and
 * with it zod (the screen's 180 KB).
 */
export function policyWords(i18n: I18n, policy: CancellationPolicy): string {
  const hours = policy.freeHoursBefore;
  const fee = formatMoney(policy.fee);
  return policy.fee <= 0
    ? i18n._(msg`Cancel any time for a full refund.`)
    : i18n._(
        msg`Free cancellation until the company confirms, and until ${hours} hours before the visit; after that, ${fee} is kept for the company.`,
      );
}
