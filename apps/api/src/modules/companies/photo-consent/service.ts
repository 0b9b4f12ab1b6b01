/**
 * A customer's consent to show photos of their job on the company's public page (issue 32, decision 0028's
 * "Consent"). A job photo is taken at the customer's home: when the company first adds one of a ticket's photos
 * to its gallery, the ticket's customer is asked (an e-mail, once per ticket, and a prompt on the ticket); the
 * photo is public only once they allowed it (`conditions.ts`), and they may change their answer at any time.
 */
import { type Locale, type PhotoConsentState, photoConsentQuestion } from '@upkeep/contract';
import type { Tx } from '../../../db/client.ts';
import { say, type Words } from '../../../i18n/words.ts';
import type { NoticeDeps, ServiceDeps } from '../../../lib/deps.ts';
import { countAction, DAY_MS, type WindowLimit } from '../../../lib/flood-limits.ts';
import type { Principal } from '../../../plugins/auth.ts';
import { type CustomerNotice, tellCustomer } from '../../messages/notifications/customer-notice.ts';
import { ownedTicket } from '../../tickets/lifecycle/ownership.ts';
import { companyServiceOf } from '../catalog/service.ts';
import * as q from './queries.ts';

/**
 * A company asks each ticket's customer once, and a gallery holds 24 photos: this bounds what adding and removing
 * photos of ever more tickets could make UpKeep send its customers (decision 0018), above a full gallery's worth.
 */
const CONSENT_ASK_LIMITS = [
  {
    max: 30,
    windowMs: DAY_MS,
    refusal: 'You have asked the most customers you can today for their consent to show their photos.',
  },
] as const satisfies readonly WindowLimit[];

export const photoConsentOf = (db: ServiceDeps['db'], ticketId: number) => q.consentOf(db, ticketId);

/**
 * Called in the transaction that adds a job photo to the company's gallery: the first time one of a ticket's
 * photos is added, its customer is asked, by e-mail (with the guest's private link for a guest's booking) and on
 * the ticket. Later additions, and a ticket already answered, ask nothing. Answers the ticket's consent.
 */
export async function askForConsent(
  deps: NoticeDeps,
  tx: Tx,
  companyId: number,
  jobPhotoId: number,
  now: Date,
): Promise<PhotoConsentState | null> {
  const ticket = await q.ticketOfJobPhoto(tx, jobPhotoId);
  if (!ticket) return null;
  const before = await q.consentOf(tx, ticket.id);
  if (before !== null) return before;
  await countAction(tx, 'photo-consent-ask', `company:${companyId}`, CONSENT_ASK_LIMITS, now);
  if (!(await q.markAsked(tx, ticket.id, now))) return q.consentOf(tx, ticket.id);
  const info = await companyServiceOf(tx, ticket);
  await tellCustomer(deps, tx, ticket, info, (locale) => consentRequest(info.companyName, locale), now);
  return 'asked';
}

/** The customer's (or the ticket link's guest's) answer; 401 'Access denied' for anyone else's ticket. */
export async function answerConsent(
  deps: Pick<ServiceDeps, 'db' | 'now'>,
  principal: Principal | null,
  ticketId: number,
  allow: boolean,
) {
  const ticket = await ownedTicket(deps.db, ticketId, principal);
  const state = allow ? 'allowed' : 'declined';
  await q.recordAnswer(deps.db, ticket.id, state, deps.now());
  return { ticketId: ticket.id, photoConsent: state } as const;
}

/** The customer is asked by e-mail whether the company may show the job's photos, in their language (issue 49). */
function consentRequest(companyName: string, locale: Locale): CustomerNotice {
  const s = (words: Words) => say(words, locale);
  const values = { company: companyName };
  return {
    subject: s(/*i18n*/ { id: 'consent.subject', message: 'may {company} show photos of this job?', values }),
    lines: [
      locale === 'en'
        ? photoConsentQuestion(companyName)
        : s(
            /*i18n*/ {
              id: 'consent.question',
              message: '{company} would like to show photos of this job on its UpKeep page.',
              values,
            },
          ),
      s(
        /*i18n*/ {
          id: 'consent.why',
          message:
            'The photos were taken at your home for this job. Nothing is shown until you allow it, and you can change your answer at any time on your ticket.',
        },
      ),
    ],
    sms: '',
    emailOnly: true,
    topic: 'photo-consent',
    // A guest's booking opens from its private link (tellCustomer).
    link: { to: { to: 'ticket' }, label: s(/*i18n*/ { id: 'consent.link', message: 'Answer on your booking' }) },
  };
}
