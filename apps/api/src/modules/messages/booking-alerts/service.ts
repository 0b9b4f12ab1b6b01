/**
 * Nobody misses a booking (issue 26). Every new booking and estimate request is announced to its company at
 * once, in the transaction that makes it a request the company must act on (a paid booking's payment, an
 * estimate request's creation): an e-mail and a text to the owner and to each active user who chose it on
 * /pro/team, with the link to the job. The minute sweeper then reminds the same people of one still Pending
 * 30 minutes later, and gives the owner a last call LAST_CALL_HOURS before the expiry rule
 * (`request_expiry_hours` before the start) would expire it; from then it is in UpKeep's at-risk queue.
 * Each alert is a `ticket_alerts` row inserted ON CONFLICT DO NOTHING, and its messages are queued only when
 * the row was inserted: once, whatever the number of processes sweeping.
 */
import {
  confirmDeadline,
  confirmWithinHours,
  formatValleyClock,
  type Locale,
  VALLEY_TIME_ZONE,
} from '@upkeep/contract';
import type { Database, Tx } from '../../../db/client.ts';
import { serviceNameIn } from '../../../i18n/service-names.ts';
import { say, type Words } from '../../../i18n/words.ts';
import type { ServiceDeps } from '../../../lib/deps.ts';
import { money } from '../../../lib/format.ts';
import { nanpPhoneNumber } from '../../../lib/phone.ts';
import { gsm7Letters } from '../../../lib/sms-parts.ts';
import { readSetting } from '../../operations/settings/settings.ts';
import { TicketStatusId } from '../../tickets/lifecycle/statuses.ts';
import {
  type CompanyNotice,
  type CompanyNoticeIn,
  type CompanyPeople,
  type CompanyPerson,
  companyNoticeIn,
  companyPeople,
  jobUrl,
} from '../notifications/company-notice.ts';
import { enqueue, sendEmail } from '../notifications/outbox.ts';
import { textVisitIn, visitIn } from '../notifications/visit.ts';
import { bookingAlertEmail, companyPlanNoticeEmail } from './mail.ts';
import * as q from './queries.ts';

const HOUR = 3600_000;
/** A booking still Pending this long after its announcement is announced again (the reminder). */
export const REMINDER_AFTER_MINUTES = 30;
/** The owner's last call comes this many hours before the expiry rule would expire the booking. */
export const LAST_CALL_HOURS = 4;
export const BOOKING_ALERT_TOPIC = 'booking-alert';

/** The link to a job in the company portal (notifications' `jobUrl`). */
export const jobLinkFor = jobUrl;

/** 'Monday, November 30, 8:00 AM' in the valley. */
export function formatDeadline(instant: Date): string {
  const day = instant.toLocaleDateString('en-US', {
    timeZone: VALLEY_TIME_ZONE,
    weekday: 'long',
    month: 'long',
    day: 'numeric',
  });
  return `${day}, ${formatValleyClock(instant)}`;
}

/** The deadline in `locale`: formatDeadline in English; 'lun, 30 nov, 8:00 a. m.' in Spanish. */
const deadlineIn = (instant: Date, locale: Locale) =>
  locale === 'en' ? formatDeadline(instant) : textVisitIn({ scheduledAt: instant, durationMinutes: 0 }, locale);

const areaOf = (t: q.AlertTicket) =>
  t.community && t.city && t.community !== t.city
    ? `${t.community}, ${t.city} ${t.zipCode}`
    : `${t.city ?? 'Las Vegas'} ${t.zipCode}`;

interface Wording {
  kind: q.AlertKind;
  subject: string;
  lead: string;
  textLead: string;
}

