/**
 * What a company is told about its jobs (issue 26, issue 46), by one rule: who (the people of `companyPeople`, as
 * /pro/team's alert settings choose them) and how (an e-mail with the job's link, and a text where the change
 * cannot wait), queued in the caller's transaction. New bookings (booking-alerts), reschedules, cancellations,
 * extra charges answered, refunds and messages all reach the same people.
 */
import type { Locale } from '@upkeep/contract';
import type { Database, Tx } from '../../../db/client.ts';
import { say } from '../../../i18n/words.ts';
import type { ServiceDeps } from '../../../lib/deps.ts';
import { gsm7Letters } from '../../../lib/sms-parts.ts';
import type { JobSender } from '../../../queue/job-queue.ts';
import { companyJobNoticeEmail, companyOwnerNoticeEmail } from './mail.ts';
import { enqueue, sendEmail } from './outbox.ts';
import { activeOwners, companyAndAlertedUsers } from './queries.ts';

/** One of the people a company's notices go to, with the number they are texted at (null: none). */
export interface CompanyPerson {
  name: string;
  email: string;
  role: 'owner' | 'staff';
  /** The user's own number, else (an owner) the company's. */
  phoneNumber: string | null;
  /**
   * The language they are written to in (issue 49): a crew member's account's; owners and office read English, as
   * their screens are.
   */
  locale: Locale;
}

export interface CompanyPeople {
  name: string;
  email: string;
  phoneNumber: string;
  /** Who is told: never empty (the company's own address when it has no active owner). */
  recipients: CompanyPerson[];
}

/**
 * Who at a company is told of what needs it: its active owner(s) and the users who chose alerts on /pro/team; the
 * company's own address and number in place of an owner when it has no active one. Null for no such company.
 */
export async function companyPeople(db: Database | Tx, companyId: number): Promise<CompanyPeople | null> {
  const found = await companyAndAlertedUsers(db, companyId);
  if (!found) return null;
  const { company, users } = found;
  const recipients: CompanyPerson[] = users.map((u) => ({
    name: u.name,
    email: u.email,
    role: u.role,
    phoneNumber: u.phone_number || (u.role === 'owner' ? company.phone_number : null),
    locale: personLocale(u),
  }));
  if (!recipients.some((r) => r.role === 'owner')) {
    recipients.unshift({
      name: company.name,
      email: company.email,
      role: 'owner',
      phoneNumber: company.phone_number,
      locale: 'en',
    });
  }
  return { name: company.name, email: company.email, phoneNumber: company.phone_number, recipients };
}

/**
 * The language a company user is written to in (issue 49): a crew member's (a user of a crew) is their account's;
 * an owner's and the office's stay English, as the portal's screens for them do.
 */
export const personLocale = (user: { crew_id: number | null; locale: Locale }): Locale =>
  user.crew_id !== null ? user.locale : 'en';

/** A notice about a job: the e-mail's subject and paragraphs, and the text where the change cannot wait. */
export interface CompanyNotice {
  subject: string;
  lines: string[];
  text?: string;
}

/** A notice written in the reader's language (a crew member's), or a plain one, sent in English to everyone. */
export type CompanyNoticeIn = CompanyNotice | ((locale: Locale) => CompanyNotice);

/** The notice in `locale`: a plain one is English, whoever reads it. */
export const companyNoticeIn = (written: CompanyNoticeIn, locale: Locale): CompanyNotice =>
  typeof written === 'function' ? written(locale) : written;

/** A text to one of a company's people about a job: a Spanish one in GSM-7 letters, one part where it can be. */
export function companyJobText(ticketId: number, text: string, link: string, locale: Locale): string {
  const body = say(
    /*i18n*/ {
      id: 'sms.job',
      message: 'UpKeep job #{id}: {text} {link}',
      values: { id: ticketId, text, link },
    },
    locale,
  );
  return locale === 'en' ? body : gsm7Letters(body);
}

/** The link to a job in the company portal. */
export function jobUrl(publicUrl: string, ticketId: number): string {
  return `${publicUrl.replace(/\/+$/, '')}/pro/jobs/${ticketId}`;
}

/**
 * An e-mail about a job to its company's people (`companyPeople`), with the link to the job in the portal; and, with
 * a `text`, a text to each of their numbers (a reschedule, a cancellation: the day's plan changes). One message an
 * address and a number, each in its reader's language when the notice is written in it (a crew member's: issue 49).
 * Queued in the caller's transaction.
 */
export async function notifyCompany(
  deps: Pick<ServiceDeps, 'publicUrl' | 'jobs'>,
  tx: Tx,
  ticket: { id: number; companyId: number },
  written: CompanyNoticeIn,
  now: Date,
) {
  const people = await companyPeople(tx, ticket.companyId);
  if (!people) return;
  const link = jobUrl(deps.publicUrl, ticket.id);
  const mailed = new Set<string>();
  const texted = new Set<string>();
  for (const person of people.recipients) {
    // A notice written only in English is sent in English, frame and all, whoever reads it.
    const locale = typeof written === 'function' ? person.locale : 'en';
    const notice = companyNoticeIn(written, locale);
    const address = person.email.trim().toLowerCase();
    if (address && !mailed.has(address)) {
      mailed.add(address);
      const mail = companyJobNoticeEmail({
        ticketId: ticket.id,
        subject: notice.subject,
        name: person.name || people.name,
        lines: notice.lines,
        jobUrl: link,
        locale,
      });
      await sendEmail(deps.jobs, tx, person.email, mail, now, { topic: COMPANY_NOTICE_TOPIC, ticketId: ticket.id });
    }
    if (notice.text && person.phoneNumber && !texted.has(person.phoneNumber)) {
      texted.add(person.phoneNumber);
      await enqueue(
        deps.jobs,
        tx,
        {
          channel: 'sms',
          recipient: person.phoneNumber,
          body: companyJobText(ticket.id, notice.text, link, locale),
          topic: COMPANY_NOTICE_TOPIC,
          ticketId: ticket.id,
        },
        now,
      );
    }
  }
}

export const COMPANY_NOTICE_TOPIC = 'company-notice';

/**
 * An e-mail and a text to each active owner of a company (a text where the owner gave a number), about the
 * company's own affairs (its payouts), queued in the caller's transaction.
 */
export async function notifyCompanyOwners(
  jobs: JobSender,
  tx: Tx,
  companyId: number,
  message: { subject: string; lines: string[]; text: string },
  now: Date,
) {
  const owners = await activeOwners(tx, companyId);
  for (const owner of owners) {
    const mail = companyOwnerNoticeEmail({ ownerName: owner.name, subject: message.subject, lines: message.lines });
    await sendEmail(jobs, tx, owner.email, mail, now);
    if (owner.phone) await enqueue(jobs, tx, { channel: 'sms', recipient: owner.phone, body: message.text }, now);
  }
}
