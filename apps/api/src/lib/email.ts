/**
 * How every e-mail is written: once, as a list of blocks (paragraphs, a quote, facts, a button), from which
 * `email` renders the plain-text part and the HTML part, so the two always say the same. The blocks and their
 * text are `emails/blocks.ts`; the HTML part is the same blocks through the React Email components and the one
 * layout of `apps/api/src/emails/` (decision 0037), where React escapes everything: a name, an address, a reason
 * typed by someone, an address in an href. A template writes no markup.
 *
 *   email('Choose a new UpKeep password', [
 *     `Hi ${name},`,
 *     rich`Sign in with it at ${url(signInUrl)} within ${minutes} minutes.`,
 *     button(link, 'Choose a new password'),
 *     quote(reason),
 *     facts([['When', visit], ['Address', address]]),
 *     SIGN_OFF,
 *   ]);
 *
 * The text part is the blocks separated by blank lines; the HTML part is one component per block in the layout
 * (its header, and its footer with the sign-off and who sent the e-mail). Each e-mail is a function of a `mail.ts`
 * file, previewed at /dev/emails in development (operations/email-previews).
 */

import type { Block } from '../emails/blocks.ts';
import { blocksText } from '../emails/blocks.ts';
import type { EmailLocale } from '../emails/layout.tsx';
import { emailHtml } from '../emails/render.tsx';

export {
  type Block,
  button,
  code,
  facts,
  type Inline,
  link,
  quote,
  type Rich,
  rich,
  SIGN_OFF,
  signOffIn,
  strong,
  url,
} from '../emails/blocks.ts';

/** An e-mail as the outbox takes it (`text` is the outbox's body). */
export interface Email {
  subject: string;
  text: string;
  html: string;
}

/** Renders the blocks into both parts; the subject is a header, plain text. */
export function email(subject: string, blocks: readonly Block[], options: { locale?: EmailLocale } = {}): Email {
  return { subject, text: blocksText(blocks), html: emailHtml(blocks, options) };
}