/** The alert's words in Spanish (issue 49: what a crew member reads), without á í ó ú in the text's lead. */
function wordingEs(kind: q.AlertKind, t: q.AlertTicket, deadline: string): Wording {
  const s = (words: Words) => say(words, 'es');
  const values = { id: t.id, deadline };
  const estimate = t.isEstimate;
  switch (kind) {
    case 'announced':
      return {
        kind,
        subject: estimate
          ? s(
              /*i18n*/ {
                id: 'alert.newEstimate.subject',
                message: 'New estimate request #{id}: {service}. Confirm it by {deadline}',
                values: { id: t.id, deadline, service: serviceNameIn(t, 'es') },
              },
            )
          : s(
              /*i18n*/ {
                id: 'alert.newBooking.subject',
                message: 'New booking #{id}: {service}. Confirm it by {deadline}',
                values: { id: t.id, deadline, service: serviceNameIn(t, 'es') },
              },
            ),
        lead: estimate
          ? s(/*i18n*/ { id: 'alert.newEstimate', message: 'You have a new estimate request: ticket #{id}.', values })
          : s(/*i18n*/ { id: 'alert.newBooking', message: 'You have a new booking: ticket #{id}.', values }),
        textLead: estimate
          ? s(/*i18n*/ { id: 'alert.newEstimate.sms', message: 'new estimate request #{id}', values })
          : s(/*i18n*/ { id: 'alert.newBooking.sms', message: 'new booking #{id}', values }),
      };
    case 'reminder':
      return {
        kind,
        subject: estimate
          ? s(
              /*i18n*/ {
                id: 'alert.reminderEstimate.subject',
                message: 'Reminder: estimate request #{id} is waiting for you. Confirm it by {deadline}',
                values,
              },
            )
          : s(
              /*i18n*/ {
                id: 'alert.reminder.subject',
                message: 'Reminder: booking #{id} is waiting for you. Confirm it by {deadline}',
                values,
              },
            ),
        lead: estimate
          ? s(
              /*i18n*/ {
                id: 'alert.reminderEstimate',
                message: 'Estimate request #{id} is still waiting for your confirmation.',
                values,
              },
            )
          : s(
              /*i18n*/ {
                id: 'alert.reminder',
                message: 'Booking #{id} is still waiting for your confirmation.',
                values,
              },
            ),
        textLead: estimate
          ? s(
              /*i18n*/ {
                id: 'alert.reminderEstimate.sms',
                message: 'reminder, estimate request #{id} is waiting for you',
                values,
              },
            )
          : s(/*i18n*/ { id: 'alert.reminder.sms', message: 'reminder, booking #{id} is waiting for you', values }),
      };
    case 'last_call':
      return {
        kind,
        subject: s(
          /*i18n*/ {
            id: 'alert.lastCall.subject',
            message: 'Last call: confirm booking #{id} by {deadline} or it expires',
            values,
          },
        ),
        lead: s(
          /*i18n*/ {
            id: 'alert.lastCall',
            message:
              'Last call: booking #{id} is still not confirmed. If nobody confirms it by {deadline}, it expires and the customer is refunded.',
            values,
          },
        ),
        textLead: s(
          /*i18n*/ { id: 'alert.lastCall.sms', message: 'last call, booking #{id} expires unless confirmed', values },
        ),
      };
  }
}

function wordingOf(kind: q.AlertKind, t: q.AlertTicket, deadline: string): Wording {
  const what = t.isEstimate ? 'estimate request' : 'booking';
  const What = t.isEstimate ? 'Estimate request' : 'Booking';
  switch (kind) {
    case 'announced':
      return {
        kind,
        subject: `New ${what} #${t.id}: ${t.serviceName}. Confirm it by ${deadline}`,
        lead: `You have a new ${what}: ticket #${t.id}.`,
        textLead: `new ${what} #${t.id}`,
      };
    case 'reminder':
      return {
        kind,
        subject: `Reminder: ${what} #${t.id} is waiting for you. Confirm it by ${deadline}`,
        lead: `${What} #${t.id} is still waiting for your confirmation.`,
        textLead: `reminder, ${what} #${t.id} is waiting for you`,
      };
    case 'last_call':
      return {
        kind,
        subject: `Last call: confirm ${what} #${t.id} by ${deadline} or it expires`,
        lead: `Last call: ${what} #${t.id} is still not confirmed. If nobody confirms it by ${deadline}, it expires and the customer is refunded.`,
        textLead: `last call, ${what} #${t.id} expires unless confirmed`,
      };
  }
}

