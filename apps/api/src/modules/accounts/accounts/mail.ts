import type { Locale } from '@upkeep/contract';
import { say, type Words } from '../../../i18n/words.ts';
import { button, code, email, link, rich, signOffIn, url } from '../../../lib/email.ts';

/**
 * The accounts module's e-mails (lib/email.ts renders the text and the HTML part from one list), in the account's
 * language (issue 49: a customer's; a crew member's; owners, office and UpKeep's staff read English).
 */

export function temporaryPasswordEmail(input: {
  name: string;
  tempPassword: string;
  signInUrl: string;
  validMinutes: number;
  locale?: Locale;
}) {
  const { name, tempPassword, signInUrl, validMinutes, locale = 'en' } = input;
  const s = (words: Words) => say(words, locale);
  return email(
    s(/*i18n*/ { id: 'account.tempPassword.subject', message: 'Your UpKeep temporary password' }),
    [
      s(/*i18n*/ { id: 'email.greeting', message: 'Hi {name},', values: { name } }),
      s(
        /*i18n*/ {
          id: 'account.tempPassword.asked',
          message: 'Someone (we hope you) asked to recover the password of your UpKeep account.',
        },
      ),
      rich`${s(/*i18n*/ { id: 'account.tempPassword.yours', message: 'Your temporary password:' })} ${code(tempPassword)}`,
      rich`${s(/*i18n*/ { id: 'account.tempPassword.signInAt', message: 'Sign in with it at' })} ${url(signInUrl)} ${s(
        /*i18n*/ {
          id: 'account.tempPassword.within',
          message: 'within {minutes} minutes; it works once, and we will ask you to choose a new password right away.',
          values: { minutes: validMinutes },
        },
      )}`,
      s(
        /*i18n*/ {
          id: 'account.ignore',
          message: 'If you did not ask for this, ignore this e-mail: your current password still works.',
        },
      ),
      signOffIn(locale),
    ],
    { locale },
  );
}

/** Told to the owner when sign-ins to the account were paused after many wrong passwords from many places. */
export function signInsPausedEmail(input: { name: string; pausedMinutes: number; forgotUrl: string; locale?: Locale }) {
  const { name, pausedMinutes, forgotUrl, locale = 'en' } = input;
  const s = (words: Words) => say(words, locale);
  return email(
    s(/*i18n*/ { id: 'account.paused.subject', message: 'Sign-ins to your UpKeep account were paused' }),
    [
      s(/*i18n*/ { id: 'email.greeting', message: 'Hi {name},', values: { name } }),
      s(
        /*i18n*/ {
          id: 'account.paused.why',
          message:
            'Someone tried many wrong passwords on your UpKeep account, from several places. To keep guessing from working, we paused sign-ins from new devices for {minutes} minutes.',
          values: { minutes: pausedMinutes },
        },
      ),
      s(
        /*i18n*/ {
          id: 'account.paused.stillWorks',
          message: 'The browsers where you signed in before still work, and your password has not changed.',
        },
      ),
      rich`${s(
        /*i18n*/ {
          id: 'account.paused.notYou',
          message: 'If this was not you, nothing was accessed. If your password is one you use elsewhere,',
        },
      )} ${link(forgotUrl, s(/*i18n*/ { id: 'account.paused.chooseNew', message: 'choose a new one' }))}`,
      signOffIn(locale),
    ],
    { locale },
  );
}

/** To a company user or staff member who asked to recover their password: the one-time link. */
export function passwordLinkEmail(input: {
  name: string;
  product: string;
  link: string;
  validMinutes: number;
  locale?: Locale;
}) {
  const { name, product, validMinutes, locale = 'en' } = input;
  const s = (words: Words) => say(words, locale);
  return email(
    s(/*i18n*/ { id: 'account.passwordLink.subject', message: 'Choose a new UpKeep password' }),
    [
      s(/*i18n*/ { id: 'email.greeting', message: 'Hi {name},', values: { name } }),
      s(
        /*i18n*/ {
          id: 'account.passwordLink.asked',
          message: 'Someone (we hope you) asked to recover the password you sign in to {product} with.',
          values: { product },
        },
      ),
      s(/*i18n*/ { id: 'account.passwordLink.choose', message: 'Choose a new password with this link:' }),
      button(input.link, s(/*i18n*/ { id: 'account.passwordLink.button', message: 'Choose a new password' })),
      s(
        /*i18n*/ {
          id: 'account.passwordLink.once',
          message: 'The link works once and for {minutes} minutes. Choosing a new password signs you out everywhere.',
          values: { minutes: validMinutes },
        },
      ),
      s(
        /*i18n*/ {
          id: 'account.ignore',
          message: 'If you did not ask for this, ignore this e-mail: your current password still works.',
        },
      ),
      signOffIn(locale),
    ],
    { locale },
  );
}
