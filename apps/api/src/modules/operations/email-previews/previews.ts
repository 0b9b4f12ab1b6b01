/**
 * Every kind of e-mail UpKeep sends, with sample data: each function of a module's `mail.ts` (where every e-mail is
 * written), once or in its variants. The development page /dev/emails lists them (routes.ts); previews.test.ts
 * fails when a `mail.ts` function has no preview here, and reads each preview for what all e-mails must hold.
 * The people's words come from `Sample`, so a test can give every e-mail hostile names at once.
 */
import { formatDate, formatVisit, formatVisitEs, type Locale, QUESTION_PATH } from '@upkeep/contract';
import type { Email } from '../../../lib/email.ts';
import { money } from '../../../lib/format.ts';
import { passwordLinkEmail, signInsPausedEmail, temporaryPasswordEmail } from '../../accounts/accounts/mail.ts';
import { bookingLinkEmail, guestBookingsCodeEmail } from '../../accounts/guest-bookings/mail.ts';
import { staffInvitationEmail } from '../../accounts/staff-team/mail.ts';
import { companyQuestionEmail } from '../../companies/discovery/mail.ts';
import { invitationEmail, partnerDeclinedEmail } from '../../companies/onboarding/mail.ts';
import { renameDecisionEmail } from '../../companies/renames/mail.ts';
import { suspensionEmail } from '../../companies/staff-companies/mail.ts';
import { bookingAlertEmail, companyPlanNoticeEmail } from '../../messages/booking-alerts/mail.ts';
import { requestSent } from '../../messages/notifications/booking-confirmation.ts';
import {
  bookingConfirmationEmail,
  companyJobNoticeEmail,
  companyOwnerNoticeEmail,
  customerNoticeEmail,
} from '../../messages/notifications/mail.ts';
import { newMessageEmail, replyEmail } from '../../messages/staff-inbox/mail.ts';
import { questionSentEmail, unreadToCompanyEmail, unreadToCustomerEmail } from '../../tickets/conversations/mail.ts';
import { planVisitCancelledEmail } from '../../tickets/moves/mail.ts';
import { planCustomerEmail, planVisitUnpaidEmail } from '../../tickets/plans/mail.ts';

/** The people's words in the samples: a person's name, a company's name, someone's own message. */
export interface Sample {
  name: string;
  companyName: string;
  /** Someone's own words (a question, a reason), with a line break. */
  message: string;
  /** The product's address, for the links. */
  publicUrl: string;
}

/** What the page shows: names with an apostrophe and an ampersand, as real ones have. */
export const DEFAULT_SAMPLE: Omit<Sample, 'publicUrl'> = {
  name: "Dana O'Neil",
  companyName: 'Green & Sons Landscaping',
  message: 'Can you also trim the two palms by the pool?\nThe side gate code is 4512.',
};

export interface EmailPreview {
  /** The preview's address: /dev/emails/{kind}. */
  kind: string;
  /** Who gets it, and when. */
  title: string;
  /** The `mail.ts` function that writes it. */
  // biome-ignore lint/suspicious/noExplicitAny: any e-mail function, compared by identity
  of: (input: any) => Email;
  /** The language it is written in: English when omitted. */
  locale?: Locale;
  render: (sample: Sample) => Email;
}

const TICKET = 1042;
/** A visit on a fixed day, in the valley's words, as the e-mails state visits. */
const VISIT_START = new Date('2026-06-02T16:00:00Z');
const VISIT = formatVisit(VISIT_START, 120);
const SERVICE = 'Lawn mowing';
const ADDRESS = '1234 Desert Willow Dr, Las Vegas, NV 89135';
const PHONE = '702-555-0100';

const site = (s: Sample) => s.publicUrl.replace(/\/+$/, '');

