import type { Locale } from '@upkeep/contract';
import { say, type Words } from '../../../i18n/words.ts';
import { button, email, link, quote, rich, SIGN_OFF, signOffIn } from '../../../lib/email.ts';

/** The onboarding module's e-mails (lib/email.ts renders the text and the HTML part from one list). */

/**
 * To a company user with an invitation: the one-time link that sets their password. A crew member's is in the
 * language the owner chose for them (issue 49: `company_users.locale`); an owner's and the office's, English.
 */
export function invitationEmail(input: {
  companyName: string;
  /** Who invited them: UpKeep (the owner of an approved company) or the company's owner (office staff, crews). */
  invitedBy: 'upkeep' | { ownerName: string };
  link: string;
  validDays: number;
  /** The reader's language (a crew member's); English for UpKeep's invitation of an owner. */
  locale?: Locale;
}) {
  const { companyName, invitedBy, validDays } = input;
  if (invitedBy === 'upkeep') {
    return email(`Welcome to UpKeep: set up ${companyName}`, [
      'Hello,',
      `Good news: we approved ${companyName} as an UpKeep partner. You are the owner of its account.`,
      'Choose your password with the link below, then set up your profile, prices, area and hours, and go live: customers find you as soon as you do.',
      button(input.link, 'Choose your password'),
      `The link works once and is valid for ${validDays} days. If it has expired, ask for a new one.`,
      'If you did not expect this e-mail, ignore it: nothing happens until the link is used.',
      SIGN_OFF,
    ]);
  }
  const { locale = 'en' } = input;
  const s = (words: Words) => say(words, locale);
  const owner = invitedBy.ownerName || s(/*i18n*/ { id: 'invitation.theOwner', message: 'The owner' });
  return email(
    s(
      /*i18n*/ {
        id: 'invitation.subject',
        message: 'You are invited to {company} on UpKeep',
        values: { company: companyName },
      },
    ),
    [
      s(/*i18n*/ { id: 'invitation.hello', message: 'Hello,' }),
      s(
        /*i18n*/ {
          id: 'invitation.invited',
          message: '{owner} invited you to the UpKeep company portal of {company}, to see and manage its jobs.',
          values: { owner, company: companyName },
        },
      ),
      s(/*i18n*/ { id: 'invitation.choose', message: 'Choose your password with the link below to sign in.' }),
      button(input.link, s(/*i18n*/ { id: 'invitation.button', message: 'Choose your password' })),
      s(
        /*i18n*/ {
          id: 'invitation.once',
          message: 'The link works once and is valid for {days} days. If it has expired, ask for a new one.',
          values: { days: validDays },
        },
      ),
      s(
        /*i18n*/ {
          id: 'invitation.ignore',
          message: 'If you did not expect this e-mail, ignore it: nothing happens until the link is used.',
        },
      ),
      signOffIn(locale),
    ],
    { locale },
  );
}

/** To the requester of a declined partner request: UpKeep's reason. */
export function partnerDeclinedEmail(input: { companyName: string; reason: string; contactUrl: string }) {
  const { companyName, reason, contactUrl } = input;
  return email(`Your UpKeep partner request for ${companyName}`, [
    'Hello,',
    `Thank you for asking to join UpKeep with ${companyName}. We cannot approve the request for now, for this reason:`,
    quote(reason),
    rich`If something changes, or you think we got it wrong, ${link(contactUrl, 'write to us')}`,
    SIGN_OFF,
  ]);
}
