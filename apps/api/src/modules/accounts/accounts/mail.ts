import { button, code, email, link, rich, SIGN_OFF, url } from '../../../lib/email.ts';

/** The accounts module's e-mails (lib/email.ts renders the text and the HTML part from one list). */

export function temporaryPasswordEmail(input: {
  name: string;
  tempPassword: string;
  signInUrl: string;
  validMinutes: number;
}) {
  const { name, tempPassword, signInUrl, validMinutes } = input;
  return email('Your UpKeep temporary password', [
    `Hi ${name},`,
    'Someone (we hope you) asked to recover the password of your UpKeep account.',
    rich`Your temporary password: ${code(tempPassword)}`,
    rich`Sign in with it at ${url(signInUrl)} within ${validMinutes} minutes; it works once, and we will ask you to choose a new password right away.`,
    'If you did not ask for this, ignore this e-mail: your current password still works.',
    SIGN_OFF,
  ]);
}

/** Told to the owner when sign-ins to the account were paused after many wrong passwords from many places. */
export function signInsPausedEmail(input: { name: string; pausedMinutes: number; forgotUrl: string }) {
  const { name, pausedMinutes, forgotUrl } = input;
  return email('Sign-ins to your UpKeep account were paused', [
    `Hi ${name},`,
    `Someone tried many wrong passwords on your UpKeep account, from several places. To keep guessing from working, we paused sign-ins from new devices for ${pausedMinutes} minutes.`,
    'The browsers where you signed in before still work, and your password has not changed.',
    rich`If this was not you, nothing was accessed. If your password is one you use elsewhere, ${link(forgotUrl, 'choose a new one')}`,
    SIGN_OFF,
  ]);
}

/** To a company user or staff member who asked to recover their password: the one-time link. */
export function passwordLinkEmail(input: { name: string; product: string; link: string; validMinutes: number }) {
  const { name, product, validMinutes } = input;
  return email('Choose a new UpKeep password', [
    `Hi ${name},`,
    `Someone (we hope you) asked to recover the password you sign in to ${product} with.`,
    'Choose a new password with this link:',
    button(input.link, 'Choose a new password'),
    `The link works once and for ${validMinutes} minutes. Choosing a new password signs you out everywhere.`,
    'If you did not ask for this, ignore this e-mail: your current password still works.',
    SIGN_OFF,
  ]);
}