export const PREVIEWS: readonly EmailPreview[] = [
  {
    kind: 'temporary-password',
    title: 'A customer who forgot their password: a temporary one',
    of: temporaryPasswordEmail,
    render: (s) =>
      temporaryPasswordEmail({
        name: s.name,
        tempPassword: 'Ab3dEf6hJk9m',
        signInUrl: `${site(s)}/sign-in`,
        validMinutes: 30,
      }),
  },
  {
    kind: 'sign-ins-paused',
    title: 'An account owner: sign-ins paused after many wrong passwords',
    of: signInsPausedEmail,
    render: (s) => signInsPausedEmail({ name: s.name, pausedMinutes: 15, forgotUrl: `${site(s)}/recover-password` }),
  },
  {
    kind: 'password-link',
    title: 'A company user or staff member who forgot their password: the one-time link',
    of: passwordLinkEmail,
    render: (s) =>
      passwordLinkEmail({
        name: s.name,
        product: 'the UpKeep company portal',
        link: `${site(s)}/pro/reset-password?token=sample-token`,
        validMinutes: 30,
      }),
  },
  {
    kind: 'guest-bookings-code',
    title: 'A customer adding their guest bookings: the code',
    of: guestBookingsCodeEmail,
    render: (s) => guestBookingsCodeEmail({ name: s.name, code: '482913', validMinutes: 15 }),
  },
  {
    kind: 'booking-link',
    title: "A guest who asked for their booking's private link again",
    of: bookingLinkEmail,
    render: (s) =>
      bookingLinkEmail({
        ticketId: TICKET,
        name: s.name,
        visit: VISIT,
        url: `${site(s)}/my-booking/sample-token`,
        validUntil: formatDate(new Date('2026-07-02T16:00:00Z')),
      }),
  },
  {
    kind: 'staff-invitation',
    title: 'A new staff member: the invitation to the console',
    of: staffInvitationEmail,
    render: (s) =>
      staffInvitationEmail({
        name: s.name,
        role: 'support',
        invitedBy: 'Alex Rivera',
        link: `${site(s)}/staff/accept-invite?token=sample-token`,
        validDays: 7,
      }),
  },
  {
    kind: 'company-question',
    title: 'A company: a question about one of its services',
    of: companyQuestionEmail,
    render: (s) =>
      companyQuestionEmail({
        companyName: s.companyName,
        serviceName: SERVICE,
        lead: { name: s.name, email: 'dana@example.com', phoneNumber: PHONE, zipCode: '89135', message: s.message },
        answerUrl: `${site(s)}/pro/messages/77`,
      }),
  },
  {
    kind: 'company-invitation-owner',
    title: "An approved partner's owner: welcome, and the link to set the password",
    of: invitationEmail,
    render: (s) =>
      invitationEmail({
        companyName: s.companyName,
        invitedBy: 'upkeep',
        link: `${site(s)}/pro/accept-invite?token=sample-token`,
        validDays: 7,
      }),
  },
  {
    kind: 'company-invitation-staff',
    title: "A company's office staff: invited by the owner",
    of: invitationEmail,
    render: (s) =>
      invitationEmail({
        companyName: s.companyName,
        invitedBy: { ownerName: s.name },
        link: `${site(s)}/pro/accept-invite?token=sample-token`,
        validDays: 7,
      }),
  },
  {
    kind: 'partner-declined',
    title: 'A partner request declined, with the reason',
    of: partnerDeclinedEmail,
    render: (s) =>
      partnerDeclinedEmail({ companyName: s.companyName, reason: s.message, contactUrl: `${site(s)}/contact` }),
  },
  {
    kind: 'rename-approved',
    title: "A company's new name approved",
    of: renameDecisionEmail,
    render: (s) =>
      renameDecisionEmail({
        companyName: s.companyName,
        requestedName: `${s.companyName} of Summerlin`,
        ownerName: s.name,
        approved: true,
        contactUrl: `${site(s)}/contact`,
      }),
  },
  {
    kind: 'rename-declined',
    title: "A company's new name declined, with the reason",
    of: renameDecisionEmail,
    render: (s) =>
      renameDecisionEmail({
        companyName: s.companyName,
        requestedName: `${s.companyName} of Summerlin`,
        ownerName: s.name,
        approved: false,
        reason: s.message,
        contactUrl: `${site(s)}/contact`,
      }),
  },
  {
    kind: 'company-suspended',
    title: 'A company suspended, with the reason',
    of: suspensionEmail,
    render: (s) =>
      suspensionEmail({
        companyName: s.companyName,
        ownerName: s.name,
        suspended: true,
        reason: s.message,
        contactUrl: `${site(s)}/contact`,
      }),
  },
  {
    kind: 'company-reinstated',
    title: 'A company reinstated, with a note',
    of: suspensionEmail,
    render: (s) =>
      suspensionEmail({
        companyName: s.companyName,
        ownerName: s.name,
        suspended: false,
        reason: s.message,
        contactUrl: `${site(s)}/contact`,
      }),
  },
  {
    kind: 'booking-alert',
    title: "A company's people: a new booking to confirm",
    of: bookingAlertEmail,
    render: (s) =>
      bookingAlertEmail({
        name: s.name,
        subject: `New booking #${TICKET}: ${SERVICE}. Confirm it by Mon, Jun 1, 5:00 PM`,
        lead: `You have a new booking: ticket #${TICKET}.`,
        deadline: 'Mon, Jun 1, 5:00 PM',
        within: 20,
        serviceName: SERVICE,
        visit: VISIT,
        area: 'Summerlin (89135)',
        price: money(8500),
        jobUrl: `${site(s)}/pro/jobs/${TICKET}`,
        expiryHours: 24,
      }),
  },
  {
    kind: 'company-plan-notice',
    title: "A company's people: something about one of its plans",
    of: companyPlanNoticeEmail,
    render: (s) =>
      companyPlanNoticeEmail({
        name: s.name,
        subject: `UpKeep job #${TICKET}: plan visit cancelled (not paid)`,
        lines: [`${s.name}'s plan visit on ${VISIT} was not paid and is cancelled: the time is free again.`],
        link: `${site(s)}/pro/jobs/${TICKET}`,
      }),
  },
  {
    kind: 'booking-request-customer',
    title: 'A customer with an account: the booking request sent',
    of: bookingConfirmationEmail,
    render: (s) => bookingConfirmation(s, { guest: false, estimate: false }),
  },
  {
    kind: 'booking-request-guest',
    title: 'A guest: the booking request sent, with the private link',
    of: bookingConfirmationEmail,
    render: (s) => bookingConfirmation(s, { guest: true, estimate: false }),
  },
  {
    kind: 'booking-request-guest-es',
    title: 'A guest who booked in Spanish: the booking request sent, with the private link (issue 49)',
    of: bookingConfirmationEmail,
    locale: 'es',
    render: (s) => bookingConfirmation(s, { guest: true, estimate: false, locale: 'es' }),
  },
  {
    kind: 'estimate-request',
    title: 'A customer: the free estimate request received',
    of: bookingConfirmationEmail,
    render: (s) => bookingConfirmation(s, { guest: false, estimate: true }),
  },
  {
    kind: 'customer-notice',
    title: 'A customer: a change to their job (here, the company confirmed it)',
    of: customerNoticeEmail,
    render: (s) =>
      customerNoticeEmail({
        ticketId: TICKET,
        subject: 'Booking confirmed',
        name: s.name,
        lines: [`Booking confirmed: ${s.companyName} confirmed your booking for ${VISIT}.`],
        serviceName: SERVICE,
        companyName: s.companyName,
        companyPhone: PHONE,
        visit: VISIT,
        address: ADDRESS,
        action: { url: `${site(s)}/detail-ticket?TicketId=${TICKET}`, label: 'See your ticket' },
        locale: 'en',
      }),
  },
  {
    kind: 'company-job-notice',
    title: "A company's people: a change to one of its jobs (here, a reschedule)",
    of: companyJobNoticeEmail,
    render: (s) =>
      companyJobNoticeEmail({
        ticketId: TICKET,
        subject: 'the visit was moved',
        name: s.name,
        lines: [`${s.name} moved the visit to ${VISIT}.`, 'Your day plan shows the new time.'],
        jobUrl: `${site(s)}/pro/jobs/${TICKET}`,
      }),
  },
  {
    kind: 'company-owner-notice',
    title: "A company's owner: the company's own affairs (here, a payout)",
    of: companyOwnerNoticeEmail,
    render: (s) =>
      companyOwnerNoticeEmail({
        ownerName: s.name,
        subject: `a payout of ${money(41250)} failed`,
        lines: [`The payout of ${money(41250)} to your bank account failed.`, 'Check your bank details in the portal.'],
      }),
  },
  {
    kind: 'staff-inbox-new-message',
    title: "The team's address: a new message in the inbox",
    of: newMessageEmail,
    render: (s) =>
      newMessageEmail({
        kind: 'contact',
        name: s.name,
        email: 'dana@example.com',
        summary: s.message,
        link: `${site(s)}/staff/inbox/contact/12`,
      }),
  },
  {
    kind: 'staff-inbox-reply',
    title: "The sender of a message: the team's reply",
    of: replyEmail,
    render: (s) => replyEmail({ kind: 'contact', name: s.name, message: s.message, publicUrl: s.publicUrl }),
  },
  {
    kind: 'unread-to-customer',
    title: 'A customer: a message from the company they have not read',
    of: unreadToCustomerEmail,
    render: (s) =>
      unreadToCustomerEmail({
        subject: `UpKeep: ${s.companyName} wrote to you`,
        name: s.name,
        intro: `${s.companyName} wrote about your ${SERVICE} booking for ${VISIT}:`,
        message: s.message,
        linkWords: 'Read and answer it on your ticket:',
        link: `${site(s)}/detail-ticket?TicketId=${TICKET}`,
      }),
  },
  {
    kind: 'unread-to-company',
    title: "A company's people: a customer's message nobody has read",
    of: unreadToCompanyEmail,
    render: (s) =>
      unreadToCompanyEmail({
        subject: `UpKeep: ${s.name} wrote about job #${TICKET}`,
        name: s.companyName,
        intro: `${s.name} wrote about job #${TICKET} (${SERVICE}, ${VISIT}):`,
        message: s.message,
        link: `${site(s)}/pro/jobs/${TICKET}`,
      }),
  },
  {
    kind: 'question-sent',
    title: 'Whoever asked a company a question: what was sent, and their link',
    of: questionSentEmail,
    render: (s) =>
      questionSentEmail({
        name: s.name,
        companyName: s.companyName,
        serviceName: SERVICE,
        message: s.message,
        conversationUrl: `${site(s)}${QUESTION_PATH}/77?token=sample-token`,
      }),
  },
  {
    kind: 'question-sent-es',
    title: 'Whoever asked a company a question from a Spanish page: what was sent, and their link (issue 49)',
    of: questionSentEmail,
    locale: 'es',
    render: (s) =>
      questionSentEmail({
        name: s.name,
        companyName: s.companyName,
        serviceName: 'Jardinería',
        message: s.message,
        conversationUrl: `${site(s)}/es${QUESTION_PATH}/77?token=sample-token`,
        locale: 'es',
      }),
  },
  {
    kind: 'plan-customer',
    title: "A plan's customer: something about their plan (here, new prices)",
    of: planCustomerEmail,
    render: (s) =>
      planCustomerEmail({
        name: s.name,
        subject: 'UpKeep: the price of your plan changes',
        lines: [
          `${s.companyName} lowered its prices: from now on, a visit of your plan costs ${money(7500)} (was ${money(8500)}).`,
          'You can skip a visit, pause or cancel the plan at any time before a visit is charged.',
        ],
        planUrl: `${site(s)}/my-plans/9`,
      }),
  },
  {
    kind: 'plan-visit-unpaid',
    title: "A plan's customer: the visit's charge failed",
    of: planVisitUnpaidEmail,
    render: (s) =>
      planVisitUnpaidEmail({
        ticketId: TICKET,
        name: s.name,
        serviceName: SERVICE,
        visit: VISIT,
        reason: 'Your card was declined.',
        planUrl: `${site(s)}/my-plans/9`,
        cancelHoursBefore: 24,
      }),
  },
  {
    kind: 'plan-visit-cancelled',
    title: "A plan's customer: the unpaid visit is cancelled",
    of: planVisitCancelledEmail,
    render: (s) =>
      planVisitCancelledEmail({ ticketId: TICKET, name: s.name, visit: VISIT, planUrl: `${site(s)}/my-plans/9` }),
  },
];

function bookingConfirmation(
  s: Sample,
  { guest, estimate, locale = 'en' }: { guest: boolean; estimate: boolean; locale?: Locale },
): Email {
  const es = locale === 'es';
  return bookingConfirmationEmail({
    ticketId: TICKET,
    isEstimate: estimate,
    name: s.name,
    headline: requestSent(s.companyName, 20, locale),
    companyName: s.companyName,
    companyPhone: PHONE,
    serviceName: es ? 'Jardinería' : SERVICE,
    address: ADDRESS,
    visit: es ? formatVisitEs(VISIT_START, 120) : VISIT,
    total: estimate ? 'Free estimate' : `${money(8500)} (${es ? 'pagado' : 'paid'} ${money(8500)})`,
    locale,
    ticketUrl: guest ? null : `${site(s)}/detail-ticket?TicketId=${TICKET}`,
    ...(guest ? { privateLink: `${site(s)}/my-booking/sample-token` } : {}),
  });
}

/** The preview of this kind, or undefined. */
export const previewOf = (kind: string) => PREVIEWS.find((preview) => preview.kind === kind);