/** The alert's text: in Spanish its visit without the year, in GSM-7 letters (issue 49). */
function alertText(
  words: Wording,
  facts: { serviceName: string; visit: string; area: string; price: string; deadline: string; jobUrl: string },
  locale: Locale,
) {
  if (locale === 'en') {
    return `UpKeep: ${words.textLead}. ${facts.serviceName}, ${facts.visit}, ${facts.area}. ${facts.price}. Confirm it by ${facts.deadline}: ${facts.jobUrl}`;
  }
  return gsm7Letters(
    say(
      /*i18n*/ {
        id: 'alert.sms',
        message: 'UpKeep: {lead}. {service}, {visit}, {area}. {price}. Confirm it by {deadline}: {link}',
        values: {
          lead: words.textLead,
          service: facts.serviceName,
          visit: facts.visit,
          area: facts.area,
          price: facts.price,
          deadline: facts.deadline,
          link: facts.jobUrl,
        },
      },
      locale,
    ),
  );
}

/** Queues the alert's e-mails and texts to `recipients` in `tx`. */
async function sendAlert(
  deps: Pick<ServiceDeps, 'publicUrl' | 'jobs'>,
  tx: Tx,
  t: q.AlertTicket,
  company: CompanyPeople,
  recipients: CompanyPerson[],
  kind: q.AlertKind,
  expiryHours: number,
  now: Date,
) {
  // The deadline and the hours until it, as the customer's confirmation counts them (issue 46: one figure).
  const deadlineAt = confirmDeadline(t.scheduledAt, expiryHours);
  const within = confirmWithinHours(t.scheduledAt, expiryHours, now);
  const jobUrl = jobLinkFor(deps.publicUrl, t.id);
  const area = areaOf(t);
  const emails = new Set<string>();
  const phones = new Set<string>();
  for (const person of recipients) {
    // Each in their language: a crew member's account's (issue 49), English for owners and office.
    const { locale } = person;
    const deadline = deadlineIn(deadlineAt, locale);
    const words = locale === 'en' ? wordingOf(kind, t, deadline) : wordingEs(kind, t, deadline);
    const price = t.isEstimate
      ? say(/*i18n*/ { id: 'alert.freeEstimate', message: 'Free estimate' }, locale)
      : money(t.totalCents);
    const serviceName = serviceNameIn(t, locale);
    const address = person.email.trim().toLowerCase();
    if (address && !emails.has(address)) {
      emails.add(address);
      const mail = bookingAlertEmail({
        name: person.name || company.name,
        subject: words.subject,
        lead: words.lead,
        deadline,
        within,
        serviceName,
        visit: visitIn(t, locale),
        area,
        price,
        jobUrl,
        expiryHours,
        locale,
      });
      await sendEmail(deps.jobs, tx, person.email, mail, now, { topic: BOOKING_ALERT_TOPIC, ticketId: t.id });
    }
    const phone = person.phoneNumber ? nanpPhoneNumber(person.phoneNumber) : null;
    if (phone && !phones.has(phone)) {
      phones.add(phone);
      await enqueue(
        deps.jobs,
        tx,
        {
          channel: 'sms',
          recipient: phone,
          body: alertText(words, { serviceName, visit: textVisitIn(t, locale), area, price, deadline, jobUrl }, locale),
          topic: BOOKING_ALERT_TOPIC,
          ticketId: t.id,
        },
        now,
      );
    }
  }
}

/** The company's people (notifications' `companyPeople`: the company itself when it has no active owner). */
const everyone = (company: CompanyPeople) => company.recipients;

const ownersOf = (company: CompanyPeople) => everyone(company).filter((r) => r.role === 'owner');

/**
 * Announces a new booking or estimate request to its company, in the transaction `tx` that makes it one (the
 * caller wakes the outbox after it commits). Once: a second call for the ticket queues nothing.
 */
export async function announceBooking(
  deps: Pick<ServiceDeps, 'publicUrl' | 'jobs'>,
  tx: Tx,
  ticketId: number,
  now: Date,
) {
  const t = await q.alertTicket(tx, ticketId);
  if (!t || t.statusId !== TicketStatusId.Pending) return;
  if (!(await q.recordAlert(tx, t.id, 'announced', now))) return;
  const company = await companyPeople(tx, t.companyId);
  if (!company) return;
  const expiryHours = await readSetting(tx, 'request_expiry_hours');
  await sendAlert(deps, tx, t, company, everyone(company), 'announced', expiryHours, now);
}

