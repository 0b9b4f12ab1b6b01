/**
 * How every e-mail is written: once, as a list of blocks (paragraphs, a quote, facts, a button), from which
 * `email` renders the plain-text part and the HTML part, so the two always say the same. Everything is text
 * and is escaped in the HTML part: a name, an address, a reason typed by someone, even the template's own
 * words. The only markup is what this module's helpers make (`link`, `url`, `strong`, `code`, `rich`), and
 * they escape what they are given; a URL in an href is attribute-escaped (`&` becomes `&amp;`).
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
 * The text part is the blocks separated by blank lines; the HTML part is one element per block.
 */
import { escapeHtml } from './format.ts';

/**
 * A piece of a paragraph as it reads in each part. Only this module makes one (the class is not exported),
 * so HTML reaches an e-mail only through the helpers below, which escape what they are given.
 */
class Rich {
  constructor(
    readonly text: string,
    readonly html: string,
  ) {}
}

export type { Rich };

/** What goes into a paragraph: plain values (escaped in the HTML part) or pieces made here. */
export type Inline = string | number | Rich;

const piece = (value: Inline): Rich =>
  value instanceof Rich ? value : new Rich(String(value), escapeHtml(String(value)));

/** A paragraph of text and pieces: the template's words and the values alike are escaped in the HTML part. */
export function rich(strings: TemplateStringsArray, ...values: Inline[]): Rich {
  let text = '';
  let html = '';
  strings.forEach((literal, i) => {
    text += literal;
    html += escapeHtml(literal);
    const value = values[i];
    if (value === undefined) return;
    const part = piece(value);
    text += part.text;
    html += part.html;
  });
  return new Rich(text, html);
}

const href = (address: string) => `href="${escapeHtml(address)}"`;

/** A labelled link: 'Write to us: https://…' in the text, the label as the link in the HTML. */
export const link = (address: string, label: string): Rich =>
  new Rich(`${label}: ${address}`, `<a ${href(address)}>${escapeHtml(label)}</a>`);

/** An address shown as itself in both parts (a link in the HTML). */
export const url = (address: string): Rich => new Rich(address, `<a ${href(address)}>${escapeHtml(address)}</a>`);

/** Set off in the HTML part (bold); the same words in the text. */
export const strong = (value: Inline): Rich => {
  const part = piece(value);
  return new Rich(part.text, `<strong>${part.html}</strong>`);
};

/** Something to type exactly (a temporary password): large and monospaced in the HTML part. */
export const code = (value: string): Rich =>
  new Rich(value, `<strong style="font-family:monospace;font-size:1.2em">${escapeHtml(value)}</strong>`);

interface Quote {
  kind: 'quote';
  content: Inline;
}
interface Facts {
  kind: 'facts';
  rows: readonly (readonly [label: Inline, value: Inline])[];
}
interface Button {
  kind: 'button';
  address: string;
  label: string;
}

/** A block of the e-mail: a paragraph, or one of the blocks below. Falsy entries (`cond && block`) are left out. */
export type Block = Inline | Quote | Facts | Button | false | null | undefined;

/** Someone's own words (a reason, a message), set apart in the HTML part; their line breaks are kept. */
export const quote = (content: Inline): Quote => ({ kind: 'quote', content });

/** 'Label: value' lines in the text; a table in the HTML part. */
export const facts = (rows: Facts['rows']): Facts => ({ kind: 'facts', rows });

/**
 * The link the e-mail is for (an invitation, a password link): the address on a line of its own in the
 * text; a link with the label in the HTML part, and the address to paste for mail clients that hide links.
 */
export const button = (address: string, label: string): Button => ({ kind: 'button', address, label });

/** How the team signs its e-mails. */
export const SIGN_OFF = 'The UpKeep team';

/** Line breaks in someone's words are kept in the HTML part. */
const lines = (html: string) => html.replace(/\r?\n/g, '<br>\n');

type Present = Exclude<Block, false | null | undefined | ''>;
const present = (block: Block): block is Present =>
  block !== false && block !== null && block !== undefined && block !== '';

function renderBlock(block: Present): Rich {
  if (typeof block !== 'object' || block instanceof Rich) {
    const part = piece(block);
    return new Rich(part.text, `<p>${lines(part.html)}</p>`);
  }
  switch (block.kind) {
    case 'quote': {
      const part = piece(block.content);
      return new Rich(part.text, `<blockquote>${lines(part.html)}</blockquote>`);
    }
    case 'facts': {
      const rows = block.rows.map(([label, value]) => [piece(label), piece(value)] as const);
      return new Rich(
        rows.map(([label, value]) => `${label.text}: ${value.text}`).join('\n'),
        `<table role="presentation">\n${rows
          .map(([label, value]) => `<tr><th align="left">${label.html}</th><td>${value.html}</td></tr>`)
          .join('\n')}\n</table>`,
      );
    }
    case 'button':
      return new Rich(
        block.address,
        `<p><a ${href(block.address)}>${escapeHtml(block.label)}</a></p>\n<p>Or paste this address into your browser: ${escapeHtml(block.address)}</p>`,
      );
  }
}

/** An e-mail as the outbox takes it (`body` is the text part). */
export interface Email {
  subject: string;
  text: string;
  html: string;
}

/** Renders the blocks into both parts; the subject is a header, plain text. */
export function email(subject: string, blocks: readonly Block[]): Email {
  const rendered = blocks.filter(present).map(renderBlock);
  return {
    subject,
    text: rendered.map((part) => part.text).join('\n\n'),
    html: rendered.map((part) => part.html).join('\n'),
  };
}
