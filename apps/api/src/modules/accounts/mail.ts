import { escapeHtml } from '../../lib/format.ts';

/** The accounts module's e-mails. Plain text first; the HTML part says the same. */

export function temporaryPasswordEmail(input: {
  name: string;
  tempPassword: string;
  signInUrl: string;
  validMinutes: number;
}) {
  const { name, tempPassword, signInUrl, validMinutes } = input;
  const subject = 'Your UpKeep temporary password';
  const text = [
    `Hi ${name},`,
    '',
    'Someone (we hope you) asked to recover the password of your UpKeep account.',
    '',
    `Your temporary password: ${tempPassword}`,
    '',
    `Sign in with it at ${signInUrl} within ${validMinutes} minutes; it works once, and we will ask you to choose a new password right away.`,
    '',
    'If you did not ask for this, ignore this e-mail: your current password still works.',
    '',
    'The UpKeep team',
  ].join('\n');
  const html = `<p>Hi ${escapeHtml(name)},</p>
<p>Someone (we hope you) asked to recover the password of your UpKeep account.</p>
<p>Your temporary password: <strong style="font-family:monospace;font-size:1.2em">${escapeHtml(tempPassword)}</strong></p>
<p><a href="${escapeHtml(signInUrl)}">Sign in</a> with it within ${validMinutes} minutes; it works once, and we will ask you to choose a new password right away.</p>
<p>If you did not ask for this, ignore this e-mail: your current password still works.</p>
<p>The UpKeep team</p>`;
  return { subject, text, html };
}

/** Told to the owner when sign-ins to the account were paused after many wrong passwords from many places. */
export function signInsPausedEmail(input: { name: string; pausedMinutes: number; forgotUrl: string }) {
  const { name, pausedMinutes, forgotUrl } = input;
  const subject = 'Sign-ins to your UpKeep account were paused';
  const text = [
    `Hi ${name},`,
    '',
    'Someone tried many wrong passwords on your UpKeep account, from several places. To keep guessing from',
    `working, we paused sign-ins from new devices for ${pausedMinutes} minutes.`,
    '',
    'The browsers where you signed in before still work, and your password has not changed.',
    '',
    `If this was not you, nothing was accessed. If your password is one you use elsewhere, choose a new one: ${forgotUrl}`,
    '',
    'The UpKeep team',
  ].join('\n');
  const html = `<p>Hi ${escapeHtml(name)},</p>
<p>Someone tried many wrong passwords on your UpKeep account, from several places. To keep guessing from working, we paused sign-ins from new devices for ${pausedMinutes} minutes.</p>
<p>The browsers where you signed in before still work, and your password has not changed.</p>
<p>If this was not you, nothing was accessed. If your password is one you use elsewhere, <a href="${escapeHtml(forgotUrl)}">choose a new one</a>.</p>
<p>The UpKeep team</p>`;
  return { subject, text, html };
}

/** To a company user or staff member who asked to recover their password: the one-time link. */
export function passwordLinkEmail(input: { name: string; product: string; link: string; validMinutes: number }) {
  const { name, product, link, validMinutes } = input;
  const subject = 'Choose a new UpKeep password';
  const text = [
    `Hi ${name},`,
    '',
    `Someone (we hope you) asked to recover the password you sign in to ${product} with.`,
    '',
    'Choose a new password with this link:',
    '',
    link,
    '',
    `The link works once and for ${validMinutes} minutes. Choosing a new password signs you out everywhere.`,
    '',
    'If you did not ask for this, ignore this e-mail: your current password still works.',
    '',
    'The UpKeep team',
  ].join('\n');
  const html = `<p>Hi ${escapeHtml(name)},</p>
<p>Someone (we hope you) asked to recover the password you sign in to ${escapeHtml(product)} with.</p>
<p><a href="${escapeHtml(link)}">Choose a new password</a></p>
<p>Or paste this address into your browser: ${escapeHtml(link)}</p>
<p>The link works once and for ${validMinutes} minutes. Choosing a new password signs you out everywhere.</p>
<p>If you did not ask for this, ignore this e-mail: your current password still works.</p>
<p>The UpKeep team</p>`;
  return { subject, text, html };
}