export interface AlertSweepResult {
  reminded: number[];
  lastCalls: number[];
}

/** Makes one alert of a ticket in its own transaction, if it is still Pending and the alert was not made. */
async function alertOnce(
  deps: Pick<ServiceDeps, 'db' | 'publicUrl' | 'jobs'>,
  ticketId: number,
  kind: 'reminder' | 'last_call',
  expiryHours: number,
  now: Date,
): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const t = await q.alertTicket(tx, ticketId, true);
    if (!t || t.statusId !== TicketStatusId.Pending) return false;
    if (t.scheduledAt.getTime() - expiryHours * HOUR <= now.getTime()) return false;
    if (!(await q.recordAlert(tx, t.id, kind, now))) return false;
    const company = await companyPeople(tx, t.companyId);
    if (!company) return true;
    await sendAlert(
      deps,
      tx,
      t,
      company,
      kind === 'reminder' ? everyone(company) : ownersOf(company),
      kind,
      expiryHours,
      now,
    );
    return true;
  });
}

/**
 * The minute sweeper's part: reminders of bookings still Pending REMINDER_AFTER_MINUTES after their
 * announcement (never after their expiry), and last calls of those within LAST_CALL_HOURS of it.
 */
export async function sweepBookingAlerts(deps: ServiceDeps, now: Date): Promise<AlertSweepResult> {
  const result: AlertSweepResult = { reminded: [], lastCalls: [] };
  const expiryHours = await readSetting(deps.db, 'request_expiry_hours');
  const announcedBy = new Date(now.getTime() - REMINDER_AFTER_MINUTES * 60_000);
  for (const id of await q.remindersDue(deps.db, announcedBy, now, expiryHours)) {
    if (await alertOnce(deps, id, 'reminder', expiryHours, now)) result.reminded.push(id);
  }
  for (const id of await q.lastCallsDue(deps.db, now, expiryHours, LAST_CALL_HOURS)) {
    if (await alertOnce(deps, id, 'last_call', expiryHours, now)) result.lastCalls.push(id);
  }
  if (result.reminded.length || result.lastCalls.length) deps.outbox.kick();
  return result;
}

/**
 * What needs the company's action now: jobs (Pending to confirm, a move to answer) and plans (a plan to confirm, a
 * plan move to answer), and both together.
 */
export async function needsAction(
  deps: Pick<ServiceDeps, 'db'>,
  companyId: number,
): Promise<{ count: number; jobs: number; plans: number }> {
  const { jobs, plans } = await q.needsActionCount(deps.db, companyId);
  return { count: jobs + plans, jobs, plans };
}

/**
 * Who at a company is told of what needs it (the owner(s), staff who chose alerts, the company's own address
 * when it has no active owner), with the number each is texted at: the company's name too.
 */
export async function companyAlertRecipients(db: Database | Tx, companyId: number) {
  const company = await companyPeople(db, companyId);
  return company ? { companyName: company.name, recipients: everyone(company) } : null;
}

/**
 * An e-mail about the company's plans (a plan to confirm, a move asked, a visit with no free time or not paid) to
 * each of its alert recipients, with the portal's link, queued in the caller's transaction.
 */
export async function tellCompanyOfPlan(
  deps: Pick<ServiceDeps, 'jobs'>,
  tx: Tx,
  companyId: number,
  notice: ({ subject: string; lines: string[] } | { written: (locale: Locale) => CompanyNotice }) & {
    link: string;
    now: Date;
  },
) {
  // A notice written in the reader's language (a crew member's: issue 49); a plain one is English to everyone.
  const written: CompanyNoticeIn = 'written' in notice ? notice.written : notice;
  const company = await companyAlertRecipients(tx, companyId);
  for (const person of company?.recipients ?? []) {
    const locale = typeof written === 'function' ? person.locale : 'en';
    const { subject, lines } = companyNoticeIn(written, locale);
    const mail = companyPlanNoticeEmail({ name: person.name, subject, lines, link: notice.link, locale });
    await sendEmail(deps.jobs, tx, person.email, mail, notice.now, { topic: 'plan' });
  }
}
